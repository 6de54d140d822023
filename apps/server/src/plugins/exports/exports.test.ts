import {
  type AnyCall,
  cardVendorCalls,
  depositCalls,
  employeeCalls,
  expenseCalls,
  exportCalls,
  paymentCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { exportFile, readCsv, readXlsx } from '../../../test/exports.js';
import { makeBooking } from '../../../test/factories/money.js';

/**
 * Every list's export holds that list's rows, in its order, and its totals, for the same filters,
 * in both formats. (Payment/Export is checked cell by cell in payments-export.test.ts.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 4; i++) {
    const { bookingId } = await makeBooking(t.db, { tenantName: `EKSPOR ${i}` });
    const deposit = {
      bookingId,
      paymentDate: `2026-10-0${i + 1}`,
      paymentType: 1,
      paymentPeriodeMonth: 10,
      paymentPeriodeYear: 2026,
      amount: 1_000_000 + i,
      remark: '',
    };
    const { paymentId } = (await t.call(paymentCalls.create, deposit, t.adminToken)).body.data;
    if (i % 2 === 0) await t.call(depositCalls.create, { paymentId, depositStatus: 1, amount: 250_000 }, t.adminToken);
    const expense = { expenseDate: `2026-10-1${i}`, expenseCategory: 1, amount: 75_000 + i, remark: `listrik ${i}` };
    await t.call(expenseCalls.create, expense, t.adminToken);
    await t.call(employeeCalls.create, { employeeName: `PEGAWAI ${i}`, salary: 3_000_000 + i }, t.adminToken);
    await t.call(cardVendorCalls.create, { cardVendorName: `KUNCI ${i}` }, t.adminToken);
    await t.createUser({ firstName: `Staf${i}` });
  }
});
afterAll(() => t.close());

type Case = {
  name: keyof typeof exportCalls;
  filter: Record<string, unknown>;
  /** The list's field shown in the file's second column. */
  first: string;
  /** The list's totals and the file's columns (0 = No) that hold them. */
  totals?: Record<string, number>;
};
const cases: Case[] = [
  { name: 'tenant', filter: { tenantName: 'EKSPOR', status: 1 }, first: 'tenantName' },
  { name: 'booking', filter: { tenantName: 'EKSPOR' }, first: 'tenantName' },
  {
    name: 'deposit',
    filter: { tenantName: 'EKSPOR' },
    first: 'paymentDate',
    totals: { totalAmount: 5, totalReturnedAmount: 6 },
  },
  {
    name: 'expense',
    filter: { dateFrom: '2026-10-01', dateTo: '2026-10-31' },
    first: 'expenseDate',
    totals: { totalExpense: 5 },
  },
  { name: 'employee', filter: { employeeName: 'PEGAWAI' }, first: 'employeeName' },
  { name: 'user', filter: { status: 1 }, first: 'username' },
  { name: 'room', filter: { roomNumber: '1' }, first: 'roomNumber' },
  { name: 'roomType', filter: {}, first: 'roomTypeName' },
  { name: 'cardVendor', filter: { cardVendorName: 'KUNCI' }, first: 'cardVendorName' },
  { name: 'audit', filter: { entity: 'payment' }, first: 'auditDate' },
  // Filters the kept counts answer: the file's rows line comes from them, the rows from the cursor.
  { name: 'tenant', filter: { status: 1 }, first: 'tenantName' },
  { name: 'booking', filter: { bookingStatus: 1, status: 1 }, first: 'tenantName' },
  { name: 'payment', filter: { paymentType: 1, status: 1 }, first: 'paymentDate' },
  {
    name: 'deposit',
    filter: { depositStatus: 1, status: 1 },
    first: 'paymentDate',
    totals: { totalAmount: 5, totalReturnedAmount: 6 },
  },
  { name: 'audit', filter: {}, first: 'auditDate' },
];

/** A list value as the file writes it (dates as YYYY-MM-DD[ HH:mm:ss]). */
const asText = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)
    ? value.endsWith('T00:00:00')
      ? value.slice(0, 10)
      : value.replace('T', ' ')
    : String(value);

