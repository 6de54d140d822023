import {
  type AuditEntry,
  auditCalls,
  bookingCalls,
  businessProfileCalls,
  exportCalls,
  paymentCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { exportFile, readCsv } from '../../../test/exports.js';
import { billsOfStay, noonOn, pay } from '../../../test/factories/bills.js';
import { bookingInput, insertTenant } from '../../../test/factories/bookings.js';
import { createAppSettingsService } from '../settings/app-settings.service.js';

/**
 * What the trail says, word for word in both languages, on the list (the History panels read it)
 * and in the export: names for ids, enumeration labels, rupiah, a bank account as people write
 * it, internal columns left out, and a record that is gone shown as such. The stored entries
 * stay as they were written.
 */
let t: TestApp;
let bookingId: number;
let billId: number;
let billNumber: string;
let paymentId: number;
let receiptNumber: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn('2030-03-05'));
  const { tenantId } = await insertTenant(t.db, { tenantName: 'Sari Wulandari' });
  const input = await bookingInput(t, '304', { checkInDate: '2030-03-01' }, { tenantId, rentAmount: 1_500_000 });
  const booked = await t.call(bookingCalls.create, input, t.adminToken);
  expect(booked.statusCode).toBe(200);
  bookingId = booked.body.data.bookingId;
  const [bill] = await billsOfStay(t.db, bookingId);
  billId = bill?.billId ?? 0;
  const found = await t.db.execute<{ n: string }>(
    sql`select document_number as n from bills where bill_id = ${billId}`,
  );
  billNumber = found.rows[0]?.n ?? '';
  const paid = await pay(t, bookingId, 1_000_000, { paymentDate: '2030-03-05', month: 3, year: 2030, billId });
  paymentId = paid.paymentId;
  const receipt = await t.db.execute<{ n: string }>(
    sql`select receipt_number as n from payments where payment_id = ${paymentId}`,
  );
  receiptNumber = receipt.rows[0]?.n ?? '';
});
afterAll(() => {
  t.clock.set(null);
  return t.close();
});

async function entries(language: 'en' | 'id', filter: Record<string, unknown>): Promise<AuditEntry[]> {
  const res = await t.raw(auditCalls.getList.path, JSON.stringify({ pageSize: 100, ...filter }), t.adminToken, {
    'accept-language': language,
  });
  expect(res.statusCode).toBe(200);
  return (res.body as { data: { listData: AuditEntry[] } }).data.listData;
}

const texts = (entry: AuditEntry | undefined) => entry?.changeTexts.map((c) => c.text);

async function csvOf(language: 'en' | 'id', filter: Record<string, unknown>) {
  const file = await exportFile(t, exportCalls.audit.path, { format: 'csv', ...filter }, t.adminToken, language);
  expect(file.statusCode).toBe(200);
  // Columns: No, date, user, address, record, record id, action, changes.
  return readCsv(file.rawPayload, language === 'id' ? ';' : ',').rows.map((row) => [row[4], row[6], row[7]]);
}

