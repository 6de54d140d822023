// How long Chromium takes to draw a list at page size All (10,000 rows) once the data has arrived
// (DESIGN.md section 6: <= 300 ms, rows virtualised). Built server on the benchmark database.
// Usage: npm run build && npm run bench:generate && npm run bench:render   (RENDER_RUNS=7)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { freePort, startProcess, stopProcess } from '../apps/server/test/server-process.js';
import { BENCH_ADMIN, openBenchDatabase } from './support/bench-database.js';
import { summarize } from './support/stats.js';

const RUNS = Number(process.env.RENDER_RUNS ?? 7);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (line: string) => process.stdout.write(`${line}\n`);

const bench = await openBenchDatabase({ maxConnections: 2 });
// The user list needs 10,000 users to show what page size All costs there too.
await bench.db.execute(sql`
  insert into users (username, first_name, last_name, password_hash, update_by)
  select 'bench' || g, 'BENCH', 'USER ' || g, 'not-a-password-hash', 'bench'
  from generate_series(1, 10000 - (select count(*) from users)) g`);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(
  [path.join(root, 'apps/server/dist/main.js')],
  { DATABASE_URL: bench.url, PORT: String(port), LOG_LEVEL: 'error', NODE_ENV: 'production' },
  `${base}/readyz`,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${base}/login`);
await page.getByLabel('Username').fill(BENCH_ADMIN.username);
await page.getByLabel('Password', { exact: true }).fill(BENCH_ADMIN.password);
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL(`${base}/`);

const lists = [
  { name: 'Booking list', url: '/booking?pageSize=10000', call: '/api/Booking/GetList' },
  { name: 'User list', url: '/setting/user?pageSize=10000', call: '/api/User/GetList' },
];
say(`Render of page size All (10,000 rows), Chromium ${browser.version()}, ${RUNS} runs each`);
for (const list of lists) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${base}/`);
    const response = page.waitForResponse((r) => r.url().endsWith(list.call), { timeout: 20_000 }).catch(() => null);
    await page.goto(base + list.url);
    const answer = await response;
    if (answer?.status() !== 200) break;
    await page.locator('table[data-row-count] tbody tr').first().waitFor();
    // From the moment the answer was complete to the next painted frame with the rows in it.
    const measured = await page.evaluate(async (call) => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const painted = performance.now();
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith(call))
        .pop() as PerformanceResourceTiming | undefined;
      const table = document.querySelector('table[data-row-count]');
      return {
        ms: entry ? painted - entry.responseEnd : Number.NaN,
        rows: Number(table?.getAttribute('data-row-count')),
        drawn: document.querySelectorAll('table[data-row-count] tbody tr').length,
      };
    }, list.call);
    rows = measured.rows;
    times.push(measured.ms);
    if (i === 0) say(`  ${list.name}: ${measured.rows} rows, ${measured.drawn} drawn in the DOM`);
  }
  if (times.length === 0) {
    say(`  ${list.name}: not available`);
    continue;
  }
  const s = summarize(times);
  say(
    `  ${list.name}: median ${s.p50.toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms (${rows} rows) ${s.p50 <= 300 ? 'ok' : 'MISSED'} (300 ms)`,
  );
}
await browser.close();
await stopProcess(server);
await bench.close();
