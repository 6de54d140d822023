// The README's screenshots: the dashboard of the demo business (npm run seed:demo's generator),
// signed in as the administrator, on a desktop (1280x800) and a phone (390x844), in Debian's
// Chromium. Usage: npm run build && npm run docs:screenshots   (writes docs/screenshots/)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect } from '@playwright/test';
import { BENCH_ADMIN } from './support/bench-database.js';
import { startDemoServer } from './support/demo-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = await startDemoServer(path.join(root, 'apps/server/dist/main.js'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const sizes = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};
try {
  for (const [name, size] of Object.entries(sizes)) {
    const context = await browser.newContext({ ...size, timezoneId: 'Asia/Jakarta', locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.base}/login`);
    await page.getByLabel('Username').fill(BENCH_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(BENCH_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // Every card and list has its figures (the money cards come after today's lists).
    await expect(page.getByTestId('card-occupied')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const file = path.join(root, `docs/screenshots/dashboard-${name}.png`);
    await page.screenshot({ path: file });
    process.stdout.write(`${file}\n`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
