import { billCalls, bookingCalls, paymentCalls } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  arrearsRecounted,
  billListsOf,
  billsOfStay,
  bookStay,
  expectLedgerHonest,
  ledgerOf,
  noonOn,
  pay,
  setBusinessSettings,
} from '../../test/factories/bills.js';
import { insertRoom } from '../../test/factories/bookings.js';

/**
 * The kept counts and totals of migrations kept_list_counts (tenant_counts, booking_counts,
 * payment_counts, expense_day_totals), tenant_order_counts, booking_day_counts,
 * payment_month_counts, payment_day_counts, 0015 (bill_totals), tenant_bill_totals, tenant_payment_totals and
 * kept_arrears (stay_arrears, arrears_days) must always equal a recount of the rows, whatever
 * changes them: inserts of one and many rows, every column they key on changing, deletes, and
 * concurrent writers. The arrears read from them must equal the arrears grouped from the bills,
 * on any day.
 */
let t: TestApp;
let roomIds: number[] = [];

const pairs: [string, SQL, SQL][] = [
  [
    'tenant_counts',
    sql`select status, count(*)::bigint as n from tenants group by 1 order by 1`,
    sql`select status, row_count as n from tenant_counts where row_count <> 0 order by 1`,
  ],
  [
    'tenant_order_counts',
    sql`with s as (select from_name, from_id, lead(from_name) over w as to_name, lead(from_id) over w as to_id
                   from (select distinct from_name, from_id from tenant_order_counts) f
                   window w as (order by from_name, from_id))
        select s.from_name, s.from_id, t.status, count(*)::bigint as n
        from s join tenants t on (t.tenant_name, t.tenant_id) >= (s.from_name, s.from_id)
          and (s.to_name is null or (t.tenant_name, t.tenant_id) < (s.to_name, s.to_id))
        group by 1, 2, 3 order by 1, 2, 3`,
    sql`select from_name, from_id, status, row_count as n from tenant_order_counts where row_count <> 0 order by 1, 2, 3`,
  ],
  [
    'booking_counts',
    sql`select booking_status, status, count(*)::bigint as n from bookings group by 1, 2 order by 1, 2`,
    sql`select booking_status, status, row_count as n from booking_counts where row_count <> 0 order by 1, 2`,
  ],
  [
    'booking_day_counts',
    sql`select check_in_date::text, booking_status, status, count(*)::bigint as n from bookings group by 1, 2, 3 order by 1, 2, 3`,
    sql`select check_in_date::text, booking_status, status, row_count as n from booking_day_counts
        where row_count <> 0 order by 1, 2, 3`,
  ],
  [
    'payment_counts',
    sql`select payment_type, coalesce(deposit_status, -1) as deposit_state, status, payment_periode_year as y,
               payment_periode_month as m, count(*)::bigint as n, sum(amount)::bigint as amount,
               sum(returned_amount)::bigint as returned
        from payments group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
    sql`select payment_type, deposit_state, status, periode_year as y, periode_month as m, row_count as n,
               amount, returned_amount as returned
        from payment_counts where row_count <> 0 order by 1, 2, 3, 4, 5`,
  ],
  [
    'payment_month_counts',
    sql`select payment_type, coalesce(deposit_status, -1) as deposit_state, status,
               date_trunc('month', payment_date)::date::text as month, count(*)::bigint as n
        from payments group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    sql`select payment_type, deposit_state, status, month::text, row_count as n
        from payment_month_counts where row_count <> 0 order by 1, 2, 3, 4`,
  ],
  [
    'payment_day_counts',
    sql`select payment_date::text as day, payment_type, coalesce(deposit_status, -1) as deposit_state, status,
               count(*)::bigint as n
        from payments group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    sql`select payment_date::text as day, payment_type, deposit_state, status, row_count as n
        from payment_day_counts where row_count <> 0 order by 1, 2, 3, 4`,
  ],
  [
    'tenant_payment_totals',
    sql`select b.tenant_id, p.payment_type, coalesce(p.deposit_status, -1) as deposit_state, p.status,
               count(*)::bigint as n, sum(p.amount)::bigint as amount, sum(p.returned_amount)::bigint as returned
        from payments p join bookings b on b.booking_id = p.booking_id group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    sql`select tenant_id, payment_type, deposit_state, status, row_count as n, amount, returned_amount as returned
        from tenant_payment_totals where row_count <> 0 order by 1, 2, 3, 4`,
  ],
  [
    'expense_day_totals',
    sql`select expense_date::text, status, count(*)::bigint as n, sum(amount)::bigint as amount
        from expenses group by 1, 2 order by 1, 2`,
    sql`select expense_date::text, status, row_count as n, amount from expense_day_totals where row_count <> 0 order by 1, 2`,
  ],
];

