import { auditCalls, billCalls, exportCalls, paymentCalls, Role } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { exportFile, fileNameFilters, readCsv, readXlsx } from '../../../test/exports.js';
import { bookStay, noonOn } from '../../../test/factories/bills.js';

/** The arrears' export holds the list's stays, oldest debt first, and its total, as the list shows them. */
let t: TestApp;
const path = exportCalls.arrears.path;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn('2027-03-10'));
  const paid = await bookStay(t, '101', { checkInDate: '2027-01-05', rentAmount: 1_500_000 });
  await bookStay(t, '102', { checkInDate: '2027-02-01', rentAmount: 2_000_000 });
  await bookStay(t, '103', { checkInDate: '2027-03-10', rentAmount: 1_000_000 });
  const rent = { paymentType: 2, paymentPeriodeMonth: 1, paymentPeriodeYear: 2027, remark: '' };
  await t.call(
    paymentCalls.create,
    { ...rent, bookingId: paid, paymentDate: '2027-01-05', amount: 2_000_000 },
    t.adminToken,
  );
});
afterAll(() => t.close());

const header = [
  'No',
  'Tenant Name',
  'Phone',
  'Room Number',
  'Booking Status',
  'Bills Owed',
  'Outstanding',
  'Oldest Due Date',
  'Days Overdue',
  'Aging',
];

async function arrears(filter: Record<string, unknown> = {}) {
  return (await t.call(billCalls.getArrears, { ...filter, pageSize: 100 }, t.adminToken)).body.data;
}

describe('Bill/ExportArrears', () => {
  it('answers the list’s stays in its order, their outstanding and the total, as Excel and CSV', async () => {
    const list = await arrears();
    expect(list.totalData).toBe(3);
    const expected = list.listData.map((row) => [
      row.rowNumber,
      row.tenantName,
      row.phone,
      row.roomNumber,
      ['Active', 'Completed', 'Cancelled'][row.bookingStatus - 1],
      row.bills,
      row.outstanding,
      row.oldestDueDate.slice(0, 10),
      row.daysOverdue,
      ['Due today', '1-30 days', '31-60 days', '61+ days'][row.agingBucket],
    ]);
    const xlsx = await exportFile(t, path, { format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="arrears-2027-03-10.xlsx"');
    const book = await readXlsx(xlsx.rawPayload);
    expect(book.header).toEqual(header);
    expect(book.rows.map((r) => r.map((c) => (c instanceof Date ? c.toISOString().slice(0, 10) : c)))).toEqual(
      expected,
    );
    expect(book.total?.[6]).toBe(list.totalOutstanding);
    expect(book.info).toMatchObject({ List: 'Arrears', Rows: 3, 'Total Outstanding': list.totalOutstanding });
    const csv = readCsv((await exportFile(t, path, { format: 'csv' })).rawPayload);
    expect(csv.header).toEqual(header);
    expect(csv.rows).toEqual(expected.map((r) => r.map(String)));
    expect(Number(csv.total?.[6])).toBe(list.totalOutstanding);
  });

  it('holds the filtered stays, its filters in words in the file name, in Indonesian with semicolons', async () => {
    const list = await arrears({ agingBucket: 0 });
    expect(list.totalData).toBe(1);
    const res = await exportFile(t, path, { format: 'csv', agingBucket: 0 }, t.adminToken, 'id');
    expect(fileNameFilters(res.headers['content-disposition'])).toBe('umur-tunggakan-jatuh-tempo-hari-ini');
    const file = readCsv(res.rawPayload, ';');
    expect(file.header.slice(0, 3)).toEqual(['No', 'Nama Penyewa', 'Telepon']);
    expect(file.rows.map((r) => r[1])).toEqual(list.listData.map((r) => r.tenantName));
    const room = readCsv((await exportFile(t, path, { format: 'csv', roomNumber: '102' })).rawPayload);
    expect(room.rows.map((r) => r[3])).toEqual(['102']);
    const audit = await t.call(auditCalls.getList, { action: 'export', entity: 'arrears', pageSize: 1 }, t.adminToken);
    expect(audit.body.data.listData[0]?.changes).toContainEqual({ field: 'roomNumber', before: null, after: '102' });
  });

  it('is a file for the owner and a manager, with its total; Front desk is refused (money and phones of everyone)', async () => {
    const manager = await t.createUser({ role: Role.Manager });
    const file = readCsv((await exportFile(t, path, { format: 'csv' }, manager.token)).rawPayload);
    expect(file.rows.length).toBe(3);
    const all = await arrears({});
    expect(Number(file.total?.[6])).toBe(all.listData.reduce((sum, r) => sum + r.outstanding, 0));
    const frontDesk = await t.createUser({ role: Role.FrontDesk });
    const refused = await exportFile(t, path, { format: 'csv' }, frontDesk.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('auth.roleNotAllowed');
    expect((await exportFile(t, path, { format: 'csv' }, 'not-a-token')).statusCode).toBe(401);
    const bad = await exportFile(t, path, { format: 'csv', agingBucket: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(english('field.invalidChoice', { field: 'agingBucket' }));
  });
});
