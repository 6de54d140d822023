import { auditCalls, exportCalls, type PaymentRow, paymentCalls, Role } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { exportFile, type FileCell, readCsv, readXlsx } from '../../../test/exports.js';
import { makeBooking } from '../../../test/factories/money.js';

/** An export holds exactly the list's rows and totals for the same filters, in both formats. */
let t: TestApp;
const path = exportCalls.payment.path;
const filter = { tenantName: 'EXPORT', paymentType: 2, status: 1 };

beforeAll(async () => {
  t = await createTestApp();
  let n = 0;
  for (const name of ['EXPORT SATU', 'EXPORT DUA', 'OTHER TIGA']) {
    const { bookingId } = await makeBooking(t.db, { tenantName: name });
    for (const [type, amount] of [
      [2, 1_500_000],
      [2, 1_250_000],
      [1, 1_000_000],
    ] as const) {
      n++;
      const input = {
        bookingId,
        paymentDate: `2026-0${1 + (n % 9)}-1${n % 10}`,
        paymentType: type,
        paymentPeriodeMonth: 1 + (n % 12),
        paymentPeriodeYear: 2026,
        amount: amount + n,
        remark: 'Dibayar tunai, terima kasih',
        // How it was paid: cash, a transfer into a named account, or not recorded (rows from before).
        ...[{ paymentMethod: 1 }, { paymentMethod: 2, paymentAccount: 'BCA 1234567890' }, {}][Math.floor(n / 2) % 3],
      };
      const created = await t.call(paymentCalls.create, input, t.adminToken);
      if (n === 4)
        await t.call(paymentCalls.delete, { paymentId: created.body.data.paymentId, status: 1 }, t.adminToken);
    }
  }
  t.clock.set('2026-11-23T18:30:00Z'); // already 24 November in Jakarta
});
afterAll(() => t.close());

async function listed() {
  const res = await t.call(paymentCalls.getList, { ...filter, pageSize: 10000 }, t.adminToken);
  return res.body.data;
}

/** A list row as the file writes it: No, date, tenant, room, period, type, amount, status, method, account. */
const expected = (row: PaymentRow): FileCell[] => [
  row.rowNumber,
  row.paymentDate.slice(0, 10),
  row.tenantName,
  row.roomNumber,
  `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][row.paymentPeriodeMonth - 1]} ${row.paymentPeriodeYear}`,
  'Rent Payment',
  row.amount,
  'Active',
  row.paymentMethod === null ? '' : row.paymentMethod === 1 ? 'Cash' : 'Bank transfer',
  row.paymentAccount,
];
const header = [
  'No',
  'Payment Date',
  'Tenant Name',
  'Room Number',
  'Payment Period',
  'Payment Type',
  'Amount',
  'Status',
  'Payment Method',
  'Account Paid Into',
];

