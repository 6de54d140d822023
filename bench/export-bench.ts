// Exporting every payment (1,000,000 at full scale) from the built server, a process of its own
// as in production: the server's memory above its resting size while it streams the file, and
// the list budget of other calls made meanwhile (Payment/GetList as the screen opens it and the
// dashboard, one after the other on another connection), next to the same calls at rest.
// Usage: npm run build && npm run bench:generate && npm run bench:export   (EXPORT_FORMATS=xlsx,csv)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, stopProcess } from '../apps/server/test/server-process.js';
import { BENCH_ADMIN, openBenchDatabase } from './support/bench-database.js';
import { postJson } from './support/http-client.js';
import { ms, summarize } from './support/stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const formats = (process.env.EXPORT_FORMATS ?? 'xlsx,csv').split(',') as ('xlsx' | 'csv')[];
const say = (line: string) => process.stdout.write(`${line}\n`);

const bench = await openBenchDatabase({ maxConnections: 2 });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(
  [path.join(root, 'apps/server/dist/main.js')],
  { DATABASE_URL: bench.url, PORT: String(port), LOG_LEVEL: 'error', NODE_ENV: 'production', BACKUP_HOUR: 'off' },
  `${base}/readyz`,
);
const rssMb = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

const token = String((await postJson(base, '/api/Auth/Login', BENCH_ADMIN)).body.data.token);
const calls = [
  { path: '/api/Payment/GetList', body: { status: 1 } },
  { path: '/api/Dashboard/GetDashboardInfo', body: {} },
];

/** Other calls, one after another, until `until` resolves: their latencies. */
async function otherCalls(until: Promise<unknown>) {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const samples = calls.map(() => [] as number[]);
  for (let i = 0; !done; i++) {
    const call = calls[i % calls.length] as (typeof calls)[number];
    const started = performance.now();
    const answer = await postJson(base, call.path, call.body, token);
    if (answer.statusCode !== 200) throw new Error(`${call.path} -> ${answer.statusCode}`);
    samples[i % calls.length]?.push(performance.now() - started);
  }
  return { ...summarize(samples.flat()), each: samples.map(summarize) };
}

/** Each call's p50 / p95, to hold against its own budget (list 25 ms, dashboard 50 ms at p95). */
const eachCall = (s: Awaited<ReturnType<typeof otherCalls>>) =>
  calls.map((c, i) => `${c.path.split('/')[2]} ${ms(s.each[i]?.p50 ?? 0)} / ${ms(s.each[i]?.p95 ?? 0)}`).join('; ');

/** The whole payment list as a file, read as fast as loopback allows; its size and time. */
function download(format: 'xlsx' | 'csv') {
  const payload = JSON.stringify({ format, status: '' });
  return new Promise<{ bytes: number; seconds: number; rows: string }>((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      `${base}/api/Payment/Export`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`export -> ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({
            bytes,
            seconds: (performance.now() - started) / 1000,
            rows: String(response.headers['x-export-rows']),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

// At rest: warmed up, then the other calls alone for a few seconds.
await otherCalls(new Promise((resolve) => setTimeout(resolve, 3000)));
const rest = await otherCalls(new Promise((resolve) => setTimeout(resolve, 5000)));
const restRss = rssMb();
say(
  `Server at rest: RSS ${restRss.toFixed(0)} MB; Payment/GetList + Dashboard p50 ${ms(rest.p50)} p95 ${ms(rest.p95)} ms (${eachCall(rest)})`,
);

for (const format of formats) {
  let peak = rssMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 100);
  const file = download(format);
  const during = await otherCalls(file);
  const result = await file;
  clearInterval(sampler);
  say(
    `${format.padEnd(4)} ${result.rows} rows, ${(result.bytes / 1e6).toFixed(1)} MB in ${result.seconds.toFixed(1)} s; ` +
      `peak RSS ${peak.toFixed(0)} MB (+${(peak - restRss).toFixed(0)} MB over rest); ` +
      `other calls meanwhile p50 ${ms(during.p50)} p95 ${ms(during.p95)} ms (n=${during.n}; ${eachCall(during)})`,
  );
}

await stopProcess(server);
await bench.close();
