import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { runAs, scopedDatabase } from '../../db/actor-scope.js';
import { bookings } from '../bookings/bookings.table.js';
import { expenses } from '../expenses/expenses.table.js';
import { rooms } from '../rooms/rooms.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { payments } from './payments.table.js';

/** money_totals must always equal the sums recomputed from the rows, whatever changes them. */
let t: TestApp;
let bookingId = 0;
const by = { updateBy: 'test' };

/** Per property: a payment's through its stay's room, an expense's own or 0 (the business as a whole). */
const recomputed = sql`
  select property_id, month::text, kind, sum(amount)::bigint as amount, sum(returned_amount)::bigint as returned,
         count(*)::bigint as n from (
    select r.property_id, date_trunc('month', payment_date)::date as month,
           case when payment_type = 2 then 1 when deposit_status = 0 then 2 else 3 end as kind,
           amount, returned_amount
    from payments p join bookings b on b.booking_id = p.booking_id join rooms r on r.room_id = b.room_id
    where p.status = 1
    union all
    select coalesce(property_id, 0), date_trunc('month', expense_date)::date, 4, amount, 0 from expenses where status = 1) x
  group by 1, 2, 3 order by 1, 2, 3`;
const kept = sql`
  select property_id, month::text, kind, amount, returned_amount as returned, row_count as n from money_totals
  where row_count <> 0 order by 1, 2, 3`;

async function expectTotalsAgree() {
  const [a, b] = await Promise.all([t.db.execute(recomputed), t.db.execute(kept)]);
  expect(JSON.stringify(b.rows)).toBe(JSON.stringify(a.rows));
}

beforeAll(async () => {
  t = await createTestApp();
  const [room] = await t.db.select({ roomId: rooms.roomId }).from(rooms).limit(1);
  const [tenant] = await t.db
    .insert(tenants)
    .values({ tenantName: 'ANI', ...by })
    .returning();
  const [booking] = await t.db
    .insert(bookings)
    .values({
      tenantId: tenant?.tenantId as number,
      roomId: room?.roomId as number,
      bookingDate: '2026-01-01',
      checkInDate: '2026-01-01',
      bookingType: 3,
      ...by,
    })
    .returning();
  bookingId = booking?.bookingId as number;
});
afterAll(() => t.close());

let receipts = 0;
const rent = (paymentDate: string, amount: number) => ({
  bookingId,
  receiptNumber: `T/${++receipts}`,
  paymentDate,
  paymentType: 2,
  paymentPeriodeMonth: Number(paymentDate.slice(5, 7)),
  paymentPeriodeYear: Number(paymentDate.slice(0, 4)),
  amount,
  ...by,
});

describe('money_totals', () => {
  it('follows inserts of many rows at once and one by one', async () => {
    await t.db.insert(payments).values([rent('2026-01-05', 100), rent('2026-01-20', 250), rent('2026-02-01', 7)]);
    await t.db.insert(payments).values({ ...rent('2026-01-02', 1_000), paymentType: 1, depositStatus: 0 });
    await t.db.insert(expenses).values([
      { expenseDate: '2026-01-31', expenseCategory: 1, amount: 40, ...by },
      { expenseDate: '2026-02-01', expenseCategory: 2, amount: 60, ...by },
    ]);
    await expectTotalsAgree();
  });

  it('follows settlements, deletes, undeletes, moved dates and changed amounts', async () => {
    await t.db.update(payments).set({ depositStatus: 1, returnedAmount: 400 }).where(eq(payments.paymentType, 1));
    await expectTotalsAgree();
    await t.db.update(payments).set({ status: 2 }).where(eq(payments.amount, 250));
    await t.db.update(expenses).set({ expenseDate: '2026-03-15', amount: 65 }).where(eq(expenses.amount, 60));
    await expectTotalsAgree();
    await t.db.update(payments).set({ status: 1, paymentDate: '2025-12-31' }).where(eq(payments.amount, 250));
    await t.db.update(payments).set({ amount: 9 }).where(eq(payments.amount, 7));
    await t.db.update(expenses).set({ status: 2 }).where(eq(expenses.amount, 40));
    await expectTotalsAgree();
  });

  it('follows concurrent writers without losing an update', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? t.db.insert(payments).values(rent('2026-04-10', 1_000 + i))
          : t.db.insert(expenses).values({ expenseDate: '2026-04-11', expenseCategory: 1, amount: 500 + i, ...by }),
      ),
    );
    await expectTotalsAgree();
  });
});

