import fs from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { businessDay, confirmAndSucceed, isPhone, unique } from './support/helpers';
import { adminApi } from './support/master-data';
import { aRoomFreeFrom } from './support/money-fixtures';

async function download(page: Page, button: string): Promise<Download> {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return saved;
}

/** A person's line in one of the register's lists: a table's row on a wide screen, a card on a phone. */
const personIn = (page: Page, list: string, name: string): Locator => {
  const shown = page.getByTestId(list);
  return (isPhone(page) ? shown.getByTestId('list-card') : shown.getByRole('row')).filter({ hasText: name });
};

const bytesOf = async (file: Download) => fs.readFileSync((await file.path()) as string);

test.describe('the resident register', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a foreign guest registered at the desk is a resident on the register and on the APOA list, in both languages', async ({
    page,
    request,
  }, info) => {
    const name = unique(`JOHN SMITH ${info.project.name.toUpperCase()} `);
    const today = businessDay();

    // The tenant, at the desk: a foreigner needs a passport number.
    await page.goto('/tenant/form?tenantId=&formType=Add');
    await expect(page.getByRole('heading', { name: 'Tenant Detail' })).toBeVisible();
    await page.getByLabel('Tenant Name').fill(name);
    await page.getByLabel('Gender').selectOption({ label: 'Male' });
    await page.getByLabel('Phone', { exact: true }).fill('+61 412 345 678');
    await expect(page.getByTestId('tenant-passport')).toHaveCount(0);
    const nationality = page.getByRole('combobox', { name: 'Nationality' });
    await expect(nationality).toHaveValue('Indonesia (ID)');
    await nationality.fill('Austral');
    await page.getByRole('option', { name: 'Australia (AU)' }).click();
    await expect(nationality).toHaveValue('Australia (AU)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Passport Number is required for a tenant who is not Indonesian')).toBeVisible();
    await page.getByLabel('Passport Number').fill('pa1234567');
    await expect(page.getByLabel('Passport Number')).toHaveValue('PA1234567');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(page).toHaveURL(/\/tenant$/);

    // Booked for a week from today and checked in.
    const { listData } = await adminApi(request, '/api/Tenant/GetList', {
      tenantName: name,
      pageSize: 10,
      pageIndex: 0,
    });
    const tenantId = listData[0].tenantId as number;
    await aRoomFreeFrom(request, today);
    const rooms = await adminApi(request, '/api/Booking/GetAvailableRoom', {
      checkInDate: today,
      checkOutDate: businessDay(7),
    });
    const room = rooms[0] as { roomId: number; roomNumber: string };
    const { bookingId } = await adminApi(request, '/api/Booking/Create', {
      tenantId,
      bookingDate: today,
      checkInDate: today,
      checkOutDate: businessDay(7),
      roomNumberId: room.roomId,
      bookingType: 1,
      remark: '',
    });
    await adminApi(request, '/api/Booking/CheckIn', { bookingId });

    // The register: a resident today, an arrival, and on the foreign guests' list with the passport.
    await page.goto('/residents');
    await expect(page.getByRole('heading', { name: 'Resident Register', level: 1 })).toBeVisible();
    const resident = personIn(page, 'register-residents', name);
    await expect(resident).toContainText(room.roomNumber);
    await expect(resident).toContainText('Australia');
    await expect(personIn(page, 'register-arrivals', name)).toHaveCount(1);
    const foreigner = personIn(page, 'register-foreigners', name);
    await expect(foreigner).toContainText('PA1234567');
    await expect(foreigner).toContainText('Male');

    // The PDF, as the server names it.
    const pdf = await download(page, 'Download PDF');
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^resident-register-${today}-\\d+\\.pdf$`));
    expect((await bytesOf(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
    const excel = await download(page, 'Download Excel');
    expect(excel.suggestedFilename()).toMatch(new RegExp(`^resident-register-${today}-\\d+\\.xlsx$`));

    // In Indonesian.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await expect(page.getByRole('heading', { name: 'Daftar Penghuni', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Penghuni Datang/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Orang Asing \(APOA\)/ })).toBeVisible();
    await expect(page.getByLabel('Penghuni per')).toBeVisible();
    await expect(personIn(page, 'register-foreigners', name)).toContainText('Laki-laki');
    await expect(page.getByTestId('register-foreigners')).toContainText('No. paspor');
    const berkas = await download(page, 'Unduh PDF');
    expect(berkas.suggestedFilename()).toMatch(new RegExp(`^daftar-penghuni-${today}-\\d+\\.pdf$`));
    // Back to English for the worker's next tests.
    await page.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Resident Register', level: 1 })).toBeVisible();
  });
});
