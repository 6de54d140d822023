import { eq, type SQL, sql } from 'drizzle-orm';
import { ofCallsProperties } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/transaction.js';
import { reportSettings } from './reports.table.js';

export type ReportSettingsRow = typeof reportSettings.$inferSelect;

/** One kept figure of a property and month (reports.repository.ts `flows`): which table, which kind. */
export interface FlowRow {
  propertyId: number;
  month: string;
  /** money (money_totals), settled (deposit_settled_totals), income, expense, billed. */
  source: 'money' | 'settled' | 'income' | 'expense' | 'billed';
  /** money: its kind; income: the line kind. */
  kind: number;
  /** income: the charge type; expense: the category. */
  sub: number;
  /** income: the payment type. */
  sub2: number;
  amount: number;
  other: number;
  rowCount: number;
}

export interface MonthEndRow {
  propertyId: number;
  month: string;
  rooms: number;
  occupiedNights: number;
  availableNights: number;
  roomsOccupiedAtEnd: number;
  arrears: { agingBucket: number; bookings: number; outstanding: number }[];
}

export interface HeldRow {
  propertyId: number;
  month: string;
  held: number;
}

/** The kept tables' rows of one property, or every one the call sees (row-level security), grouped per property or not. */
const scoped = (propertyId: number | undefined, column: SQL = sql`property_id`) =>
  propertyId ? sql`${column} = ${propertyId}` : ofCallsProperties(column);

const num = (v: unknown) => Number(v ?? 0);

