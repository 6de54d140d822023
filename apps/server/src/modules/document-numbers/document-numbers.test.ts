import { paymentCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { makeBooking } from '../../../test/factories/money.js';
import { formatDocumentNumber } from './document-numbers.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const payment = (bookingId: number, amount = 100_000) => ({
  bookingId,
  paymentDate: '2026-05-03',
  paymentType: 2,
  paymentPeriodeMonth: 5,
  paymentPeriodeYear: 2026,
  amount,
});

const numberOf = (receipt: string) => Number(receipt.split('/')[2]);

describe('receipt numbers', () => {
  it('are written KW/<year>/<six digits>', () => {
    expect(formatDocumentNumber('KW', 2026, 123)).toBe('KW/2026/000123');
    expect(formatDocumentNumber('PD', 2027, 1_234_567)).toBe('PD/2027/1234567');
  });

  it('under 20 concurrent payments: all different, consecutive, none lost to a refused payment', async () => {
    t.clock.set('2026-05-03T10:00:00+07:00');
    const { bookingId } = await makeBooking(t.db);
    const { bookingId: cancelled } = await makeBooking(t.db, { bookingStatus: 3 });
    const first = await t.call(paymentCalls.create, payment(bookingId), t.adminToken);
    const start = numberOf(first.body.data.receiptNumber);

    // 20 good payments racing 5 refused ones (a cancelled booking): the refused give their numbers back.
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => t.call(paymentCalls.create, payment(bookingId, 1_000 + i), t.adminToken)),
      ...Array.from({ length: 5 }, () => t.call(paymentCalls.create, payment(cancelled), t.adminToken)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([...Array(20).fill(200), ...Array(5).fill(409)]);
    const numbers = results.slice(0, 20).map((r) => numberOf(r.body.data.receiptNumber));
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => start + 1 + i));
    expect(results[0]?.body.data.receiptNumber).toMatch(/^KW\/2026\/\d{6}$/);

    // The database agrees: every stored number is unique, and each payment shows its own.
    const stored = await t.db.execute<{ n: number; distinct: number }>(
      sql`select count(*)::int as n, count(distinct receipt_number)::int as distinct from payments`,
    );
    expect(stored.rows[0]?.n).toBe(stored.rows[0]?.distinct);
    const one = await t.call(paymentCalls.getById, { paymentId: results[3]?.body.data.paymentId }, t.adminToken);
    expect(one.body.data.receiptNumber).toBe(results[3]?.body.data.receiptNumber);
  });

  it('are never given again: a deleted payment keeps its number and the next payment takes a new one', async () => {
    t.clock.set('2026-07-01T09:00:00+07:00');
    const { bookingId } = await makeBooking(t.db);
    const a = (await t.call(paymentCalls.create, payment(bookingId), t.adminToken)).body.data;
    await t.call(paymentCalls.delete, { paymentId: a.paymentId, status: 1 }, t.adminToken);
    const b = (await t.call(paymentCalls.create, payment(bookingId), t.adminToken)).body.data;
    expect(numberOf(b.receiptNumber)).toBe(numberOf(a.receiptNumber) + 1);
    const deleted = await t.call(paymentCalls.getById, { paymentId: a.paymentId }, t.adminToken);
    expect(deleted.body.data.receiptNumber).toBe(a.receiptNumber);
  });

  it('go on past 999,999 with more digits, as the receipt shows them', async () => {
    t.clock.set('2031-03-01T09:00:00+07:00');
    const { bookingId } = await makeBooking(t.db);
    await t.db.execute(sql`insert into document_numbers (series, year, last_number) values ('KW', 2031, 999998)`);
    const six = (await t.call(paymentCalls.create, payment(bookingId), t.adminToken)).body.data;
    const seven = (await t.call(paymentCalls.create, payment(bookingId), t.adminToken)).body.data;
    expect([six.receiptNumber, seven.receiptNumber]).toEqual(['KW/2031/999999', 'KW/2031/1000000']);
    expect(seven.receiptNumber).toBe(formatDocumentNumber('KW', 2031, 1_000_000));
    const stored = await t.call(paymentCalls.getById, { paymentId: seven.paymentId }, t.adminToken);
    expect(stored.body.data.receiptNumber).toBe('KW/2031/1000000');
    t.clock.set(null);
  });

  it("start again at 1 in a new year (the business's year, not the server's)", async () => {
    const { bookingId } = await makeBooking(t.db);
    // 31 Dec 2026 18:00 UTC is already 1 Jan 2027 in Jakarta.
    t.clock.set('2026-12-31T18:00:00Z');
    const first = (await t.call(paymentCalls.create, payment(bookingId), t.adminToken)).body.data;
    expect(first.receiptNumber).toBe('KW/2027/000001');
    const second = (await t.call(paymentCalls.create, payment(bookingId), t.adminToken)).body.data;
    expect(second.receiptNumber).toBe('KW/2027/000002');
    t.clock.set(null);
  });
});
