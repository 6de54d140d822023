import fs from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';
import { businessDay, closeMessage, confirmAndSucceed, createUserViaApi, signIn, unique } from './support/helpers';
import { adminApi, shortCode } from './support/master-data';
import { createStay } from './support/money-fixtures';
import { createTenantViaApi } from './support/tenants';

/** The month before the business's today: its year, month, YYYY-MM and its days. */
function lastMonth() {
  const [year = 0, month = 0] = businessDay().split('-').map(Number);
  const at = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const key = `${at.year}-${String(at.month).padStart(2, '0')}`;
  return { ...at, key, day: (d: number) => `${key}-${String(d).padStart(2, '0')}` };
}

const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const BULAN_PENDEK = 'Jan Feb Mar Apr Mei Jun Jul Agt Sep Okt Nov Des'.split(' ');

/** A rent payment of a stay, on a day of last month: its receipt number. */
async function payRent(request: APIRequestContext, bookingId: number, paymentDate: string, amount: number) {
  const month = lastMonth();
  const paid = await adminApi(request, '/api/Payment/Create', {
    bookingId,
    paymentDate,
    paymentType: 2,
    paymentPeriodeMonth: month.month,
    paymentPeriodeYear: month.year,
    amount,
    remark: '',
  });
  return paid.receiptNumber as string;
}

/**
 * A second property with one room, a stay in it from the first of last month, its rent paid and
 * an expense of it in that month: the figures of this property are exactly the test's own.
 */
async function secondProperty(request: APIRequestContext, who: string) {
  const month = lastMonth();
  const propertyName = shortCode(`KOS ${who} `);
  const { propertyId } = await adminApi(request, '/api/Property/Create', { propertyName, city: 'Bandung' });
  const { roomTypeId } = await adminApi(request, '/api/RoomType/Create', {
    roomTypeName: shortCode('TYPE R '),
    priceDaily: 100_000,
    priceWeekly: 600_000,
    priceMonthly: 2_000_000,
    priceYearly: 20_000_000,
    propertyId,
  });
  const { roomId } = await adminApi(request, '/api/Room/Create', { roomNumber: shortCode('R'), roomTypeId });
  const tenant = await createTenantViaApi(request, { tenantName: unique(`LAPOR ${who} `) });
  const { bookingId } = await adminApi(request, '/api/Booking/Create', {
    tenantId: tenant.tenantId,
    bookingDate: month.day(1),
    checkInDate: month.day(1),
    checkOutDate: null,
    roomNumberId: roomId,
    bookingType: 3,
    remark: '',
  });
  // Arrived on the first: the room is occupied every night of the month.
  await adminApi(request, '/api/Booking/CheckIn', { bookingId });
  const receiptNumber = await payRent(request, bookingId, month.day(3), 2_000_000);
  await adminApi(request, '/api/Expense/Create', {
    expenseDate: month.day(12),
    expenseCategory: 1,
    amount: 345_000,
    remark: unique('SAPU DAN PEL '),
    propertyId,
  });
  return {
    propertyId,
    propertyName,
    receiptNumber,
    /** The worker's other tests see one property again. */
    async remove() {
      await adminApi(request, '/api/Booking/CompleteBooking', { bookingId });
      await adminApi(request, '/api/Room/Delete', { roomId, status: 1 });
      await adminApi(request, '/api/RoomType/Delete', { roomTypeId, status: 1 });
      await adminApi(request, '/api/Property/Delete', { propertyId, status: 1 });
    },
  };
}

async function download(page: Page, button: string): Promise<Download> {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return saved;
}

const bytesOf = async (file: Download) => fs.readFileSync((await file.path()) as string);