async function expectKeptAgree() {
  for (const [name, recount, kept] of pairs) {
    const [a, b] = await Promise.all([t.db.execute(recount), t.db.execute(kept)]);
    expect(JSON.stringify(b.rows), name).toBe(JSON.stringify(a.rows));
  }
  // A counter row that reached zero keeps no money either.
  const empty = await t.db.execute(sql`
    select 1 from payment_counts where row_count = 0 and (amount <> 0 or returned_amount <> 0)
    union all select 1 from tenant_payment_totals where row_count = 0 and (amount <> 0 or returned_amount <> 0)
    union all select 1 from expense_day_totals where row_count = 0 and amount <> 0`);
  expect(empty.rows).toEqual([]);
  await expectLedgerHonest(t.db);
}

async function newTenants(n: number, status = 1): Promise<number[]> {
  const result = await t.db.execute<{ id: number }>(sql`
    insert into tenants (tenant_name, status, update_by)
    select 'KEPT ' || g || ' ' || md5(random()::text), ${status}, 'test' from generate_series(1, ${n}) g
    returning tenant_id as id`);
  return result.rows.map((r) => r.id);
}

/** One stay per room, starting `day` days after 2026-01-01, so they never overlap. */
async function newBookings(tenantId: number, day: number, bookingStatus = 1): Promise<number[]> {
  const result = await t.db.execute<{ id: number }>(sql`
    insert into bookings (tenant_id, room_id, booking_date, check_in_date, check_out_date, booking_type, booking_status, update_by)
    select ${tenantId}, r, date '2026-01-01' + ${day}::int, date '2026-01-01' + ${day}::int,
           date '2026-01-01' + ${day + 1}::int, 1, ${bookingStatus}, 'test'
    from unnest(${sql.raw(`array[${roomIds.join(',')}]`)}::int[]) r
    returning booking_id as id`);
  return result.rows.map((r) => r.id);
}

/** Receipt numbers are unique: each insert takes the next ones before it awaits (concurrent writers). */
let receiptsTaken = 0;
async function newPayments(bookingIds: number[], type: 1 | 2, month: number, amount: number) {
  const first = receiptsTaken;
  receiptsTaken += bookingIds.length;
  await t.db.execute(sql`
    insert into payments (booking_id, payment_date, payment_type, payment_periode_month, payment_periode_year,
                          amount, deposit_status, update_by, receipt_number)
    select b, date '2026-01-15', ${type}, ${month}, 2026, ${amount}, ${type === 1 ? 0 : null}, 'test',
           'KC/' || (${first}::int + n)
    from unnest(${sql.raw(`array[${bookingIds.join(',')}]`)}::int[]) with ordinality as u(b, n)`);
}

async function newExpenses(n: number, date: string, amount: number) {
  await t.db.execute(sql`
    insert into expenses (expense_date, expense_category, amount, remark, update_by)
    select ${date}::date + (g % 3), 1 + g % 2, ${amount} + g, 'KEPT', 'test' from generate_series(1, ${n}) g`);
}

beforeAll(async () => {
  t = await createTestApp();
  const rooms = await t.db.execute<{ id: number }>(sql`select room_id as id from rooms order by room_id limit 5`);
  roomIds = rooms.rows.map((r) => r.id);
});
afterAll(() => t.close());

