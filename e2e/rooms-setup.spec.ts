import { expect, test } from './support/fixtures';
import {
  closeMessage,
  confirmAndSucceed,
  createUserViaApi,
  listRow,
  openDashboard,
  openMenuOnPhone,
  signIn,
  unique,
} from './support/helpers';
import { adminApi, confirmAndFail, searchBy, shortCode } from './support/master-data';

test.describe('room setting', () => {
  test('room types: create, edit, delete and undelete; duplicates and types in use are refused', async ({ page }) => {
    const name = shortCode('SUITE ');
    await page.goto('/setting');
    await page.getByRole('link', { name: 'Room Type', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Room Type' })).toBeVisible();
    await expect(listRow(page, 'STANDARD')).toContainText('Rp 150.000');

    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/setting\/room-type\/form\?roomTypeId=&formType=Add$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Room Type Name is required!')).toBeVisible();
    await expect(page.getByText('Daily Price is required!')).toBeVisible();
    await page.getByLabel('Room Type Name').fill(name.toLowerCase());
    await expect(page.getByLabel('Room Type Name')).toHaveValue(name);
    await page.getByLabel('Daily Price').fill('175000');
    await expect(page.getByLabel('Daily Price')).toHaveValue('175.000');
    await page.getByLabel('Weekly Price').fill('1000000');
    await page.getByLabel('Monthly Price').fill('1750000');
    await page.getByLabel('Yearly Price').fill('19000000');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/setting\/room-type$/);

    await searchBy(page, 'Room Type Name', name.toLowerCase());
    await expect(page.getByLabel('Room Type Name', { exact: true })).toHaveValue(name);
    await expect(listRow(page, name)).toContainText('Rp 1.750.000');
    await expect(page.getByText('1-1 of 1')).toBeVisible();

    await listRow(page, name).getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/formType=Edit/);
    await expect(page.getByTestId('record-header')).toContainText('Active');
    await expect(page.getByLabel('Monthly Price')).toHaveValue('1.750.000');
    await page.getByLabel('Monthly Price').fill('1800000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, name)).toContainText('Rp 1.800.000');

    await listRow(page, name).getByRole('button', { name: 'Delete' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, name)).toContainText('Deleted');
    await listRow(page, name).getByRole('button', { name: 'Undelete' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, name)).toContainText('Active');

    // The rooms of the default building use STANDARD: it stays, and the dialog says why.
    await searchBy(page, 'Room Type Name', 'STANDARD');
    await listRow(page, 'STANDARD').getByRole('button', { name: 'Delete' }).click();
    await confirmAndFail(page, /Room Type STANDARD is still used by room 101, 102/);
    await expect(listRow(page, 'STANDARD')).toContainText('Active');

    await page.getByRole('link', { name: 'Add' }).click();
    // The list's filter has the same label: type once the form is on screen.
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByLabel('Room Type Name').fill('deluxe');
    for (const label of ['Daily Price', 'Weekly Price', 'Monthly Price', 'Yearly Price']) {
      await page.getByLabel(label).fill('1');
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndFail(page, 'Room Type DELUXE already exists');
    await expect(page).toHaveURL(/formType=Add/);
  });

  test('rooms: create with a card vendor, edit, delete and undelete; a taken number is refused', async ({
    page,
    request,
  }) => {
    const vendorName = shortCode('LOCKS ');
    await adminApi(request, '/api/CardVendor/Create', { cardVendorName: vendorName });
    const roomNumber = shortCode('R');
    await page.goto('/setting');
    await page.getByRole('link', { name: 'Room Setup' }).click();
    await expect(page.getByRole('heading', { name: 'Room Setup' })).toBeVisible();

    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/setting\/room-setup\/form\?roomId=&formType=Add$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Room Number is required!')).toBeVisible();
    await expect(page.getByText('Room Type is required!')).toBeVisible();
    await page.getByLabel('Room Number').fill(roomNumber.toLowerCase());
    await expect(page.getByLabel('Room Number')).toHaveValue(roomNumber);
    await page.getByLabel('Room Type').selectOption({ label: 'DELUXE' });
    await expect(page.getByTestId('room-type-prices')).toContainText('monthly Rp 2.000.000');
    await page.getByLabel('Card Vendor').selectOption({ label: vendorName });
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/setting\/room-setup$/);

    await searchBy(page, 'Room Number', roomNumber.toLowerCase());
    const row = listRow(page, roomNumber);
    await expect(row).toContainText('DELUXE');
    await expect(row).toContainText('Rp 200.000');
    await expect(row).toContainText('Rp 22.000.000');
    await expect(row).toContainText('Ready');

    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Room Number')).toBeDisabled();
    await expect(page.getByLabel('Room Number')).toHaveValue(roomNumber);
    await expect(page.getByLabel('Card Vendor')).toHaveValue(/\d+/);
    await page.getByLabel('Room Status').selectOption({ label: 'Maintenance' });
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    // Back on the whole list (31 rooms and more): find it again.
    await searchBy(page, 'Room Number', roomNumber);
    await expect(listRow(page, roomNumber)).toContainText('Maintenance');

    await listRow(page, roomNumber).getByRole('button', { name: 'Delete' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, roomNumber)).toContainText('Deleted');
    await listRow(page, roomNumber).getByRole('button', { name: 'Undelete' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, roomNumber)).toContainText('Active');

    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByLabel('Room Number').fill('101');
    await page.getByLabel('Room Type').selectOption({ label: 'STANDARD' });
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndFail(page, 'Room 101 already exists');
  });

  test('card vendors: create, edit, delete and undelete; a duplicate name is refused', async ({ page }) => {
    const name = shortCode('KUNCI ');
    await page.goto('/setting');
    await page.getByRole('link', { name: 'Card Vendor' }).click();
    await expect(page.getByRole('heading', { name: 'Card Vendor' })).toBeVisible();

    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/setting\/card-vendor\/form\?cardVendorId=&formType=Add$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Card Vendor Name is required!')).toBeVisible();
    await page.getByLabel('Card Vendor Name').fill(name.toLowerCase());
    await page.getByLabel('Contact Name').fill('Pak Joko');
    await page.getByLabel('Phone').fill('0812-3456-789');
    // Typed as people write it; the contract keeps one form of it (62812...).
    await expect(page.getByLabel('Phone')).toHaveValue('0812-3456-789');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/setting\/card-vendor$/);

    await searchBy(page, 'Card Vendor Name', name);
    await expect(listRow(page, name)).toContainText('Pak Joko');
    await listRow(page, name).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Card Vendor Name')).toHaveValue(name);
    await page.getByLabel('Contact Name').fill('Bu Sari');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, name)).toContainText('Bu Sari');

    await listRow(page, name).getByRole('button', { name: 'Delete' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, name)).toContainText('Deleted');
    await listRow(page, name).getByRole('button', { name: 'Undelete' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, name)).toContainText('Active');

    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByLabel('Card Vendor Name').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndFail(page, `Card Vendor ${name} already exists`);
  });
});

