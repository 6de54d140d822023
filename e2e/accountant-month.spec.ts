import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';
import { businessDay, confirmAndSucceed, listRow, showAllFilters, unique } from './support/helpers';
import { yakinLaluBerhasil } from './support/indonesian';
import { adminApi, confirmAndFail, searchBy } from './support/master-data';
import { createStay } from './support/money-fixtures';
import { lastMonthStart } from './support/whatsapp';

/** A file name's words, as the server writes them: lower-case ASCII joined by '-'. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function exportAs(page: Page, button: string, item: string): Promise<Download> {
  await page.getByRole('button', { name: button }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  return download;
}

const textOf = async (download: Download) => fs.readFileSync((await download.path()) as string, 'utf8');

/** Switches to Indonesian and waits until the app has (the next screen opened keeps it). */
async function toIndonesian(page: Page) {
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
}

test.describe('the accountant’s month', () => {
  // Each walks several screens and downloads files: minutes on two busy cores.
  test.describe.configure({ timeout: 180_000 });

  test('the arrears export: a CSV whose first line is its header, separated for the reader, and Excel', async ({
    page,
  }, testInfo) => {
    const tenantName = unique(`TUNGGAK ${testInfo.project.name.toUpperCase()} `).toUpperCase();
    const stay = await createStay(page.request, tenantName, { checkInDate: lastMonthStart(), checkOutDate: null });
    await page.goto(`/arrears?tenantName=${encodeURIComponent(tenantName)}`);
    await expect(listRow(page, tenantName)).toHaveCount(1);
    const owed = 2 * stay.monthlyPrice;

    const csv = await exportAs(page, 'Export', 'CSV (,) for Excel in English');
    expect(csv.suggestedFilename()).toBe(`arrears-${businessDay()}-tenant-name-${slug(tenantName)}.csv`);
    const lines = (await textOf(csv)).split(/\r?\n/);
    expect(lines[0]).toBe(
      '\uFEFFNo,Tenant Name,Phone,Room Number,Booking Status,Bills Owed,Outstanding,Oldest Due Date,Days Overdue,Aging',
    );
    const row = lines[1]?.split(',') ?? [];
    expect(row.slice(0, 7)).toEqual(['1', tenantName, row[2], stay.roomNumber, 'Active', '2', String(owed)]);
    expect(row[7]).toBe(lastMonthStart());
    expect(lines[2]).toBe(`Total,,,,,,${owed},,,`);

    const xlsx = await exportAs(page, 'Export', 'Excel (.xlsx)');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await xlsx.path()) as string);
    expect(book.worksheets[0]?.getRow(2).getCell(2).value).toBe(tenantName);
    expect(book.worksheets[0]?.getRow(2).getCell(7).value).toBe(owed);

    // In Indonesian: the words, and semicolons first (Excel set to Indonesian splits at them).
    await toIndonesian(page);
    await expect(page.getByRole('heading', { name: 'Tunggakan' })).toBeVisible();
    await page.getByRole('button', { name: 'Ekspor' }).click();
    const items = page.getByRole('menuitem', { name: /^CSV/ });
    await expect(items).toHaveText([
      'CSV (;) untuk Excel berbahasa Indonesia',
      'CSV (,) untuk Excel berbahasa Inggris',
    ]);
    const download = page.waitForEvent('download');
    await items.first().click();
    const id = await download;
    expect(id.suggestedFilename()).toBe(`arrears-${businessDay()}-nama-penyewa-${slug(tenantName)}.csv`);
    const idLines = (await textOf(id)).split(/\r?\n/);
    expect(idLines[0]).toBe(
      '\uFEFFNo;Nama Penyewa;Telepon;Nomor Kamar;Status Pemesanan;Tagihan Terutang;Sisa;Jatuh Tempo Terlama;Hari Terlambat;Umur Tunggakan',
    );
    expect(idLines[1]?.split(';').slice(5, 7)).toEqual(['2', String(owed)]);
  });

  test('payments filtered by the day the money came in, on the screen and in the export', async ({ page }, info) => {
    const tenantName = unique(`BAYAR ${info.project.name.toUpperCase()} `).toUpperCase();
    const stay = await createStay(page.request, tenantName);
    for (const [day, amount] of [
      ['2026-03-05', 1_100_000],
      ['2026-04-20', 1_200_000],
      ['2026-05-02', 1_300_000],
    ] as const) {
      await adminApi(page.request, '/api/Payment/Create', {
        bookingId: stay.bookingId,
        paymentDate: day,
        paymentType: 2,
        paymentPeriodeMonth: 3,
        paymentPeriodeYear: 2026,
        amount,
        remark: '',
      });
    }
    await page.goto('/payment');
    await searchBy(page, 'Tenant Name', tenantName);
    await expect(listRow(page, tenantName)).toHaveCount(3);
    // All three paid for March: the period cannot tell them apart, the day they came in can.
    await showAllFilters(page);
    // Typed again until the box keeps it: under load the first typing could land while the
    // opened filters were still being drawn, and the box came back empty (CI, 6 Dec 2026).
    for (const [name, day, shown] of [
      ['Payment Date From', '01/04/2026', '01 April 2026'],
      ['Payment Date To', '30/04/2026', '30 April 2026'],
    ] as const) {
      const box = page.getByRole('textbox', { name });
      await expect(async () => {
        await box.fill(day);
        await box.blur();
        await expect(box).toHaveValue(shown, { timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
    }
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/paymentDateFrom=2026-04-01/);
    await expect(listRow(page, tenantName)).toHaveCount(1);
    await expect(listRow(page, tenantName)).toContainText('Rp 1.200.000');
    await expect(page.getByTestId('list-totals')).toContainText('Rp 1.200.000');

    const csv = await exportAs(page, 'Export', 'CSV (,) for Excel in English');
    expect(csv.suggestedFilename()).toBe(
      `payments-${businessDay()}-tenant-name-${slug(tenantName)}-status-active-payment-date-from-2026-04-01-payment-date-to-2026-04-30.csv`,
    );
    const lines = (await textOf(csv)).split(/\r?\n/).filter(Boolean);
    expect(lines.length).toBe(3); // the header, one payment, the total
    expect(lines[1]).toContain('2026-04-20');
    expect(lines[2]?.split(',')[6]).toBe('1200000');

    await toIndonesian(page);
    await showAllFilters(page);
    await expect(page.getByRole('textbox', { name: 'Tanggal Bayar Dari' })).toHaveValue('01 April 2026');
    await expect(page.getByRole('textbox', { name: 'Tanggal Bayar Sampai' })).toHaveValue('30 April 2026');
  });

  test('expense categories are kept on their own screen; one in use is disabled, not removed', async ({
    page,
  }, info) => {
    const name = unique(`PARKIR ${info.project.name.toUpperCase()} `).toUpperCase();
    await page.goto('/setting');
    await page.getByRole('link', { name: 'Expense Category' }).click();
    await expect(page.getByRole('heading', { name: 'Expense Category' })).toBeVisible();
    await expect(listRow(page, 'LISTRIK')).toHaveCount(1);
    await expect(listRow(page, 'RUMAH TANGGA')).toHaveCount(1);
    await page.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(/\/setting\/expense-category\/form\?expenseCategoryId=&formType=Add$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Expense Category Name is required!')).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Expense Category Name' });
    await input.fill(name.toLowerCase());
    await expect(input).toHaveValue(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await searchBy(page, 'Expense Category Name', name);
    await expect(listRow(page, name)).toHaveCount(1);

    // An expense of the new category, its name in the expense list.
    await page.goto('/expense/form?expenseId=&formType=Add');
    await page.getByLabel('Category').selectOption({ label: name });
    await page.getByRole('textbox', { name: 'Amount' }).fill('25000');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    await expect(listRow(page, name).first()).toBeVisible();

    // In use: Remove is refused and says so; Delete disables it and it stays listed as Deleted.
    await page.goto(`/setting/expense-category?expenseCategoryName=${encodeURIComponent(name)}&status=`);
    const row = listRow(page, name);
    await row.getByRole('button', { name: 'Remove' }).click();
    await confirmAndFail(page, `Expense Category ${name} is used by 1 expenses; delete (disable) it instead`);
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirmAndSucceed(page);
    await expect(row).toContainText('Deleted');
    await page.goto('/expense/form?expenseId=&formType=Add');
    await expect(page.getByLabel('Category').locator('option', { hasText: name })).toHaveCount(0);

    await toIndonesian(page);
    await page.goto('/setting');
    await expect(page.getByRole('link', { name: 'Kategori Pengeluaran' })).toBeVisible();
    await page.goto(`/setting/expense-category?expenseCategoryName=${encodeURIComponent(name)}&status=`);
    await expect(page.getByRole('heading', { name: 'Kategori Pengeluaran' })).toBeVisible();
    await expect(listRow(page, name)).toContainText('Dihapus');
  });

  test('an expense that repeats every month, then stopped', async ({ page }, info) => {
    const remark = unique(`WIFI ${info.project.name.toUpperCase()} `).toUpperCase();
    await page.goto('/expense/form?expenseId=&formType=Add');
    await page.getByLabel('Category').selectOption({ label: 'INTERNET' });
    await page.getByRole('textbox', { name: 'Amount' }).fill('350000');
    await page.getByRole('textbox', { name: 'Remark' }).fill(remark);
    await page.getByRole('checkbox', { name: 'Repeat every month' }).check();
    const day = Number(businessDay().slice(8, 10));
    await expect(page.getByText(`This expense is recorded again every month on day ${day}`)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    const row = listRow(page, remark);
    // The list loads again after the save (slow on a busy phone).
    await expect(row).toContainText('INTERNET · Monthly', { timeout: 30_000 });

    await row.getByRole('link', { name: 'Edit' }).click();
    const monthly = page.getByTestId('monthly-expense');
    await expect(monthly).toContainText('A monthly expense: recorded again every month.');
    await toIndonesian(page);
    await expect(monthly).toContainText('Pengeluaran bulanan: dicatat lagi setiap bulan.');
    await monthly.getByRole('button', { name: 'Hentikan pengulangan' }).click();
    await yakinLaluBerhasil(page, ['Berhenti mencatat pengeluaran ini setiap bulan?']);
    await expect(monthly).toContainText('Pengeluaran bulanan yang sudah dihentikan: tidak ada catatan baru.');
    // The entry made stays, an expense like any other.
    await page.goto('/expense');
    await expect(listRow(page, remark)).toHaveCount(1);
    await expect(listRow(page, remark)).not.toContainText('Bulanan');
  });
});
