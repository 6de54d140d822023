import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { businessDay, confirmAndSucceed, listRow, readValue, unique } from './support/helpers';
import { createStay } from './support/money-fixtures';

/** The buttons of a form's action row (Back ... Save). */
const formButtons = (page: Page) => page.getByTestId('form-actions').getByRole('button');

test.describe('no traps in the forms', () => {
  test('a stay that starts in the future offers no Check In and no Complete, nor a row of five buttons', async ({
    page,
    request,
  }) => {
    const stay = await createStay(request, unique('FUTURE '));
    await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=Edit`);
    await expect(page.getByRole('heading', { name: 'Booking Detail' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check In' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Complete' })).toHaveCount(0);
    await expect(formButtons(page)).toHaveText(['Back', 'More', 'Save']);
    // The rarer changes wait under More.
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem', { name: 'Cancel Booking' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await page.keyboard.press('Escape');
    // The list's tick follows the same rules.
    await page.goto(`/booking?tenantName=${encodeURIComponent(stay.tenantName)}`);
    await expect(listRow(page, stay.tenantName)).toHaveCount(1);
    await expect(listRow(page, stay.tenantName).getByRole('button', { name: 'Check In' })).toHaveCount(0);
  });

  test('a stay that has started offers Check In (said to be final), then Complete only after arrival', async ({
    page,
    request,
  }) => {
    const stay = await createStay(request, unique('ARRIVING '), { checkInDate: businessDay(0), checkOutDate: null });
    await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=Edit`);
    await expect(page.getByRole('button', { name: 'Complete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Check In' }).click();
    await confirmAndSucceed(page, 'This action cannot be cancelled');
    await expect(page.getByRole('button', { name: 'Check In' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Complete' })).toBeVisible();
  });

  test('dates typed day first are understood; text that is no date is refused and kept', async ({ page }) => {
    const name = unique('TYPED DATE ');
    await page.goto('/tenant/form?tenantId=&formType=Add');
    await page.getByRole('textbox', { name: 'Tenant Name' }).fill(name);
    const birth = page.getByRole('textbox', { name: 'Date of Birth' });
    // Month 13: a date that does not exist, and it says so.
    await birth.fill('31/13/1995');
    await birth.blur();
    await expect(page.getByText('This date does not exist: check the day and the month')).toBeVisible();
    await expect(birth).toHaveValue('31/13/1995');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveCount(0);
    await expect(page).toHaveURL(/formType=Add/);

    await birth.fill('15/08/1995');
    await birth.blur();
    await expect(birth).toHaveValue('15 August 1995');
    await expect(page.getByText('This date does not exist')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    // An ordinary save says what happens; "cannot be cancelled" is kept for what cannot be.
    await confirmAndSucceed(page, 'Your changes will be saved.');
    await page.goto(`/tenant?tenantName=${encodeURIComponent(name)}`);
    await listRow(page, name).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('textbox', { name: 'Date of Birth' })).toHaveValue('15 August 1995');
  });

  test('the booking form reads 31/12/2026 as the last day of 2026', async ({ page }) => {
    await page.goto('/booking/form?bookingId=&formType=Add');
    const checkOut = page.getByRole('textbox', { name: 'Check Out Date' });
    await checkOut.fill('31/12/2026');
    await checkOut.blur();
    await expect(checkOut).toHaveValue('31 December 2026');
    // Its clear button says what it does.
    await expect(page.getByRole('button', { name: 'Clear date' }).first()).toBeVisible();
  });

  test('deleting a tenant with a running stay names the stay first; the tenant shows stays and payments', async ({
    page,
    request,
  }) => {
    const stay = await createStay(request, unique('STAYING '), { checkInDate: businessDay(-3), checkOutDate: null });
    await page.goto(`/tenant?tenantName=${encodeURIComponent(stay.tenantName)}`);
    await listRow(page, stay.tenantName).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(`${stay.tenantName} still has an active stay: Room ${stay.roomNumber}`);
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(listRow(page, stay.tenantName)).toHaveCount(1);

    await page.goto(`/tenant/form?tenantId=${stay.tenantId}&formType=View`);
    await expect(readValue(page, 'Tenant Name')).toHaveText(stay.tenantName);
    const history = page.getByTestId('tenant-history');
    await expect(history.getByRole('heading', { name: 'Stays' })).toBeVisible();
    await expect(history.getByRole('link', { name: `Room ${stay.roomNumber}` })).toBeVisible();
    await expect(history.getByRole('heading', { name: 'Payments' })).toBeVisible();
    await expect(history.getByTestId('list-totals')).toContainText('Rp 0');
  });

  test('Tenant Name is marked required like the other forms', async ({ page }) => {
    await page.goto('/tenant/form?tenantId=&formType=Add');
    await expect(page.locator('label').filter({ hasText: /^Tenant Name/ })).toHaveText('Tenant Name *');
  });
});
