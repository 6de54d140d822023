// Lighthouse's mobile profile (simulated slow 4G, a 4x slower CPU, a phone's screen) on the login
// screen, the signed-in dashboard and /tenant of the built product, in Debian's Chromium (never a
// downloaded browser). The server runs on a fresh data directory filled by the demo business.
// Goal (docs/PERFORMANCE.md): performance >= 90, LCP <= 2.5 s, TBT <= 200 ms on all three.
// Usage: npm run build && npm run bench:lighthouse     (LIGHTHOUSE_RUNS=3; SERVER_MAIN=<main.js>
//        measures another build, e.g. an older one; SERVER_MAIN=<a.js>,<b.js> measures several,
//        taking turns run by run, so that the machine's load falls on each alike;
//        LIGHTHOUSE_REPORT_DIR=<dir> keeps each run's full JSON report; LIGHTHOUSE_TRACE_DIR=<dir>
//        keeps each run's trace and network log, which `npx tsx bench/lantern-path.ts <dir>/<run>`
//        reads to show what the simulated LCP waited for)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort } from '../apps/server/test/server-process.js';
import { BENCH_ADMIN } from './support/bench-database.js';
import { startDemoServer } from './support/demo-server.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mains = (process.env.SERVER_MAIN ?? path.join(root, 'apps/server/dist/main.js'))
  .split(',')
  .map((m) => path.resolve(m));
const say = (line: string) => process.stdout.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const servers: Awaited<ReturnType<typeof startDemoServer>>[] = [];
for (const main of mains) servers.push(await startDemoServer(main));
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-lighthouse-profile-'));
const debuggingPort = await freePort();
// A persistent context is the browser's default one: the pages Lighthouse opens share its storage.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
});

type Run = Record<'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'kib' | 'jsKib', number>;

/** One Lighthouse run of `address` on `base`; its report kept as `<file>.json` when asked. */
async function measureOnce(base: string, address: string, file: string): Promise<Run> {
  // Gather and audit mode together: the artifacts are saved, then audited as usual.
  const traceDir = process.env.LIGHTHOUSE_TRACE_DIR && path.resolve(process.env.LIGHTHOUSE_TRACE_DIR, file);
  const result = await lighthouse(`${base}${address}`, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(traceDir ? { gatherMode: traceDir, auditMode: traceDir } : {}),
  });
  if (!result) throw new Error(`no Lighthouse result for ${address}`);
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${file}.json`), String(result.report));
  }
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) say(`  ${address}: ${runtimeError.code} ${runtimeError.message}`);
  const number = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
    ?.items;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: number('first-contentful-paint'),
    lcp: number('largest-contentful-paint'),
    tbt: number('total-blocking-time'),
    cls: number('cumulative-layout-shift'),
    kib: number('total-byte-weight') / 1024,
    jsKib: (items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
  };
}

function report(name: string, runs: Run[]) {
  const m = (key: keyof Run): number => median(runs.map((r) => r[key]));
  say(
    `${name.padEnd(12)} ${String(m('score')).padStart(5)} ${(m('fcp') / 1000).toFixed(1).padStart(6)} s` +
      `${(m('lcp') / 1000).toFixed(1).padStart(6)} s ${Math.round(m('tbt')).toString().padStart(6)} ms` +
      `${m('cls').toFixed(3).padStart(7)} ${m('kib').toFixed(0).padStart(8)} ${m('jsKib').toFixed(0).padStart(8)}` +
      `   (scores ${runs.map((r) => r.score).join(', ')}; TBT ${runs.map((r) => Math.round(r.tbt)).join(', ')})`,
  );
}

try {
  for (const [i, main] of mains.entries()) say(`build ${i + 1}: ${main}`);
  const made = servers[0]?.made;
  say(`demo business: ${made?.tenants} tenants, ${made?.stays} stays, ${made?.payments} payments`);

  /** Every build's runs of one page, the builds taking turns run by run. */
  const measure = async (name: string, address: string) => {
    const runs: Run[][] = servers.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [b, server] of servers.entries()) {
        runs[b]?.push(
          await measureOnce(
            server.base,
            address,
            servers.length > 1 ? `${name}-b${b + 1}-${i + 1}` : `${name}-${i + 1}`,
          ),
        );
      }
    }
    for (const [b, build] of runs.entries()) report(servers.length > 1 ? `${name} b${b + 1}` : name, build);
  };

  say(`\nmedians of ${RUNS} runs, mobile profile\npage         score    FCP     LCP      TBT    CLS  KiB sent  JS KiB`);
  if (!process.env.LIGHTHOUSE_SKIP_LOGIN) await measure('login', '/login');
  // Signed in as a person does it; the pages Lighthouse opens then find the session in storage.
  for (const { base } of servers) {
    const page = await browser.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Username').fill(BENCH_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${base}/`);
    await page.close();
  }
  await measure('dashboard', '/');
  await measure('tenant', '/tenant');
  // The tenant's own page of a stay that owes (issue 43): public, drawn on the server, no app bundle.
  const base = servers[0]?.base as string;
  const login = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${(await login.json()).data.token}` };
  const post = async (path: string, body: object) =>
    (await (await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()).data;
  const owing = (await post('/api/Bill/GetArrears', { pageSize: 1 })).listData[0] as { bookingId: number };
  const { url } = (await post('/api/Booking/GetTenantLink', { bookingId: owing.bookingId })) as { url: string };
  // Every build's page of the same stay: the token is signed by each server's own key.
  for (const [b, server] of servers.entries()) {
    if (b === 0) continue;
    say(`(the stay page is measured on build 1 only: a link is signed by its server's key; ${server.base})`);
  }
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(base, new URL(url).pathname, `stay-page-${i + 1}`));
  report('stay page', runs);
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  fs.rmSync(profile, { recursive: true, force: true });
}
