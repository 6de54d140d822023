import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { tenantLinkOf } from './support/claims';
import { E2E_ADMIN } from './support/constants';
import { expect, SIGNED_OUT, test } from './support/fixtures';
import { businessDay, confirmAndSucceed, listRow, openDashboard, unique } from './support/helpers';
import { adminApi } from './support/master-data';
import { createStay } from './support/money-fixtures';
import { createTenantViaApi } from './support/tenants';

/**
 * Repairs (keluhan, issue 46): a tenant reports a broken lamp from their stay's page on their
 * phone and sees it Open; the owner finds it on the dashboard and in the repairs list, starts the
 * work, then closes it Done with its cost of Rp 35.000 recorded as an expense, which the expense
 * list then shows; the tenant's page says Done. And a room marked out of service for a repair is
 * not offered when booking until the repair is done.
 */

/** A photo as a phone's camera hands one over: a real JPEG. */
async function cameraPhoto() {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#f5d90a' } })
    .jpeg()
    .toBuffer();
  return { name: 'lampu.jpg', mimeType: 'image/jpeg', buffer };
}

/** Opens a repair from the list as a person does: its row (the tenant's name is on it), then View, then Edit. */
async function openRepair(page: Page, text: string) {
  const row = listRow(page, text);
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Repair Request', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/formType=Edit/);
}