describe('kept list counts and totals', () => {
  it('follow inserts of one row and of many rows in one statement', async () => {
    const [tenantId] = await newTenants(12);
    await newTenants(1, 2);
    const stays = await newBookings(tenantId as number, 0);
    await newBookings(tenantId as number, 2, 2);
    await newPayments(stays, 1, 1, 1_000_000);
    await newPayments(stays, 2, 1, 1_500_000);
    await newPayments(stays.slice(0, 1), 2, 2, 1_250_000);
    await newExpenses(10, '2026-01-30', 25_000);
    await newExpenses(1, '2026-02-02', 5_000);
    await expectKeptAgree();
  });

  it('follow every column they key on changing, settlements, deletes and undeletes', async () => {
    await t.db.execute(sql`update tenants set status = 2 where tenant_name like 'KEPT 1 %'`);
    await t.db.execute(sql`update tenants set tenant_name = tenant_name || ' X'`); // moves no counter
    await t.db.execute(
      sql`update bookings set booking_status = 2 where booking_id in (select min(booking_id) from bookings)`,
    );
    await t.db.execute(
      sql`update bookings set status = 2, booking_status = 3 where booking_status = 2 and room_id = ${roomIds[1]}`,
    );
    // Check-in days moved earlier (one stay, then every first stay of the rooms), and a change that moves no day.
    await t.db.execute(sql`update bookings set booking_date = booking_date - 3, check_in_date = check_in_date - 3
                           where booking_id in (select min(booking_id) from bookings)`);
    await t.db.execute(sql`update bookings set booking_date = booking_date - 1, check_in_date = check_in_date - 1
                           where check_in_date < date '2026-01-02'`);
    await t.db.execute(sql`update bookings set remark = 'moved' where true`);
    await expectKeptAgree();
    await t.db.execute(sql`update payments set deposit_status = 1, returned_amount = 400000 where payment_id in (
      select payment_id from payments where payment_type = 1 order by payment_id limit 2)`);
    await t.db.execute(sql`update payments set deposit_status = 2 where payment_type = 1 and deposit_status = 0`);
    await t.db.execute(
      sql`update payments set payment_periode_month = 3, payment_periode_year = 2027 where amount = 1250000`,
    );
    await t.db.execute(
      sql`update payments set amount = amount + 1 where payment_type = 2 and payment_periode_month = 1`,
    );
    await t.db.execute(sql`update payments set payment_type = 1, deposit_status = 0 where payment_periode_year = 2027`);
    // Payment dates moved across month ends, both ways, and within a month (moves no counter).
    await t.db.execute(sql`update payments set payment_date = payment_date + 17 where payment_id % 3 = 0`);
    await t.db.execute(sql`update payments set payment_date = payment_date - 20 where payment_id % 3 = 1`);
    await t.db.execute(sql`update payments set payment_date = payment_date + 1 where payment_id % 3 = 2`);
    await t.db.execute(sql`update payments set status = 2 where payment_id in (select max(payment_id) from payments)`);
    await expectKeptAgree();
    await t.db.execute(sql`update payments set status = 1 where status = 2`);
    // A stay moved to another tenant takes its payments' figures with it, and back.
    const [other] = await newTenants(1);
    const moved = await t.db.execute<{ id: number; tenantId: number }>(
      sql`select booking_id as id, tenant_id as "tenantId" from bookings where booking_id in (
            select booking_id from payments) order by booking_id limit 1`,
    );
    const stay = moved.rows[0] as { id: number; tenantId: number };
    await t.db.execute(sql`update bookings set tenant_id = ${other} where booking_id = ${stay.id}`);
    await expectKeptAgree();
    await t.db.execute(sql`update bookings set tenant_id = ${stay.tenantId} where booking_id = ${stay.id}`);
    await t.db.execute(
      sql`update expenses set expense_date = expense_date + 40, amount = amount * 2 where amount < 25005`,
    );
    await t.db.execute(sql`update expenses set status = 2 where expense_category = 1`);
    await t.db.execute(
      sql`update expenses set status = 1, remark = 'BACK' where expense_category = 1 and amount > 25006`,
    );
    await expectKeptAgree();
    await t.db.execute(sql`delete from payments where payment_type = 2 and payment_periode_month = 2`);
    await t.db.execute(sql`delete from expenses where amount > 25008`);
    await t.db.execute(
      sql`delete from payments where booking_id in (select booking_id from bookings where booking_status = 2)`,
    );
    await t.db.execute(sql`delete from bookings where booking_status = 2`);
    await t.db.execute(sql`delete from tenants where status = 2 and not exists (
      select 1 from bookings b where b.tenant_id = tenants.tenant_id)`);
    await expectKeptAgree();
  });

  it('follow concurrent writers of every kind without losing an update', async () => {
    const tenantIds = await newTenants(4);
    const stays = await newBookings(tenantIds[0] as number, 30);
    await newPayments(stays, 2, 4, 100_000);
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 60; i++) {
      const kind = i % 6;
      if (kind === 0) writes.push(newTenants(1, 1 + (i % 2)));
      if (kind === 1) writes.push(newPayments(stays.slice(i % 5, (i % 5) + 1), (1 + (i % 2)) as 1 | 2, 5, 1_000 + i));
      if (kind === 2) writes.push(newExpenses(2, '2026-05-01', 700 + i));
      // Many rows per statement, taken in id order as the server takes rows (two statements
      // scanning the same rows in heap order can deadlock on each other's new versions).
      if (kind === 3)
        writes.push(
          t.db.execute(sql`update payments set status = 3 - status where payment_id in (
            select payment_id from payments where payment_periode_month = 4 order by payment_id for update)`),
        );
      if (kind === 4)
        writes.push(t.db.execute(sql`update tenants set status = 3 - status where tenant_id = ${tenantIds[i % 4]}`));
      if (kind === 5)
        writes.push(
          t.db.execute(sql`update bookings set booking_status = 2 + (${i} % 2) where booking_id = ${stays[i % 5]}`),
        );
      // A stay changing tenant while its payments are written and changed.
      if (i % 10 === 7)
        writes.push(
          t.db.execute(sql`update bookings set tenant_id = ${tenantIds[i % 4]} where booking_id = ${stays[i % 5]}`),
        );
    }
    await Promise.all(writes);
    await expectKeptAgree();
  });
});