describe('money_totals per property', () => {
  // Property B with one room; stays in A (the first property) and B.
  let propertyB = 0;
  let typeOfB = 0;
  let roomOfB = 0;
  let freeRoomOfB = 0;
  let stayOfA = 0;
  let stayOfB = 0;
  const stay = async (roomId: number) => {
    const [tenant] = await t.db
      .insert(tenants)
      .values({ tenantName: 'BUDI', ...by })
      .returning();
    const [booking] = await t.db
      .insert(bookings)
      .values({
        tenantId: tenant?.tenantId as number,
        roomId,
        bookingDate: '2026-01-01',
        checkInDate: '2026-01-01',
        bookingType: 3,
        ...by,
      })
      .returning();
    return booking?.bookingId as number;
  };
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await t.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;

  beforeAll(async () => {
    propertyB = (
      await one<{ id: number }>(
        sql`insert into properties (property_name, update_by) values ('KOS MELATI', 'test') returning property_id as id`,
      )
    ).id;
    typeOfB = (
      await one<{ id: number }>(
        sql`insert into room_types (property_id, room_type_name, update_by) values (${propertyB}, 'MELATI', 'test') returning room_type_id as id`,
      )
    ).id;
    roomOfB = (
      await one<{ id: number }>(
        sql`insert into rooms (property_id, room_number, room_type_id, update_by) values (${propertyB}, '901', ${typeOfB}, 'test') returning room_id as id`,
      )
    ).id;
    const roomOfA = (
      await one<{ id: number }>(
        sql`select room_id as id from rooms where property_id = 1 order by room_id desc limit 1`,
      )
    ).id;
    freeRoomOfB = (
      await one<{ id: number }>(
        sql`insert into rooms (property_id, room_number, room_type_id, update_by) values (${propertyB}, '902', ${typeOfB}, 'test') returning room_id as id`,
      )
    ).id;
    stayOfA = await stay(roomOfA);
    stayOfB = await stay(roomOfB);
  });

  const paid = (bookingId: number, paymentDate: string, amount: number, paymentType = 2) => ({
    ...rent(paymentDate, amount),
    bookingId,
    paymentType,
    ...(paymentType === 1 ? { depositStatus: 0 } : {}),
  });
  const byProperty = async () =>
    (
      await t.db.execute<{ property_id: number; amount: string }>(
        sql`select property_id, sum(amount)::text as amount from money_totals group by 1 order by 1`,
      )
    ).rows.map((r): [number, number] => [r.property_id, Number(r.amount)]);

  it("counts a payment under its stay's room's property and an expense under its own, or 0", async () => {
    const before = await byProperty();
    await t.db.insert(payments).values([paid(stayOfB, '2026-05-02', 3_000), paid(stayOfB, '2026-05-03', 500, 1)]);
    await t.db.insert(expenses).values([
      { expenseDate: '2026-05-04', expenseCategory: 1, amount: 70, propertyId: propertyB, ...by },
      { expenseDate: '2026-05-04', expenseCategory: 1, amount: 9, propertyId: null, ...by },
    ]);
    await expectTotalsAgree();
    const after = new Map(await byProperty());
    const was = new Map(before);
    expect(after.get(propertyB)).toBe(3_570);
    expect((after.get(0) ?? 0) - (was.get(0) ?? 0)).toBe(9);
  });

  it('moves the figures of a stay moved to a room of another property, and back', async () => {
    await t.db.insert(payments).values([paid(stayOfA, '2026-05-10', 11_000), paid(stayOfA, '2026-06-01', 600, 1)]);
    await expectTotalsAgree();
    await t.db.update(bookings).set({ roomId: freeRoomOfB }).where(eq(bookings.bookingId, stayOfA));
    await expectTotalsAgree();
    const roomOfA = (
      await one<{ id: number }>(
        sql`select room_id as id from rooms where property_id = 1 order by room_id desc limit 1`,
      )
    ).id;
    await t.db.update(bookings).set({ roomId: roomOfA }).where(eq(bookings.bookingId, stayOfA));
    await expectTotalsAgree();
  });

  it("moves a payment's figures when it is moved to a stay of another property", async () => {
    const [moved] = await t.db
      .insert(payments)
      .values(paid(stayOfA, '2026-05-11', 2_500))
      .returning();
    await expectTotalsAgree();
    await t.db
      .update(payments)
      .set({ bookingId: stayOfB, amount: 2_600 })
      .where(eq(payments.paymentId, moved?.paymentId as number));
    await expectTotalsAgree();
  });

  it("moves an expense's figures when it changes property, or becomes the business's", async () => {
    const [spent] = await t.db
      .insert(expenses)
      .values({ expenseDate: '2026-05-12', expenseCategory: 1, amount: 123, propertyId: 1, ...by })
      .returning();
    const id = spent?.expenseId as number;
    await t.db.update(expenses).set({ propertyId: propertyB }).where(eq(expenses.expenseId, id));
    await expectTotalsAgree();
    await t.db.update(expenses).set({ propertyId: null }).where(eq(expenses.expenseId, id));
    await expectTotalsAgree();
  });

  it("moves the figures of a room's stays when the room changes property (no call does; a raw update can)", async () => {
    const [typeOfA] = (
      await t.db.execute<{ id: number }>(sql`select room_type_id as id from room_types where property_id = 1 limit 1`)
    ).rows;
    await t.db.insert(payments).values(paid(stayOfB, '2026-05-20', 4_000));
    await t.db.execute(sql`update rooms set property_id = 1, room_type_id = ${typeOfA?.id} where room_id = ${roomOfB}`);
    await expectTotalsAgree();
    await t.db.execute(
      sql`update rooms set property_id = ${propertyB}, room_type_id = ${typeOfB} where room_id = ${roomOfB}`,
    );
    await expectTotalsAgree();
  });

  it('follows concurrent writers in two properties without losing an update', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const where = i % 4;
        if (where === 0) return t.db.insert(payments).values(paid(stayOfA, '2026-07-10', 1_000 + i));
        if (where === 1) return t.db.insert(payments).values(paid(stayOfB, '2026-07-10', 2_000 + i));
        return t.db.insert(expenses).values({
          expenseDate: '2026-07-11',
          expenseCategory: 1,
          amount: 500 + i,
          propertyId: where === 2 ? propertyB : null,
          ...by,
        });
      }),
    );
    await expectTotalsAgree();
  });

  it("keeps a staff user's writes, whose routines see only their properties, under that property", async () => {
    const staff = await t.createUser({ propertyIds: [propertyB] });
    const actor = { userId: staff.userId, username: staff.username, address: 'test', propertyScope: 'user' as const };
    const db = scopedDatabase(t.db);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        runAs(t.db, actor, () => db.insert(payments).values(paid(stayOfB, '2026-08-01', 100 + i))),
      ),
    );
    await runAs(t.db, actor, () => db.update(payments).set({ amount: 99 }).where(eq(payments.amount, 100)));
    await expectTotalsAgree();
    // The staff user's raw select of the kept rows sees their property's only.
    const seen = await runAs(t.db, actor, async () =>
      (await db.execute<{ property_id: number }>(sql`select distinct property_id from money_totals`)).rows.map(
        (r) => r.property_id,
      ),
    );
    expect(seen).toEqual([propertyB]);
  });
});