describe('Payment/Export', () => {
  it('answers an Excel file of the whole filtered set: the list’s rows, totals, money as numbers, dates as dates', async () => {
    const list = await listed();
    expect(list.totalData).toBe(3); // two rents of EXPORT SATU, two of EXPORT DUA, one of them deleted
    const res = await exportFile(t, path, { ...filter, format: 'xlsx', pageSize: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // The filters set, in words, name the file.
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payments-2026-11-24-tenant-name-export-payment-type-rent-payment-status-active.xlsx"',
    );
    expect(res.headers['x-export-rows']).toBe('3');
    const file = await readXlsx(res.rawPayload);
    expect(file.header).toEqual(header);
    // An empty cell (no method or account recorded) reads back as nothing.
    const rows = file.rows.map((r) => r.map((c) => (c instanceof Date ? c.toISOString().slice(0, 10) : (c ?? ''))));
    expect(rows).toEqual(list.listData.map(expected));
    expect(new Set(rows.map((r) => r[8]))).toEqual(new Set(['', 'Cash', 'Bank transfer']));
    expect(typeof file.rows[0]?.[6]).toBe('number');
    expect(file.total?.[6]).toBe(list.totalPayment);
    expect(file.info).toMatchObject({
      List: 'Payment',
      'Exported by': 'admin',
      'Tenant Name': 'EXPORT',
      'Payment Type': 'Rent Payment',
      Status: 'Active',
      'Period Month': 'All',
      Rows: 3,
      'Total Amount': list.totalPayment,
    });
    expect((file.info['Exported at'] as Date).toISOString()).toBe('2026-11-24T01:30:00.000Z');
  });

  it('answers a CSV file (UTF-8 with a BOM) with the same rows and total, its header the first line', async () => {
    const list = await listed();
    const res = await exportFile(t, path, { ...filter, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payments-2026-11-24-tenant-name-export-payment-type-rent-payment-status-active.csv"',
    );
    const text = res.rawPayload.toString('utf8');
    // A spreadsheet set to English splits at commas: the header is the first line, no description before it.
    expect(text.split(/\r?\n/)[0]).toBe(`\uFEFF${header.join(',')}`);
    const file = readCsv(res.rawPayload);
    expect(file.bom).toBe(true);
    expect(file.header).toEqual(header);
    expect(file.rows).toEqual(list.listData.map((row) => expected(row).map((c) => String(c))));
    expect(file.total).toEqual(['Total', '', '', '', '', '', String(list.totalPayment), '', '', '']);
  });

  it('holds every page and the All filters (deleted payments, both types)', async () => {
    const all = (await t.call(paymentCalls.getList, { pageSize: 10000 }, t.adminToken)).body.data;
    const file = readCsv((await exportFile(t, path, { format: 'csv', status: '' })).rawPayload);
    expect(file.rows.length).toBe(all.totalData);
    expect(file.rows.map((r) => Number(r[6]))).toEqual(all.listData.map((r) => r.amount));
    expect(Number(file.total?.[6])).toBe(all.listData.reduce((sum, r) => sum + r.amount, 0));
  });

  it('separates with semicolons for a reader in Indonesian, or as chosen, the filters in the file name in words', async () => {
    const id = await exportFile(t, path, { ...filter, format: 'csv' }, t.adminToken, 'id-ID');
    expect(id.headers['content-disposition']).toBe(
      'attachment; filename="payments-2026-11-24-nama-penyewa-export-jenis-pembayaran-pembayaran-sewa-status-aktif.csv"',
    );
    const text = id.rawPayload.toString('utf8');
    expect(text.slice(1, text.indexOf('\n')).trim()).toBe(
      'No;Tanggal Bayar;Nama Penyewa;Nomor Kamar;Periode Bayar;Jenis Pembayaran;Jumlah;Status;Cara Bayar;Rekening Tujuan',
    );
    const list = await listed();
    const file = readCsv(id.rawPayload, ';');
    expect(file.rows.map((r) => Number(r[6]))).toEqual(list.listData.map((r) => r.amount));
    // A remark's comma stays inside its cell; the row has as many cells as the header.
    expect(new Set(file.rows.map((r) => r.length))).toEqual(new Set([header.length]));
    const chosen = await exportFile(
      t,
      path,
      { ...filter, format: 'csv', csvSeparator: 'comma' },
      t.adminToken,
      'id-ID',
    );
    expect(readCsv(chosen.rawPayload, ',').header[1]).toBe('Tanggal Bayar');
    const semicolons = await exportFile(t, path, { ...filter, format: 'csv', csvSeparator: 'semicolon' });
    expect(readCsv(semicolons.rawPayload, ';').header).toEqual(header);
    const bad = await exportFile(t, path, { format: 'csv', csvSeparator: 'tab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('CSV Separator is not a valid choice');
  });

  it('filters by the day the money came in, both days included, in the list and its export', async () => {
    const range = { paymentDateFrom: '2026-03-01', paymentDateTo: '2026-06-30', status: 1 };
    const list = (await t.call(paymentCalls.getList, { ...range, pageSize: 10 }, t.adminToken)).body.data;
    expect(list.listData.map((r) => r.paymentDate.slice(0, 10))).toEqual(['2026-06-15', '2026-04-13', '2026-03-12']);
    expect(list.totalData).toBe(3);
    expect(list.totalPayment).toBe(1_250_005 + 1_000_003 + 1_250_002);
    // With a name, with deleted ones, a single day, and pages of one: the same rule everywhere.
    const named = (await t.call(paymentCalls.getList, { ...range, tenantName: 'SATU', pageSize: 10 }, t.adminToken))
      .body.data;
    expect(named.listData.map((r) => r.paymentDate.slice(0, 10))).toEqual(['2026-04-13', '2026-03-12']);
    expect(named.totalPayment).toBe(1_000_003 + 1_250_002);
    const withDeleted = (await t.call(paymentCalls.getList, { ...range, status: '', pageSize: 10 }, t.adminToken)).body
      .data;
    expect(withDeleted.totalData).toBe(4);
    const oneDay = { paymentDateFrom: '2026-03-12', paymentDateTo: '2026-03-12' };
    expect((await t.call(paymentCalls.getList, { ...oneDay, pageSize: 10 }, t.adminToken)).body.data.totalData).toBe(1);
    const from = (await t.call(paymentCalls.getList, { paymentDateFrom: '2026-08-01', pageSize: 10 }, t.adminToken))
      .body.data;
    expect(from.listData.map((r) => r.paymentDate.slice(0, 10))).toEqual(['2026-09-18', '2026-08-17']);
    const second = (await t.call(paymentCalls.getList, { ...range, pageSize: 1, pageIndex: 1 }, t.adminToken)).body
      .data;
    expect(second.listData.map((r) => r.paymentDate.slice(0, 10))).toEqual(['2026-04-13']);
    expect(second.totalData).toBe(3);

    const res = await exportFile(t, path, { ...range, format: 'csv' });
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payments-2026-11-24-status-active-payment-date-from-2026-03-01-payment-date-to-2026-06-30.csv"',
    );
    const file = readCsv(res.rawPayload);
    expect(file.rows.map((r) => r[1])).toEqual(['2026-06-15', '2026-04-13', '2026-03-12']);
    expect(Number(file.total?.[6])).toBe(list.totalPayment);
    const xlsx = await readXlsx((await exportFile(t, path, { ...range, format: 'xlsx' })).rawPayload);
    expect(xlsx.info).toMatchObject({ 'Payment Date From': '2026-03-01', 'Payment Date To': '2026-06-30', Rows: 3 });
  });

  it('refuses a payment-date range that ends before it starts, or a day that does not exist', async () => {
    const reversed = await t.call(
      paymentCalls.getList,
      { paymentDateFrom: '2026-06-30', paymentDateTo: '2026-03-01' } as never,
      t.adminToken,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body.message).toBe(english('payment.paymentDateRangeReversed'));
    const notADay = await t.call(paymentCalls.getList, { paymentDateFrom: '2026-02-31' } as never, t.adminToken);
    expect(notADay.statusCode).toBe(400);
    const id = await t.app.inject({
      method: 'POST',
      url: paymentCalls.getList.path,
      headers: { authorization: `Bearer ${t.adminToken}`, 'accept-language': 'id' },
      payload: { paymentDateFrom: '2026-06-30', paymentDateTo: '2026-03-01' },
    });
    expect(id.json().message).toBe('Tanggal Bayar Dari tidak boleh setelah Tanggal Bayar Sampai');
  });

  it('is written to the audit trail: who exported which list with which filters', async () => {
    await exportFile(t, path, { ...filter, format: 'csv' });
    const res = await t.call(auditCalls.getList, { action: 'export', entity: 'payment', pageSize: 1 }, t.adminToken);
    expect(res.body.data.listData[0]).toMatchObject({ username: 'admin', address: '127.0.0.1', recordId: null });
    expect(res.body.data.listData[0]?.changes).toEqual([
      { field: 'format', before: null, after: 'csv' },
      { field: 'tenantName', before: null, after: 'EXPORT' },
      { field: 'paymentType', before: null, after: 2 },
      { field: 'status', before: null, after: 1 },
      { field: 'rows', before: null, after: 3 },
    ]);
  });

  it('has the list’s permissions and refuses a bad request with the list’s words', async () => {
    const staff = await t.createUser();
    const refused = await exportFile(t, path, { format: 'xlsx' }, staff.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      english('auth.roleNotAllowed', { role: Role.FrontDesk, permission: 'money.readAll' }),
    );
    expect((await exportFile(t, path, { format: 'pdf' })).json().message).toBe('Format is not a valid choice');
    expect((await exportFile(t, path, {})).json().message).toBe('Format is required!');
    const bad = await exportFile(t, path, { format: 'csv', paymentType: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Payment Type is not a valid choice');
  });
});
