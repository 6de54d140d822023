import { expect, type Page, test } from '@playwright/test';
import { confirmAndSucceed, listRow, readValue, signIn, unique } from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';

const rupiah = (n: number) => `Rp ${new Intl.NumberFormat('id-ID').format(n)}`;

/** A day relative to today in the business time zone, YYYY-MM-DD. */
function businessDay(offsetDays: number) {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** Opens a bill of the tenant from the bill list, the oldest due first. */
async function openBill(page: Page, tenantName: string, index: number) {
  await page.goto(`/bill?tenantName=${encodeURIComponent(tenantName)}`);
  const rows = listRow(page, tenantName);
  await expect(rows).toHaveCount(2);
  // The list is newest due first: the older bill is the last row.
  await rows.nth(index).getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Bill Detail' })).toBeVisible();
}

/** Pays from the bill page: Add Payment comes prefilled with what is left; `amount` changes it. */
async function payFromBill(page: Page, prefilled: number, amount?: number) {
  await page.getByRole('link', { name: 'Add Payment' }).click();
  const field = page.getByRole('textbox', { name: 'Amount', exact: true });
  await expect(field).toHaveValue(new Intl.NumberFormat('id-ID').format(prefilled));
  if (amount !== undefined) await field.fill(String(amount));
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmAndSucceed(page);
  await expect(page.getByRole('heading', { name: 'Bill Detail' })).toBeVisible();
}

test('a monthly stay from check-in: a part payment, the overdue reminder, the rest paid, the deposit returned less damage', async ({
  page,
}, testInfo) => {
  // A whole stay's money, screen by screen: longer than one screen's test.
  test.setTimeout(180_000);
  const tenantName = unique(`BILL ${testInfo.project.name.toUpperCase()} `).toUpperCase();
  // Checked in 40 days ago: two monthly bills are due already, the older one 40 days overdue.
  const stay = await createStay(page.request, tenantName, {
    checkInDate: businessDay(-40),
    checkOutDate: businessDay(50),
  });
  const rent = stay.monthlyPrice;
  expect(rent).toBeGreaterThan(600_000);
  await signIn(page);

  // The dashboard reminds: the tenant owes two months, the oldest 40 days overdue.
  const reminder = page.getByTestId('list-unpaid').getByTestId('stay-row').filter({ hasText: tenantName });
  await expect(reminder).toHaveAttribute('data-overdue', 'true');
  await expect(reminder).toContainText('40 days overdue');
  await expect(reminder).toContainText(rupiah(2 * rent));
  await expect(page.getByTestId('card-arrears')).toBeVisible();

  // A part payment on the oldest bill leaves it partially paid.
  await openBill(page, tenantName, 1);
  await payFromBill(page, rent, 500_000);
  await expect(page.getByTestId('bill-status')).toHaveText('Partially Paid');
  await expect(page.getByTestId('bill-payments')).toContainText(rupiah(500_000));

  await page.goto('/');
  await expect(reminder).toContainText(rupiah(2 * rent - 500_000));

  // The rest: what is left of the first bill, then the second bill.
  await openBill(page, tenantName, 1);
  await payFromBill(page, rent - 500_000);
  await expect(page.getByTestId('bill-status')).toHaveText('Paid');
  await openBill(page, tenantName, 0);
  await payFromBill(page, rent);
  await expect(page.getByTestId('bill-status')).toHaveText('Paid');

  // The stay's bills on its booking: nothing owed, no credit.
  await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=View`);
  await expect(page.getByTestId('stay-balance')).toHaveText(rupiah(0));
  await page.goto('/');
  await expect(page.getByTestId('card-arrears')).toBeVisible();
  await expect(page.getByTestId('list-unpaid').getByTestId('stay-row').filter({ hasText: tenantName })).toHaveCount(0);

  // The deposit goes back less a damage deduction.
  const deposit = await adminApi(page.request, '/api/Payment/Create', {
    bookingId: stay.bookingId,
    paymentDate: businessDay(-40),
    paymentType: 1,
    paymentPeriodeMonth: Number(businessDay(-40).slice(5, 7)),
    paymentPeriodeYear: Number(businessDay(-40).slice(0, 4)),
    amount: 2_000_000,
    remark: '',
  });
  const paymentId = (deposit as { paymentId: number }).paymentId;
  await page.goto(`/deposit/form?paymentId=${paymentId}&formType=Edit`);
  await page.getByRole('button', { name: 'Add Deduction' }).click();
  const deductions = page.getByTestId('deductions');
  await deductions.getByRole('textbox', { name: 'Deduction Amount' }).fill('250000');
  await deductions.getByRole('textbox', { name: 'Note' }).fill('Broken lamp');
  await expect(readValue(page, 'Returned Amount')).toHaveText(rupiah(1_750_000));
  await page.getByRole('button', { name: 'Save' }).click();
  // The stay is still running: the confirmation says so before the deposit is settled.
  await confirmAndSucceed(page, `is still staying in Room ${stay.roomNumber}`);
  const returned = await adminApi(page.request, '/api/DepositReturned/GetById', { paymentId });
  expect(returned).toMatchObject({
    depositStatus: 1,
    returnAmount: 1_750_000,
    totalDeductions: 250_000,
    deductions: [{ kind: 2, amount: 250_000, note: 'Broken lamp' }],
  });
});
