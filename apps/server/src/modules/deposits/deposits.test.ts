import { depositCalls, paymentCalls } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { makeBooking } from '../../../test/factories/money.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // 23:30 UTC on 9 May 2026 is already 10 May in Jakarta.
  t.clock.set('2026-05-09T23:30:00Z');
});
afterAll(() => t.close());

async function deposit(amount = 1_000_000, tenantName?: string) {
  const booking = await makeBooking(t.db, tenantName ? { tenantName } : {});
  const res = await t.call(
    paymentCalls.create,
    {
      paymentDate: '2026-05-01',
      paymentType: 1,
      bookingId: booking.bookingId,
      paymentPeriodeMonth: 5,
      paymentPeriodeYear: 2026,
      amount,
    },
    t.adminToken,
  );
  return res.body.data.paymentId;
}

const settle = (body: Record<string, unknown>, token = t.adminToken) => t.call(depositCalls.create, body, token);
const stored = async (paymentId: number) => (await t.call(paymentCalls.getById, { paymentId }, t.adminToken)).body.data;

describe('DepositReturned/Create', () => {
  it('Full returns the whole amount, dated today in business time', async () => {
    const paymentId = await deposit(1_250_000);
    const res = await settle({ paymentId, depositStatus: 1, amount: 1_250_000 });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      paymentId,
      depositStatus: 1,
      returnAmount: 1_250_000,
      returnDate: '2026-05-10T00:00:00',
      totalDeductions: 0,
    });
    expect(await stored(paymentId)).toMatchObject({ depositStatus: 1, returnedAmount: 1_250_000 });
  });

  it('Split returns the typed part, on the return date given', async () => {
    const paymentId = await deposit(1_000_000);
    const res = await settle({ paymentId, depositStatus: 1, amount: 400_000, returnDate: '2026-05-08' });
    expect(res.statusCode).toBe(200);
    expect(await stored(paymentId)).toMatchObject({
      depositStatus: 1,
      returnedAmount: 400_000,
      returnDate: '2026-05-08T00:00:00',
    });
  });

  it('Owned keeps the deposit: status 2, returned 0', async () => {
    const paymentId = await deposit();
    const res = await settle({ paymentId, depositStatus: 2, amount: 0 });
    expect(res.body.data).toMatchObject({ depositStatus: 2, returnAmount: 0 });
    expect(await stored(paymentId)).toMatchObject({ depositStatus: 2, returnedAmount: 0 });
  });

  it.each([
    [{ depositStatus: 1 }, english('field.required', { field: 'returnAmount' })],
    [{ depositStatus: 1, amount: 0 }, english('field.required', { field: 'returnAmount' })],
    [{ depositStatus: 1, amount: -5 }, 'Returned Amount must be between Rp 0 and Rp 100.000.000.000'],
    [{ depositStatus: 1, amount: 1e30 }, 'Returned Amount must be between Rp 0 and Rp 100.000.000.000'],
    [{ depositStatus: 1, amount: 'lots' }, 'Returned Amount must be a whole number'],
    [{ depositStatus: 1, amount: 12.5 }, 'Returned Amount must be a whole number'],
    [{ depositStatus: 1, amount: 1_000_001 }, 'Returned Amount must be at most the deposit amount (Rp 1.000.000)'],
    [{ depositStatus: 2, amount: 5 }, english('deposit.ownedAmountMustBeZero')],
    [{ depositStatus: 0, amount: 0 }, 'Deposit Status is not a valid choice'],
    [{ depositStatus: 1, amount: 5, returnDate: '2026-13-01' }, 'Return Date must be a date (YYYY-MM-DD)'],
  ])('refuses case %# with "%s" and leaves the deposit On Hold', async (change, message) => {
    const paymentId = await deposit(1_000_000);
    const res = await settle({ paymentId, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await stored(paymentId)).toMatchObject({ depositStatus: 0, returnedAmount: 0 });
  });

  it('refuses a return dated before the deposit was paid, and changes nothing', async () => {
    const paymentId = await deposit();
    const res = await settle({ paymentId, depositStatus: 1, amount: 1_000_000, returnDate: '2026-04-30' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Return Date cannot be before the deposit was paid (01 May 2026)');
    expect(res.body.data).toEqual({
      errors: [
        {
          field: 'returnDate',
          message: res.body.message,
          code: 'deposit.returnBeforePayment',
          params: { date: '2026-05-01' },
        },
      ],
    });
    expect(await stored(paymentId)).toMatchObject({ depositStatus: 0, returnDate: '0001-01-01T00:00:00' });
    // The day it was paid is a valid return date.
    expect(
      (await settle({ paymentId, depositStatus: 1, amount: 1_000_000, returnDate: '2026-05-01' })).statusCode,
    ).toBe(200);
  });

  it('settles only from On Hold: a second settlement is 409 and changes nothing', async () => {
    const paymentId = await deposit();
    await settle({ paymentId, depositStatus: 2, amount: 0 });
    const again = await settle({ paymentId, depositStatus: 1, amount: 1_000_000 });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(english('deposit.alreadySettled'));
    expect(await stored(paymentId)).toMatchObject({ depositStatus: 2, returnedAmount: 0 });
  });

  it('when two admins settle at once, exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const paymentId = await deposit();
      const results = await Promise.all([
        settle({ paymentId, depositStatus: 1, amount: 1_000_000 }),
        settle({ paymentId, depositStatus: 2, amount: 0 }),
        settle({ paymentId, depositStatus: 1, amount: 300_000 }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      const winner = results.find((r) => r.statusCode === 200)?.body.data;
      const row = await stored(paymentId);
      expect(row).toMatchObject({ depositStatus: winner?.depositStatus, returnedAmount: winner?.returnAmount });
    }
  });

  it('refuses a rent payment, an unknown id and a deleted deposit', async () => {
    const booking = await makeBooking(t.db);
    const rent = await t.call(
      paymentCalls.create,
      {
        paymentDate: '2026-05-01',
        paymentType: 2,
        bookingId: booking.bookingId,
        paymentPeriodeMonth: 5,
        paymentPeriodeYear: 2026,
        amount: 5,
      },
      t.adminToken,
    );
    const rentRes = await settle({ paymentId: rent.body.data.paymentId, depositStatus: 2, amount: 0 });
    expect(rentRes.statusCode).toBe(404);
    expect(rentRes.body.message).toBe(english('deposit.notFound'));
    expect((await settle({ paymentId: 999_999, depositStatus: 2, amount: 0 })).statusCode).toBe(404);
    const paymentId = await deposit();
    await t.call(paymentCalls.delete, { paymentId, status: 1 }, t.adminToken);
    const deleted = await settle({ paymentId, depositStatus: 2, amount: 0 });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.body.message).toBe(english('deposit.deleted'));
  });

  it('is for administrators only', async () => {
    const staff = await t.createUser();
    const paymentId = await deposit();
    const res = await settle({ paymentId, depositStatus: 2, amount: 0 }, staff.token);
    expect(res.statusCode).toBe(403);
    expect((await t.call(depositCalls.getList, {}, staff.token)).statusCode).toBe(403);
    expect(await stored(paymentId)).toMatchObject({ depositStatus: 0 });
  });
});

describe('DepositReturned/GetList', () => {
  it('filters by tenant, deposit status and status, with totals over the whole filtered set', async () => {
    const ids = [];
    for (const amount of [1_000_000, 2_000_000, 3_000_000, 4_000_000]) ids.push(await deposit(amount, 'WULAN SARI'));
    const [a, b, c, d] = ids as [number, number, number, number];
    await settle({ paymentId: a, depositStatus: 1, amount: 1_000_000 });
    await settle({ paymentId: b, depositStatus: 1, amount: 500_000 });
    await settle({ paymentId: c, depositStatus: 2, amount: 0 });
    await t.call(paymentCalls.delete, { paymentId: d, status: 1 }, t.adminToken);

    const all = await t.call(
      depositCalls.getList,
      { tenantName: 'wulan', pageSize: 1, pageIndex: 3, paymentType: 1 },
      t.adminToken,
    );
    expect(all.body.data).toMatchObject({ totalData: 4, totalAmount: 10_000_000, totalReturnedAmount: 1_500_000 });
    expect(all.body.data.listData).toHaveLength(1);
    expect(all.body.data.listData[0]?.rowNumber).toBe(4);
    expect(all.body.data.listData[0]).toMatchObject({
      tenantName: 'WULAN SARI',
      roomNumber: '101',
      bookingStatus: 1,
      paymentType: 1,
    });

    const cases: [Record<string, unknown>, number, number, number][] = [
      [{ depositStatus: 0 }, 1, 4_000_000, 0],
      [{ depositStatus: 1 }, 2, 3_000_000, 1_500_000],
      [{ depositStatus: 2 }, 1, 3_000_000, 0],
      [{ depositStatus: null, status: 1 }, 3, 6_000_000, 1_500_000],
      [{ depositStatus: 0, status: 1 }, 0, 0, 0],
    ];
    for (const [filter, count, amount, returned] of cases) {
      const res = await t.call(depositCalls.getList, { tenantName: 'WULAN', ...filter }, t.adminToken);
      expect(res.body.data, JSON.stringify(filter)).toMatchObject({
        totalData: count,
        totalAmount: amount,
        totalReturnedAmount: returned,
      });
    }
    expect((await t.call(depositCalls.getList, { depositStatus: 3 }, t.adminToken)).body.message).toBe(
      'Deposit Status is not a valid choice',
    );
  });
});
