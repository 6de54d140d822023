import fs from 'node:fs';
import type { BillRow } from '@kamar/contract';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';
import {
  businessDay,
  closeMessage,
  confirmAndSucceed,
  listRow,
  openDashboard,
  openMenuOnPhone,
  readValue,
  unique,
} from './support/helpers';
import { adminApi, searchBy } from './support/master-data';
import { createStay } from './support/money-fixtures';

const rupiah = (n: number) => `Rp ${new Intl.NumberFormat('id-ID').format(n)}`;

/** Opens a bill of the tenant from the bill list, the oldest due first. */
async function openBill(page: Page, tenantName: string, index: number) {
  await page.goto(`/bill?tenantName=${encodeURIComponent(tenantName)}`);
  const rows = listRow(page, tenantName);
  await expect(rows).toHaveCount(2);
  // The list is newest due first: the older bill is the last row.
  await rows.nth(index).getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Bill Detail' })).toBeVisible();
}

/** Pays from the bill page: Add Payment comes prefilled with what is left; `amount` changes it. */
async function payFromBill(page: Page, prefilled: number, amount?: number) {
  await page.getByRole('link', { name: 'Add Payment' }).click();
  const field = page.getByRole('textbox', { name: 'Amount', exact: true });
  await expect(field).toHaveValue(new Intl.NumberFormat('id-ID').format(prefilled));
  if (amount !== undefined) await field.fill(String(amount));
  await page.getByRole('button', { name: 'Save' }).click();
  await confirmAndSucceed(page);
  await expect(page.getByRole('heading', { name: 'Bill Detail' })).toBeVisible();
}

test('a monthly stay from check-in: a part payment, the overdue reminder, the rest paid, the deposit returned less damage', async ({
  page,
}, testInfo) => {
  // A whole stay's money, screen by screen: longer than one screen's test.
  test.setTimeout(180_000);
  const tenantName = unique(`BILL ${testInfo.project.name.toUpperCase()} `).toUpperCase();
  // Checked in 40 days ago: two monthly bills are due already, the older one 40 days overdue.
  const stay = await createStay(page.request, tenantName, {
    checkInDate: businessDay(-40),
    checkOutDate: businessDay(50),
  });
  const rent = stay.monthlyPrice;
  expect(rent).toBeGreaterThan(600_000);
  await openDashboard(page);

  // The dashboard reminds: the tenant owes two months, the oldest 40 days overdue.
  const reminder = page.getByTestId('list-unpaid').getByTestId('stay-row').filter({ hasText: tenantName });
  await expect(reminder).toHaveAttribute('data-overdue', 'true');
  await expect(reminder).toContainText('40 days overdue');
  await expect(reminder).toContainText(rupiah(2 * rent));
  await expect(page.getByTestId('card-arrears')).toBeVisible();

  // A part payment on the oldest bill leaves it partially paid.
  await openBill(page, tenantName, 1);
  await payFromBill(page, rent, 500_000);
  await expect(page.getByTestId('bill-status')).toHaveText('Partially Paid');
  await expect(page.getByTestId('bill-payments')).toContainText(rupiah(500_000));

  await page.goto('/');
  await expect(reminder).toContainText(rupiah(2 * rent - 500_000));

  // The rest: what is left of the first bill, then the second bill.
  await openBill(page, tenantName, 1);
  await payFromBill(page, rent - 500_000);
  await expect(page.getByTestId('bill-status')).toHaveText('Paid');
  await openBill(page, tenantName, 0);
  await payFromBill(page, rent);
  await expect(page.getByTestId('bill-status')).toHaveText('Paid');

  // The stay's bills on its booking: nothing owed, no credit.
  await page.goto(`/booking/form?bookingId=${stay.bookingId}&formType=View`);
  await expect(page.getByTestId('stay-balance')).toHaveText(rupiah(0));
  await page.goto('/');
  await expect(page.getByTestId('card-arrears')).toBeVisible();
  await expect(page.getByTestId('list-unpaid').getByTestId('stay-row').filter({ hasText: tenantName })).toHaveCount(0);

  // The deposit goes back less a damage deduction.
  const deposit = await adminApi(page.request, '/api/Payment/Create', {
    bookingId: stay.bookingId,
    paymentDate: businessDay(-40),
    paymentType: 1,
    paymentPeriodeMonth: Number(businessDay(-40).slice(5, 7)),
    paymentPeriodeYear: Number(businessDay(-40).slice(0, 4)),
    amount: 2_000_000,
    remark: '',
  });
  const paymentId = (deposit as { paymentId: number }).paymentId;
  await page.goto(`/deposit/form?paymentId=${paymentId}&formType=Edit`);
  await page.getByRole('button', { name: 'Add Deduction' }).click();
  const deductions = page.getByTestId('deductions');
  await deductions.getByRole('textbox', { name: 'Deduction Amount' }).fill('250000');
  await deductions.getByRole('textbox', { name: 'Note' }).fill('Broken lamp');
  await expect(readValue(page, 'Returned Amount')).toHaveText(rupiah(1_750_000));
  await page.getByRole('button', { name: 'Save' }).click();
  // The stay is still running: the confirmation says so before the deposit is settled.
  await confirmAndSucceed(page, `is still staying in Room ${stay.roomNumber}`);
  const returned = await adminApi(page.request, '/api/DepositReturned/GetById', { paymentId });
  expect(returned).toMatchObject({
    depositStatus: 1,
    returnAmount: 1_750_000,
    totalDeductions: 250_000,
    deductions: [{ kind: 2, amount: 250_000, note: 'Broken lamp' }],
  });
});

