import { dashboardCalls, documentCalls, paymentCalls, reminderCalls } from '@kamar/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { ledgerOf } from '../../../test/factories/bills.js';
import { bookings } from '../bookings/bookings.table.js';
import { expenses } from '../expenses/expenses.table.js';
import { payments } from '../payments/payments.table.js';
import { rooms } from '../rooms/rooms.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { dashboardDays } from './dashboard.service.js';

/**
 * A month of records, and every figure and list checked against the hand computation in the
 * comments. The clock stands at 23:30 UTC on 14 March 2026: already 15 March in Jakarta.
 */
let t: TestApp;
const by = { updateBy: 'test' };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-14T23:30:00Z');
  const db = t.db;
  const roomIds = Object.fromEntries(
    (await db.select({ roomId: rooms.roomId, roomNumber: rooms.roomNumber }).from(rooms)).map((r) => [
      r.roomNumber,
      r.roomId,
    ]),
  );
  // 31 seeded rooms, one deleted: 30 active.
  await db.update(rooms).set({ status: 2 }).where(eq(rooms.roomNumber, '312'));

  const names = ['ANI', 'BUDI', 'CITRA', 'DEDI', 'EKA'];
  const made = await db
    .insert(tenants)
    .values(names.map((tenantName, i) => ({ tenantName, phone: i === 1 ? '081234567001' : '', ...by })))
    .returning({ tenantId: tenants.tenantId, tenantName: tenants.tenantName });
  const tenant = Object.fromEntries(made.map((m) => [m.tenantName, m.tenantId])) as Record<string, number>;

  const stay = async (
    key: string,
    values: Partial<typeof bookings.$inferInsert> & { tenant: string; room: string; checkInDate: string },
  ) => {
    const { tenant: name, room, ...rest } = values;
    const [row] = await db
      .insert(bookings)
      .values({
        tenantId: tenant[name] as number,
        roomId: roomIds[room] as number,
        bookingDate: '2026-01-01',
        bookingType: 3,
        ...by,
        ...rest,
      })
      .returning({ bookingId: bookings.bookingId });
    ids[key] = row?.bookingId as number;
  };
  const checkedIn = new Date('2026-01-01T03:00:00Z');
  await stay('b1', { tenant: 'ANI', room: '101', checkInDate: '2026-03-01', checkedInAt: checkedIn });
  await stay('b2', { tenant: 'BUDI', room: '102', checkInDate: '2026-03-15' });
  await stay('b3', { tenant: 'CITRA', room: '103', checkInDate: '2026-03-10', bookingType: 4 });
  await stay('b4', {
    tenant: 'DEDI',
    room: '104',
    checkInDate: '2026-02-01',
    checkOutDate: '2026-03-15',
    checkedInAt: checkedIn,
  });
  await stay('b5', { tenant: 'EKA', room: '105', checkInDate: '2026-03-20' });
  await stay('b6', { tenant: 'ANI', room: '106', checkInDate: '2026-03-01', status: 2 });
  await stay('b7', {
    tenant: 'BUDI',
    room: '107',
    checkInDate: '2026-01-01',
    checkOutDate: '2026-02-01',
    bookingStatus: 2,
    checkedInAt: checkedIn,
  });
  await stay('b9', { tenant: 'DEDI', room: '312', checkInDate: '2026-03-01', checkedInAt: checkedIn });

  let receipts = 0;
  const pay = (booking: string, values: Partial<typeof payments.$inferInsert>) => ({
    bookingId: ids[booking] as number,
    receiptNumber: `T/${++receipts}`,
    paymentType: 2,
    paymentDate: '2026-03-02',
    paymentPeriodeMonth: 3,
    paymentPeriodeYear: 2026,
    amount: 1_500_000,
    ...by,
    ...values,
  });
  await db.insert(payments).values([
    pay('b1', {}), // March rent: this month's income
    pay('b1', { paymentType: 1, amount: 1_000_000, depositStatus: 0 }), // deposit on hold
    pay('b1', { amount: 999_999, status: 2 }), // deleted: counts nowhere
    // Yearly from June 2025: covers June 2025 - May 2026, paid last year.
    pay('b3', { paymentDate: '2025-06-01', paymentPeriodeMonth: 6, paymentPeriodeYear: 2025, amount: 16_500_000 }),
    pay('b4', { paymentDate: '2026-02-28', paymentPeriodeMonth: 2 }), // February only: March unpaid
    pay('b7', { paymentType: 1, amount: 800_000, depositStatus: 1, returnedAmount: 300_000 }), // split: 500,000 kept
    pay('b7', { paymentType: 1, amount: 400_000, depositStatus: 2 }), // owned: 400,000 kept
    pay('b9', { paymentDate: '2026-03-05', amount: 2_000_000 }),
  ]);
  await db.insert(expenses).values([
    { expenseDate: '2026-03-01', expenseCategory: 1, amount: 200_000, ...by },
    { expenseDate: '2026-03-15', expenseCategory: 1, amount: 50_000, ...by },
    { expenseDate: '2026-02-28', expenseCategory: 1, amount: 100_000, ...by },
    { expenseDate: '2026-04-01', expenseCategory: 1, amount: 30_000, ...by },
    { expenseDate: '2026-03-03', expenseCategory: 1, amount: 70_000, status: 2, ...by },
  ]);
  // The stays' bills, as the daily run makes them (the rows above were written straight in).
  await ledgerOf(t).generateDaily();
});
afterAll(() => t.close());

