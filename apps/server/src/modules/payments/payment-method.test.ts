import { PaymentMethod, paymentCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { paymentEditOf as editOf, makeBooking, rentRequest } from '../../../test/factories/money.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async (paymentId: number) => (await t.call(paymentCalls.getById, { paymentId }, t.adminToken)).body.data;
/** A refusal's per-field errors (the envelope's data on a 400). */
const errorsOf = (res: { body: unknown }) =>
  (res.body as { data: { errors: { field: string; message: string; code: string }[] } }).data.errors;
const stored = async (paymentId: number) =>
  (
    await t.db.execute<{ m: number | null; a: string; n: string }>(
      sql`select payment_method::int as m, payment_account as a, receipt_number as n from payments where payment_id = ${paymentId}`,
    )
  ).rows[0];

describe('how a payment was paid (paymentMethod, paymentAccount)', () => {
  it('is recorded by Create and read back by GetById, the list and the booking history', async () => {
    const booking = await makeBooking(t.db, { tenantName: 'METODE SATU' });
    const transfer = await t.call(
      paymentCalls.create,
      rentRequest(booking.bookingId, {
        paymentMethod: PaymentMethod.BankTransfer,
        paymentAccount: '  BCA 1234567890 ',
      }),
      t.adminToken,
    );
    expect(transfer.statusCode).toBe(200);
    const qris = await t.call(
      paymentCalls.create,
      rentRequest(booking.bookingId, { paymentMethod: PaymentMethod.Qris }),
      t.adminToken,
    );
    // A client that does not know the field: not recorded.
    const unknown = await t.call(paymentCalls.create, rentRequest(booking.bookingId), t.adminToken);
    const ids = [transfer, qris, unknown].map((r) => r.body.data.paymentId as number);
    const want = [
      { paymentMethod: 2, paymentAccount: 'BCA 1234567890' },
      { paymentMethod: 3, paymentAccount: '' },
      { paymentMethod: null, paymentAccount: '' },
    ];
    for (const [i, paymentId] of ids.entries()) expect(await read(paymentId)).toMatchObject(want[i] as object);
    const list = await t.call(paymentCalls.getList, { tenantName: 'METODE SATU', pageSize: 10 }, t.adminToken);
    const history = await t.call(paymentCalls.getPaymentByBookingId, { bookingId: booking.bookingId }, t.adminToken);
    for (const rows of [list.body.data.listData, history.body.data.listData]) {
      const byId = new Map(rows.map((r: { paymentId: number }) => [r.paymentId, r]));
      for (const [i, paymentId] of ids.entries()) expect(byId.get(paymentId)).toMatchObject(want[i] as object);
    }
  });

  it('is changed by Update; left out it stays as it was; a changed method is a new receipt', async () => {
    const booking = await makeBooking(t.db);
    const created = await t.call(
      paymentCalls.create,
      rentRequest(booking.bookingId, { paymentMethod: 2, paymentAccount: 'Mandiri 777' }),
      t.adminToken,
    );
    const paymentId = created.body.data.paymentId;
    const first = await stored(paymentId);
    // The spec's client saves without the fields: nothing of them changes, nor the receipt.
    const kept = await t.call(paymentCalls.update, editOf(await read(paymentId)), t.adminToken);
    expect(kept.statusCode).toBe(200);
    expect(await stored(paymentId)).toEqual(first);
    // Cash now: the account (left out) goes with the transfer, and the receipt is issued anew.
    const cash = await t.call(
      paymentCalls.update,
      { ...editOf(await read(paymentId)), paymentMethod: 1 },
      t.adminToken,
    );
    expect(cash.statusCode).toBe(200);
    expect(await read(paymentId)).toMatchObject({ paymentMethod: 1, paymentAccount: '' });
    expect((await stored(paymentId))?.n).not.toBe(first?.n);
    // Null: not recorded.
    await t.call(paymentCalls.update, { ...editOf(await read(paymentId)), paymentMethod: null }, t.adminToken);
    expect(await read(paymentId)).toMatchObject({ paymentMethod: null, paymentAccount: '' });
  });

  it.each([
    [{ paymentMethod: 0 }, 'paymentMethod', 'Payment Method is not a valid choice'],
    [{ paymentMethod: 6 }, 'paymentMethod', 'Payment Method is not a valid choice'],
    [{ paymentMethod: '1' }, 'paymentMethod', 'Payment Method is not a valid choice'],
    [{ paymentMethod: 1.5 }, 'paymentMethod', 'Payment Method is not a valid choice'],
    [{ paymentMethod: 'cash' }, 'paymentMethod', 'Payment Method is not a valid choice'],
    [
      { paymentMethod: 2, paymentAccount: 'x'.repeat(101) },
      'paymentAccount',
      'Account Paid Into must be at most 100 characters',
    ],
    [{ paymentMethod: 1, paymentAccount: 'BCA 1' }, 'paymentAccount', 'An account is named only for a bank transfer'],
    [{ paymentAccount: 'BCA 1' }, 'paymentAccount', 'An account is named only for a bank transfer'],
  ])('refuses %j on Create and Update with a clear message, and changes nothing', async (bad, field, message) => {
    const booking = await makeBooking(t.db);
    const before = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from payments`)).rows[0]?.n;
    const res = await t.call(paymentCalls.create, rentRequest(booking.bookingId, bad), t.adminToken);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([expect.objectContaining({ field, message })]);
    expect((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from payments`)).rows[0]?.n).toBe(before);

    const ok = await t.call(paymentCalls.create, rentRequest(booking.bookingId, { paymentMethod: 3 }), t.adminToken);
    const paymentId = ok.body.data.paymentId;
    const was = await stored(paymentId);
    const upd = await t.call(paymentCalls.update, { ...editOf(await read(paymentId)), ...bad }, t.adminToken);
    expect(upd.statusCode).toBe(400);
    expect(errorsOf(upd)).toEqual([expect.objectContaining({ field, message })]);
    expect(await stored(paymentId)).toEqual(was);
  });

  it('answers the refusal in Indonesian too', async () => {
    const booking = await makeBooking(t.db);
    const res = await t.raw(
      '/api/Payment/Create',
      JSON.stringify(rentRequest(booking.bookingId, { paymentMethod: 1, paymentAccount: 'BCA 1' })),
      t.adminToken,
      { 'accept-language': 'id' },
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)[0]).toMatchObject({
      field: 'paymentAccount',
      code: 'payment.accountOnlyForTransfer',
      message: 'Rekening hanya diisi untuk transfer bank',
    });
  });
});