/** Days to read the arrears on: before, between and long after the stays' due dates. */
const ARREARS_DAYS = ['2027-01-25', '2027-01-26', '2027-02-10', '2027-02-26', '2027-03-05', '2027-04-30', '2027-09-01'];

const everyStay = { tenantName: '', roomNumber: '', tenantId: undefined, agingBucket: undefined };

/** The kept bill figures against a recount, and the arrears they answer against the arrears grouped from the bills. */
async function expectBillFiguresAgree() {
  await expectKeptAgree();
  const bills = billListsOf(t);
  for (const day of ARREARS_DAYS) {
    const expected = await arrearsRecounted(t.db, day);
    const all = await bills.arrears({ ...everyStay, pageSize: 1000, pageIndex: 0 }, day);
    const shown = (rows: typeof all.listData) =>
      rows.map((r) => ({
        bookingId: r.bookingId,
        bills: r.bills,
        outstanding: r.outstanding,
        oldestDueDate: r.oldestDueDate,
        agingBucket: r.agingBucket,
      }));
    expect(shown(all.listData), day).toEqual(expected);
    expect(all.totalData, day).toBe(expected.length);
    expect(all.totalOutstanding, day).toBe(expected.reduce((sum, r) => sum + r.outstanding, 0));
    for (const bucket of [0, 1, 2, 3] as const) {
      const inBucket = expected.filter((r) => r.agingBucket === bucket);
      expect(all.buckets[bucket], `${day} bucket ${bucket}`).toEqual({
        agingBucket: bucket,
        bookings: inBucket.length,
        outstanding: inBucket.reduce((sum, r) => sum + r.outstanding, 0),
      });
      const only = await bills.arrears({ ...everyStay, agingBucket: bucket, pageSize: 1000, pageIndex: 0 }, day);
      expect(shown(only.listData), `${day} bucket ${bucket}`).toEqual(inBucket);
    }
    // Every page, read from either end, is its slice of the whole.
    const pages = [];
    for (let pageIndex = 0; pageIndex * 2 < expected.length; pageIndex++)
      pages.push(...(await bills.arrears({ ...everyStay, pageSize: 2, pageIndex }, day)).listData);
    expect(shown(pages), day).toEqual(expected);
  }
}