test('an address of no bill says so: an unknown bill goes back to the list, no bill id is no page', async ({
  page,
}) => {
  await page.goto('/bill/form?billId=99999999&formType=View');
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog.getByText('Bill not found')).toBeVisible();
  await closeMessage(dialog, 'Close');
  await expect(page).toHaveURL(/\/bill$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bill', exact: true })).toBeVisible();

  // Bills are made by the stays: there is no form to add one.
  await page.goto('/bill/form?billId=&formType=Add');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('the bill list exports as CSV and as Excel, holding the rows the list shows', async ({ page }, testInfo) => {
  const name = unique(`TAGIH ${testInfo.project.name.toUpperCase()} `).toUpperCase();
  // Two monthly bills (the second prorated); the older one part paid, so paid and outstanding differ
  // row by row. The stays are over: they take no room the other tests book around today.
  const stay = await createStay(page.request, name, { checkInDate: businessDay(-40), checkOutDate: businessDay(-5) });
  const [older] = (await adminApi(page.request, '/api/Bill/GetByBookingId', { bookingId: stay.bookingId })).listData;
  await adminApi(page.request, '/api/Payment/Create', {
    bookingId: stay.bookingId,
    billId: older.billId,
    paymentDate: businessDay(),
    paymentType: 2,
    paymentPeriodeMonth: Number(older.periodStart.slice(5, 7)),
    paymentPeriodeYear: Number(older.periodStart.slice(0, 4)),
    amount: 400_000,
    remark: '',
  });
  await createStay(page.request, unique('LAIN ').toUpperCase(), {
    checkInDate: businessDay(-30),
    checkOutDate: businessDay(-25),
  });

  await openDashboard(page);
  await openMenuOnPhone(page);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Bill', exact: true }).click();
  await searchBy(page, 'Tenant Name', name);
  const shown = listRow(page, name);
  await expect(shown).toHaveCount(2);

  // What a row of the list says, newest due first, as the file must hold it.
  const list = await adminApi(page.request, '/api/Bill/GetList', { tenantName: name, status: 1 });
  const statusWords = ['Unpaid', 'Partially Paid', 'Paid', 'Void'];
  const lastDay = (end: string) =>
    new Date(Date.parse(`${end.slice(0, 10)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const expected = list.listData.map((b: BillRow) => [
    b.dueDate.slice(0, 10),
    name,
    stay.roomNumber,
    b.periodStart.slice(0, 10),
    lastDay(b.periodEnd),
    b.amount,
    b.paidAmount,
    b.outstanding,
    statusWords[b.billStatus - 1],
    b.daysOverdue,
    'Active',
  ]);
  expect(expected.map((row: unknown[]) => row[8])).toEqual(['Unpaid', 'Partially Paid']);
  for (const [i, row] of expected.entries()) {
    await expect(shown.nth(i)).toContainText(rupiah(row[7]));
    await expect(shown.nth(i)).toContainText(row[8]);
  }

  await page.getByRole('button', { name: 'Export' }).click();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^CSV \(,\)/ }).click();
  const csv = await csvDownload;
  // The filters set name the file; its header is its first line.
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^bills-${businessDay()}-tenant-name-[a-z0-9-]+\\.csv$`));
  const lines = fs.readFileSync((await csv.path()) as string, 'utf8').split(/\r?\n/);
  expect(lines[0]).toMatch(/^\uFEFFNo,Due Date,Tenant Name,/);
  const csvRows = lines.filter((line) => /^\d+,/.test(line)).map((line) => line.split(',').slice(1));
  const asText = (row: unknown[]) => row.map(String);
  expect(csvRows).toEqual(expected.map(asText));
  const total = lines.find((line) => line.startsWith('Total,'))?.split(',');
  expect(total?.slice(6, 9)).toEqual([list.totalAmount, list.totalPaid, list.totalOutstanding].map(String));
  expect(list.totalOutstanding).toBe(expected[0][7] + expected[1][7]);

  await page.getByRole('button', { name: 'Export' }).click();
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(new RegExp(`^bills-${businessDay()}-tenant-name-[a-z0-9-]+\\.xlsx$`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await xlsx.path()) as string);
  const sheet = book.worksheets[0];
  const sheetRows: unknown[][] = [];
  sheet?.eachRow((row, n) => {
    if (n === 1) return;
    const cells = Array.from({ length: 11 }, (_, c) => {
      const value = row.getCell(c + 2).value;
      return value instanceof Date ? value.toISOString().slice(0, 10) : value;
    });
    sheetRows.push(cells);
  });
  expect(sheetRows.slice(0, -1)).toEqual(expected);
  expect(sheetRows.at(-1)?.slice(5, 8)).toEqual([list.totalAmount, list.totalPaid, list.totalOutstanding]);

  // The same bills' lines, one row per line, from the same menu: they add up to the bills.
  await page.getByRole('button', { name: 'Export' }).click();
  const linesDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Bill lines, as an Excel workbook' }).click();
  const linesFile = await linesDownload;
  expect(linesFile.suggestedFilename()).toMatch(
    new RegExp(`^bill-lines-${businessDay()}-tenant-name-[a-z0-9-]+\\.xlsx$`),
  );
  const linesBook = new ExcelJS.Workbook();
  await linesBook.xlsx.readFile((await linesFile.path()) as string);
  const linesTotal: unknown[] = [];
  linesBook.worksheets[0]?.eachRow((row) => {
    if (row.getCell(1).value === 'Total') linesTotal.push(row.getCell(12).value);
  });
  expect(linesTotal).toEqual([list.totalAmount]);
});
