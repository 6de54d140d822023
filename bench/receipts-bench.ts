// What a receipt PDF costs, and what it costs every other call: the built server twice in one run,
// drawing PDFs on the event loop (PDF_THREADS=0, as before) and on its worker threads (the
// default). Per build: the p95 of one receipt at a time, then 10 receipts drawn at once over and
// over while one client makes a tiny call (Payment/GetById) in turn, whose p99 is what the other
// calls waited. On an empty benchmark database of its own (one stay, one payment).
// Usage: npm run build && npm run bench:receipts   (RECEIPTS_SECONDS=10, RECEIPTS_CONCURRENT=10)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeBooking } from '../apps/server/test/factories/money.js';
import { freePort, startProcess, stopProcess } from '../apps/server/test/server-process.js';
import { BENCH_ADMIN, openBenchDatabase } from './support/bench-database.js';
import { ms, summarize } from './support/stats.js';

const SECONDS = Number(process.env.RECEIPTS_SECONDS ?? 10);
const CONCURRENT = Number(process.env.RECEIPTS_CONCURRENT ?? 10);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const say = (line: string) => process.stdout.write(`${line}\n`);

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-receipts-'));
fs.chmodSync(scratch, 0o711); // the embedded PostgreSQL's own account passes through to its folder
const bench = await openBenchDatabase({
  maxConnections: 2,
  dataDir: path.join(scratch, 'db'),
  database: 'kamar_receipts',
});
const { bookingId } = await makeBooking(bench.db, { tenantName: 'BENCH RECEIPT' });

async function timed(url: string, init: RequestInit): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, init);
  if (res.ok) await res.arrayBuffer();
  else throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return performance.now() - start;
}

async function measure(label: string, pdfThreads: string | null) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startProcess(
    [path.join(root, 'apps/server/dist/main.js')],
    {
      DATABASE_URL: bench.url,
      PORT: String(port),
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      BACKUP_HOUR: 'off',
      DATA_DIR: fs.mkdtempSync(path.join(scratch, 'data-')),
      ...(pdfThreads === null ? {} : { PDF_THREADS: pdfThreads }),
    },
    `${base}/readyz`,
  );
  try {
    const login = await fetch(`${base}/api/Auth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const created = await fetch(`${base}/api/Payment/Create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        bookingId,
        paymentDate: '2026-11-25',
        paymentType: 2,
        paymentPeriodeMonth: 11,
        paymentPeriodeYear: 2026,
        amount: 1_500_000,
        paymentMethod: 2,
        paymentAccount: 'BCA 1234567890',
      }),
    });
    const { paymentId } = ((await created.json()) as { data: { paymentId: number } }).data;
    const receipt = () =>
      timed(`${base}/api/Payment/Receipt/${paymentId}`, { headers: { authorization: headers.authorization } });
    const tiny = () =>
      timed(`${base}/api/Payment/GetById`, { method: 'POST', headers, body: JSON.stringify({ paymentId }) });

    for (let i = 0; i < 10; i++) await receipt(); // warm up (threads start, code is compiled)
    const alone: number[] = [];
    for (let i = 0; i < 40; i++) alone.push(await receipt());
    const idle: number[] = [];
    for (let i = 0; i < 200; i++) idle.push(await tiny());

    const until = performance.now() + SECONDS * 1000;
    const loaded: number[] = [];
    const probes: number[] = [];
    await Promise.all([
      ...Array.from({ length: CONCURRENT }, async () => {
        while (performance.now() < until) loaded.push(await receipt());
      }),
      (async () => {
        while (performance.now() < until) probes.push(await tiny());
      })(),
    ]);
    const a = summarize(alone);
    const l = summarize(loaded);
    const p = summarize(probes);
    const i = summarize(idle);
    say(
      `| ${label} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(l.p95)} | ${(loaded.length / SECONDS).toFixed(1).padStart(6)} | ${ms(i.p99)} | ${ms(p.p50)} | ${ms(p.p99)} |`,
    );
  } finally {
    await stopProcess(child);
  }
}

say(`cores: ${os.availableParallelism()}, ${CONCURRENT} receipts at once for ${SECONDS} s (ms)`);
say(
  '| build | receipt alone p50 | receipt alone p95 | receipt under load p95 | receipts/s | GetById idle p99 | GetById under load p50 | GetById under load p99 |',
);
say('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
await measure('PDF on the event loop (PDF_THREADS=0, before)', '0');
await measure('PDF on worker threads (default, after)', null);
await bench.close();
fs.rmSync(scratch, { recursive: true, force: true });
