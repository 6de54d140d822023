import { expect, test } from './support/fixtures';
import { closeMessage, createUserViaApi, readValue, signIn, unique } from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';
import { createTenantViaApi } from './support/tenants';

/** View mode shows values as text people read: full-contrast black, not a greyed disabled input. */
const READABLE = 'rgb(0, 0, 0)';

test.describe('View mode', () => {
  test('a tenant reads as text, with Edit leading to the form', async ({ page, request }, testInfo) => {
    const tenant = await createTenantViaApi(request, {
      tenantName: unique(`VIEW ${testInfo.project.name} `),
      phone: '081299887766',
    });
    await page.goto(`/tenant/form?tenantId=${tenant.tenantId}&formType=View`);
    await expect(page.getByRole('heading', { name: 'Tenant Detail' })).toBeVisible();

    await expect(readValue(page, 'Tenant Name')).toHaveText(tenant.tenantName);
    await expect(readValue(page, 'Tenant Name')).toHaveCSS('color', READABLE);
    await expect(readValue(page, 'Phone')).toHaveText('0812-9988-7766');
    await expect(readValue(page, 'Country')).toHaveText('INDONESIA');
    await expect(readValue(page, 'Gender')).toHaveText('-');
    // Nothing to type into, nothing to save.
    await expect(page.getByRole('textbox', { name: 'Tenant Name' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`tenantId=${tenant.tenantId}&formType=Edit$`));
    await expect(page.getByRole('textbox', { name: 'Tenant Name' })).toHaveValue(tenant.tenantName);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/formType=View$/);
    await expect(readValue(page, 'Tenant Name')).toHaveText(tenant.tenantName);
  });

  test('a payment: staff read it without Edit, an administrator may edit it', async ({ page }, testInfo) => {
    const stay = await createStay(page.request, unique(`READ ${testInfo.project.name.toUpperCase()} `).toUpperCase());
    const payment = await adminApi(page.request, '/api/Payment/Create', {
      bookingId: stay.bookingId,
      paymentDate: '2026-03-05',
      paymentType: 1,
      paymentPeriodeMonth: 3,
      paymentPeriodeYear: 2026,
      amount: 1_500_000,
      remark: 'paid in cash',
    });
    const staff = { username: unique('kasir'), password: 'password-123' };
    await createUserViaApi(page.request, staff);

    // Staff reach it from the booking's history, as View.
    await signIn(page, staff.username, staff.password);
    await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=Edit`);
    const history = page.getByTestId('booking-payments');
    await expect(history.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await history.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(
      new RegExp(`paymentId=${payment.paymentId}&formType=View&bookingId=${stay.bookingId}$`),
    );
    await expect(readValue(page, 'Booking')).toHaveText(`${stay.tenantName} - Room ${stay.roomNumber}`);
    await expect(readValue(page, 'Payment Date')).toHaveText('05 March 2026');
    await expect(readValue(page, 'Payment Type')).toHaveText('Deposit');
    await expect(readValue(page, 'Period Month')).toHaveText('March');
    await expect(readValue(page, 'Amount')).toHaveText('Rp 1.500.000');
    await expect(readValue(page, 'Amount')).toHaveCSS('color', READABLE);
    await expect(readValue(page, 'Remark')).toHaveText('paid in cash');
    await expect(page.getByTestId('record-header')).toContainText('Active');
    for (const name of ['Edit', 'Save', 'Delete']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    // Typed by hand, the Edit address is still refused.
    await page.goto(`/payment/form?paymentId=${payment.paymentId}&formType=Edit`);
    const refused = page.getByRole('dialog', { name: 'Error' });
    await expect(refused).toContainText("User don't have admin access right!");
    await closeMessage(refused, 'Close');
    await expect(page).toHaveURL(/\/$/);

    // An administrator sees the same View with Edit.
    await signIn(page);
    await page.goto(`/payment/form?paymentId=${payment.paymentId}&formType=View`);
    await expect(readValue(page, 'Amount')).toHaveText('Rp 1.500.000');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('1.500.000');
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });
});