const info = async () => {
  const answer = await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken);
  expect(answer.statusCode).toBe(200);
  return answer.body.data;
};

describe('Dashboard/GetDashboardInfo', () => {
  it('computes every figure with the formulas of DESIGN.md, today in Jakarta', async () => {
    const data = await info();
    expect(data.today).toBe('2026-03-15');
    expect(data.dashboardInfo).toEqual({
      occupiedRoom: 3, // 101, 102 (arrives today), 103; 104 left today, 312 is a deleted room
      totalRoom: 30,
      incomeThisMonth: 3_500_000, // 1,500,000 (101) + 2,000,000 (312)
      expenseThisMonth: 250_000, // 200,000 + 50,000
    });
    expect(data.depositOnHold).toBe(1_000_000);
    expect(data.depositOwned).toBe(900_000); // 800,000 - 300,000 + 400,000
    expect(data.allTimeIncome).toBe(22_400_000); // rent 1.5M + 16.5M + 1.5M + 2M, plus 900,000 owned
    expect(data.allTimeExpense).toBe(380_000); // 200,000 + 50,000 + 100,000 + 30,000
    expect(data.nettIncome).toBe(22_020_000);
  });

  it('lists arrivals, departures and unpaid stays, oldest first, with API dates', async () => {
    const data = await info();
    expect(data.checkInToday.map((s) => s.bookingId)).toEqual([ids.b3, ids.b2]);
    expect(data.checkInToday[1]).toEqual({
      bookingId: ids.b2,
      tenantName: 'BUDI',
      phone: '081234567001',
      roomNumber: '102',
      checkInDate: '2026-03-15T00:00:00',
      checkOutDate: '0001-01-01T00:00:00',
    });
    expect(data.checkOutToday.map((s) => [s.bookingId, s.checkOutDate])).toEqual([[ids.b4, '2026-03-15T00:00:00']]);
    expect(data.unpaidTenant.map((s) => s.bookingId)).toEqual([ids.b4, ids.b2]);
  });

  it('gives each unpaid stay a WhatsApp reminder of what it owes, carrying its one bill’s share link', async () => {
    await t.db.update(tenants).set({ phone: '0812-3456-7890' }).where(eq(tenants.tenantName, 'DEDI'));
    await t.db.update(tenants).set({ phone: 'none' }).where(eq(tenants.tenantName, 'BUDI'));
    const count = async () => (await t.db.execute(sql`select 1 from share_links`)).rows.length;
    const before = await count();
    const data = await info();
    const [dedi, budi] = data.unpaidTenant;
    const oldest = (
      await t.db.execute<{ billId: number }>(
        sql`select bill_id as "billId" from bills where booking_id = ${ids.b4} and bill_status in (1, 2)
            order by due_date limit 1`,
      )
    ).rows[0];
    expect(dedi).toMatchObject({ phone: '0812-3456-7890', amountOwed: 677_419, billId: oldest?.billId });
    const url = new URL(dedi?.whatsappUrl as string);
    expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
    const message = (link: string) =>
      `Halo Kak Dedi, semoga sehat selalu. Kami ingin mengingatkan tagihan sewa kamar 104 sebesar Rp 677.419 untuk:\n- 01 Maret 2026 – 14 Maret 2026 (jatuh tempo 01 Maret 2026, sudah lewat 14 hari)\n\nPembayaran dapat diserahkan langsung kepada pengelola kos.\nRincian tagihan: ${link}\n\nTerima kasih.`;
    // The message carries the bill's share link, made by this first look (the bill had none).
    const text = url.searchParams.get('text') ?? '';
    const link = /Rincian tagihan: (\S+)\n/.exec(text)?.[1] ?? '';
    expect(link).toMatch(/\/s\/\d+\.[\w-]{43}$/);
    expect(text).toBe(message(link));
    expect(await count()).toBe(before + 1);
    // The link opens that bill signed out; the next look and the tap that sends it hand on the same
    // link and make none.
    const token = link.split('/s/')[1] ?? '';
    const shared = await t.call(documentCalls.getShared, { token }, null);
    expect(shared.body.data).toMatchObject({ documentKind: 3, tenantName: 'DEDI', total: 677_419 });
    expect((await info()).unpaidTenant[0]?.whatsappUrl).toBe(dedi?.whatsappUrl);
    const sent = await t.call(reminderCalls.record, { billId: oldest?.billId, wholeStay: true }, t.adminToken);
    expect(sent.statusCode).toBe(200);
    expect(sent.body.data.whatsappUrl).toBe(dedi?.whatsappUrl);
    expect(await count()).toBe(before + 1);
    // BUDI's number cannot be used: no message.
    expect(budi?.whatsappUrl).toBeNull();
    // The phones as the other tests know them.
    await t.db.update(tenants).set({ phone: '' }).where(eq(tenants.tenantName, 'DEDI'));
    await t.db.update(tenants).set({ phone: '081234567001' }).where(eq(tenants.tenantName, 'BUDI'));
  });

  it('counts a day later once the Jakarta day has turned, not the server clock', async () => {
    t.clock.set('2026-03-14T16:59:00Z'); // 23:59 in Jakarta: still the 14th
    const before = await info();
    expect(before.today).toBe('2026-03-14');
    expect(before.checkInToday.map((s) => s.bookingId)).toEqual([ids.b3]);
    expect(before.dashboardInfo.occupiedRoom).toBe(3); // 101, 103, 104 (leaves on the 15th)
    t.clock.set('2026-03-14T17:00:00Z'); // midnight in Jakarta
    const after = await info();
    expect(after.today).toBe('2026-03-15');
    expect(after.checkInToday.map((s) => s.bookingId)).toEqual([ids.b3, ids.b2]);
    t.clock.set('2026-03-14T23:30:00Z');
  });

  it('drops a stay from every list once it is checked in, checked out or deleted', async () => {
    await t.db
      .update(bookings)
      .set({ status: 2 })
      .where(inArray(bookings.bookingId, [ids.b2 as number, ids.b4 as number]));
    const data = await info();
    expect(data.checkInToday.map((s) => s.bookingId)).toEqual([ids.b3]);
    expect(data.checkOutToday).toEqual([]);
    expect(data.unpaidTenant).toEqual([]);
    expect(data.dashboardInfo.occupiedRoom).toBe(2);
    await t.db
      .update(bookings)
      .set({ status: 1 })
      .where(inArray(bookings.bookingId, [ids.b2 as number, ids.b4 as number]));
  });

  it('says what each unpaid stay owes from its bills, how late, with the phone', async () => {
    const data = await info();
    // DEDI: February paid; March 1-15 billed by its days (1,500,000 x 14 / 31). BUDI: due today.
    expect(data.unpaidTenant.map((s) => [s.tenantName, s.phone, s.amountOwed, s.daysOverdue])).toEqual([
      ['DEDI', '', 677_419, 14],
      ['BUDI', '081234567001', 1_500_000, 0],
    ]);
    expect(data.arrears.map((b) => [b.agingBucket, b.bookings, b.outstanding])).toEqual([
      [0, 1, 1_500_000],
      [1, 1, 677_419],
      [2, 0, 0],
      [3, 0, 0],
    ]);
    // A part payment lowers what is owed at once.
    const paid = await t.call(
      paymentCalls.create,
      {
        bookingId: ids.b2,
        paymentDate: '2026-03-15',
        paymentType: 2,
        paymentPeriodeMonth: 3,
        paymentPeriodeYear: 2026,
        amount: 500_000,
        remark: '',
      },
      t.adminToken,
    );
    expect(paid.statusCode).toBe(200);
    expect((await info()).unpaidTenant.find((s) => s.bookingId === ids.b2)?.amountOwed).toBe(1_000_000);
    await t.call(paymentCalls.delete, { paymentId: paid.body.data.paymentId, status: 1 }, t.adminToken);
  });

  it('is for signed-in users only; staff get occupancy and the lists, never the money figures', async () => {
    expect((await t.call(dashboardCalls.getDashboardInfo, {}, null)).statusCode).toBe(401);
    const staff = await t.createUser();
    const answer = await t.call(dashboardCalls.getDashboardInfo, {}, staff.token);
    expect(answer.statusCode).toBe(200);
    const admin = await info();
    const { data } = answer.body;
    expect(data.dashboardInfo).toEqual({
      occupiedRoom: 3,
      totalRoom: 30,
      incomeThisMonth: null,
      expenseThisMonth: null,
    });
    for (const figure of ['depositOnHold', 'depositOwned', 'allTimeIncome', 'allTimeExpense', 'nettIncome'] as const) {
      expect(data[figure], figure).toBeNull();
      expect(admin[figure], figure).not.toBeNull();
    }
    expect(data.checkInToday).toEqual(admin.checkInToday);
    expect(data.checkOutToday).toEqual(admin.checkOutToday);
    expect(data.unpaidTenant).toEqual(admin.unpaidTenant);
    // The answer itself carries no money number a curious staff member could read.
    expect(answer.response.body).not.toContain('22400000');
  });

  it('refuses a month that does not exist', async () => {
    const answer = await t.call(dashboardCalls.getDashboardInfo, { PaymentMonth: 13 }, t.adminToken);
    expect(answer.statusCode).toBe(400);
  });
});

describe('dashboardDays', () => {
  it('turns the month and the year in business time', () => {
    expect(dashboardDays(new Date('2026-02-28T17:30:00Z'), 'Asia/Jakarta')).toMatchObject({
      today: '2026-03-01',
      monthStart: '2026-03-01',
      nextMonthStart: '2026-04-01',
    });
    expect(dashboardDays(new Date('2026-12-31T17:00:00Z'), 'Asia/Jakarta')).toMatchObject({
      today: '2027-01-01',
      monthStart: '2027-01-01',
      nextMonthStart: '2027-02-01',
      monthKey: 2027 * 12,
    });
    expect(dashboardDays(new Date('2026-12-15T00:00:00Z'), 'Asia/Jakarta').nextMonthStart).toBe('2027-01-01');
  });
});
