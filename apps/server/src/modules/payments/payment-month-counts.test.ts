import { depositCalls, paymentCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { makeBooking, rentRequest } from '../../../test/factories/money.js';

/**
 * payment_month_counts and payment_day_counts (the payment list's page jumps read them) must
 * equal a recount of the payments after every write the payment and deposit calls make, and
 * after concurrent ones.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function expectMonthCountsAgree() {
  const [recount, kept] = await Promise.all([
    t.db.execute(sql`
      select payment_type, coalesce(deposit_status, -1) as deposit_state, status,
             date_trunc('month', payment_date)::date::text as month, count(*)::bigint as n
      from payments group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    t.db.execute(sql`
      select payment_type, deposit_state, status, month::text, row_count as n
      from payment_month_counts where row_count <> 0 order by 1, 2, 3, 4`),
  ]);
  expect(kept.rows).toEqual(recount.rows);
  expect(recount.rows.length).toBeGreaterThan(0);
  const [days, keptDays] = await Promise.all([
    t.db.execute(sql`
      select payment_date::text as day, payment_type, coalesce(deposit_status, -1) as deposit_state, status,
             count(*)::bigint as n
      from payments group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    t.db.execute(sql`
      select payment_date::text as day, payment_type, deposit_state, status, row_count as n
      from payment_day_counts where row_count <> 0 order by 1, 2, 3, 4`),
  ]);
  expect(keptDays.rows).toEqual(days.rows);
}

async function keptIn(month: string) {
  const found = await t.db.execute<{ n: number }>(
    sql`select coalesce(sum(row_count), 0)::int as n from payment_month_counts where month = ${month}::date`,
  );
  return Number(found.rows[0]?.n);
}

async function create(body: Record<string, unknown>): Promise<number> {
  const res = await t.call(paymentCalls.create, body, t.adminToken);
  expect(res.statusCode).toBe(200);
  return res.body.data.paymentId;
}

async function update(paymentId: number, body: Record<string, unknown>) {
  const res = await t.call(paymentCalls.update, { ...body, paymentId }, t.adminToken);
  expect(res.statusCode).toBe(200);
  await expectMonthCountsAgree();
}

describe('payment_month_counts', () => {
  it('follow creates, edits across months, type changes, settlements and deletes', async () => {
    const { bookingId } = await makeBooking(t.db);
    const rent = await create(rentRequest(bookingId));
    const deposit = await create(rentRequest(bookingId, { paymentType: 1, paymentDate: '2026-03-31' }));
    await expectMonthCountsAgree();
    expect(await keptIn('2026-03-01')).toBe(2);

    // The date moves to the next month, then within it (no counter moves), then back a year.
    await update(rent, rentRequest(bookingId, { paymentDate: '2026-04-01' }));
    expect([await keptIn('2026-03-01'), await keptIn('2026-04-01')]).toEqual([1, 1]);
    await update(rent, rentRequest(bookingId, { paymentDate: '2026-04-30', amount: 1_400_000 }));
    await update(rent, rentRequest(bookingId, { paymentDate: '2025-04-30' }));
    expect(await keptIn('2026-04-01')).toBe(0);
    // Rent becomes a deposit (On Hold) and back, with its date.
    await update(rent, rentRequest(bookingId, { paymentType: 1, paymentDate: '2026-02-28' }));
    await update(rent, rentRequest(bookingId, { paymentDate: '2026-03-01' }));

    // A deposit settled (returned in part, or owned) moves to its deposit state's row.
    const owned = await create(rentRequest(bookingId, { paymentType: 1, paymentDate: '2026-01-31' }));
    const settled = await t.call(
      depositCalls.create,
      { paymentId: deposit, depositStatus: 1, amount: 400_000 },
      t.adminToken,
    );
    expect(settled.statusCode).toBe(200);
    await expectMonthCountsAgree();
    const kept = await t.call(depositCalls.create, { paymentId: owned, depositStatus: 2, amount: 0 }, t.adminToken);
    expect(kept.statusCode).toBe(200);
    await expectMonthCountsAgree();

    // Deleted (status 2) and brought back, then removed for good.
    for (const status of [1, 2]) {
      const toggled = await t.call(paymentCalls.delete, { paymentId: rent, status }, t.adminToken);
      expect(toggled.statusCode).toBe(200);
      await expectMonthCountsAgree();
    }
    await t.db.execute(sql`delete from payments where payment_id = ${owned}`);
    await expectMonthCountsAgree();
  });

  it('count every one of concurrent creates in one month, and concurrent moves out of it', async () => {
    const stays = await Promise.all(Array.from({ length: 4 }, () => makeBooking(t.db)));
    const before = await keptIn('2026-07-01');
    const ids = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        create(
          rentRequest(stays[i % 4]?.bookingId as number, {
            paymentType: 1 + (i % 2),
            paymentDate: `2026-07-${String(1 + i).padStart(2, '0')}`,
          }),
        ),
      ),
    );
    expect(await keptIn('2026-07-01')).toBe(before + 16);
    await expectMonthCountsAgree();
    const moves = ids.map((paymentId, i) =>
      i % 2
        ? t.call(paymentCalls.delete, { paymentId, status: 1 }, t.adminToken)
        : t.call(
            paymentCalls.update,
            {
              ...rentRequest(stays[i % 4]?.bookingId as number, { paymentDate: '2026-08-15', paymentType: 2 }),
              paymentId,
            },
            t.adminToken,
          ),
    );
    for (const res of await Promise.all(moves)) expect(res.statusCode).toBe(200);
    expect(await keptIn('2026-07-01')).toBe(before + 8);
    await expectMonthCountsAgree();
  });
});
