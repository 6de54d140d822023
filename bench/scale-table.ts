// One table of two `bench:api` runs (issue 18: every case at BENCH_SCALE=10 within 1.5x of its p95
// at scale 1): each case's p50, p95 and raw SQL p50 at both scales and the x10/x1 ratio of the p95s.
// Usage: BENCH_JSON=/tmp/x1.json npm run bench:api && BENCH_SCALE=10 BENCH_JSON=/tmp/x10.json npm run bench:api
//        npm run bench:scale-table -- /tmp/x1.json /tmp/x10.json
// Export cases compare their first byte; a case only one run has is listed with a dash.
import fs from 'node:fs';

type Summary = { p50: number; p95: number; p99: number; n: number };
type Result = { case: string; api?: Summary; rawP50?: number; firstByte?: Summary };

const [smallFile, largeFile] = process.argv.slice(2);
if (!smallFile || !largeFile) {
  process.stderr.write('usage: tsx bench/scale-table.ts <scale-1 BENCH_JSON> <scale-10 BENCH_JSON>\n');
  process.exit(2);
}
const read = (file: string) => new Map((JSON.parse(fs.readFileSync(file, 'utf8')) as Result[]).map((r) => [r.case, r]));
const small = read(smallFile);
const large = read(largeFile);

const fmt = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '-' : value >= 100 ? value.toFixed(0) : value.toFixed(2);
const timing = (r: Result | undefined) => r?.api ?? r?.firstByte;
const LIMIT = 1.5;

const say = (line: string) => process.stdout.write(`${line}\n`);
say('| case | x1 p50 | x1 p95 | x1 raw p50 | x10 p50 | x10 p95 | x10 raw p50 | x10/x1 p95 |');
say('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
let over = 0;
let both = 0;
for (const name of new Set([...small.keys(), ...large.keys()])) {
  const a = small.get(name);
  const b = large.get(name);
  const [ta, tb] = [timing(a), timing(b)];
  const ratio = ta && tb ? tb.p95 / ta.p95 : undefined;
  if (ratio !== undefined) {
    both++;
    if (ratio > LIMIT) over++;
  }
  const shown = ratio === undefined ? '-' : ratio > LIMIT ? `**${ratio.toFixed(2)}**` : ratio.toFixed(2);
  say(
    `| ${name}${a?.firstByte ? ' (first byte)' : ''} | ${fmt(ta?.p50)} | ${fmt(ta?.p95)} | ${fmt(a?.rawP50)} | ${fmt(tb?.p50)} | ${fmt(tb?.p95)} | ${fmt(b?.rawP50)} | ${shown} |`,
  );
}
say('');
say(`${both - over} of ${both} cases within ${LIMIT}x of their scale-1 p95; ${over} over.`);
