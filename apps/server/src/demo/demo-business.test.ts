import { dashboardCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { TEST_TIMEZONE } from '../../test/test-constants.js';
import { businessDate } from '../lib/business-time.js';
import { type DemoSummary, seedDemoBusiness } from './demo-business.js';

/** `npm run seed:demo`'s business on a fresh database: does it look like a real kos? */
let t: TestApp;
let made: DemoSummary;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  today = businessDate(new Date(), TEST_TIMEZONE);
  made = await seedDemoBusiness(t.db, { today });
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as T[];
const one = async (query: ReturnType<typeof sql>) => Number(Object.values((await rows<object>(query))[0] ?? {})[0]);

describe('the demo business', () => {
  it('has tenants with believable, different names (no numbers) and phone numbers', async () => {
    const names = await rows<{ tenant_name: string; phone: string }>(sql`select tenant_name, phone from tenants`);
    expect(names.length).toBe(made.tenants);
    expect(names.length).toBeGreaterThan(31);
    for (const { tenant_name, phone } of names) {
      expect(tenant_name).toMatch(/^[A-Z]+( [A-Z]+)+$/);
      expect(phone).toMatch(/^08\d{9,11}$/);
    }
    expect(new Set(names.map((n) => n.tenant_name)).size).toBe(names.length);
  });

  it('gives each tenant at most one running stay, and fills most rooms but not all', async () => {
    expect(
      await one(sql`select count(*) from (select tenant_id from bookings where booking_status = 1 and status = 1
                     group by tenant_id having count(*) > 1) twice`),
    ).toBe(0);
    const { dashboardInfo } = (await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken)).body.data;
    expect(dashboardInfo.occupiedRoom / dashboardInfo.totalRoom).toBeGreaterThan(0.7);
    expect(dashboardInfo.occupiedRoom).toBeLessThan(dashboardInfo.totalRoom);
  });

  it('charges rent at the room type’s price for the booking’s period, deposits at a month’s rent', async () => {
    const wrong = await one(sql`
      select count(*) from payments p join bookings b on b.booking_id = p.booking_id
      join rooms r on r.room_id = b.room_id join room_types rt on rt.room_type_id = r.room_type_id
      where p.amount <> case when p.payment_type = 1 or b.booking_type = 3 then rt.price_monthly else rt.price_yearly end`);
    expect(wrong).toBe(0);
  });

  it('closes finished stays properly: check-out date, departure and a settled deposit', async () => {
    expect(await one(sql`select count(*) from bookings where booking_status = 2`)).toBeGreaterThan(31);
    expect(
      await one(sql`select count(*) from bookings where booking_status = 2
                     and (check_out_date is null or checked_out_at is null or checked_in_at is null)`),
    ).toBe(0);
    expect(
      await one(sql`select count(*) from payments p join bookings b on b.booking_id = p.booking_id
                     where p.payment_type = 1 and (b.booking_status = 2) <> (p.deposit_status <> 0)`),
    ).toBe(0);
    // Cancelled bookings never had a guest.
    expect(await one(sql`select count(*) from bookings where booking_status = 3 and checked_in_at is not null`)).toBe(
      0,
    );
  });

  it('holds one month’s deposit per running or coming stay, nothing more', async () => {
    const { depositOnHold } = (await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken)).body.data;
    const expected = await one(sql`
      select sum(rt.price_monthly) from bookings b join rooms r on r.room_id = b.room_id
      join room_types rt on rt.room_type_id = r.room_type_id where b.booking_status = 1 and b.status = 1`);
    expect(depositOnHold).toBe(expected);
    expect(depositOnHold).toBeLessThan(31 * 2_000_000);
  });

  it('has most tenants paid up, a few late, and arrivals and departures today', async () => {
    const data = (await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken)).body.data;
    const running = await one(
      sql`select count(*) from bookings where booking_status = 1 and status = 1 and check_in_date <= ${today}`,
    );
    expect(data.unpaidTenant.length).toBeGreaterThan(0);
    expect(data.unpaidTenant.length).toBeLessThanOrEqual(Math.ceil(running * 0.25));
    expect(data.checkInToday.some((s) => s.checkInDate.startsWith(today))).toBe(true);
    expect(data.checkOutToday.some((s) => s.checkOutDate.startsWith(today))).toBe(true);
    // Nobody is long overdue: the front desk has kept up.
    expect(data.checkInToday.every((s) => s.checkInDate.startsWith(today))).toBe(true);
  });

  it('bills every stay that began, finished ones too, each bill paid exactly what its payments gave it', async () => {
    expect(
      await one(sql`select count(*) from bookings b where b.booking_status <> 3 and b.check_in_date <= ${today}
                     and not exists (select 1 from bills x where x.booking_id = b.booking_id)`),
    ).toBe(0);
    expect(
      await one(sql`select count(*) from bills x join bookings b using (booking_id) where b.booking_status = 2`),
    ).toBeGreaterThan(31);
    expect(
      await one(sql`select count(*) from bills x where x.paid_amount <>
                     (select coalesce(sum(a.amount), 0) from bill_allocations a where a.bill_id = x.bill_id)`),
    ).toBe(0);
    expect(
      await one(sql`select count(*) from payments p where p.amount <
                     (select coalesce(sum(a.amount), 0) from bill_allocations a where a.payment_id = p.payment_id)`),
    ).toBe(0);
    expect(await one(sql`select count(*) from bill_allocations`)).toBeGreaterThan(made.stays);
  });

  it('records a believable month of running costs and income', async () => {
    const month = `${today.slice(0, 7)}-01`;
    expect(await one(sql`select count(*) from expenses where expense_date > ${today}`)).toBe(0);
    expect(await one(sql`select count(*) from payments where payment_date > ${today}`)).toBe(0);
    const lastMonthCosts = await one(sql`select sum(amount) from expenses
      where expense_date >= (${month}::date - interval '1 month') and expense_date < ${month}::date`);
    expect(lastMonthCosts).toBeGreaterThan(10_000_000);
    expect(lastMonthCosts).toBeLessThan(30_000_000);
  });
});