describe('the audit trail in words', () => {
  it("names a booking's tenant and room, and the booking by them", async () => {
    for (const [language, record, lines] of [
      ['en', 'Booking Sari Wulandari, room 304', ['Tenant: Sari Wulandari', 'Room: 304']],
      ['id', 'Pemesanan Sari Wulandari, kamar 304', ['Penyewa: Sari Wulandari', 'Kamar: 304']],
    ] as const) {
      const [created] = await entries(language, { entity: 'booking', recordId: bookingId, action: 'create' });
      expect(created?.recordText).toBe(record);
      expect(texts(created)).toEqual(expect.arrayContaining([...lines]));
      // The stored values are as written: the ids.
      expect(created?.changes.find((c) => c.field === 'roomId')?.after).toEqual(expect.any(Number));
    }
  });

  it("shows a bill's status by its labels and its money in rupiah, without its internal columns", async () => {
    const bill = { entity: 'bill', recordId: billId };
    const [paidEn] = await entries('en', { ...bill, action: 'update' });
    const [paidId] = await entries('id', { ...bill, action: 'update' });
    expect(paidEn?.recordText).toBe(`Bill ${billNumber}`);
    expect(paidId?.recordText).toBe(`Tagihan ${billNumber}`);
    expect(texts(paidEn)).toEqual(['Bill Status: Unpaid -> Partially Paid', 'Paid: Rp 0 -> Rp 1.000.000']);
    expect(texts(paidId)).toEqual([
      'Status Tagihan: Belum Dibayar -> Dibayar Sebagian',
      'Dibayar: Rp 0 -> Rp 1.000.000',
    ]);

    const [createdId] = await entries('id', { ...bill, action: 'create' });
    const fields = createdId?.changeTexts.map((c) => c.field) ?? [];
    expect(fields).toEqual(expect.arrayContaining(['amount', 'billStatus', 'bookingId', 'periodStart']));
    expect(fields).not.toContain('periodNo');
    expect(texts(createdId)).toEqual(
      expect.arrayContaining([
        'Pemesanan: Sari Wulandari, kamar 304',
        'Status Tagihan: Lunas',
        'Sewa Periode: Rp 1.500.000',
        'Nomor Tagihan: TG/2030/000001',
        'Periode: 01 Mar 2030',
        // The stored end is the day after the period: its last day is shown.
        'Akhir Periode: 31 Mar 2030',
      ]),
    );
    // Stored as written: the period's number is kept.
    expect(createdId?.changes.map((c) => c.field)).toContain('periodNo');
  });

  it("shows a payment's amount change in rupiah and its bill by its number, without the amount spent on bills", async () => {
    const payment = (await t.call(paymentCalls.getById, { paymentId }, t.adminToken)).body.data;
    const saved = await t.call(
      paymentCalls.update,
      {
        paymentId,
        bookingId,
        paymentDate: '2030-03-05',
        paymentType: 2,
        paymentPeriodeMonth: 3,
        paymentPeriodeYear: 2030,
        amount: 750_000,
        remark: '',
        billId,
        rowVersion: payment.rowVersion,
      },
      t.adminToken,
    );
    expect(saved.statusCode).toBe(200);
    const amountChange = (found: AuditEntry[]) => found.find((e) => e.changes.some((c) => c.field === 'amount'));
    const updated = amountChange(await entries('id', { entity: 'payment', recordId: paymentId, action: 'update' }));
    expect(texts(updated)?.[0]).toBe('Jumlah: Rp 1.000.000 -> Rp 750.000');
    const updatedEn = amountChange(await entries('en', { entity: 'payment', recordId: paymentId, action: 'update' }));
    expect(texts(updatedEn)?.[0]).toBe('Amount: Rp 1.000.000 -> Rp 750.000');
    const [created] = await entries('en', { entity: 'payment', recordId: paymentId, action: 'create' });
    expect(texts(created)).toEqual(expect.arrayContaining([`Bill: ${billNumber}`, 'Period Month: March']));
    for (const entry of [updated, updatedEn, created])
      expect(entry?.changeTexts.map((c) => c.field)).not.toContain('allocatedAmount');

    // What the payment spent on bills is not shown: its own entries say nothing.
    const rows = await csvOf('id', { entity: 'payment', recordId: paymentId });
    expect(rows.filter((row) => row[2] !== '')).toEqual([
      [
        'Pembayaran KW/2030/000002',
        'Ubah',
        expect.stringMatching(/^Jumlah: Rp 1\.000\.000 -> Rp 750\.000; Nomor Kuitansi: KW\//),
      ],
      // A record is named as it is now: the payment's new receipt number.
      ['Pembayaran KW/2030/000002', 'Tambah', expect.stringContaining(`Nomor Kuitansi: ${receiptNumber};`)],
    ]);
  });

  it('shows a record that is gone as deleted, by its id', async () => {
    // The payment's change moved its money off the bill: the first allocation is removed.
    const removed = await entries('en', { entity: 'billAllocation', action: 'remove' });
    const gone = removed.find((e) => e.changes.some((c) => c.field === 'paymentId' && c.before === paymentId));
    expect(gone?.recordText).toBe(`Bill Payment #${gone?.recordId} (deleted)`);
    const [goneId] = await entries('id', { entity: 'billAllocation', recordId: gone?.recordId });
    expect(goneId?.recordText).toMatch(/ #\d+ \(dihapus\)$/);
    // A tenant removed outright: the booking's change names it by its id.
    await t.db.execute(sql`insert into audit_log (entity, record_id, action, changes)
      values ('booking', ${bookingId}, 'update', '[["tenant_id", 999999, null]]'::jsonb)`);
    const [made] = await entries('id', { entity: 'booking', recordId: bookingId, action: 'update' });
    expect(texts(made)).toEqual(['Penyewa: #999999 (dihapus) -> -']);
  });

  it('writes a bank account as people write it, in the list and in the export, in both languages', async () => {
    const current = (await t.call(businessProfileCalls.getBusinessProfile, {}, t.adminToken)).body.data;
    const { logoURL: _logo, updateDate: _d, updateBy: _b, ...profile } = current;
    const accounts = [{ bankName: 'BCA', accountNumber: '8720-123-456', accountHolder: 'Sari' }];
    const saved = await t.call(
      businessProfileCalls.updateBusinessProfile,
      { ...profile, bankAccounts: accounts },
      t.adminToken,
    );
    expect(saved.statusCode).toBe(200);
    const [id] = await entries('id', { entity: 'businessProfile', action: 'update' });
    const [en] = await entries('en', { entity: 'businessProfile', action: 'update' });
    expect(texts(id)).toEqual(['Rekening Bank: - -> BCA 8720-123-456 a.n. Sari']);
    expect(texts(en)).toEqual(['Bank Accounts: - -> BCA 8720-123-456 in the name of Sari']);
    expect(id?.changes).toEqual([{ field: 'bankAccounts', before: [], after: accounts }]);

    const [rowId] = await csvOf('id', { entity: 'businessProfile', action: 'update' });
    expect(rowId?.[2]).toBe('Rekening Bank: - -> BCA 8720-123-456 a.n. Sari');
    const [rowEn] = await csvOf('en', { entity: 'businessProfile', action: 'update' });
    expect(rowEn?.[2]).toBe('Bank Accounts: - -> BCA 8720-123-456 in the name of Sari');
  });

  it("exports a bill's change in the same words as the list, in both languages", async () => {
    const filter = { entity: 'bill', recordId: billId, action: 'update' };
    const rowsEn = await csvOf('en', filter);
    const rowsId = await csvOf('id', filter);
    // The first payment's, the oldest of those that part paid the bill.
    const partPaid = (rows: unknown[][]) =>
      [...rows].reverse().find((row) => String(row[2]).includes('Sebagian') || String(row[2]).includes('Partially'));
    expect(partPaid(rowsEn)).toEqual([
      `Bill ${billNumber}`,
      'Update',
      'Bill Status: Unpaid -> Partially Paid; Paid: Rp 0 -> Rp 1.000.000',
    ]);
    expect(partPaid(rowsId)).toEqual([
      `Tagihan ${billNumber}`,
      'Ubah',
      'Status Tagihan: Belum Dibayar -> Dibayar Sebagian; Dibayar: Rp 0 -> Rp 1.000.000',
    ]);
  });

  it("names a backup's note in words, its kind in the reader's language", async () => {
    const note = { at: '2026-12-06T21:00:00+07:00', kind: 'daily', code: 'backup.dailySkippedBusy', params: {} };
    await createAppSettingsService(t.db).set('backup_last_skip', JSON.stringify(note));
    const [en] = await entries('en', { entity: 'setting' });
    const [id] = await entries('id', { entity: 'setting' });
    expect(texts(en)?.[0]).toContain('daily');
    expect(texts(id)?.[0]).toContain('harian');
    expect(texts(id)?.[0]).not.toMatch(/\bdaily\b/);
  });
});
