// One table of two `bench:api` runs (issue 18: every case at BENCH_SCALE=10 within 1.5x of its p95
// at scale 1); bench/scale-pair.ts makes both runs in one, a slice of cases at a time.
// Usage: BENCH_JSON=/tmp/x1.json npm run bench:api && BENCH_SCALE=10 BENCH_JSON=/tmp/x10.json npm run bench:api
//        npm run bench:scale-table -- /tmp/x1.json /tmp/x10.json
import fs from 'node:fs';
import { type BenchResult, scaleTable } from './support/scale-compare.js';

const [smallFile, largeFile] = process.argv.slice(2);
if (!smallFile || !largeFile) {
  process.stderr.write('usage: tsx bench/scale-table.ts <scale-1 BENCH_JSON> <scale-10 BENCH_JSON>\n');
  process.exit(2);
}
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as BenchResult[];
process.stdout.write(`${scaleTable(read(smallFile), read(largeFile)).join('\n')}\n`);
