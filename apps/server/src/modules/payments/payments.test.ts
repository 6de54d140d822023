import { paymentCalls, permissionOf, Role } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { makeBooking, rentRequest } from '../../../test/factories/money.js';

let t: TestApp;
let staffToken = '';
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await t.createUser()).token;
});
afterAll(() => t.close());

async function paymentCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from payments`);
  return result.rows[0]?.n ?? 0;
}

describe('Payment/Create and GetById', () => {
  it('records rent and reads it back with tenant and room; a deposit starts On Hold', async () => {
    const booking = await makeBooking(t.db, { roomNumber: '102' });
    const res = await t.call(paymentCalls.create, rentRequest(booking.bookingId), staffToken);
    expect(res.statusCode).toBe(200);
    const got = await t.call(paymentCalls.getById, { paymentId: res.body.data.paymentId }, staffToken);
    expect(got.body.data).toMatchObject({
      paymentDate: '2026-03-05T00:00:00',
      paymentType: 2,
      bookingId: booking.bookingId,
      tenantName: booking.tenantName,
      roomNumber: '102',
      paymentPeriodeMonth: 3,
      paymentPeriodeYear: 2026,
      amount: 1_500_000,
      remark: 'March rent',
      depositStatus: null,
      // A return's fields are for administrators (contract staff-money.ts): staff read null.
      returnedAmount: null,
      returnDate: null,
      returnReceiptNumber: null,
      status: 1,
    });
    expect(got.body.data.updateBy).toMatch(/^u/);
    const asAdmin = await t.call(paymentCalls.getById, { paymentId: res.body.data.paymentId }, t.adminToken);
    expect(asAdmin.body.data).toMatchObject({ returnedAmount: 0, returnDate: '0001-01-01T00:00:00' });

    const deposit = await t.call(paymentCalls.create, rentRequest(booking.bookingId, { paymentType: 1 }), t.adminToken);
    const dep = await t.call(paymentCalls.getById, { paymentId: deposit.body.data.paymentId }, t.adminToken);
    expect(dep.body.data).toMatchObject({ paymentType: 1, depositStatus: 0, returnedAmount: 0 });
  });

  it.each([
    [{ amount: -5 }, 'Amount must be between Rp 1 and Rp 100.000.000.000'],
    [{ amount: 0 }, 'Amount must be between Rp 1 and Rp 100.000.000.000'],
    [{ amount: 1e30 }, 'Amount must be between Rp 1 and Rp 100.000.000.000'],
    [{ amount: 'lots' }, 'Amount must be a whole number'],
    [{ amount: 12.5 }, 'Amount must be a whole number'],
    [{ amount: undefined }, 'Amount must be a whole number'],
    [{ paymentPeriodeMonth: 13 }, 'Payment Period Month must be between 1 and 12'],
    [{ paymentPeriodeMonth: 0 }, 'Payment Period Month must be between 1 and 12'],
    [{ paymentPeriodeYear: 1999 }, 'Payment Period Year must be between 2000 and 2100'],
    [{ paymentPeriodeYear: 20260 }, 'Payment Period Year must be between 2000 and 2100'],
    [{ paymentType: 3 }, 'Payment Type is not a valid choice'],
    [{ paymentDate: '2026-02-30' }, 'Payment Date must be a date (YYYY-MM-DD)'],
    [{ paymentDate: '' }, 'Payment Date must be a date (YYYY-MM-DD)'],
    [{ bookingId: 0 }, 'Booking must be between 1 and 2147483647'],
    [{ remark: 'x'.repeat(501) }, 'Remark must be at most 500 characters'],
  ])('refuses case %# with "%s" and stores nothing', async (change, message) => {
    const booking = await makeBooking(t.db);
    const before = await paymentCount();
    const res = await t.call(paymentCalls.create, rentRequest(booking.bookingId, change), t.adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await paymentCount()).toBe(before);
  });

  it('needs an existing, active, not-deleted booking; history of others stays readable', async () => {
    const before = await paymentCount();
    expect((await t.call(paymentCalls.create, rentRequest(999_999), t.adminToken)).body.message).toBe(
      english('booking.notFound'),
    );
    for (const options of [{ bookingStatus: 2 as const }, { bookingStatus: 3 as const }, { status: 2 as const }]) {
      const booking = await makeBooking(t.db, options);
      const res = await t.call(paymentCalls.create, rentRequest(booking.bookingId), t.adminToken);
      expect(res.statusCode).toBe(409);
      expect(res.body.message).toBe(english('payment.bookingNotPayable'));
    }
    expect(await paymentCount()).toBe(before);
  });

  it('answers 404 for a payment that does not exist', async () => {
    const res = await t.call(paymentCalls.getById, { paymentId: 987_654 }, t.adminToken);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(english('payment.notFound'));
  });
});

describe('Payment/Update and Delete', () => {
  it('changes a payment, and a rent that becomes a deposit starts On Hold', async () => {
    const booking = await makeBooking(t.db);
    const { paymentId } = (await t.call(paymentCalls.create, rentRequest(booking.bookingId), t.adminToken)).body.data;
    const res = await t.call(
      paymentCalls.update,
      { ...rentRequest(booking.bookingId, { amount: 2_000_000, paymentType: 1, remark: 'deposit' }), paymentId },
      t.adminToken,
    );
    expect(res.statusCode).toBe(200);
    const got = (await t.call(paymentCalls.getById, { paymentId }, t.adminToken)).body.data;
    expect(got).toMatchObject({ amount: 2_000_000, paymentType: 1, depositStatus: 0, remark: 'deposit' });
  });

  it('keeps a settled deposit’s type and amount', async () => {
    const booking = await makeBooking(t.db);
    const { paymentId } = (
      await t.call(paymentCalls.create, rentRequest(booking.bookingId, { paymentType: 1 }), t.adminToken)
    ).body.data;
    await t.db.execute(sql`update payments set deposit_status = 2 where payment_id = ${paymentId}`);
    const update = (change: Record<string, unknown>) =>
      t.call(
        paymentCalls.update,
        { ...rentRequest(booking.bookingId, { paymentType: 1, ...change }), paymentId },
        t.adminToken,
      );
    expect((await update({ amount: 1 })).body.message).toBe(english('deposit.settledLocked'));
    expect((await update({ paymentType: 2 })).statusCode).toBe(409);
    expect((await update({ remark: 'note only' })).statusCode).toBe(200);
  });

  it('moves a payment only to a payable booking, and 404s an unknown payment', async () => {
    const booking = await makeBooking(t.db);
    const closed = await makeBooking(t.db, { bookingStatus: 3 });
    const { paymentId } = (await t.call(paymentCalls.create, rentRequest(booking.bookingId), t.adminToken)).body.data;
    const moved = await t.call(paymentCalls.update, { ...rentRequest(closed.bookingId), paymentId }, t.adminToken);
    expect(moved.statusCode).toBe(409);
    const missing = await t.call(
      paymentCalls.update,
      { ...rentRequest(booking.bookingId), paymentId: 999_999 },
      t.adminToken,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('deletes and undeletes with the status the client saw; a stale one is 409', async () => {
    const booking = await makeBooking(t.db);
    const { paymentId } = (await t.call(paymentCalls.create, rentRequest(booking.bookingId), t.adminToken)).body.data;
    const deleted = await t.call(paymentCalls.delete, { paymentId, status: 1 }, t.adminToken);
    expect(deleted.body.data.status).toBe(2);
    const stale = await t.call(paymentCalls.delete, { paymentId, status: 1 }, t.adminToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(english('record.stale'));
    expect((await t.call(paymentCalls.delete, { paymentId, status: 2 }, t.adminToken)).body.data.status).toBe(1);
  });

  it('lets staff record and read, but not list, change or delete', async () => {
    const booking = await makeBooking(t.db);
    const { paymentId } = (await t.call(paymentCalls.create, rentRequest(booking.bookingId), staffToken)).body.data;
    for (const [call, body] of [
      [paymentCalls.getList, {}],
      [paymentCalls.update, { ...rentRequest(booking.bookingId), paymentId }],
      [paymentCalls.delete, { paymentId, status: 1 }],
    ] as const) {
      const res = await t.call(call, body, staffToken);
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toBe(
        english('auth.roleNotAllowed', { role: Role.FrontDesk, permission: permissionOf(call.path) as string }),
      );
    }
    expect((await t.call(paymentCalls.getById, { paymentId }, t.adminToken)).body.data.status).toBe(1);
  });
});
