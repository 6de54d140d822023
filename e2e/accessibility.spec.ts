import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { everyScreen, makeRecords } from './support/every-screen';
import { expect, test } from './support/fixtures';

/**
 * WCAG 2.2 AA: no serious or critical axe-core violation on any screen, at either size. Each walk
 * goes over a group of screens in the worker's session, one page load and one axe run per screen
 * and per dialog opened on it; the groups keep each test's time bounded on a busy machine. The
 * walks run on the desktop in `npm run test:e2e` (CI), on both sizes in `npm run test:e2e:full`.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violationsOn(page: Page, address: string) {
  await page.goto(address);
  // The screen has drawn: its title is there and nothing says Loading any more.
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return violationsHere(page, address);
}

/** The serious and critical problems of the page as it is now (a dialog open, say). */
async function violationsHere(page: Page, where: string) {
  // axe runs in the page itself: the app draws no frames, and the cross-frame run (axe injected
  // again into a blank page to finish) took half of each screen's time in a trace of a walk.
  const result = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Every screen the fit walk visits (support/every-screen.ts: lists, forms in Add, View and Edit,
 * documents, and the dialogs and states it opens, such as a bill's Void), in three groups.
 */
const GROUPS = 3;

test.describe('no serious or critical accessibility problem (WCAG 2.2 AA)', () => {
  test('on the login screen', async ({ page }) => {
    expect(await violationsOn(page, '/login')).toEqual([]);
  });

  // axe rates a skipped heading level "moderate", below the bar above: a screen reader's
  // heading list still must not jump from the page's title to a third level.
  test("on /setting, every group's heading is one level under the page's", async ({ page }) => {
    await page.goto('/setting');
    await expect(page.getByTestId('backup-panel')).toBeVisible();
    // The billing group is drawn once the business settings are read: read the headings until
    // the screen is whole (it was not yet on CI's loaded machine).
    const headings = () =>
      page
        .locator('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((found) => found.map((h) => `${h.tagName} ${h.textContent}`));
    await expect
      .poll(headings)
      .toEqual([
        'H1 Setting',
        'H2 Room Setting',
        'H2 Business',
        'H2 User Setting',
        'H2 Billing and Late Fees',
        'H2 Security',
        'H2 Backup',
      ]);
  });

  for (let group = 0; group < GROUPS; group++) {
    test(`on every screen, group ${group + 1} of ${GROUPS}`, { tag: '@walk' }, async ({ page, request }) => {
      test.setTimeout(240_000);
      const visits = everyScreen(await makeRecords(request, `AXE${group}`)).filter(
        (visit, index) => visit.path !== '/login' && index % GROUPS === group,
      );
      const found: string[] = [];
      for (const visit of visits) {
        found.push(...(await violationsOn(page, visit.path)));
        await visit.also?.(page, async (what) => {
          found.push(...(await violationsHere(page, `${visit.path} (${what})`)));
        });
      }
      expect(found).toEqual([]);
    });
  }
});
