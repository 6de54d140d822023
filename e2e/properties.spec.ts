import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { isPhone, listRow, openDashboard } from './support/helpers';
import { adminApi, shortCode } from './support/master-data';

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

  test('an owner with two properties switches between them: lists, dashboard and room map follow, and the choice survives a reload', async ({
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
      // The top bar still fits a phone's width with the picker in it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
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

      await page.goto('/rooms');
      await expect(page.getByTestId(`room-${roomNumber}`)).toBeVisible();
      await expect(page.getByTestId('room-101')).toHaveCount(0);

      // Remembered on this device.
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
      await page.goto('/');
      await expect(page.getByTestId('card-occupied')).toHaveText(allRooms ?? '');
    } finally {
      // The worker's other tests see one property again.
      await adminApi(request, '/api/Room/Delete', { roomId, status: 1 });
      await adminApi(request, '/api/RoomType/Delete', { roomTypeId, status: 1 });
      await adminApi(request, '/api/Property/Delete', { propertyId, status: 1 });
    }
  });
});
