import type { APIRequestContext, Page } from '@playwright/test';
import pg from 'pg';
import { transferPhoto } from './support/claims';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import {
  confirmAndSucceed,
  createUserViaApi,
  isPhone,
  listRow,
  openDashboard,
  showAllFilters,
  signIn,
  unique,
} from './support/helpers';
import { adminApi, shortCode } from './support/master-data';
import { databaseUrl } from './support/money-fixtures';
import { createTenantViaApi } from './support/tenants';

interface PropertyRow {
  propertyId: number;
  propertyName: string;
}

const activeProperties = async (request: APIRequestContext): Promise<PropertyRow[]> =>
  (await adminApi(request, '/api/Property/GetList', { propertyName: '', status: 1, pageSize: 10000, pageIndex: 0 }))
    .listData;

/** A list's property: a column on a wide screen, a line of each card on a phone. */
const propertyShown = (page: Page) =>
  isPhone(page)
    ? page.getByTestId('list-card').getByText('Property:', { exact: true }).first()
    : page.getByRole('columnheader', { name: 'Property', exact: true });

test.describe('every screen per property', () => {
  test('a business with one property shows no property picker and no property column', async ({ page, request }) => {
    expect(await activeProperties(request)).toHaveLength(1);
    await openDashboard(page);
    await expect(page.getByTestId('card-occupied')).toBeVisible();
    await expect(page.getByTestId('property-picker')).toHaveCount(0);
    await page.goto('/setting/room-setup');
    await expect(listRow(page, '101')).toBeVisible();
    await expect(propertyShown(page)).toHaveCount(0);
  });

  test('an owner with two properties switches between them: lists, dashboard, room map and a new booking’s rooms follow, and the choice survives a reload', async ({
    page,
    request,
  }) => {
    const [first] = await activeProperties(request);
    if (!first) throw new Error('no property');
    const name = shortCode('KOS B ');
    const { propertyId } = await adminApi(request, '/api/Property/Create', { propertyName: name, city: 'Bandung' });
    const typeName = shortCode('TYPE B ');
    const { roomTypeId } = await adminApi(request, '/api/RoomType/Create', {
      roomTypeName: typeName,
      priceDaily: 100000,
      priceWeekly: 600000,
      priceMonthly: 2000000,
      priceYearly: 20000000,
      propertyId,
    });
    // On the eighth floor of the map; the first property has no such floor.
    const roomNumber = `8${10 + Math.floor(Math.random() * 90)}`;
    const { roomId } = await adminApi(request, '/api/Room/Create', { roomNumber, roomTypeId });
    try {
      await openDashboard(page);
      const picker = page.getByTestId('property-picker');
      // In the top bar, one tap away on a phone too (not in the menu).
      await expect(picker).toBeVisible();
      expect(await picker.locator('option').allTextContents()).toEqual(
        expect.arrayContaining(['All properties', first.propertyName, name]),
      );
      await expect(picker).toHaveValue('0');
      // The top bar still holds the language switch and Logout beside the picker on a phone.
      await expect(page.getByRole('button', { name: 'English' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
      const allRooms = await page.getByTestId('card-occupied').textContent();

      await picker.selectOption(String(propertyId));
      // The dashboard adds up that property's single room.
      await expect(page.getByTestId('card-occupied')).toHaveText('0 / 1');

      await page.goto('/setting/room-setup');
      await expect(listRow(page, roomNumber)).toBeVisible();
      await expect(listRow(page, roomNumber)).toContainText(name);
      await expect(listRow(page, '101')).toHaveCount(0);
      await expect(page.getByText('1-1 of 1')).toBeVisible();
      await expect(propertyShown(page)).toBeVisible();

      // A tenant added while it is picked is registered in it: that property's tenant list holds
      // them alone, under its name.
      const tenantName = unique('TAMU B ').toUpperCase();
      await page.goto('/tenant/form?tenantId=&formType=Add');
      await expect(page.getByLabel('Property', { exact: true })).toHaveValue(String(propertyId));
      await page.getByLabel('Tenant Name').fill(tenantName);
      await page.getByRole('button', { name: 'Save' }).click();
      await confirmAndSucceed(page);
      await page.goto('/tenant');
      await expect(listRow(page, tenantName)).toContainText(name);
      await expect(page.getByText('1-1 of 1')).toBeVisible();

      await page.goto('/rooms');
      await expect(page.getByTestId(`room-${roomNumber}`)).toBeVisible();
      await expect(page.getByTestId('room-101')).toHaveCount(0);

      // A new booking offers the picked property's free rooms only.
      await page.goto('/booking/form?bookingId=&formType=Add');
      await page.getByRole('combobox', { name: 'Room', exact: true }).click();
      await expect(page.getByRole('listbox', { name: 'Room' }).getByRole('option')).toHaveText([
        `${roomNumber} (${typeName})`,
      ]);

      // Remembered on this device.
      await page.goto('/rooms');
      await page.reload();
      await expect(page.getByTestId('property-picker')).toHaveValue(String(propertyId));
      await expect(page.getByTestId(`room-${roomNumber}`)).toBeVisible();
      await expect(page.getByTestId('room-101')).toHaveCount(0);

      // The first property alone, then all of them again.
      await page.getByTestId('property-picker').selectOption(String(first.propertyId));
      await expect(page.getByTestId('room-101')).toBeVisible();
      await expect(page.getByTestId(`room-${roomNumber}`)).toHaveCount(0);
      await page.getByTestId('property-picker').selectOption('0');
      await expect(page.getByTestId('room-101')).toBeVisible();
      await expect(page.getByTestId(`room-${roomNumber}`)).toBeVisible();
      // All of them: a new booking offers every property's rooms, under each property's name.
      await page.goto('/booking/form?bookingId=&formType=Add');
      await page.getByRole('combobox', { name: 'Room', exact: true }).fill(roomNumber);
      const rooms = page.getByRole('listbox', { name: 'Room' });
      await expect(rooms.getByRole('option')).toHaveText([`${roomNumber} (${typeName})`]);
      await expect(rooms.getByText(name, { exact: true })).toBeVisible();
      // The first property's free rooms today (which ones depends on the worker's earlier stays).
      await page.getByRole('combobox', { name: 'Room', exact: true }).fill('');
      await expect(rooms.getByText(first.propertyName, { exact: true })).toBeVisible();
      await expect(rooms.getByRole('option').first()).toBeVisible();
      await page.goto('/');
      await expect(page.getByTestId('card-occupied')).toHaveText(allRooms ?? '');
    } finally {
      // The worker's other tests see one property again.
      await adminApi(request, '/api/Room/Delete', { roomId, status: 1 });
      await adminApi(request, '/api/RoomType/Delete', { roomTypeId, status: 1 });
      await adminApi(request, '/api/Property/Delete', { propertyId, status: 1 });
    }
  });

  test('the owner adds a property in Setting, gives a new user that property, and deletes it again', async ({
    page,
    request,
  }) => {
    const name = shortCode('KOS C ');
    await page.goto('/setting');
    await page.getByRole('link', { name: 'Property', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Property' })).toBeVisible();
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/setting\/property\/form\?propertyId=&formType=Add$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Property Name is required!')).toBeVisible();
    await page.getByLabel('Property Name').fill(name.toLowerCase());
    await expect(page.getByLabel('Property Name')).toHaveValue(name);
    await page.getByLabel('City').fill('Bandung');
    // Typed as people write a phone; kept in the one form of every phone, shown back as the product writes it.
    await page.getByLabel('Phone').fill('0812-3456-789');
    await expect(page.getByLabel('Phone')).toHaveValue('0812-3456-789');
    // Its own QRIS image, shown on its tenants' pages instead of the profile's.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a QRIS image' }).click();
    await (await chooser).setFiles(await transferPhoto('#000000'));
    await expect(page.getByRole('button', { name: 'Remove QRIS image' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/setting\/property$/);
    await expect(listRow(page, name)).toContainText('Bandung');
    const property = (await activeProperties(request)).find((p) => p.propertyName === name);
    if (!property) throw new Error('not saved');
    const saved = await adminApi(request, '/api/Property/GetById', { propertyId: property.propertyId });
    expect(saved.phone).toBe('628123456789');
    expect(saved.qrisURL).toMatch(/^\/api\/Setting\/Logo\/\d+$/);

    try {
      // Two properties now: the picker appears, and in Indonesian it says so.
      await expect(page.getByTestId('property-picker')).toBeVisible();
      await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
      await expect(page.getByTestId('property-picker').locator('option').first()).toHaveText('Semua properti');
      await expect(page.getByRole('button', { name: 'Keluar' })).toBeInViewport({ ratio: 1 });
      await page.getByRole('button', { name: 'English' }).click();

      // A new user works in the property ticked.
      const username = unique('sari');
      await page.goto('/setting/user/form?userId=&formType=Add');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('First Name').fill('Sari');
      await page.getByLabel('Last Name').fill('Dewi');
      await page.getByLabel(/^Password/).fill('password-123');
      await page.getByLabel('Confirm Password').fill('password-123');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Properties is required!')).toBeVisible();
      await page.getByRole('checkbox', { name, exact: true }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await confirmAndSucceed(page);
      const users = await adminApi(request, '/api/User/GetList', { username, pageSize: 10, pageIndex: 0 });
      const user = await adminApi(request, '/api/User/GetById', { userId: users.listData[0].userId });
      expect(user.propertyIds).toEqual([property.propertyId]);
      await page.goto(`/setting/user/form?userId=${user.userId}&formType=View`);
      await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
    } finally {
      await page.evaluate(() => localStorage.setItem('Language', 'en'));
      await page.goto('/setting/property');
      await listRow(page, name).getByRole('button', { name: 'Delete' }).click();
      await confirmAndSucceed(page);
      await expect(listRow(page, name)).toContainText('Deleted');
    }
    await page.reload();
    await expect(page.getByTestId('property-picker')).toHaveCount(0);
  });

  test.describe('a front desk user of one property', () => {
    test.use({ storageState: SIGNED_OUT });

    test('never sees the other property: no picker, none of its rooms, stays or tenants, and its booking is not found', async ({
      page,
      request,
    }) => {
      const [first] = await activeProperties(request);
      if (!first) throw new Error('no property');
      const name = shortCode('KOS D ');
      const { propertyId } = await adminApi(request, '/api/Property/Create', { propertyName: name });
      const { roomTypeId } = await adminApi(request, '/api/RoomType/Create', {
        roomTypeName: shortCode('TYPE D '),
        priceDaily: 100000,
        priceWeekly: 600000,
        priceMonthly: 2000000,
        priceYearly: 20000000,
        propertyId,
      });
      const roomNumber = `9${10 + Math.floor(Math.random() * 90)}`;
      const { roomId } = await adminApi(request, '/api/Room/Create', { roomNumber, roomTypeId });
      const guest = unique('GUEST OF D ');
      const { tenantId } = await createTenantViaApi(request, { tenantName: guest });
      // A tenant made at D's front desk is D's (the owner's go to the first property).
      const client = new pg.Client({ connectionString: databaseUrl() });
      await client.connect();
      await client.query('update tenants set property_id = $1 where tenant_id = $2', [propertyId, tenantId]);
      await client.end();
      const { bookingId } = await adminApi(request, '/api/Booking/Create', {
        tenantId,
        bookingDate: '2040-01-01',
        checkInDate: '2040-01-01',
        checkOutDate: '2040-02-01',
        roomNumberId: roomId,
        bookingType: 3,
        remark: '',
      });
      const username = unique('desk').toLowerCase();
      await createUserViaApi(request, { username, password: 'password-123', role: 3, propertyIds: [first.propertyId] });
      try {
        await signIn(page, username, 'password-123');
        // One property to work in: no picker, and the dashboard adds up that property only.
        await expect(page.getByTestId('card-occupied')).toBeVisible();
        await expect(page.getByTestId('property-picker')).toHaveCount(0);

        await page.goto('/rooms');
        await expect(page.getByTestId('room-101')).toBeVisible();
        await expect(page.getByTestId(`room-${roomNumber}`)).toHaveCount(0);

        await page.goto(`/booking?tenantName=${encodeURIComponent(guest)}`);
        await expect(page.getByText('No data').first()).toBeVisible();
        await expect(listRow(page, guest)).toHaveCount(0);
        await page.goto('/tenant');
        await page.getByRole('form', { name: 'Search' }).getByLabel('Tenant Name').fill(guest);
        await showAllFilters(page);
        await page.getByRole('form', { name: 'Search' }).getByRole('button', { name: 'Search' }).click();
        await expect(page.getByText('No data').first()).toBeVisible();

        // Its booking's address, typed or shared, answers as if it did not exist.
        await page.goto(`/booking/form?bookingId=${bookingId}&formType=View`);
        await expect(page.getByText('Booking not found')).toBeVisible();
        await expect(page.getByText(guest)).toHaveCount(0);
      } finally {
        await adminApi(request, '/api/Booking/Delete', { bookingId, status: 1 });
        await adminApi(request, '/api/Room/Delete', { roomId, status: 1 });
        await adminApi(request, '/api/RoomType/Delete', { roomTypeId, status: 1 });
        await adminApi(request, '/api/Property/Delete', { propertyId, status: 1 });
      }
    });
  });
});
