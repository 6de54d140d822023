import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  businessDay,
  closeMessage,
  confirmAndSucceed,
  openDashboard,
  openMenuOnPhone,
  unique,
} from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';

const rupiah = (n: number) => `Rp ${new Intl.NumberFormat('id-ID').format(n)}`;

/** A rent payment paid today for this month: it counts in the dashboard's income this month. */
async function rentPaidToday(request: APIRequestContext, bookingId: number, amount: number) {
  const today = businessDay();
  const [year, month] = today.split('-').map(Number);
  await adminApi(request, '/api/Payment/Create', {
    bookingId,
    paymentDate: today,
    paymentType: 2,
    paymentPeriodeMonth: month,
    paymentPeriodeYear: year,
    amount,
    remark: '',
  });
}

async function incomeThisMonth(page: Page): Promise<number> {
  const card = page.getByTestId('card-income');
  await expect(card).toHaveText(/^Rp [\d.]+$/);
  return Number(((await card.textContent()) ?? '').replace(/\D/g, ''));
}

async function goToDashboard(page: Page) {
  await openMenuOnPhone(page);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

test.describe('editing a payment', () => {
  test('the booking’s payment history and the dashboard show the new amount without a reload', async ({
    page,
  }, testInfo) => {
    const stay = await createStay(page.request, unique(`EDIT ${testInfo.project.name.toUpperCase()} `).toUpperCase());
    await rentPaidToday(page.request, stay.bookingId, 1_234_000);
    await openDashboard(page);
    // Both screens have been seen (and cached) before the edit.
    const before = await incomeThisMonth(page);
    await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=Edit`);
    const history = page.getByTestId('booking-payments');
    const row = history.locator('tbody tr, [data-testid="list-card"]');
    await expect(row).toContainText(rupiah(1_234_000));

    // From here on only clicks: no reload, no typed address.
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/payment\/form\?paymentId=\d+&formType=Edit&bookingId=\d+$/);
    const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
    await expect(amount).toHaveValue('1.234.000');
    await amount.fill('1334000');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);

    await expect(page).toHaveURL(new RegExp(`/booking/form\\?bookingId=${stay.bookingId}&formType=Edit$`));
    await expect(row).toContainText(rupiah(1_334_000));
    await expect(history.getByTestId('list-totals')).toContainText(rupiah(1_334_000));

    await goToDashboard(page);
    await expect.poll(() => incomeThisMonth(page)).toBe(before + 100_000);
  });

  test('a payment deleted from the list is marked so in the booking’s history and leaves the income', async ({
    page,
  }, testInfo) => {
    const stay = await createStay(page.request, unique(`DROP ${testInfo.project.name.toUpperCase()} `).toUpperCase());
    await rentPaidToday(page.request, stay.bookingId, 777_000);
    await openDashboard(page);
    const before = await incomeThisMonth(page);
    await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=Edit`);
    const history = page.getByTestId('booking-payments');
    await expect(history.getByTestId('list-totals')).toContainText(rupiah(777_000));

    await openMenuOnPhone(page);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Payment', exact: true }).click();
    await page.getByLabel('Tenant Name').fill(stay.tenantName);
    await page.getByLabel('Tenant Name').press('Enter');
    const listed = page.locator('tbody tr, [data-testid="list-card"]').filter({ hasText: stay.tenantName });
    await listed.getByRole('button', { name: 'Delete' }).click();
    await confirmAndSucceed(page);

    // Back to the booking through the browser's history (the app keeps running, nothing reloads).
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/booking/form\\?bookingId=${stay.bookingId}&formType=Edit$`));
    await expect(history.locator('tbody tr, [data-testid="list-card"]')).toContainText('Deleted');
    await expect(history.getByTestId('list-totals')).toContainText(rupiah(0));

    await goToDashboard(page);
    await expect.poll(() => incomeThisMonth(page)).toBe(before - 777_000);
  });
});

test('a payment changed by someone else since the form was opened is not overwritten, and the dialog says why', async ({
  page,
}, testInfo) => {
  const stay = await createStay(page.request, unique(`STALE ${testInfo.project.name.toUpperCase()} `).toUpperCase());
  await rentPaidToday(page.request, stay.bookingId, 1_500_000);
  const [payment] = (await adminApi(page.request, '/api/Payment/GetPaymentByBookingId', { bookingId: stay.bookingId }))
    .listData as { paymentId: number }[];
  const paymentId = payment?.paymentId as number;
  await page.goto(`/payment/form?paymentId=${paymentId}&formType=Edit`);
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  await expect(amount).toHaveValue('1.500.000');

  // Another desk saves the payment (a new remark) after this form read it.
  const read = await adminApi(page.request, '/api/Payment/GetById', { paymentId });
  await adminApi(page.request, '/api/Payment/Update', {
    ...read,
    // The API answers dates as YYYY-MM-DDT00:00:00 and takes them as YYYY-MM-DD.
    paymentDate: String(read.paymentDate).slice(0, 10),
    remark: 'CHANGED AT THE OTHER DESK',
  });

  await amount.fill('1600000');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error.getByText('This record was changed by someone else. Reload and try again.')).toBeVisible();
  await closeMessage(error, 'Close');

  // Nothing of this form was saved over the other desk's change.
  const after = await adminApi(page.request, '/api/Payment/GetById', { paymentId });
  expect(after).toMatchObject({ amount: 1_500_000, remark: 'CHANGED AT THE OTHER DESK' });
});
