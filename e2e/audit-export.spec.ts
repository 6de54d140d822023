import fs from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';
import {
  confirmAndSucceed,
  isPhone,
  listRow,
  openDashboard,
  openMenuOnPhone,
  showAllFilters,
  signIn,
  unique,
} from './support/helpers';
import { adminApi, searchBy } from './support/master-data';
import { createStay } from './support/money-fixtures';

async function rentPayment(page: Page, bookingId: number, amount: number, month = 11) {
  const data = await adminApi(page.request, '/api/Payment/Create', {
    bookingId,
    paymentDate: `2026-${String(month).padStart(2, '0')}-05`,
    paymentType: 2,
    paymentPeriodeMonth: month,
    paymentPeriodeYear: 2026,
    amount,
    remark: '',
  });
  return data.paymentId as number;
}

test.describe('who changed what', () => {
  test('an administrator changes a payment amount and reads it in its History and on the audit screen', async ({
    page,
  }, testInfo) => {
    const stay = await createStay(page.request, unique(`AUDIT ${testInfo.project.name.toUpperCase()} `).toUpperCase());
    const paymentId = await rentPayment(page, stay.bookingId, 1_500_000);
    await page.goto(`/payment/form?paymentId=${paymentId}&formType=Edit`);
    const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
    await expect(amount).toHaveValue('1.500.000');
    await amount.fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);

    // The payment's own History, on its form.
    await page.goto(`/payment/form?paymentId=${paymentId}&formType=View`);
    const history = page.getByRole('region', { name: 'History' });
    const latest = history.getByTestId('history-entry').first();
    await expect(latest).toContainText('Update');
    await expect(latest).toContainText('by admin');
    await expect(latest).toContainText('Amount: Rp 1.500.000 -> Rp 1');
    const created = history.getByTestId('history-entry').last();
    await expect(created).toContainText('Create');
    // Names and labels, not the database's ids and numbers.
    await expect(created).toContainText(`Booking: ${stay.tenantName}, room ${stay.roomNumber}`);
    await expect(created).toContainText('Payment Type: Rent Payment');
    await expect(created).toContainText('Period Month: November');

    // The audit screen, reached from Setting, filtered to this payment.
    await openMenuOnPhone(page);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Setting' }).click();
    await page.getByRole('link', { name: 'Audit Trail' }).click();
    await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
    await showAllFilters(page);
    await page.getByLabel('Record', { exact: true }).selectOption('Payment');
    await searchBy(page, 'Record Id', String(paymentId));
    const row = listRow(page, 'Amount: Rp 1.500.000 -> Rp 1');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('admin');
    // The payment by its receipt number (the amount's change gave it a new one).
    await expect(row).toContainText(/Payment KW\/\d{4}\/\d+/);
    await expect(row).toContainText('Update');
    await expect(listRow(page, 'Create')).toHaveCount(1);
  });

  test('a History reads in Indonesian as soon as the language is switched: names and labels, not ids', async ({
    page,
  }, testInfo) => {
    const stay = await createStay(
      page.request,
      unique(`RIWAYAT ${testInfo.project.name.toUpperCase()} `).toUpperCase(),
    );
    const paymentId = await rentPayment(page, stay.bookingId, 1_250_000, 10);
    await page.goto(`/payment/form?paymentId=${paymentId}&formType=View`);
    await expect(page.getByRole('region', { name: 'History' }).getByTestId('history-entry').last()).toContainText(
      `Booking: ${stay.tenantName}, room ${stay.roomNumber}`,
    );
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
    const created = page.getByRole('region', { name: 'Riwayat' }).getByTestId('history-entry').last();
    await expect(created).toContainText('Tambah');
    await expect(created).toContainText(`Pemesanan: ${stay.tenantName}, kamar ${stay.roomNumber}`);
    await expect(created).toContainText('Jumlah: Rp 1.250.000');
    await expect(created).toContainText('Jenis Pembayaran: Pembayaran Sewa');
    await expect(created).toContainText('Bulan Periode: Oktober');
  });

  test('staff neither see the audit screen nor a record’s History', async ({ page }) => {
    const username = unique('staffaudit');
    await adminApi(page.request, '/api/User/Create', {
      username,
      password: 'staff-password-1',
      firstName: 'Rina',
      lastName: 'Santoso',
      email: '',
      isAdmin: false,
    });
    await signIn(page, username, 'staff-password-1');
    await page.goto('/setting');
    await expect(page.getByRole('heading', { name: 'Setting', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Audit Trail' })).toHaveCount(0);
    await page.goto('/setting/room-type/form?roomTypeId=1&formType=View');
    await expect(page.getByRole('heading', { name: 'Room Type Detail' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0);
  });
});

test.describe('exporting a list', () => {
  test('a filtered payment list downloads as CSV and as Excel, holding exactly those rows', async ({
    page,
  }, testInfo) => {
    const name = unique(`EKSPOR ${testInfo.project.name.toUpperCase()} `).toUpperCase();
    const stay = await createStay(page.request, name);
    const amounts = [1_250_000, 1_500_000, 1_750_000];
    for (const [i, amount] of amounts.entries()) await rentPayment(page, stay.bookingId, amount, 9 + i);
    const other = await createStay(page.request, unique('OTHER ').toUpperCase());
    await rentPayment(page, other.bookingId, 999_000);

    await openDashboard(page);
    await openMenuOnPhone(page);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Payment', exact: true }).click();
    await searchBy(page, 'Tenant Name', name);
    await expect(listRow(page, name)).toHaveCount(3);

    await page.getByRole('button', { name: 'Export' }).click();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^CSV \(,\)/ }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}-tenant-name-[a-z0-9-]+\.csv$/);
    const text = fs.readFileSync((await csv.path()) as string, 'utf8');
    expect(text.startsWith('\uFEFFNo,Payment Date,')).toBe(true);
    const lines = text.split(/\r?\n/);
    const rows = lines.filter((line) => line.includes(name) && /^\d+,/.test(line));
    expect(rows.map((line) => Number(line.split(',')[6]))).toEqual([...amounts].reverse());
    expect(lines.find((line) => line.startsWith('Total,'))?.split(',')[6]).toBe(String(4_500_000));
    await expect(page.getByTestId('export-progress').filter({ hasText: csv.suggestedFilename() })).toBeVisible();

    await page.getByRole('button', { name: 'Export' }).click();
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}-tenant-name-[a-z0-9-]+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await xlsx.path()) as string);
    const sheet = book.worksheets[0];
    const tenants: unknown[] = [];
    const sums: unknown[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) {
        tenants.push(row.getCell(3).value);
        sums.push(row.getCell(7).value);
      }
    });
    expect(tenants).toEqual([name, name, name, null]);
    expect(sums).toEqual([...[...amounts].reverse(), 4_500_000]);
    // The list stays usable while files are made: the screen was never blocked.
    if (!isPhone(page)) await expect(page.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
  });

  test('Export pressed before its menu has arrived opens the menu when it does', async ({ page }) => {
    // The menu's code is fetched after the list is drawn: hold it back until the button is pressed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/export-menu-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/tenant');
    const exportButton = page.getByRole('button', { name: 'Export' });
    await expect(exportButton).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /^CSV/ })).toHaveCount(0);
    await exportButton.click();
    release();
    await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /^CSV/ })).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: /^CSV/ })).toHaveCount(0);
  });
});