describe.each(cases)('$name export', ({ name, filter, first, totals }) => {
  const def = exportCalls[name];
  async function list() {
    const res = await t.call(def.list as AnyCall, { ...filter, pageSize: 10000 }, t.adminToken);
    expect(res.statusCode).toBe(200);
    return res.body.data as unknown as { listData: Record<string, unknown>[]; totalData: number } & Record<
      string,
      number
    >;
  }

  it('holds the list’s rows in its order, and its totals, as CSV', async () => {
    const listed = await list();
    expect(listed.totalData).toBeGreaterThan(0);
    const res = await exportFile(t, def.path, { ...filter, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${def.fileName}-\\d{4}-\\d{2}-\\d{2}(-[a-z0-9-]+)?\\.csv"$`),
    );
    expect(res.headers['x-export-rows']).toBe(String(listed.totalData));
    const file = readCsv(res.rawPayload);
    expect(file.rows.length).toBe(listed.totalData);
    expect(file.rows.map((r) => r[0])).toEqual(listed.listData.map((r) => String(r.rowNumber)));
    expect(file.rows.map((r) => r[1])).toEqual(listed.listData.map((r) => asText(r[first])));
    for (const [key, column] of Object.entries(totals ?? {})) expect(Number(file.total?.[column])).toBe(listed[key]);
  });

  it('holds the same as Excel, numbers and dates typed', async () => {
    const listed = await list();
    const file = await readXlsx((await exportFile(t, def.path, { ...filter, format: 'xlsx' })).rawPayload);
    expect(file.rows.length).toBe(listed.totalData);
    expect(file.rows.map((r) => r[0])).toEqual(listed.listData.map((r) => r.rowNumber));
    const cells = file.rows.map((r) => r[1]);
    const shown = cells.map((c) =>
      c instanceof Date ? asText(c.toISOString().slice(0, 19)).replace(' 00:00:00', '') : String(c),
    );
    expect(shown).toEqual(listed.listData.map((r) => asText(r[first]).replace('T00:00:00', '')));
    for (const [key, column] of Object.entries(totals ?? {})) expect(file.total?.[column]).toBe(listed[key]);
    expect(file.info.Rows).toBe(listed.totalData);
  });
});

describe('exports', () => {
  it('write the columns in the caller’s language (English when none it speaks is offered)', async () => {
    const res = await exportFile(t, exportCalls.expense.path, { format: 'csv' }, t.adminToken, 'fr-FR, de;q=0.5');
    expect(res.headers['content-language']).toBe('en');
    expect(readCsv(res.rawPayload).header).toEqual([
      'No',
      'Expense Date',
      'Expense Category',
      'Employee Name',
      'Remark',
      'Amount',
      'Status',
    ]);
    const id = await exportFile(t, exportCalls.expense.path, { format: 'csv' }, t.adminToken, 'id-ID, en;q=0.5');
    expect(id.headers['content-language']).toBe('id');
    expect(readCsv(id.rawPayload, ';').header).toEqual([
      'No',
      'Tanggal Pengeluaran',
      'Kategori Pengeluaran',
      'Nama Karyawan',
      'Keterangan',
      'Jumlah',
      'Status',
    ]);
  });

  it('describe the changes of an audit entry in words, money as rupiah', async () => {
    const { bookingId } = await makeBooking(t.db);
    const input = {
      bookingId,
      paymentDate: '2026-11-01',
      paymentType: 2,
      paymentPeriodeMonth: 11,
      paymentPeriodeYear: 2026,
      amount: 1_500_000,
      remark: '',
    };
    const { paymentId } = (await t.call(paymentCalls.create, input, t.adminToken)).body.data;
    await t.call(paymentCalls.update, { ...input, paymentId, amount: 1 }, t.adminToken);
    const file = readCsv(
      (await exportFile(t, exportCalls.audit.path, { format: 'csv', recordId: paymentId, entity: 'payment' }))
        .rawPayload,
    );
    expect(file.rows.map((r) => [r[4], r[6], r[7]])).toEqual([
      // The amount is on the receipt: the update also gave the payment a new receipt number.
      // The record by its name: the payment's receipt number.
      [
        expect.stringMatching(/^Payment KW\//),
        'Update',
        expect.stringMatching(/^Amount: Rp 1\.500\.000 -> Rp 1; Receipt Number: KW/),
      ],
      [expect.stringMatching(/^Payment KW\//), 'Create', expect.stringContaining('Amount: Rp 1.500.000')],
    ]);
  });

  it('send no row when the export’s audit entry cannot be written', async () => {
    const filter = { format: 'csv', dateFrom: '2026-10-01', dateTo: '2026-10-31' };
    const written = await exportFile(t, exportCalls.expense.path, filter);
    expect(written.payload).toContain('LISTRIK 3');
    // Every new audit entry is refused while the export runs.
    await t.db.execute(sql`alter table audit_log add constraint refuse_entries check (false) not valid`);
    try {
      const refused = await exportFile(t, exportCalls.expense.path, filter).catch((error: Error) => error);
      expect(refused instanceof Error ? '' : refused.payload).not.toContain('LISTRIK');
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint refuse_entries`);
    }
  });
});
