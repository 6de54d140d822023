import { expect, test } from './support/fixtures';
import { closeMessage, confirmAndSucceed, listRow, showAllFilters, unique } from './support/helpers';

test.describe('user administration', () => {
  test('an administrator creates, edits, disables and enables a user', async ({ page }) => {
    const username = unique('rina');
    await page.goto('/setting');
    await page.getByRole('link', { name: 'User Setting' }).click();
    await expect(page.getByRole('heading', { name: 'User Setting' })).toBeVisible();
    await expect(listRow(page, 'Administrator Kamar')).toBeVisible();

    // Add, with the spec's messages first.
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/setting\/user\/form\?userId=&formType=Add$/);
    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'Username is required!',
      'First Name is required!',
      'Last Name is required!',
      'Password is required!',
      'Confirm Password is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('First Name').fill('Rina');
    await page.getByLabel('Last Name').fill('Kusuma');
    await page.getByLabel(/^Password/).fill('password-123');
    await page.getByLabel('Confirm Password').fill('password-12');
    await expect(page.getByText('Password did not match!')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('password-123');
    await expect(page.getByText('Password did not match!')).toBeHidden();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/setting\/user$/);

    // Find them by the username filter (Enter searches).
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Username').press('Enter');
    await expect(listRow(page, username)).toContainText('Rina Kusuma');
    await expect(page.getByText('1-1 of 1')).toBeVisible();

    // Edit: the header shows the record's status and audit fields.
    await listRow(page, username).getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/formType=Edit/);
    await expect(page.getByTestId('record-header')).toContainText('Active');
    await expect(page.getByTestId('record-header')).toContainText('admin');
    await expect(page.getByLabel('First Name')).toHaveValue('Rina');
    await page.getByLabel('Last Name').fill('Wijaya');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, username)).toContainText('Rina Wijaya');

    // Disable from the list, then enable again.
    await listRow(page, username).getByRole('button', { name: 'Disable' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, username)).toContainText('Disabled');
    await listRow(page, username).getByRole('button', { name: 'Enable' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, username)).toContainText('Active');

    // The Status filter finds only disabled users.
    await showAllFilters(page);
    await page.getByLabel('Status').selectOption({ label: 'Disabled' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(listRow(page, username)).toHaveCount(0);
  });

  test('answering No leaves the user as they were', async ({ page }) => {
    await page.goto('/setting/user');
    await listRow(page, 'Administrator Kamar').getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'No' }).click();
    await expect(listRow(page, 'Administrator Kamar')).toContainText('Active');
  });

  test('the server refuses to disable yourself and the dialog says why', async ({ page }) => {
    await page.goto('/setting/user?username=admin');
    await listRow(page, 'Administrator Kamar').getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error.getByText('You cannot disable your own user')).toBeVisible();
    await closeMessage(error, 'Close');
    await expect(listRow(page, 'Administrator Kamar')).toContainText('Active');
  });
});
