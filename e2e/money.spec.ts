import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/constants';
import { expect, test } from './support/fixtures';
import {
  businessDay,
  closeMessage,
  confirmAndSucceed,
  createUserViaApi,
  listRow,
  readValue,
  showAllFilters,
  signIn,
  unique,
} from './support/helpers';
import { createStay } from './support/money-fixtures';

const rupiah = (n: number) => `Rp ${new Intl.NumberFormat('id-ID').format(n)}`;
const grouped = (n: number) => new Intl.NumberFormat('id-ID').format(n);

/** The list footer's figure after `label` (e.g. "Total Payment"), as a number. */
async function total(page: Page, label: string): Promise<number> {
  const text = (await page.getByTestId('list-totals').innerText()).replace(/\s+/g, ' ').replace(/: ?/g, ': ');
  const match = new RegExp(`${label}: Rp ([\\d.]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${label} in "${text}"`);
  return Number(match[1].replaceAll('.', ''));
}

async function searchTenant(page: Page, tenantName: string) {
  await page.getByLabel('Tenant Name').fill(tenantName.toLowerCase());
  // Name filters are upper-cased as typed (spec section 5); Enter searches.
  await expect(page.getByLabel('Tenant Name')).toHaveValue(tenantName);
  await page.getByLabel('Tenant Name').press('Enter');
}

