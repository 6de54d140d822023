import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the built product,
 * on a desktop and a 390x844 phone viewport. Each worker starts its own server on a fresh
 * embedded PostgreSQL and signs in once (e2e/support/fixtures.ts), so tests run in parallel with
 * no state shared between workers.
 *
 * The whole-app walks (tagged @walk: every screen in Indonesian, accessibility over every screen)
 * take minutes each: `npm run test:e2e` (and CI) walks on the desktop only, `npm run
 * test:e2e:full` on both viewports.
 *
 * `npm run test:e2e` (and CI) runs every spec on the desktop and, on the phone, the specs of the
 * front desk's day on a phone and of what a phone shows differently (cards, folded filters, the
 * menu drawer, the top bar, fit and touch): PHONE_SPECS. `npm run test:e2e:full` runs every spec
 * on both. Measured on a loaded machine (24.6 min for the lot), the phone's other specs took 1,250
 * of the 3,777 test-seconds and tested the same calls and screens as on the desktop.
 */
const full = Boolean(process.env.E2E_FULL);
const PHONE_SPECS = [
  'accessibility',
  'agreements',
  'arrears',
  'automatic-messages',
  'dashboard',
  'flows',
  'indonesian',
  'inspections',
  'layout',
  'maintenance',
  'meter-round',
  'move-in',
  'online-payment',
  'online-payments',
  'payment-claims',
  'properties',
  'receipts',
  'reports',
  'resident-register',
  'screens-fit',
  'stay-charges',
  'tenants',
  'timeline',
  'traps-screens',
  'view-mode',
].map((name) => `**/${name}.spec.ts`);

/**
 * Debian's headless shell (package chromium-headless-shell: the same Chromium without the desktop
 * browser around it) when the machine has it, else Debian's full Chromium run headless. On the
 * money spec, one worker, the same loaded machine, the shell took 62 s of CPU against 111 s.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three workers on CI's two-core machine (E2E_WORKERS to try another number): with two, the
  // browser tests kept 0.71 of its two cores busy (475 s of CPU in 667 s), the rest waiting on
  // pages, timers and each test's own server.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    // The front desk's phone is in Indonesia: its "today" is the business's (Asia/Jakarta), as
    // the screens that count from today (the stay a person may check in) expect.
    timezoneId: 'Asia/Jakarta',
    // The app follows the browser's language on a first visit: English unless a spec asks for id-ID.
    locale: 'en-US',
    // CI retries a failed test once, with a trace; recording one for every test that passes (a
    // screencast and a snapshot per action) only slowed the run.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: full ? '**/*.spec.ts' : PHONE_SPECS,
      grepInvert: full ? undefined : /@walk/,
    },
  ],
});