test.describe('employees', () => {
  test('an administrator creates, edits, deletes and undeletes an employee', async ({ page }) => {
    const name = shortCode('DEWI ');
    await openDashboard(page);
    await openMenuOnPhone(page);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Employee' }).click();
    await expect(page).toHaveURL(/\/employee$/);
    await expect(page.getByRole('heading', { name: 'Employee' })).toBeVisible();

    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/employee\/form\?employeeId=&formType=Add$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Employee Name is required!')).toBeVisible();
    await expect(page.getByText('Salary is required!')).toBeVisible();
    await page.getByLabel('Employee Name').fill(name.toLowerCase());
    await expect(page.getByLabel('Employee Name')).toHaveValue(name);
    await page.getByLabel('Gender').selectOption({ label: 'Female' });
    await page.getByLabel('Id Number').fill('3174 0123 4567');
    await expect(page.getByLabel('Id Number')).toHaveValue('317401234567');
    await page.getByLabel('Phone').fill('0812 777 888');
    await page.getByLabel('Position').fill('Housekeeping');
    await page.getByLabel('Salary').fill('3500000');
    await expect(page.getByLabel('Salary')).toHaveValue('3.500.000');
    await page.getByLabel('Address').fill('Jl. Melati 5');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/employee$/);

    await searchBy(page, 'Employee Name', name.toLowerCase());
    await expect(listRow(page, name)).toContainText('Rp 3.500.000');
    await expect(listRow(page, name)).toContainText('Housekeeping');
    await listRow(page, name).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Gender')).toHaveValue('2');
    // Kept as 62812777888, read back as an Indonesian mobile.
    await expect(page.getByLabel('Phone')).toHaveValue('0812-7778-88');
    await page.getByLabel('Position').fill('Satpam');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, name)).toContainText('Satpam');

    await listRow(page, name).getByRole('button', { name: 'Delete' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, name)).toContainText('Deleted');
    await listRow(page, name).getByRole('button', { name: 'Undelete' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, name)).toContainText('Active');
  });

  test('staff cannot reach the employee screens, even by typing the address', async ({ page, request }) => {
    const username = unique('staff');
    await createUserViaApi(request, { username, password: 'password-123' });
    await signIn(page, username, 'password-123');
    await page.goto('/employee/form?employeeId=&formType=Add');
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog.getByText("User don't have admin access right!")).toBeVisible();
    await closeMessage(dialog, 'Close');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Employee Name')).toHaveCount(0);
  });
});
