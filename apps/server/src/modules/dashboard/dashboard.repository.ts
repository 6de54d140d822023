import { DASHBOARD_LIST_LIMIT } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { MoneyKind } from '../payments/money-totals.table.js';
import { rentPriceSql } from '../payments/rent-price.js';

/** The days the figures are taken for: today and this month, in business time. */
export interface DashboardDays {
  today: string;
  monthStart: string;
  nextMonthStart: string;
  /** year * 12 + month - 1 of this month: the rent period that must be covered. */
  monthKey: number;
}

export interface DashboardFigures {
  occupiedRoom: number;
  totalRoom: number;
  incomeThisMonth: number;
  expenseThisMonth: number;
  depositOnHold: number;
  depositOwned: number;
  allRent: number;
  allExpense: number;
}

export interface StayRow {
  bookingId: number;
  tenantName: string;
  phone: string;
  roomNumber: string;
  checkInDate: string;
  checkOutDate: string | null;
  /** The rent per rental period (payments/rent-price.ts): what an unpaid stay owes. */
  rentPrice: number;
}

export type StayContact = {
  country: string;
  lastRemindedAt: string | null;
};

/** An active (booking status 1), not-deleted stay. */
const ACTIVE_STAY = sql`b.booking_status = 1 and b.status = 1`;

/** The formulas of DESIGN.md section 4 ("Occupancy", "Rent due", "Dashboard"), all in SQL. */
export function createDashboardRepository(db: Database) {
  async function stays(where: SQL, orderBy: SQL): Promise<StayRow[]> {
    const result = await db.execute<Record<keyof StayRow, unknown>>(sql`
      select b.booking_id as "bookingId", t.tenant_name as "tenantName", t.phone, r.room_number as "roomNumber",
             b.check_in_date as "checkInDate", b.check_out_date as "checkOutDate", ${rentPriceSql} as "rentPrice"
      from bookings b
      join tenants t on t.tenant_id = b.tenant_id
      join rooms r on r.room_id = b.room_id
      where ${ACTIVE_STAY} and ${where}
      order by ${orderBy}, r.room_number, b.booking_id
      limit ${DASHBOARD_LIST_LIMIT}`);
    return result.rows.map((row) => ({
      bookingId: Number(row.bookingId),
      tenantName: String(row.tenantName),
      phone: String(row.phone),
      roomNumber: String(row.roomNumber),
      checkInDate: String(row.checkInDate),
      checkOutDate: row.checkOutDate === null ? null : String(row.checkOutDate),
      rentPrice: Number(row.rentPrice),
    }));
  }

  return {
    /**
     * Money comes from money_totals (kept by triggers, see payments/money-totals.table.ts): rent and
     * expenses by month, deposits by state. Occupancy reads the running stays only: the active
     * rooms, and of them those a running stay is in (one pass over rooms, the stays hashed).
     */
    async figures(days: DashboardDays): Promise<DashboardFigures> {
      const result = await db.execute<Record<keyof DashboardFigures, number>>(sql`
        select k."occupiedRoom", k."totalRoom", f.*
        from (
          select count(*) filter (where r.room_id in (
                   select b.room_id from bookings b
                   where ${ACTIVE_STAY} and b.check_in_date <= ${days.today}
                     and (b.check_out_date is null or b.check_out_date > ${days.today}))) as "occupiedRoom",
                 count(*) as "totalRoom"
          from rooms r where r.status = 1) k,
        (
          select
            coalesce(sum(m.amount) filter (where m.kind = ${MoneyKind.Rent} and m.month = ${days.monthStart}), 0) as "incomeThisMonth",
            coalesce(sum(m.amount) filter (where m.kind = ${MoneyKind.Expense} and m.month = ${days.monthStart}), 0) as "expenseThisMonth",
            coalesce(sum(m.amount) filter (where m.kind = ${MoneyKind.DepositOnHold}), 0) as "depositOnHold",
            coalesce(sum(m.amount - m.returned_amount) filter (where m.kind = ${MoneyKind.DepositSettled}), 0) as "depositOwned",
            coalesce(sum(m.amount) filter (where m.kind = ${MoneyKind.Rent}), 0) as "allRent",
            coalesce(sum(m.amount) filter (where m.kind = ${MoneyKind.Expense}), 0) as "allExpense"
          from money_totals m) f`);
      const row = result.rows[0];
      if (!row) throw new Error('the dashboard figures query returned no row');
      return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as DashboardFigures;
    },

    /** Arrivals not yet checked in, up to today (earlier ones are overdue). */
    checkIns: (days: DashboardDays) =>
      stays(sql`b.checked_in_at is null and b.check_in_date <= ${days.today}`, sql`b.check_in_date`),

    /** Checked-in stays that end up to today. */
    checkOuts: (days: DashboardDays) =>
      stays(
        sql`b.checked_in_at is not null and b.check_out_date is not null and b.check_out_date <= ${days.today}`,
        sql`b.check_out_date`,
      ),
  };
}
