import { dashboardCalls, expenseCalls, exportCalls, paymentCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { exportFile, readCsv } from '../../../test/exports.js';
import { makeBooking, rentRequest } from '../../../test/factories/money.js';

/**
 * A table's money can never add up past 2^53 - 1: the write that would is refused (422) and every
 * read keeps answering exact totals. 90,071 payments of the largest amount (Rp 100.000.000.000)
 * take the payments to Rp 9.007.100.000.000.000, less than one more such payment below the limit.
 */
const MAX = 100_000_000_000;
const ROWS = 90_071;
const FILLED = ROWS * MAX;
let t: TestApp;
let booking: Awaited<ReturnType<typeof makeBooking>>;

const count = async (table: 'payments' | 'expenses') =>
  Number((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  booking = await makeBooking(t.db);
  // Straight into the table in one statement, through its kept counts (the audit's insert trigger
  // would take minutes over 90,071 rows, and is not what this is about).
  await t.db.execute(sql`alter table payments disable trigger payments_audit_insert`);
  await t.db.execute(sql`
    insert into payments (booking_id, payment_date, payment_type, payment_periode_month, payment_periode_year,
                          amount, receipt_number, update_by)
    select ${booking.bookingId}, '2026-03-05', 2, 3, 2026, ${MAX}, 'G/' || n, 'test'
    from generate_series(1, ${ROWS}) n`);
  await t.db.execute(sql`alter table payments enable trigger payments_audit_insert`);
}, 120_000);
afterAll(() => t.close());

describe('the grand totals guard', () => {
  it('refuses the payment that would take all payments past 2^53 - 1, in both languages, and saves nothing', async () => {
    const before = await count('payments');
    const refused = await t.call(paymentCalls.create, rentRequest(booking.bookingId, { amount: MAX }), t.adminToken);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toMatchObject({ code: 'record.totalTooLarge' });
    expect(refused.body.message).toBe(
      'This would take the recorded amounts past Rp 9.007.199.254.740.991, the most Kamar can add up exactly. Nothing was saved; check the amount.',
    );
    const id = await t.raw(
      paymentCalls.create.path,
      JSON.stringify(rentRequest(booking.bookingId, { amount: MAX })),
      t.adminToken,
      {
        'accept-language': 'id',
      },
    );
    expect(id.statusCode).toBe(422);
    expect(id.body.message).toMatch(/^Ini membuat total jumlah yang tercatat melewati Rp 9\.007\.199\.254\.740\.991/);
    expect(await count('payments')).toBe(before);
    // What still fits is recorded.
    const fits = await t.call(paymentCalls.create, rentRequest(booking.bookingId, { amount: 1_500_000 }), t.adminToken);
    expect(fits.statusCode).toBe(200);
  });

  it('keeps the dashboard, the payment list, the histories and the export answering exact totals', async () => {
    const total = FILLED + 1_500_000;
    const dashboard = await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body.data.allTimeIncome).toBe(total);
    const list = await t.call(paymentCalls.getList, { pageSize: 10, pageIndex: 0 }, t.adminToken);
    expect(list.statusCode).toBe(200);
    expect(list.body.data.totalPayment).toBe(total);
    const byBooking = await t.call(
      paymentCalls.getPaymentByBookingId,
      { bookingId: booking.bookingId, pageSize: 10, pageIndex: 0 },
      t.adminToken,
    );
    expect(byBooking.statusCode).toBe(200);
    expect(byBooking.body.data.totalPayment).toBe(total);
    const byTenant = await t.call(
      paymentCalls.getPaymentByTenantId,
      { tenantId: booking.tenantId, pageSize: 10, pageIndex: 0 },
      t.adminToken,
    );
    expect(byTenant.statusCode).toBe(200);
    expect(byTenant.body.data.totalPayment).toBe(total);
    // The export adds its rows one by one: exact integers all the way, since no table's total can pass 2^53 - 1.
    const file = await exportFile(t, exportCalls.payment.path, { format: 'csv' });
    expect(file.statusCode).toBe(200);
    const csv = readCsv(file.rawPayload);
    expect(csv.rows).toHaveLength(ROWS + 1);
    expect(csv.total?.[csv.header.indexOf('Amount')]).toBe(String(total));
  }, 120_000);

  it('guards expenses the same way (their own grand total)', async () => {
    await t.db.execute(
      sql`update money_grand_totals set amount = amount + ${Number.MAX_SAFE_INTEGER - MAX + 1} where counted = 'expenses'`,
    );
    const expense = { expenseDate: '2026-03-05', expenseCategory: 1, amount: MAX, remark: 'roof' };
    const refused = await t.call(expenseCalls.create, expense, t.adminToken);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toMatchObject({ code: 'record.totalTooLarge' });
    expect(await count('expenses')).toBe(0);
    await t.db.execute(
      sql`update money_grand_totals set amount = amount - ${Number.MAX_SAFE_INTEGER - MAX + 1} where counted = 'expenses'`,
    );
    expect((await t.call(expenseCalls.create, expense, t.adminToken)).statusCode).toBe(200);
  });
});