export function createReportsRepository(db: Database) {
  return {
    /**
     * Every kept figure of the months first..last: money_totals (rent by payment month, deposits by
     * the month they were paid), the deposits settled, the income parts, expenses by category, the
     * bills due. `perProperty` false adds the properties up in SQL (the trend's few rows a month).
     */
    async flows(first: string, last: string, propertyId: number | undefined, perProperty: boolean): Promise<FlowRow[]> {
      const where = sql`month between ${first}::date and ${last}::date and ${scoped(propertyId)}`;
      const unioned = sql`
        select property_id, month, 'money' as source, kind::int as kind, 0 as sub, 0 as sub2, amount, returned_amount as other, row_count
          from money_totals where ${where}
        union all
        select property_id, month, 'settled', 0, 0, 0, amount, returned_amount, row_count from deposit_settled_totals where ${where}
        union all
        select property_id, month, 'income', line_kind::int, charge_type_id, payment_type::int, amount, 0, 0 from income_totals where ${where}
        union all
        select property_id, month, 'expense', 0, expense_category_id, 0, amount, 0, row_count from expense_category_totals where ${where}
        union all
        select property_id, month, 'billed', 0, 0, 0, amount, paid_amount, row_count from bill_due_totals where ${where}`;
      const property: SQL = perProperty ? sql`f.property_id` : sql`0`;
      const result = await db.execute<Record<string, unknown>>(sql`
        select ${property} as "propertyId", to_char(f.month, 'YYYY-MM-DD') as month, f.source, f.kind, f.sub, f.sub2,
               sum(f.amount) as amount, sum(f.other) as other, sum(f.row_count) as "rowCount"
        from (${unioned}) f
        group by 1, 2, 3, 4, 5, 6`);
      return result.rows.map((r) => ({
        propertyId: num(r.propertyId),
        month: String(r.month),
        source: r.source as FlowRow['source'],
        kind: num(r.kind),
        sub: num(r.sub),
        sub2: num(r.sub2),
        amount: num(r.amount),
        other: num(r.other),
        rowCount: num(r.rowCount),
      }));
    },

    /**
     * Deposits held at the end of each month up to `last` that moved: every deposit paid by then
     * less every one settled by then, from the kept totals (cumulative sums over the months).
     */
    async depositsHeld(last: string, propertyId: number | undefined, perProperty: boolean): Promise<HeldRow[]> {
      const where = sql`month <= ${last}::date and ${scoped(propertyId)}`;
      const property: SQL = perProperty ? sql`property_id` : sql`0`;
      const result = await db.execute<Record<string, unknown>>(sql`
        select "propertyId", to_char(month, 'YYYY-MM-DD') as month,
               sum(sum(delta)) over (partition by "propertyId" order by month) as held
        from (
          select ${property} as "propertyId", month, amount as delta from money_totals where kind in (2, 3) and ${where}
          union all
          select ${property}, month, -amount from deposit_settled_totals where ${where}
        ) d
        group by "propertyId", month`);
      return result.rows.map((r) => ({ propertyId: num(r.propertyId), month: String(r.month), held: num(r.held) }));
    },

    /** The month ends taken when the months closed (month_closings), of the months first..last. */
    async closings(first: string, last: string, propertyId: number | undefined): Promise<MonthEndRow[]> {
      const result = await db.execute<Record<string, unknown>>(sql`
        select property_id as "propertyId", to_char(month, 'YYYY-MM-DD') as month, rooms, occupied_nights as "occupiedNights",
               available_nights as "availableNights", rooms_occupied_at_end as "roomsOccupiedAtEnd", arrears
        from month_closings where month between ${first}::date and ${last}::date and ${scoped(propertyId)}`);
      return result.rows.map(monthEndRow);
    },

    /** The month ends of first..last worked out now from the rows (sql/month-ends.sql), the last as of `asOf`. */
    async monthEnds(
      executor: Executor,
      first: string,
      last: string,
      asOf: string,
      propertyId?: number,
    ): Promise<MonthEndRow[]> {
      const result = await executor.execute<Record<string, unknown>>(sql`
        select property_id as "propertyId", to_char(month, 'YYYY-MM-DD') as month, rooms, occupied_nights as "occupiedNights",
               available_nights as "availableNights", rooms_occupied_at_end as "roomsOccupiedAtEnd", arrears
        from report_month_ends(${first}::date, ${last}::date, ${asOf}::date)
        ${propertyId ? sql`where property_id = ${propertyId}` : sql``}`);
      return result.rows.map(monthEndRow);
    },

    /** The one row of the report's settings. */
    async settings(): Promise<ReportSettingsRow | undefined> {
      const [row] = await db.select().from(reportSettings).orderBy(reportSettings.reportSettingsId).limit(1);
      return row;
    },

    /** Writes the settings' one row (made by migration 0068; made here if it is missing). */
    async updateSettings(
      values: Pick<ReportSettingsRow, 'taxOn' | 'taxpayerKind' | 'taxRateBasisPoints' | 'taxExemptAmount' | 'accounts'>,
      updateBy: string,
    ) {
      const [row] = await db
        .select({ reportSettingsId: reportSettings.reportSettingsId })
        .from(reportSettings)
        .orderBy(reportSettings.reportSettingsId)
        .limit(1)
        .for('update');
      if (!row) {
        await db.insert(reportSettings).values({ ...values, updateBy });
        return;
      }
      await db
        .update(reportSettings)
        .set({ ...values, updateDate: sql`now()`, updateBy })
        .where(eq(reportSettings.reportSettingsId, row.reportSettingsId));
    },

    /**
     * The month running as of today: its occupancy so far (sql/month-ends.sql) and the arrears of
     * today as Bill/GetArrears counts them, from the kept per-stay figures (stay_arrears): a
     * stay owing bills due by today, less its owed bills made ahead of their due date, in the
     * bucket of its oldest due date.
     */
    async running(month: string, today: string, propertyId: number | undefined): Promise<MonthEndRow[]> {
      const result = await db.execute<Record<string, unknown>>(sql`
        with ahead as materialized (
          select x.booking_id, sum(x.amount - x.paid_amount) as outstanding from bills x
          where x.bill_status in (1, 2) and x.status = 1 and x.due_date > ${today}::date
          group by x.booking_id
        ),
        owing as (
          select s.property_id,
                 case when ${today}::date - s.oldest_due = 0 then 0 when ${today}::date - s.oldest_due <= 30 then 1
                      when ${today}::date - s.oldest_due <= 60 then 2 else 3 end as bucket,
                 s.outstanding - coalesce(a.outstanding, 0) as outstanding
          from stay_arrears s left join ahead a on a.booking_id = s.booking_id
          where s.oldest_due <= ${today}::date and ${scoped(propertyId, sql`s.property_id`)}
        ),
        buckets as (
          select property_id, jsonb_agg(jsonb_build_object('agingBucket', bucket, 'bookings', stays, 'outstanding', outstanding)
                                        order by bucket) as arrears
          from (select property_id, bucket, count(*)::int as stays, sum(outstanding)::bigint as outstanding
                from owing group by 1, 2) b
          group by 1
        )
        select o.property_id as "propertyId", to_char(o.month, 'YYYY-MM-DD') as month, o.rooms,
               o.occupied_nights as "occupiedNights", o.available_nights as "availableNights",
               o.rooms_occupied_at_end as "roomsOccupiedAtEnd", coalesce(b.arrears, '[]'::jsonb) as arrears
        from report_month_occupancy(${month}::date, ${month}::date, ${today}::date) o
        left join buckets b on b.property_id = o.property_id
        ${propertyId ? sql`where o.property_id = ${propertyId}` : sql``}`);
      return result.rows.map(monthEndRow);
    },

    /**
     * Keeps month ends as the months' closings; `again`: a month closing again replaces its rows,
     * else a month already closed keeps them.
     */
    async keepClosings(executor: Executor, first: string, last: string, asOf: string, again: boolean): Promise<number> {
      const result = await executor.execute(sql`
        insert into month_closings (property_id, month, rooms, occupied_nights, available_nights, rooms_occupied_at_end, arrears)
        select property_id, month, rooms, occupied_nights, available_nights, rooms_occupied_at_end, arrears
        from report_month_ends(${first}::date, ${last}::date, ${asOf}::date)
        order by property_id, month
        on conflict (property_id, month) ${again ? sql`do update set` : sql`do nothing`}
          ${
            again
              ? sql`rooms = excluded.rooms, occupied_nights = excluded.occupied_nights, available_nights = excluded.available_nights,
          rooms_occupied_at_end = excluded.rooms_occupied_at_end, arrears = excluded.arrears, taken_at = now()`
              : sql``
          }`);
      return result.rowCount ?? 0;
    },

    /** The months before `before` with no closing yet, from the first month anything happened. */
    async monthsToClose(executor: Executor, before: string): Promise<{ first: string | null; last: string | null }> {
      const result = await executor.execute<{ first: string | null; last: string | null }>(sql`
        with start as (
          select date_trunc('month', least(
            (select min(check_in_date) from bookings), (select min(payment_date) from payments),
            (select min(due_date) from bills)))::date as month
        ),
        missing as (
          select m::date as month from start, generate_series(start.month, ${before}::date - interval '1 month', interval '1 month') m
          where start.month is not null
            and not exists (select 1 from month_closings c where c.month = m::date)
        )
        select to_char(min(month), 'YYYY-MM-DD') as first, to_char(max(month), 'YYYY-MM-DD') as last from missing`);
      return result.rows[0] ?? { first: null, last: null };
    },

    /** Names: the properties, charge types and expense categories the figures name. */
    async names(): Promise<{
      properties: Map<number, string>;
      chargeTypes: Map<number, string>;
      categories: Map<number, string>;
    }> {
      const result = await db.execute<{ kind: string; id: number; name: string }>(sql`
        select 'p' as kind, property_id as id, property_name as name from properties
        union all select 'c', charge_type_id, charge_type_name from charge_types
        union all select 'e', expense_category_id, expense_category_name from expense_categories`);
      const maps = { p: new Map<number, string>(), c: new Map<number, string>(), e: new Map<number, string>() };
      for (const row of result.rows) maps[row.kind as 'p' | 'c' | 'e'].set(Number(row.id), row.name);
      return { properties: maps.p, chargeTypes: maps.c, categories: maps.e };
    },
  };
}

function monthEndRow(r: Record<string, unknown>): MonthEndRow {
  const arrears = (typeof r.arrears === 'string' ? JSON.parse(r.arrears) : r.arrears) as MonthEndRow['arrears'];
  return {
    propertyId: num(r.propertyId),
    month: String(r.month),
    rooms: num(r.rooms),
    occupiedNights: num(r.occupiedNights),
    availableNights: num(r.availableNights),
    roomsOccupiedAtEnd: num(r.roomsOccupiedAtEnd),
    arrears: arrears.map((a) => ({
      agingBucket: num(a.agingBucket),
      bookings: num(a.bookings),
      outstanding: num(a.outstanding),
    })),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
