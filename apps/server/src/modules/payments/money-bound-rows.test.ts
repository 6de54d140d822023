import { paymentCalls, RecordStatus } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { makeBooking, rentRequest } from '../../../test/factories/money.js';

/**
 * The money bound's CHECKs are NOT VALID: a payment recorded before the bound (up to Rp 1e12)
 * stays. A write of such a row meets the CHECK again; it is refused in words (422), not a 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a row from before the money bound', () => {
  it('is refused in words when a write meets its bound again, and nothing changes', async () => {
    const booking = await makeBooking(t.db);
    const made = await t.call(paymentCalls.create, rentRequest(booking.bookingId), t.adminToken);
    expect(made.statusCode).toBe(200);
    const paymentId = made.body.data.paymentId;
    // As a database from before the bound holds it. (Delete names the status the caller read.)
    await t.db.execute(sql`alter table payments drop constraint payments_amount_bound_check`);
    await t.db.execute(sql`update payments set amount = 200000000000 where payment_id = ${paymentId}`);
    await t.db.execute(
      sql`alter table payments add constraint payments_amount_bound_check check (amount <= 100000000000) not valid`,
    );

    const refused = await t.call(paymentCalls.delete, { paymentId, status: RecordStatus.Active }, t.adminToken);
    expect(refused.body).toMatchObject({ code: 'record.pastMoneyBound', params: { max: 100_000_000_000 } });
    expect(refused.body.message).toBe(
      'An amount on this record is more than Rp 100.000.000.000, the most Kamar records as one amount. Nothing was saved; correct that amount first.',
    );
    expect(refused.statusCode).toBe(422);
    const inIndonesian = await t.raw(
      paymentCalls.delete.path,
      JSON.stringify({ paymentId, status: RecordStatus.Active }),
      t.adminToken,
      { 'accept-language': 'id' },
    );
    expect(inIndonesian.statusCode).toBe(422);
    expect(inIndonesian.body.message).toBe(
      'Ada jumlah pada data ini yang melebihi Rp 100.000.000.000, batas satu jumlah di Kamar. Tidak ada yang disimpan; perbaiki jumlah itu dulu.',
    );
    const row = await t.db.execute<{ status: number }>(
      sql`select status from payments where payment_id = ${paymentId}`,
    );
    expect(row.rows).toEqual([{ status: RecordStatus.Active }]);
  });
});
