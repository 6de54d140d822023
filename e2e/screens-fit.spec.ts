import type { Page } from '@playwright/test';
import { everyScreen, makeRecords, routesNotWalked } from './support/every-screen';
import { misfits } from './support/fits';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import { expectMenuClosed, signIn } from './support/helpers';

/**
 * Every screen fits its screen: at 360 and 390 px (phones) and 1366 px (a laptop) no screen is
 * wider than the window and nothing sticks out of its card; on the phones every control is at
 * least 44x44 px (support/fits.ts says what is measured and the few exceptions). The phones are
 * walked in both languages. Each walk sets its own window, so it runs in the desktop project only.
 * A walk of minutes (tagged @walk).
 */

const ALL_WALKS = [
  { width: 360, locale: 'id-ID' },
  { width: 360, locale: 'en-US' },
  { width: 390, locale: 'id-ID' },
  { width: 390, locale: 'en-US' },
  { width: 1366, locale: 'en-US' },
];
/**
 * `npm run test:e2e` (and CI) walks the narrowest phone in Indonesian (the longer words), 75-107 s
 * on a loaded machine; `npm run test:e2e:full` all five.
 */
const WALKS = process.env.E2E_FULL ? ALL_WALKS : ALL_WALKS.slice(0, 1);

/** The screen has drawn itself and its data: its title is up and nothing says Loading (a loaded machine may take long). */
async function settled(page: Page) {
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^(Loading|Memuat)\.\.\.$/)).toHaveCount(0, { timeout: 30_000 });
}

test('the walk visits every route of the paths table', async () => {
  expect(routesNotWalked(everyScreen({} as never))).toEqual([]);
});

for (const { width, locale } of WALKS) {
  const phone = width < 768;
  test.describe(`at ${width} px, ${locale}`, () => {
    test.use({
      locale,
      viewport: { width, height: phone ? 780 : 768 },
      isMobile: phone,
      hasTouch: phone,
    });

    test('every screen fits', { tag: '@walk' }, async ({ page, request }, info) => {
      test.skip(info.project.name !== 'desktop', 'each walk sets its own window');
      test.setTimeout(420_000);
      const records = await makeRecords(request, `FIT${width}${locale.slice(0, 2).toUpperCase()}`);
      const found: string[] = [];
      const look = async (where: string) => {
        for (const line of await misfits(page, phone)) found.push(`${where}: ${line}`);
      };

      for (const visit of everyScreen(records)) {
        // The login screen is signed out: its own test below.
        if (visit.path === '/login') continue;
        await page.goto(visit.path);
        await settled(page);
        await look(visit.path);
        if (phone) {
          // The filters of a list fold away on a phone: opened, they fit too.
          const filters = page.getByTestId('filter-toggle');
          if (await filters.isVisible()) {
            await filters.click();
            await look(`${visit.path} (filters open)`);
          }
        }
        if (phone && visit.path === '/') {
          // The menu and what it holds: the same frame on every screen, looked at once.
          await page.getByRole('button', { name: /^(Open menu|Buka menu)$/ }).click();
          const menu = page.getByTestId('sidebar');
          await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0); // slid in
          await look(`${visit.path} (menu)`);
          await page.keyboard.press('Escape');
          await expectMenuClosed(page);
        }
        await visit.also?.(page, (what) => look(`${visit.path} (${what})`));
      }
      expect(found).toEqual([]);
    });
  });
}

test.describe('the login screen fits', () => {
  test.use({ storageState: SIGNED_OUT });
  for (const { width, locale } of WALKS) {
    test(`at ${width} px, ${locale}`, async ({ browser, baseURL }, info) => {
      test.skip(info.project.name !== 'desktop', 'each walk sets its own window');
      const phone = width < 768;
      const context = await browser.newContext({
        baseURL,
        locale,
        viewport: { width, height: 780 },
        isMobile: phone,
        hasTouch: phone,
        storageState: SIGNED_OUT,
      });
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.getByRole('button', { name: /^(Login|Masuk)$/ })).toBeVisible();
      expect(await misfits(page, phone)).toEqual([]);
      await context.close();
    });
  }
});

test.describe('on a phone', () => {
  test('a list keeps its name filter and folds the others behind Filter, which counts those set', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone folds its filters');
    await page.goto('/bill');
    const toggle = page.getByTestId('filter-toggle');
    await expect(page.getByLabel('Tenant Name', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Bill Status')).toHaveCount(0);
    // Six fields fold away, the list starts on the first screen; the record status (Active) is set.
    await expect(toggle).toHaveAccessibleName('Filter: 1 set');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Room', { exact: true })).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Bill Status').selectOption({ label: 'Paid' });
    await page.getByLabel('Overdue', { exact: true }).selectOption({ label: 'Overdue only' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/billStatus=3/);
    // Searching folds them again, and the button says three are set.
    await expect(page.getByLabel('Bill Status')).toHaveCount(0);
    await expect(toggle).toHaveAccessibleName('Filter: 3 set');
    await expect(toggle).toContainText('3');
    expect(await misfits(page, true)).toEqual([]);
  });

  test('Logout is in the menu, and the top bar names it whole', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'the phone menu');
    // A session of its own: the worker's session must outlive this Logout.
    await signIn(page);
    await page.setViewportSize({ width: 360, height: 780 });
    const topBarLogout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
    await expect(topBarLogout).toBeVisible();
    const box = await topBarLogout.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menuLogout = page.getByTestId('sidebar').getByRole('button', { name: 'Logout' });
    await expect(menuLogout).toBeVisible();
    await expect(menuLogout).toHaveText('Logout');
    await menuLogout.click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('on a desktop', () => {
  test('the filters stay in view, with no Filter button', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'a wide screen');
    await page.goto('/bill');
    await expect(page.getByLabel('Bill Status')).toBeVisible();
    await expect(page.getByLabel('Room', { exact: true })).toBeVisible();
    await expect(page.getByTestId('filter-toggle')).toHaveCount(0);
  });
});
