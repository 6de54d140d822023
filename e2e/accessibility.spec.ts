import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { businessDay, unique } from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';

/**
 * WCAG 2.2 AA: no serious or critical axe-core violation on any screen, at either size. Each walk
 * goes over a group of screens (lists, forms in Add, Edit and View) in the worker's session, one
 * page load and one axe run per screen; the groups keep each test's time bounded on a busy
 * machine. The walks run on the desktop in `npm run test:e2e` (CI), on both sizes in
 * `npm run test:e2e:full`.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violationsOn(page: Page, address: string) {
  await page.goto(address);
  // The screen has drawn: its one heading is there and nothing says Loading any more.
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // axe runs in the page itself: the app draws no frames, and the cross-frame run (axe injected
  // again into a blank page to finish) took half of each screen's time in a trace of a walk.
  const result = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${address} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A form's screens: Add, and View and Edit of a record when there is one. */
const form = (path: string, idParam: string, id?: number) => [
  `${path}?${idParam}=&formType=Add`,
  ...(id ? [`${path}?${idParam}=${id}&formType=View`, `${path}?${idParam}=${id}&formType=Edit`] : []),
];

/** A running stay and its deposit, for the screens that show a record. */
async function records(request: APIRequestContext) {
  const stay = await createStay(request, unique('AXE '));
  const deposit = await adminApi(request, '/api/Payment/Create', {
    bookingId: stay.bookingId,
    paymentDate: businessDay(),
    paymentType: 1,
    paymentPeriodeMonth: 1,
    paymentPeriodeYear: 2040,
    amount: 500_000,
    remark: '',
  });
  return { stay, depositId: deposit.paymentId as number };
}

const groups: Record<string, (request: APIRequestContext) => Promise<string[]>> = {
  'the front desk (dashboard, rooms, bookings, tenants)': async (request) => {
    const { stay } = await records(request);
    return [
      '/',
      '/rooms',
      '/booking',
      ...form('/booking/form', 'bookingId', stay.bookingId),
      '/tenant',
      ...form('/tenant/form', 'tenantId', stay.tenantId),
      '/no-such-screen',
    ];
  },
  'the money and the staff (payments, deposits, expenses, employees)': async (request) => {
    const { depositId } = await records(request);
    return [
      '/payment',
      ...form('/payment/form', 'paymentId', depositId),
      '/deposit',
      `/deposit/form?paymentId=${depositId}&formType=Edit`,
      '/expense',
      ...form('/expense/form', 'expenseId'),
      '/employee',
      ...form('/employee/form', 'employeeId'),
    ];
  },
  'the settings': async () => [
    '/setting',
    '/setting/user',
    ...form('/setting/user/form', 'userId', 1),
    '/setting/room-type',
    ...form('/setting/room-type/form', 'roomTypeId', 1),
    '/setting/room-setup',
    ...form('/setting/room-setup/form', 'roomId', 1),
    '/setting/card-vendor',
    ...form('/setting/card-vendor/form', 'cardVendorId'),
    '/setting/property',
    ...form('/setting/property/form', 'propertyId', 1),
  ],
};

test.describe('no serious or critical accessibility problem (WCAG 2.2 AA)', () => {
  test('on the login screen', async ({ page }) => {
    expect(await violationsOn(page, '/login')).toEqual([]);
  });

  // axe rates a skipped heading level "moderate", below the bar above: a screen reader's
  // heading list still must not jump from the page's title to a third level.
  test("on /setting, every group's heading is one level under the page's", async ({ page }) => {
    await page.goto('/setting');
    await expect(page.getByTestId('backup-panel')).toBeVisible();
    const headings = await page
      .locator('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((found) => found.map((h) => `${h.tagName} ${h.textContent}`));
    expect(headings).toEqual([
      'H1 Setting',
      'H2 Room Setting',
      'H2 Business',
      'H2 User Setting',
      'H2 Billing and Late Fees',
      'H2 Security',
      'H2 Backup',
    ]);
  });

  for (const [name, screens] of Object.entries(groups)) {
    test(`on ${name}`, { tag: '@walk' }, async ({ page, request }) => {
      test.setTimeout(180_000);
      const addresses = await screens(request);
      const found: string[] = [];
      for (const address of addresses) found.push(...(await violationsOn(page, address)));
      expect(found).toEqual([]);
    });
  }
});
