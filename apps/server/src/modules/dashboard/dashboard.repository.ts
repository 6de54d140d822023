import { DASHBOARD_LIST_LIMIT, DeductionKind } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rentPriceSql } from '../bookings/bookings.table.js';
import { MoneyKind } from '../payments/money-totals.table.js';

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
  /** What settled deposits did not hand back: forfeited, deducted, and applied to the stay's bills. */
  depositKept: number;
  /** Of depositKept, what paid the stay's bills (deductions of kind Unpaid bill). */
  depositApplied: number;
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

/** The figures and today's two lists of stays, as one read answers them. */
export interface DeskToday {
  figures: DashboardFigures;
  checkIns: StayRow[];
  checkOuts: StayRow[];
}

/** A room of the property asked for (alias r), or of any. */
const roomOf = (propertyId: number | undefined) => (propertyId ? sql`r.property_id = ${propertyId}` : sql`true`);

/**
 * The money rows the figures add up: money_totals, kept per property, month and kind by triggers
 * (payments/money-totals.table.ts). Without a property, every row the call sees: the owner's call
 * all of them (the business's own expenses too), a staff call's only its properties' (row-level
 * security); with one, that property's (nothing of a property the caller does not work in).
 */
function moneyRows(propertyId: number | undefined): SQL {
  if (!propertyId) return sql`money_totals`;
  return sql`(select * from money_totals where property_id = ${propertyId})`;
}

/** One list of today's stays as a JSON array (oldest first, at most DASHBOARD_LIST_LIMIT). */
function staysJson(where: SQL, orderBy: SQL): SQL {
  return sql`(select coalesce(json_agg(s), '[]') from (
      select b.booking_id as "bookingId", t.tenant_name as "tenantName", t.phone, r.room_number as "roomNumber",
             b.check_in_date as "checkInDate", b.check_out_date as "checkOutDate", ${rentPriceSql} as "rentPrice"
      from bookings b
      join tenants t on t.tenant_id = b.tenant_id
      join rooms r on r.room_id = b.room_id
      where ${ACTIVE_STAY} and ${where}
      order by ${orderBy}, r.room_number, b.booking_id
      limit ${DASHBOARD_LIST_LIMIT}) s)`;
}

const stayRow = (row: Record<keyof StayRow, unknown>): StayRow => ({
  bookingId: Number(row.bookingId),
  tenantName: String(row.tenantName),
  phone: String(row.phone),
  roomNumber: String(row.roomNumber),
  checkInDate: String(row.checkInDate),
  checkOutDate: row.checkOutDate === null ? null : String(row.checkOutDate),
  rentPrice: Number(row.rentPrice),
});

/** The formulas of DESIGN.md section 4 ("Occupancy", "Rent due", "Dashboard"), all in SQL. */
export function createDashboardRepository(db: Database) {
  return {
    /**
     * The figures and today's arrivals and departures, in one statement (one trip to the database
     * and one connection of the pool, not three). Money comes from money_totals (kept by triggers,
     * see payments/money-totals.table.ts): rent and expenses by month, deposits by state. Occupancy
     * reads the running stays only: the active rooms, and of them those a running stay is in (one
     * pass over rooms, the stays hashed). Arrivals: not yet checked in, up to today (earlier ones
     * are overdue); departures: checked in, ending up to today.
     */
    async today(days: DashboardDays, propertyId?: number): Promise<DeskToday> {
      const inProperty = roomOf(propertyId);
      const result = await db.execute<
        Record<keyof DashboardFigures, number> & {
          checkIns: Record<keyof StayRow, unknown>[];
          checkOuts: Record<keyof StayRow, unknown>[];
        }
      >(sql`
        select k."occupiedRoom", k."totalRoom", f.*,
               ${staysJson(sql`b.checked_in_at is null and b.check_in_date <= ${days.today} and ${inProperty}`, sql`b.check_in_date`)} as "checkIns",
               ${staysJson(
                 sql`b.checked_in_at is not null and b.check_out_date is not null and b.check_out_date <= ${days.today} and ${inProperty}`,
                 sql`b.check_out_date`,
               )} as "checkOuts"
        from (
          select count(*) filter (where r.room_id in (
                   select b.room_id from bookings b
                   where ${ACTIVE_STAY} and b.check_in_date <= ${days.today}
                     and (b.check_out_date is null or b.check_out_date > ${days.today}))) as "occupiedRoom",
                 count(*) as "totalRoom"
          from rooms r where r.status = 1 and ${inProperty}) k,
        (
          select
            coalesce(sum(m.amount) filter (where m.kind = ${MoneyKind.Rent} and m.month = ${days.monthStart}), 0) as "incomeThisMonth",
            coalesce(sum(m.amount) filter (where m.kind = ${MoneyKind.Expense} and m.month = ${days.monthStart}), 0) as "expenseThisMonth",
            coalesce(sum(m.amount) filter (where m.kind = ${MoneyKind.DepositOnHold}), 0) as "depositOnHold",
            coalesce(sum(m.amount - m.returned_amount) filter (where m.kind = ${MoneyKind.DepositSettled}), 0) as "depositKept",
            -- Of it, what paid the stay's own bills: rent, not forfeited. Summed here, not kept: a settled
            -- deposit has a handful of deductions at most, and only settling one writes them.
            (select coalesce(sum(d.amount), 0) from deposit_deductions d join payments p on p.payment_id = d.payment_id
             ${propertyId ? sql`join bookings b on b.booking_id = p.booking_id join rooms r on r.room_id = b.room_id` : sql``}
             where d.kind = ${DeductionKind.UnpaidBill} and p.status = 1 and p.deposit_status <> 0 and ${inProperty}) as "depositApplied",
            coalesce(sum(m.amount) filter (where m.kind = ${MoneyKind.Rent}), 0) as "allRent",
            coalesce(sum(m.amount) filter (where m.kind = ${MoneyKind.Expense}), 0) as "allExpense"
          from ${moneyRows(propertyId)} m) f`);
      const row = result.rows[0];
      if (!row) throw new Error('the dashboard figures query returned no row');
      const { checkIns, checkOuts, ...figures } = row;
      return {
        figures: Object.fromEntries(
          Object.entries(figures).map(([k, v]) => [k, Number(v)]),
        ) as unknown as DashboardFigures,
        checkIns: checkIns.map(stayRow),
        checkOuts: checkOuts.map(stayRow),
      };
    },
  };
}
