import { expect, SIGNED_OUT, test } from './support/fixtures';
import {
  closeMessage,
  confirmAndSucceed,
  createUserViaApi,
  listRow,
  openMenuOnPhone,
  signIn,
  unique,
} from './support/helpers';

/**
 * Roles (README "Roles"): the Owner gives a user a role on the users screen; a Front desk user and
 * a Manager each see the menu, screens, buttons and fields their role may use, and a screen typed
 * by hand that the role may not open says so in the spec's words followed by what the role may not do.
 */
test.describe('roles', () => {
  test('the Owner picks a role for a new user on the users screen', async ({ page }) => {
    const username = unique('mgr');
    await page.goto('/setting/user/form?userId=&formType=Add');
    // A new user is Front desk until the Owner picks more; the hint says what a role may do.
    await expect(page.getByLabel('Role')).toHaveValue('3');
    await expect(page.getByText("Tenants, bookings at the room type's price")).toBeVisible();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('First Name').fill('Maya');
    await page.getByLabel('Last Name').fill('Sari');
    await page.getByLabel(/^Password/).fill('password-123');
    await page.getByLabel('Confirm Password').fill('password-123');
    await page.getByLabel('Role').selectOption({ label: 'Manager' });
    await expect(page.getByText('Runs the kos: prices, agreed rents')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Username').press('Enter');
    await expect(listRow(page, username)).toContainText('Manager');
  });

  test.describe('signed in as', () => {
    test.use({ storageState: SIGNED_OUT });

    test('Front desk: front-desk work only, rents at the room type price, no exports of personal data', async ({
      page,
      request,
    }) => {
      const username = unique('desk');
      await createUserViaApi(request, { username, password: 'password-123', role: 3 });
      await signIn(page, username, 'password-123');
      await openMenuOnPhone(page);
      const menu = page.getByTestId('sidebar');
      for (const name of ['Dashboard', 'Rooms', 'Meter Readings', 'Booking', 'Tenant', 'Arrears', 'Setting']) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      for (const name of ['Bill', 'Payment', 'Deposit', 'Expense', 'Employee']) {
        await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
      }

      // Tenants: taken, not exported.
      await page.goto('/tenant');
      await expect(page.getByRole('heading', { name: 'Tenant' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);

      // A booking's rent is the room type's price: shown, not typed.
      await page.goto('/booking/form?bookingId=&formType=Add');
      const rent = page.getByLabel('Rent Amount');
      await expect(rent).toBeDisabled();
      await expect(page.getByText("The room type's price for the period; only a manager or the owner")).toBeVisible();

      // Room types are read, not changed.
      await page.goto('/setting/room-type');
      await expect(listRow(page, 'STANDARD').first()).toBeVisible();
      await expect(listRow(page, 'DELUXE').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Add' })).toHaveCount(0);

      // Typed by hand, the payment list still says no, in words.
      await page.goto('/payment');
      const dialog = page.getByRole('dialog', { name: 'Error' });
      await expect(dialog).toContainText(
        "User don't have admin access right! A Front desk may not see the business's money.",
      );
      await closeMessage(dialog, 'Close');
      await expect(page).toHaveURL(/\/$/);
    });

    test('Manager: runs the kos, but not users or business settings', async ({ page, request }) => {
      const username = unique('mgr');
      await createUserViaApi(request, { username, password: 'password-123', role: 2 });
      await signIn(page, username, 'password-123');
      await openMenuOnPhone(page);
      const menu = page.getByTestId('sidebar');
      for (const name of ['Booking', 'Tenant', 'Bill', 'Arrears', 'Payment', 'Deposit', 'Expense', 'Employee']) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await menu.getByRole('link', { name: 'Setting', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Room Type' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'User Setting' })).toHaveCount(0);

      await page.goto('/tenant');
      await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
      await page.goto('/booking/form?bookingId=&formType=Add');
      await expect(page.getByRole('heading', { name: 'Booking Detail' })).toBeVisible();
      await expect(page.getByLabel('Rent Amount')).toBeEnabled();
      await page.goto('/setting/room-type');
      await expect(listRow(page, 'STANDARD').first()).toBeVisible();
      await expect(listRow(page, 'STANDARD').first().getByRole('link', { name: 'Edit' })).toBeVisible();

      await page.goto('/setting/user');
      const dialog = page.getByRole('dialog', { name: 'Error' });
      await expect(dialog).toContainText(
        "User don't have admin access right! A Manager may not manage users and their roles.",
      );
      await closeMessage(dialog, 'Close');
      await expect(page).toHaveURL(/\/$/);
    });
  });
});