describe('kept bill figures and the arrears read from them', () => {
  const stays: Record<string, number> = {};

  it('follow bookings, the daily run, payments, edits, deletes, waivers and late fees', async () => {
    t.clock.set(noonOn('2027-01-25'));
    stays.monthly = await bookStay(t, '301', { checkInDate: '2027-01-26', rentAmount: 1_000_000 });
    stays.weekly = await bookStay(t, '302', { checkInDate: '2027-01-26', bookingType: 2, rentAmount: 400_000 });
    stays.daily = await bookStay(t, '303', {
      checkInDate: '2027-01-26',
      checkOutDate: '2027-02-03',
      bookingType: 1,
      rentAmount: 100_000,
    });
    stays.yearly = await bookStay(t, '304', { checkInDate: '2027-01-20', bookingType: 4, rentAmount: 9_000_000 });
    await expectBillFiguresAgree();

    t.clock.set(noonOn('2027-03-05'));
    await ledgerOf(t).generateDaily();
    await expectBillFiguresAgree();

    const part = await pay(t, stays.monthly as number, 400_000);
    await pay(t, stays.weekly as number, 1_000_000);
    await pay(t, stays.daily as number, 250_000);
    await expectBillFiguresAgree();

    const edited = await t.call(
      paymentCalls.update,
      {
        paymentId: part.paymentId,
        bookingId: stays.monthly,
        paymentDate: '2027-03-05',
        paymentType: 2,
        paymentPeriodeMonth: 1,
        paymentPeriodeYear: 2027,
        amount: 1_300_000,
        remark: '',
      },
      t.adminToken,
    );
    expect(edited.statusCode).toBe(200);
    await expectBillFiguresAgree();
    const deleted = await t.call(paymentCalls.delete, { paymentId: part.paymentId, status: 1 }, t.adminToken);
    expect(deleted.statusCode).toBe(200);
    await expectBillFiguresAgree();

    const [first] = await billsOfStay(t.db, stays.weekly as number);
    const waived = await t.call(billCalls.void, { billId: first?.billId, reason: 'Promo' }, t.adminToken);
    expect(waived.statusCode).toBe(200);
    await expectBillFiguresAgree();

    // A stay deleted and brought back through the API, then its record status changed by hand.
    for (const status of [1, 2]) {
      const toggled = await t.call(bookingCalls.delete, { bookingId: stays.yearly, status }, t.adminToken);
      expect(toggled.statusCode).toBe(200);
      await expectBillFiguresAgree();
    }
    await t.db.execute(sql`update bookings set status = 2 where booking_id = ${stays.daily}`);
    await expectBillFiguresAgree();
    await t.db.execute(sql`update bookings set status = 1 where booking_id = ${stays.daily}`);
    // A stay moved to another tenant takes its bills' figures with it, and back.
    const [other] = await newTenants(1);
    const owner = await t.db.execute<{ id: number }>(
      sql`select tenant_id as id from bookings where booking_id = ${stays.weekly}`,
    );
    await t.db.execute(sql`update bookings set tenant_id = ${other} where booking_id = ${stays.weekly}`);
    await expectBillFiguresAgree();
    await t.db.execute(sql`update bookings set tenant_id = ${owner.rows[0]?.id} where booking_id = ${stays.weekly}`);
    await expectBillFiguresAgree();
    // A stay moved to a room of another property takes its arrears there, and back.
    const kos = await t.db.execute<{ id: number }>(
      sql`insert into properties (property_name, update_by) values ('KOS PINDAH', 'test') returning property_id as id`,
    );
    const kind = await t.db.execute<{ id: number }>(
      sql`insert into room_types (room_type_name, property_id, update_by)
          values ('KAMAR PINDAH', ${kos.rows[0]?.id}, 'test') returning room_type_id as id`,
    );
    const away = await insertRoom(t.db, {
      roomNumber: '901',
      propertyId: kos.rows[0]?.id,
      roomTypeId: kind.rows[0]?.id,
    });
    const home = await t.db.execute<{ id: number }>(
      sql`select room_id as id from bookings where booking_id = ${stays.weekly}`,
    );
    await t.db.execute(sql`update bookings set room_id = ${away.roomId} where booking_id = ${stays.weekly}`);
    const moved = await t.db.execute<{ id: number }>(
      sql`select property_id as id from stay_arrears where booking_id = ${stays.weekly}`,
    );
    expect(moved.rows[0]?.id).toBe(kos.rows[0]?.id);
    await expectBillFiguresAgree();
    await t.db.execute(sql`update bookings set room_id = ${home.rows[0]?.id} where booking_id = ${stays.weekly}`);
    await expectBillFiguresAgree();

    await setBusinessSettings(t, {
      LATE_FEE_MODE: 'fixed',
      LATE_FEE_AMOUNT: 50_000,
      LATE_FEE_GRACE_DAYS: 3,
      LATE_FEE_SINCE: '2027-01-01',
    });
    t.clock.set(noonOn('2027-04-30'));
    await ledgerOf(t).generateDaily();
    await expectBillFiguresAgree();
    await setBusinessSettings(t, { LATE_FEE_MODE: 'none' });
  });

  it('follow concurrent payments, waivers and daily runs on the same stays', async () => {
    const ids = Object.values(stays);
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 32; i++) {
      const stay = ids[i % ids.length] as number;
      if (i % 8 === 7) writes.push(ledgerOf(t).generateDaily());
      else if (i % 8 === 3)
        writes.push(
          billsOfStay(t.db, stay).then((found) => {
            const open = found.find((b) => b.billStatus === 1 || b.billStatus === 2);
            return open ? t.call(billCalls.void, { billId: open.billId, reason: 'Concurrent' }, t.adminToken) : null;
          }),
        );
      else if (i % 8 === 5)
        // The stay changes tenant while its bills are being paid, waived and generated.
        writes.push(
          newTenants(1).then(([tenant]) =>
            t.db.execute(sql`update bookings set tenant_id = ${tenant} where booking_id = ${stay}`),
          ),
        );
      else writes.push(pay(t, stay, 10_000 + i * 1_000));
    }
    await Promise.all(writes);
    await expectBillFiguresAgree();
  });
});
