// Both scales of `bench:api` in one run (issue 18: every case at BENCH_SCALE=10 within 1.5x of its
// p95 at scale 1), so each ratio compares two figures taken about half a minute apart rather than
// two runs a quarter of an hour apart on a shared machine: a slice of cases at scale 1, the same slice at scale 10, then
// the next slice, each in its own process on its own benchmark database (as bench:api runs);
// the export cases come with the last slice. Then the table of both (bench/support/scale-compare.ts).
// Usage: npm run bench:generate && BENCH_SCALE=10 npm run bench:generate && npm run bench:scale-pair
// (SCALE_PAIR_SLICE=10 cases a slice; BENCH_RUNS=100 calls a case at both scales; SCALE_PAIR_JSON=
// <prefix> keeps both sides' results as <prefix>-x1.json and <prefix>-x10.json).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchResult, scaleTable } from './support/scale-compare.js';

const SLICE = Number(process.env.SCALE_PAIR_SLICE ?? 10);
const RUNS = process.env.BENCH_RUNS ?? '100';
const SCALES = [1, 10] as const;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-scale-pair-'));
const say = (line: string) => process.stdout.write(`${line}\n`);

const results: Record<(typeof SCALES)[number], BenchResult[]> = { 1: [], 10: [] };
const started = Date.now();
for (let from = 0, slice = 0; ; from += SLICE, slice++) {
  let last = false;
  for (const scale of SCALES) {
    const json = path.join(scratch, `slice-${slice}-x${scale}.json`);
    say(`\n== cases ${from} to ${from + SLICE}, scale ${scale} (${new Date().toISOString().slice(11, 19)} UTC)`);
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/api-bench.ts')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      env: {
        ...process.env,
        BENCH_SCALE: String(scale),
        BENCH_SLICE: `${from}:${from + SLICE}`,
        BENCH_JSON: json,
        BENCH_RUNS: RUNS,
      },
    });
    process.stdout.write(run.stdout);
    if (run.status !== 0) throw new Error(`bench:api at scale ${scale}, cases from ${from}: exit ${run.status}`);
    results[scale].push(...(JSON.parse(fs.readFileSync(json, 'utf8')) as BenchResult[]));
    // The slice that reaches the end of the list says so (and runs the exports).
    last = /, then the exports\./.test(run.stdout);
  }
  if (last) break;
}
fs.rmSync(scratch, { recursive: true, force: true });
if (process.env.SCALE_PAIR_JSON) {
  for (const scale of SCALES)
    fs.writeFileSync(`${process.env.SCALE_PAIR_JSON}-x${scale}.json`, JSON.stringify(results[scale], null, 2));
}
say(
  `\nBoth scales, ${RUNS} calls a case at each, slices of ${SLICE} in turn, ${Math.round((Date.now() - started) / 60_000)} min:`,
);
say('');
for (const line of scaleTable(results[1], results[10])) say(line);
