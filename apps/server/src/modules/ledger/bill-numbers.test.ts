import { billCalls, bookingCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { ledgerOf, noonOn } from '../../../test/factories/bills.js';
import { bookingInput } from '../../../test/factories/bookings.js';

/** Bill numbers (TG/<year>/<n>): consecutive within the year the bill is issued, never shared or reused. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  t.clock.set(null);
  await t.close();
});

type Numbered = { billId: number; bookingId: number; periodStart: string; number: string };

async function numbered(year: number): Promise<Numbered[]> {
  const result = await t.db.execute<Numbered>(sql`
    select bill_id as "billId", booking_id as "bookingId", period_start::text as "periodStart", document_number as number
    from bills where document_number like ${`TG/${year}/%`} order by document_number`);
  return result.rows;
}

const seq = (number: string) => Number(number.split('/')[2]);
const counter = async (year: number) =>
  (
    await t.db.execute<{ last: number }>(
      sql`select last_number as last from document_numbers where series = 'TG' and year = ${year}`,
    )
  ).rows[0]?.last;
const ROOMS = [
  ...Array.from({ length: 7 }, (_, i) => `${101 + i}`),
  ...Array.from({ length: 12 }, (_, i) => `${201 + i}`),
  '312',
];

describe('bill numbers', () => {
  it('under 20 concurrent Booking/Create, each making a set of bills: no duplicates, no gaps, each set in one block', async () => {
    t.clock.set(noonOn('2031-03-10'));
    // Monthly stays from 1 January: each booking makes its January, February and March bills at once.
    const inputs = await Promise.all(ROOMS.map((room) => bookingInput(t, room, { checkInDate: '2031-01-01' })));
    const results = await Promise.all(inputs.map((input) => t.call(bookingCalls.create, input, t.adminToken)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));

    const bills = await numbered(2031);
    expect(bills).toHaveLength(60);
    expect(bills.map((b) => seq(b.number))).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(bills[0]?.number).toBe('TG/2031/000001');
    expect(await counter(2031)).toBe(60);
    // A booking's bills were numbered together, in period order.
    for (const { body } of results) {
      const own = bills.filter((b) => b.bookingId === body.data.bookingId);
      expect(own.map((b) => b.periodStart)).toEqual(['2031-01-01', '2031-02-01', '2031-03-01']);
      const first = seq(own[0]?.number ?? '');
      expect(own.map((b) => seq(b.number))).toEqual([first, first + 1, first + 2]);
    }

    // Bill/GetById and Bill/GetList answer the stored number.
    const one = await t.call(billCalls.getById, { billId: bills[5]?.billId }, t.adminToken);
    expect(one.body.data.documentNumber).toBe(bills[5]?.number);
    const list = await t.call(billCalls.getList, { pageSize: 100, pageIndex: 0 }, t.adminToken);
    const row = list.body.data.listData.find((r: { billId: number }) => r.billId === bills[5]?.billId);
    expect(row?.documentNumber).toBe(bills[5]?.number);
  });

  it('a void bill keeps its number, the daily run numbers its set after the counter, and no number comes back', async () => {
    const [voided] = await numbered(2031);
    const res = await t.call(billCalls.void, { billId: voided?.billId, reason: 'WAIVED' }, t.adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ billStatus: 4, documentNumber: voided?.number });

    // 7 days ahead: on 25 March the daily run makes the April bills of the 20 stays.
    t.clock.set(noonOn('2031-03-25'));
    expect(await ledgerOf(t).generateDaily()).toBe(20);
    const bills = await numbered(2031);
    expect(bills).toHaveLength(80);
    expect(new Set(bills.map((b) => b.number)).size).toBe(80);
    const april = bills.filter((b) => b.periodStart === '2031-04-01');
    // One block after the counter, in stay order (the set's period is the same).
    expect(april.map((b) => seq(b.number))).toEqual(Array.from({ length: 20 }, (_, i) => 61 + i));
    expect(april.map((b) => b.bookingId)).toEqual([...april.map((b) => b.bookingId)].sort((a, b) => a - b));
    expect(await counter(2031)).toBe(80);
    expect(bills.find((b) => b.billId === voided?.billId)?.number).toBe(voided?.number);
    // Run again the same day: nothing to make, the counter does not move.
    expect(await ledgerOf(t).generateDaily()).toBe(0);
    expect(await counter(2031)).toBe(80);
  });

  it('the year is the one the bill is issued in; a bill issued on 2 January starts the new year at 1', async () => {
    t.clock.set(noonOn('2031-12-28'));
    await ledgerOf(t).generateDaily();
    // January 2032's bills were issued in December 2031: they carry 2031.
    const january = (await numbered(2031)).filter((b) => b.periodStart === '2032-01-01');
    expect(january).toHaveLength(20);
    t.clock.set(noonOn('2032-01-02'));
    const input = await bookingInput(t, '301', { checkInDate: '2032-01-02' });
    expect((await t.call(bookingCalls.create, input, t.adminToken)).statusCode).toBe(200);
    expect((await numbered(2032)).map((b) => b.number)).toEqual(['TG/2032/000001']);
  });

  it('are written as receipts are: six digits, more past 999,999 (never cut)', async () => {
    const written = await t.db.execute<{ a: string; b: string }>(
      sql`select document_number_text('TG', 2031, 42) as a, document_number_text('TG', 2031, 1234567) as b`,
    );
    expect(written.rows[0]).toEqual({ a: 'TG/2031/000042', b: 'TG/2031/1234567' });
  });

  it('a number is never changed, by anyone', async () => {
    const [bill] = await numbered(2031);
    await expect(
      t.db.execute(sql`update bills set document_number = 'TG/2031/999999' where bill_id = ${bill?.billId}`),
    ).rejects.toThrow();
    expect((await numbered(2031))[0]?.number).toBe(bill?.number);
  });
});