test.describe('the month’s numbers', () => {
  // Several properties' records, three files and two languages: long on two busy cores.
  test.describe.configure({ timeout: 180_000 });

  test('the owner reads last month’s figures, of every property and of one, and downloads them', async ({
    page,
    request,
  }, info) => {
    const who = info.project.name.toUpperCase();
    const month = lastMonth();
    // Rent in the first property, before the second exists (its stays go to any free room).
    const first = await createStay(request, unique(`LAPOR ${who} A `), {
      checkInDate: month.day(1),
      checkOutDate: month.day(10),
    });
    await payRent(request, first.bookingId, month.day(5), 1_234_000);
    const second = await secondProperty(request, who);
    try {
      await page.goto('/report');
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
      // Last month, in business time, of every property.
      await expect(page.getByTestId('report-month')).toHaveValue(month.key);
      const picker = page.getByTestId('property-picker');
      await expect(picker).toHaveValue('0');
      await expect(page.getByTestId('report-property')).toHaveText('All properties');
      const byProperty = page.getByTestId('property-table').getByRole('row').filter({ hasText: second.propertyName });
      await expect(byProperty).toContainText('Rp 2.000.000');
      await expect(byProperty).toContainText('Rp 345.000');
      const everyProperty = await page.getByTestId('figure-income').textContent();
      expect(everyProperty).not.toBe('Rp 2.000.000');

      // One property: its figures are the test's own.
      await picker.selectOption(String(second.propertyId));
      await expect(page.getByTestId('report-property')).toHaveText(second.propertyName);
      await expect(page.getByTestId('figure-income')).toHaveText('Rp 2.000.000');
      await expect(page.getByTestId('figure-expense')).toHaveText('Rp 345.000');
      await expect(page.getByTestId('figure-net')).toHaveText('Rp 1.655.000');
      // Nothing the month before: the change in rupiah, not a percentage of nothing.
      const before = SHORT_MONTHS[(month.month + 10) % 12];
      await expect(page.getByTestId('change-income')).toHaveText(`+Rp 2.000.000 vs ${before}`);
      await expect(page.getByTestId('figure-occupancyRate')).toHaveText('100.0%');
      await expect(page.getByTestId('change-occupancyRate')).toHaveText(`+100.0 pts vs ${before}`);
      await expect(page.getByTestId('income-table').locator('tbody')).toContainText('Rent');
      await expect(page.getByTestId('income-table').locator('tfoot')).toContainText('Rp 2.000.000');
      await expect(page.getByTestId('expense-table').locator('tbody')).toContainText('Rp 345.000');
      await expect(page.getByTestId('property-table')).toHaveCount(0);
      // Each chart's figures as a table: last month is the last row of the twelve.
      const moneyByMonth = page.getByTestId('trend-money').getByRole('row');
      await expect(moneyByMonth).toHaveCount(13);
      await expect(moneyByMonth.last()).toContainText('Rp 2.000.000');

      // The files of that property's month.
      const pdf = await download(page, 'Download PDF');
      expect(pdf.suggestedFilename()).toBe(`monthly-report-${month.key}-${second.propertyId}.pdf`);
      expect((await bytesOf(pdf)).subarray(0, 4).toString()).toBe('%PDF');

      const xlsx = await download(page, 'Download Excel');
      expect(xlsx.suggestedFilename()).toBe(`monthly-report-${month.key}-${second.propertyId}.xlsx`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await xlsx.path()) as string);
      const cells = book.worksheets.flatMap((sheet) => sheet.getSheetValues().flat());
      expect(cells).toContain(2_000_000);

      const journal = await download(page, 'Download Journal (CSV)');
      expect(journal.suggestedFilename()).toBe(`jurnal-${month.key}-${second.propertyId}.csv`);
      const lines = (await bytesOf(journal))
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/);
      // Accurate Online's import layout: the two rows naming the columns, then a journal per document.
      expect(lines.slice(0, 2)).toEqual(['HEADER;No Bukti;Tanggal;Keterangan', 'ACCOUNT;No Akun;Debit;Kredit;Catatan']);
      const [year, mm] = month.key.split('-');
      expect(lines).toContainEqual(expect.stringMatching(`^HEADER;${second.receiptNumber};03/${mm}/${year};`));

      // In Indonesian: the screen's own words come with it.
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Bahasa Indonesia' }).click();
      await expect(page.getByRole('heading', { name: 'Laporan', level: 1 })).toBeVisible();
      await expect(page.getByTestId('report-headlines').getByText('Pendapatan', { exact: true })).toBeVisible();
      await expect(page.getByTestId('change-income')).toHaveText(
        `+Rp 2.000.000 dibanding ${BULAN_PENDEK[(month.month + 10) % 12]}`,
      );
      // The report as a file in the language the owner reads.
      const laporan = await download(page, 'Unduh PDF');
      expect(laporan.suggestedFilename()).toBe(`laporan-bulanan-${month.key}-${second.propertyId}.pdf`);
    } finally {
      await page.goto('/');
      await second.remove();
    }
  });

  test('the owner turns the tax figure on; the report shows it as a guide; a Manager reads the report, not its settings', async ({
    page,
    request,
  }) => {
    await page.goto('/setting');
    await page.getByRole('link', { name: 'Reports & Tax', exact: true }).click();
    await expect(page).toHaveURL(/\/setting\/report$/);
    const tax = page.getByTestId('tax-settings');
    await tax.getByRole('switch', { name: 'Show the Final Income Tax' }).check();
    await expect(tax.getByText('50 basis points = 0.5%')).toBeVisible();
    await tax.getByRole('button', { name: 'Save' }).click();
    await confirmAndSucceed(page);
    try {
      await page.goto('/report');
      const card = page.getByTestId('tax-card');
      await expect(card).toContainText('Final income tax (PPh final) 0.5% (PP 55/2022), Individual');
      await expect(card).toContainText('A guide, not tax advice');

      const username = unique('mgr');
      await createUserViaApi(request, { username, password: 'password-123', role: 2 });
      await signIn(page, username, 'password-123');
      await page.goto('/report');
      await expect(page.getByTestId('figure-income')).toBeVisible();
      await page.goto('/setting/report');
      const refused = page.getByRole('dialog', { name: 'Error' });
      await expect(refused).toContainText("User don't have admin access right!");
      await closeMessage(refused, 'Close');
      await expect(page).toHaveURL(/\/$/);
    } finally {
      const settings = await adminApi(request, '/api/Report/GetSettings', {});
      await adminApi(request, '/api/Report/UpdateSettings', { ...settings, taxOn: false });
    }
  });
});
