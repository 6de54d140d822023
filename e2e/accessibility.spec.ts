import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';

/**
 * WCAG 2.2 AA: no serious or critical axe-core violation on any screen, at either size. One test
 * per viewport walks every screen (lists, forms in Add, Edit and View, the dialogs' screens), so
 * the check costs one sign-in and one page load per screen.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violationsOn(page: Page, address: string) {
  await page.goto(address);
  // The screen has drawn: its one heading is there and nothing says Loading any more.
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${address} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('every screen has no serious or critical accessibility problem (WCAG 2.2 AA)', async ({ page, request }) => {
  test.setTimeout(240_000);
  const stay = await createStay(request, unique('AXE '));
  const deposit = await adminApi(request, '/api/Payment/Create', {
    bookingId: stay.bookingId,
    paymentDate: new Date().toISOString().slice(0, 10),
    paymentType: 1,
    paymentPeriodeMonth: 1,
    paymentPeriodeYear: 2040,
    amount: 500_000,
    remark: '',
  });

  const found: string[] = [];
  found.push(...(await violationsOn(page, '/login')));
  await signIn(page);
  const form = (path: string, idParam: string, id?: number) => [
    `${path}?${idParam}=&formType=Add`,
    ...(id ? [`${path}?${idParam}=${id}&formType=View`, `${path}?${idParam}=${id}&formType=Edit`] : []),
  ];
  const screens = [
    '/',
    '/rooms',
    '/booking',
    ...form('/booking/form', 'bookingId', stay.bookingId),
    '/tenant',
    ...form('/tenant/form', 'tenantId', stay.tenantId),
    '/payment',
    ...form('/payment/form', 'paymentId', deposit.paymentId),
    '/deposit',
    `/deposit/form?paymentId=${deposit.paymentId}&formType=Edit`,
    '/expense',
    ...form('/expense/form', 'expenseId'),
    '/employee',
    ...form('/employee/form', 'employeeId'),
    '/setting',
    '/setting/user',
    ...form('/setting/user/form', 'userId', 1),
    '/setting/room-type',
    ...form('/setting/room-type/form', 'roomTypeId', 1),
    '/setting/room-setup',
    ...form('/setting/room-setup/form', 'roomId', 1),
    '/setting/card-vendor',
    ...form('/setting/card-vendor/form', 'cardVendorId'),
    '/no-such-screen',
  ];
  for (const address of screens) found.push(...(await violationsOn(page, address)));
  expect(found).toEqual([]);
});
