import { allCalls, expenseCalls, honoursIdempotencyKey, paymentCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { makeBooking } from '../../../test/factories/money.js';

/**
 * A call that makes a record, sent again with the same Idempotency-Key, answers its first answer
 * and makes nothing more; and no write call can answer a failure once its transaction committed.
 */
let t: TestApp;
let bookingId: number;
beforeAll(async () => {
  t = await createTestApp();
  bookingId = (await makeBooking(t.db)).bookingId;
});
afterAll(() => t.close());

const paymentOf = (amount: number) => ({
  bookingId,
  paymentDate: '2030-01-05',
  paymentType: 2,
  paymentPeriodeMonth: 1,
  paymentPeriodeYear: 2030,
  amount,
  remark: '',
});
const payments = async () =>
  Number((await t.db.execute<{ n: number }>(sql`select count(*) as n from payments`)).rows[0]?.n);
const pay = (body: object, key?: string, token = t.adminToken) =>
  t.raw(paymentCalls.create.path, JSON.stringify(body), token, key === undefined ? {} : { 'idempotency-key': key });

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer, and records the payment once', async () => {
    const before = await payments();
    const first = await pay(paymentOf(750_000), 'retry-1');
    expect(first.statusCode).toBe(200);
    expect(first.response.headers['idempotent-replayed']).toBeUndefined();
    const again = await pay(paymentOf(750_000), 'retry-1');
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.response.headers['idempotent-replayed']).toBe('true');
    expect(await payments()).toBe(before + 1);
    // Without a key, the same request is a new payment, as before.
    expect((await pay(paymentOf(750_000))).statusCode).toBe(200);
    expect(await payments()).toBe(before + 2);
  });

  it('makes one record when the same key arrives twice at once', async () => {
    const before = await payments();
    const both = await Promise.all([pay(paymentOf(10_000), 'at-once'), pay(paymentOf(10_000), 'at-once')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[1]?.body).toEqual(both[0]?.body);
    expect(await payments()).toBe(before + 1);
  });

  it('refuses the same key with another request, and a malformed key, changing nothing', async () => {
    await pay(paymentOf(20_000), 'reused');
    const before = await payments();
    const other = await pay(paymentOf(25_000), 'reused');
    expect(other.statusCode).toBe(422);
    expect(other.body).toMatchObject({ status: 422, code: 'idempotency.keyReused' });
    for (const bad of ['', 'x'.repeat(256), 'kunci rahasia', 'kunci\u00e9']) {
      const res = await pay(paymentOf(20_000), bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toMatchObject({ code: 'idempotency.keyInvalid', params: { max: 255 } });
    }
    expect(await payments()).toBe(before);
  });

  it("keeps one user's keys apart from another's", async () => {
    const staff = await t.createUser({ isAdmin: false });
    const mine = await pay(paymentOf(30_000), 'shared-key');
    const theirs = await pay(paymentOf(30_000), 'shared-key', staff.token);
    expect(theirs.statusCode).toBe(200);
    expect((theirs.body.data as { paymentId: number }).paymentId).not.toBe(
      (mine.body.data as { paymentId: number }).paymentId,
    );
  });

  it('keeps no answer of a refused call: the same key may be sent again once the refusal is mended', async () => {
    const refused = await pay({ ...paymentOf(40_000), bookingId: 999_999 }, 'mended');
    expect(refused.statusCode).toBe(404);
    const kept = await t.db.execute(sql`select 1 from idempotent_calls where key = 'mended'`);
    expect(kept.rows).toEqual([]);
  });

  it('is honoured by every call that makes a record: payments, expenses, bookings, deposit returns, tenants...', () => {
    const honouring = allCalls.filter((c) => honoursIdempotencyKey(c.path)).map((c) => c.path);
    expect(honouring).toEqual(
      expect.arrayContaining([
        '/api/Payment/Create',
        '/api/Expense/Create',
        '/api/Booking/Create',
        '/api/DepositReturned/Create',
        '/api/Tenant/Create',
      ]),
    );
    expect(honouring).not.toContain('/api/Backup/Create');
    expect(honouring.every((p) => /\/(Create|Record|WalkIn)$/.test(p))).toBe(true);
    expect(honouring).toContain('/api/Booking/WalkIn');
  });

  it('is honoured by an expense too (any Create)', async () => {
    const body = { expenseDate: '2030-01-05', expenseCategory: 1, amount: 55_000, remark: '' };
    const first = await t.raw(expenseCalls.create.path, JSON.stringify(body), t.adminToken, {
      'idempotency-key': 'e-1',
    });
    const again = await t.raw(expenseCalls.create.path, JSON.stringify(body), t.adminToken, {
      'idempotency-key': 'e-1',
    });
    expect(again.body).toEqual(first.body);
  });
});

describe('a write call whose answer the contract refuses', () => {
  it('is rolled back before it commits: 500, and nothing recorded (a retry would not record twice)', async () => {
    const before = await payments();
    const counter = async () =>
      (await t.db.execute<{ n: number }>(sql`select coalesce(max(last_number), 0) as n from document_numbers`)).rows[0]
        ?.n;
    const receipts = await counter();
    const refuse = vi
      .spyOn(paymentCalls.create.response, 'safeParse')
      .mockReturnValueOnce(paymentCalls.create.response.safeParse({ paymentId: 'not a number' }));
    try {
      const res = await pay(paymentOf(60_000));
      expect(res.statusCode).toBe(500);
    } finally {
      refuse.mockRestore();
    }
    expect(await payments()).toBe(before);
    expect(await counter()).toBe(receipts);
  });
});