test.describe('money', () => {
  test('records a deposit and a rent payment, sees them in the list total, and returns part of the deposit', async ({
    page,
  }, testInfo) => {
    const stay = await createStay(page.request, unique(`DEWI ${testInfo.project.name.toUpperCase()} `).toUpperCase());

    // A deposit, from the booking: its form shows the payment history and Add Payment.
    await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=Edit`);
    const history = page.getByTestId('booking-payments');
    await expect(history.getByRole('heading', { name: 'Payment History' })).toBeVisible();
    await expect(history.getByText('No data')).toBeVisible();
    await history.getByRole('link', { name: 'Add Payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/form\\?paymentId=&formType=Add&bookingId=${stay.bookingId}$`));
    await expect(page.getByRole('combobox', { name: 'Booking' })).toHaveValue(
      `${stay.tenantName} - Room ${stay.roomNumber}`,
    );
    // Rent is prefilled from the room type's monthly price, grouped as it reads.
    await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue(grouped(stay.monthlyPrice));
    await page.getByLabel('Payment Type').selectOption({ label: 'Deposit' });
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('1000000');
    await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('1.000.000');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    // Back on the booking, the deposit is in its history.
    await expect(page).toHaveURL(new RegExp(`/booking/form\\?bookingId=${stay.bookingId}&formType=Edit$`));
    await expect(history.locator('tbody tr, [data-testid="list-card"]').filter({ hasText: 'Deposit' })).toContainText(
      rupiah(1_000_000),
    );

    // The month's rent from the payment list's Add, finding the booking by the tenant's name.
    await page.goto('/payment');
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/payment\/form\?paymentId=&formType=Add$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Booking is required!')).toBeVisible();
    await expect(page.getByText('Amount is required!')).toBeVisible();
    await page.getByRole('combobox', { name: 'Booking' }).fill(stay.tenantName);
    await page.getByRole('option', { name: `${stay.tenantName} - Room ${stay.roomNumber}` }).click();
    await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue(grouped(stay.monthlyPrice));
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/payment$/);

    // The booking's history shows both, with their total.
    await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=Edit`);
    await expect(history.locator('tbody tr, [data-testid="list-card"]')).toHaveCount(2);
    await expect(history.getByTestId('list-totals')).toContainText(rupiah(1_000_000 + stay.monthlyPrice));

    // Both in the payment list; the footer totals the filtered payments.
    await page.goto('/payment');
    await searchTenant(page, stay.tenantName);
    await expect(listRow(page, stay.tenantName)).toHaveCount(2);
    await expect(listRow(page, stay.tenantName).filter({ hasText: 'Deposit' })).toContainText(rupiah(1_000_000));
    await expect.poll(() => total(page, 'Total Payment')).toBe(1_000_000 + stay.monthlyPrice);
    await showAllFilters(page);
    await page.getByLabel('Payment Type').selectOption({ label: 'Rent Payment' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(listRow(page, stay.tenantName)).toHaveCount(1);
    await expect.poll(() => total(page, 'Total Payment')).toBe(stay.monthlyPrice);

    // Return part of the deposit (Split): the form shows the deposit's real amount.
    await page.goto('/deposit');
    await searchTenant(page, stay.tenantName);
    const row = listRow(page, stay.tenantName);
    await expect(row).toContainText('On Hold');
    // Settling cannot be undone: the row only leads to the return form, where it is chosen.
    await expect(row.getByRole('button', { name: /Full|Forfeited/ })).toHaveCount(0);
    await row.getByRole('link', { name: 'Return' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit Return Detail' })).toBeVisible();
    await expect(readValue(page, 'Deposit Amount')).toHaveText(rupiah(1_000_000));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Choose Full, Split or Forfeited')).toBeVisible();
    await page.getByRole('radio', { name: 'Split: return part of it' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Return Amount is required!')).toBeVisible();
    await page.getByRole('textbox', { name: 'Returned Amount' }).fill('1500000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Returned Amount must be at most the deposit amount (Rp 1.000.000)')).toBeVisible();
    await page.getByRole('textbox', { name: 'Returned Amount' }).fill('400000');
    await page.getByRole('button', { name: 'Save' }).click();
    // The stay is still running: the confirmation names it before anything is settled.
    await confirmAndSucceed(page, `is still staying in Room ${stay.roomNumber}`);
    await expect(page).toHaveURL(/\/deposit$/);

    // Settled: no longer On Hold; shown under All with the totals.
    await searchTenant(page, stay.tenantName);
    await expect(listRow(page, stay.tenantName)).toHaveCount(0);
    await showAllFilters(page);
    await page.getByLabel('Deposit Status').selectOption({ label: 'All' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(listRow(page, stay.tenantName)).toContainText('Returned');
    await expect(listRow(page, stay.tenantName).getByRole('link', { name: 'Return' })).toHaveCount(0);
    await expect.poll(() => total(page, 'Total Deposit')).toBe(1_000_000);
    await expect.poll(() => total(page, 'Total Returned')).toBe(400_000);
  });

  test('Forfeited keeps a deposit after confirmation', async ({ page }, testInfo) => {
    const stay = await createStay(page.request, unique(`GILANG ${testInfo.project.name.toUpperCase()} `).toUpperCase());
    await page.goto(`/payment/form?paymentId=&formType=Add&bookingId=${stay.bookingId}`);
    await page.getByLabel('Payment Type').selectOption({ label: 'Deposit' });
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('750000');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);

    await page.goto('/deposit');
    await searchTenant(page, stay.tenantName);
    await listRow(page, stay.tenantName).getByRole('link', { name: 'Return' }).click();
    await page.getByRole('radio', { name: 'Forfeited: the house keeps it' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page, 'This action cannot be cancelled');
    await expect(page).toHaveURL(/\/deposit$/);
    await page.getByLabel('Tenant Name', { exact: true }).fill(stay.tenantName);
    await showAllFilters(page);
    await page.getByLabel('Deposit Status').selectOption({ label: 'Forfeited' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(listRow(page, stay.tenantName)).toContainText('Forfeited');
    await expect.poll(() => total(page, 'Total Deposit')).toBe(750_000);
    await expect.poll(() => total(page, 'Total Returned')).toBe(0);
  });

  test('records, deletes and filters expenses', async ({ page }) => {
    const remark = unique('sabun cuci ');
    await page.goto('/expense');
    await showAllFilters(page);
    // Date From starts at the first of this month, Date To at today.
    const today = businessDay();
    const long = (iso: string) => {
      const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
      const name = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
      return `${String(date).padStart(2, '0')} ${name} ${year}`;
    };
    await expect(page.getByLabel('Date From')).toHaveValue(long(`${today.slice(0, 8)}01`));
    await expect(page.getByLabel('Date To')).toHaveValue(long(today));
    await expect(page.getByTestId('list-totals')).toContainText('Rp');
    const before = await total(page, 'Total Expense');

    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/expense\/form\?expenseId=&formType=Add$/);
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('125000');
    await page.getByLabel('Remark').fill(remark);
    await expect(page.getByLabel('Remark')).toHaveValue(remark.toUpperCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/expense$/);

    const row = listRow(page, remark.toUpperCase());
    await expect(row).toContainText(rupiah(125_000));
    await expect(row).toContainText('RUMAH TANGGA');
    await expect.poll(() => total(page, 'Total Expense')).toBe(before + 125_000);

    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmAndSucceed(page);
    await expect(row).toHaveCount(0);
    await expect.poll(() => total(page, 'Total Expense')).toBe(before);
    await showAllFilters(page);
    await page.getByLabel('Status').selectOption({ label: 'Deleted' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(row).toContainText('Deleted');
    await row.getByRole('button', { name: 'Undelete' }).click();
    await confirmAndSucceed(page);
    await expect(row).toHaveCount(0);
  });

  test('staff record a payment from a booking but cannot open the payment list', async ({ page }, testInfo) => {
    const stay = await createStay(page.request, unique(`HANA ${testInfo.project.name.toUpperCase()} `).toUpperCase());
    const staff = { username: unique('kasir'), password: 'password-123' };
    await createUserViaApi(page.request, staff);
    await signIn(page, staff.username, staff.password);

    await page.goto('/payment');
    const refused = page.getByRole('dialog', { name: 'Error' });
    await expect(refused).toContainText("User don't have admin access right!");
    await closeMessage(refused, 'Close');
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/payment/form?paymentId=&formType=Add&bookingId=${stay.bookingId}`);
    await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue(grouped(stay.monthlyPrice));
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    // Back to the booking it was recorded from.
    await expect(page).toHaveURL(new RegExp(`/booking/form\\?bookingId=${stay.bookingId}&formType=Edit$`));

    // The administrator sees it in the list.
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto(`/payment?tenantName=${encodeURIComponent(stay.tenantName)}`);
    await expect(listRow(page, stay.tenantName)).toContainText('Rent Payment');
  });

  test('a Human Resource expense names the employee paid', async ({ page }) => {
    const employeeName = unique('ANDI ').toUpperCase();
    const login = await page.request.post('/api/Auth/Login', { data: E2E_ADMIN });
    const token = (await login.json()).data.token as string;
    const created = await page.request.post('/api/Employee/Create', {
      headers: { authorization: `Bearer ${token}` },
      data: { employeeName, salary: 3_500_000 },
    });
    expect(created.ok(), await created.text()).toBeTruthy();

    await page.goto('/expense/form?expenseId=&formType=Add');
    await expect(page.getByRole('combobox', { name: 'Employee' })).toHaveCount(0);
    await page.getByLabel('Category').selectOption({ label: 'SDM' });
    await page.getByRole('combobox', { name: 'Employee' }).fill(employeeName.slice(0, 8));
    await page.getByRole('option', { name: employeeName }).click();
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('3500000');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, employeeName)).toContainText('SDM');
    await expect(listRow(page, employeeName)).toContainText(rupiah(3_500_000));
  });
});
