import { auditCalls, type BillRow, billCalls, exportCalls, paymentCalls, stayChargeCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { exportFile, type FileCell, fileNameFilters, readCsv, readXlsx } from '../../../test/exports.js';
import { bookStay, noonOn } from '../../../test/factories/bills.js';

/** The bill list's export holds the list's rows and totals for the same filters, in both formats. */
let t: TestApp;
const path = exportCalls.bill.path;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn('2027-03-10'));
  const stay = await bookStay(t, '101', { checkInDate: '2027-01-05', rentAmount: 1_500_000 });
  await bookStay(t, '102', { checkInDate: '2027-02-01', rentAmount: 2_000_000 });
  await t.call(
    paymentCalls.create,
    {
      bookingId: stay,
      paymentDate: '2027-01-05',
      paymentType: 2,
      paymentPeriodeMonth: 1,
      paymentPeriodeYear: 2027,
      amount: 2_000_000,
      remark: '',
    },
    t.adminToken,
  );
  const parkir = await t.db.execute<{ id: number }>(
    sql`select charge_type_id as id from charge_types where charge_type_name = 'Parkir Motor'`,
  );
  await t.call(
    stayChargeCalls.create,
    { bookingId: stay, chargeTypeId: Number(parkir.rows[0]?.id), quantity: 2, startDate: '2027-02-05', remark: '' },
    t.adminToken,
  );
});
afterAll(() => t.close());

const header = [
  'No',
  'Due Date',
  'Tenant Name',
  'Room Number',
  'Period',
  'Period End',
  'Amount',
  'Paid',
  'Outstanding',
  'Bill Status',
  'Days Overdue',
  'Status',
];
const day = (text: string) => text.slice(0, 10);
/** The period's last day, as the list shows it (the API's end is the day after). */
const lastDay = (text: string) =>
  new Date(Date.parse(`${day(text)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const expected = (row: BillRow): FileCell[] => [
  row.rowNumber,
  day(row.dueDate),
  row.tenantName,
  row.roomNumber,
  day(row.periodStart),
  lastDay(row.periodEnd),
  row.amount,
  row.paidAmount,
  row.outstanding,
  ['Unpaid', 'Partially Paid', 'Paid', 'Void'][row.billStatus - 1] as string,
  row.daysOverdue,
  'Active',
];

describe('Bill/Export', () => {
  it('answers the filtered bills as Excel: the list’s rows in its order, money as numbers and the totals', async () => {
    const list = (await t.call(billCalls.getList, { status: 1, pageSize: 10000 }, t.adminToken)).body.data;
    expect(list.totalData).toBeGreaterThanOrEqual(5);
    const res = await exportFile(t, path, { status: 1, format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="bills-2027-03-10-status-active.xlsx"');
    const file = await readXlsx(res.rawPayload);
    expect(file.header).toEqual(header);
    const rows = file.rows.map((r) => r.map((c) => (c instanceof Date ? c.toISOString().slice(0, 10) : c)));
    expect(rows).toEqual(list.listData.map(expected));
    expect(file.total?.slice(6, 9)).toEqual([list.totalAmount, list.totalPaid, list.totalOutstanding]);
    expect(file.info).toMatchObject({ List: 'Bill', Status: 'Active', Rows: list.totalData });
  });

  it('answers CSV with a filter’s words, in Indonesian when asked, and is audited', async () => {
    const res = await exportFile(t, path, { billStatus: 1, format: 'csv' }, t.adminToken, 'id');
    const list = (await t.call(billCalls.getList, { billStatus: 1, pageSize: 10000 }, t.adminToken)).body.data;
    const file = readCsv(res.rawPayload, ';');
    expect(file.rows.length).toBe(list.totalData);
    expect(file.header).toContain('Jatuh Tempo');
    expect(file.rows.every((r) => r.includes('Belum Dibayar'))).toBe(true);
    const audit = await t.call(auditCalls.getList, { action: 'export', entity: 'bill', pageSize: 1 }, t.adminToken);
    expect(audit.body.data.listData[0]).toMatchObject({ username: 'admin', recordId: null });
  });

  it('names its filters in words: a flag as Ya / Tidak, a tenant by name, never true, false or an id', async () => {
    const tenantId = (await t.call(billCalls.getList, { roomNumber: '102', pageSize: 1 }, t.adminToken)).body.data
      .listData[0]?.tenantId as number;
    const tenantName = (await t.call(billCalls.getList, { tenantId, pageSize: 1 }, t.adminToken)).body.data.listData[0]
      ?.tenantName as string;
    const overdue = await exportFile(t, path, { overdueOnly: true, tenantId, format: 'xlsx' }, t.adminToken, 'id');
    const info = (await readXlsx(overdue.rawPayload)).info;
    expect(info['Hanya yang Terlambat']).toBe('Ya');
    expect(info.Penyewa).toBe(tenantName);
    expect(Object.values(info).map(String)).not.toContain('false');
    expect(fileNameFilters(overdue.headers['content-disposition'])).toBe(
      `penyewa-${tenantName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-hanya-yang-terlambat-ya`,
    );
    const all = await readXlsx((await exportFile(t, path, { format: 'xlsx' }, t.adminToken, 'id')).rawPayload);
    expect(all.info['Hanya yang Terlambat']).toBe('Tidak');
    expect(all.info.Penyewa).toBe('Semua');
  });
});

describe('Bill/ExportLines', () => {
  it('answers the filtered bills line by line, the lines adding up to the bills, in words', async () => {
    const list = (await t.call(billCalls.getList, { status: 1, pageSize: 10000 }, t.adminToken)).body.data;
    const res = await exportFile(t, exportCalls.billLines.path, { status: 1, format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="bill-lines-2027-03-10-status-active.xlsx"');
    const file = await readXlsx(res.rawPayload);
    expect(file.header).toEqual([
      'No',
      'Bill Number',
      'Due Date',
      'Tenant Name',
      'Room Number',
      'Period',
      'Line',
      'Description',
      'Quantity',
      'Unit',
      'Unit Price',
      'Amount',
      'Previous Reading',
      'Reading',
      'Usage',
    ]);
    expect(file.total?.[11]).toBe(list.totalAmount);
    const march = list.listData.find((b) => b.roomNumber === '101' && b.periodStart.startsWith('2027-03-05'));
    const ofMarch = file.rows.filter((r) => r[1] === march?.documentNumber).map((r) => r.slice(6, 12));
    expect(ofMarch).toEqual([
      ['Rent', null, null, null, null, 1_500_000],
      ['Per Period Charge', 'Parkir Motor 2 motor × Rp 50.000', 2, 'motor', 50_000, 100_000],
    ]);
    const csv = readCsv(
      (await exportFile(t, exportCalls.billLines.path, { format: 'csv' }, t.adminToken, 'id')).rawPayload,
      ';',
    );
    expect(
      csv.rows.some((r) => r.includes('Biaya Per Periode') && r.includes('Parkir Motor 2 motor × Rp 50.000')),
    ).toBe(true);
  });
});