/** The rooms the booking form offers for a stay from today (their numbers). */
async function offeredRooms(page: Page): Promise<string[]> {
  await page.goto('/booking/form?bookingId=&formType=Add');
  await page.getByRole('combobox', { name: 'Room', exact: true }).click();
  const options = page.getByRole('listbox', { name: 'Room' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const rooms = (await options.allTextContents()).map((text) => text.split(' ')[0] ?? '');
  await page.keyboard.press('Escape');
  return rooms;
}

test.describe('repairs', () => {
  test('a tenant reports a broken lamp from their page; the owner closes it with its cost recorded as an expense', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const stay = await createStay(request, unique(`LAMPU ${testInfo.project.name.toUpperCase()} `), {
      checkInDate: businessDay(-3),
      checkOutDate: null,
    });
    const { url } = await tenantLinkOf(request, stay.bookingId);

    // The tenant's phone, signed out, on their page in Indonesian.
    const tenant = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: SIGNED_OUT });
    const phone = await tenant.newPage();
    await phone.goto(`${new URL(url).pathname}?lang=id`);
    await expect(phone.getByRole('heading', { name: 'Lapor kerusakan' })).toBeVisible();
    await phone.getByLabel('Apa yang rusak?').fill('Lampu kamar mati');
    await phone.getByLabel('Foto (boleh kosong)').setInputFiles(await cameraPhoto());
    await phone.getByRole('button', { name: 'Kirim laporan' }).click();
    await expect(phone.locator('#repair-result')).toHaveText('Terima kasih! Laporan Anda sudah diterima pengelola.');
    const reported = phone.locator('.repair').filter({ hasText: 'Lampu kamar mati' });
    await expect(reported).toContainText('Baru');
    await expect(reported).toContainText('Dilaporkan');

    // The owner: the dashboard counts it and leads to the open repairs.
    await openDashboard(page);
    await expect(page.getByTestId('card-repairs')).toHaveText(/^\d+$/);
    expect(Number(await page.getByTestId('card-repairs').innerText())).toBeGreaterThanOrEqual(1);
    await page.getByRole('link', { name: /Repairs open/ }).click();
    await expect(page).toHaveURL(/\/repair\?openOnly=1$/);
    await expect(page.getByRole('heading', { name: 'Repairs', exact: true })).toBeVisible();
    const row = listRow(page, stay.tenantName);
    await expect(row).toContainText('Lampu kamar mati');
    await expect(row).toContainText('Open');
    await expect(row).toContainText(stay.roomNumber);

    // In progress.
    await openRepair(page, stay.tenantName);
    await expect(page.getByTestId('repair-photo')).toHaveCount(1);
    await page.getByLabel('Repair Status').selectOption({ label: 'In progress' });
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/repair$/);
    await expect(listRow(page, stay.tenantName)).toContainText('In progress');

    // Done, with its cost recorded as an expense in the same save.
    await openRepair(page, stay.tenantName);
    await page.getByLabel('Repair Status').selectOption({ label: 'Done' });
    await page.getByLabel('What was done').fill('Lampu LED diganti');
    await page.getByRole('textbox', { name: 'Cost', exact: true }).fill('35000');
    await page.getByLabel('Record the cost as an expense').check();
    await page.getByLabel('Expense category').selectOption({ label: 'PERBAIKAN' });
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/repair$/);
    await expect(listRow(page, stay.tenantName)).toContainText('Done');

    // The request links to its expense; the expense list shows it.
    await listRow(page, stay.tenantName).getByRole('link', { name: 'View' }).click();
    await expect(page.getByTestId('repair-expense')).toContainText('The cost is recorded as an expense');
    await page.getByRole('link', { name: 'Open the expense' }).click();
    await expect(page.getByRole('heading', { name: /Expense/ }).first()).toBeVisible();
    await page.goto('/expense');
    const expense = listRow(page, `PERBAIKAN KAMAR ${stay.roomNumber} (#`);
    await expect(expense.first()).toContainText('Rp 35.000');
    await expect(expense.first()).toContainText('LAMPU KAMAR MATI');

    // The tenant's page: Done.
    await phone.reload();
    await expect(phone.locator('.repair').filter({ hasText: 'Lampu kamar mati' })).toContainText('Selesai');
    await tenant.close();
  });

  test('a room out of service for a repair is not offered when booking until the repair is done', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const free = (await adminApi(request, '/api/Booking/GetAvailableRoom', { checkInDate: businessDay(0) })) as {
      roomId: number;
      roomNumber: string;
    }[];
    const room = free[free.length - 1];
    if (!room) throw new Error('no free room');
    expect(await offeredRooms(page)).toContain(room.roomNumber);

    // Reported from the repairs screen with a photo from the camera, the room out of service.
    await page.goto('/repair');
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/repair\/form\?maintenanceRequestId=&formType=Add$/);
    await page.getByRole('combobox', { name: 'Room', exact: true }).selectOption(String(room.roomId));
    await page.getByLabel('What is wrong').fill('Keran kamar mandi bocor');
    await page.getByLabel('Priority').selectOption({ label: 'Urgent' });
    await page.getByLabel('Room out of service (not offered for bookings while open)').check();
    await page.getByTestId('repair-photo-input').setInputFiles(await cameraPhoto());
    await expect(page.getByText('1 photo(s) will be sent when you save')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/repair$/);
    const row = listRow(page, 'Keran kamar mandi bocor').filter({ hasText: room.roomNumber });
    await expect(row).toContainText('Urgent');

    // Not offered for a booking; the server says why when asked for it anyway.
    expect(await offeredRooms(page)).not.toContain(room.roomNumber);
    const tenant = await createTenantViaApi(request, { tenantName: unique('BOCOR ') });
    const login = await request.post('/api/Auth/Login', { data: E2E_ADMIN });
    const token = (await login.json()).data.token as string;
    const refused = await request.post('/api/Booking/Create', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        tenantId: tenant.tenantId,
        bookingDate: businessDay(0),
        checkInDate: businessDay(0),
        checkOutDate: null,
        roomNumberId: room.roomId,
        bookingType: 3,
        remark: '',
      },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe(`Room ${room.roomNumber} is out of service for a repair`);

    // Done: the room is offered again.
    await page.goto('/repair');
    await openRepair(page, 'Keran kamar mandi bocor');
    await expect(page.getByTestId('repair-photo')).toHaveCount(1);
    await page.getByLabel('Repair Status').selectOption({ label: 'Done' });
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    expect(await offeredRooms(page)).toContain(room.roomNumber);
  });
});
