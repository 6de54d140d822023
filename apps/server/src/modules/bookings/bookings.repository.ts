import type { BookingRow, BookingStatus, RecordStatus, RentalPeriod, RentChange } from '@kamar/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { ofSomeProperties } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { bucketJump, carriedTotals, type ListOrder, type PageJump, readPage } from '../../db/paging.js';
import { type RowQuery, rawRowQuery, withCount } from '../../db/row-query.js';
import { rowVersionOf } from '../../db/row-version.js';
import { apiDateTime, contains, limitOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { EMPTY_DATE } from '../../lib/business-time.js';
import { rooms } from '../rooms/rooms.table.js';
import { tenantCounts } from '../tenants/tenant-counts.table.js';
import { ofCallsTenants, tenantMatching, tenantOfProperty } from '../tenants/tenants.service.js';
import { tenants } from '../tenants/tenants.table.js';
import { bookings } from './bookings.table.js';

/** The stay and status columns the rules look at. */
export interface StoredBooking {
  bookingId: number;
  tenantId: number;
  roomId: number;
  bookingType: RentalPeriod;
  checkInDate: string;
  checkOutDate: string | null;
  bookingStatus: BookingStatus;
  /** The agreed rent per period. */
  rentAmount: number;
  checkedIn: boolean;
  status: RecordStatus;
}

export interface BookingValues {
  tenantId: number;
  roomId: number;
  bookingDate: string;
  checkInDate: string;
  checkOutDate: string | null;
  bookingType: RentalPeriod;
  /** null: the room type's price for the period (set by the database). */
  rentAmount?: number | null;
  remark: string;
  updateBy: string;
}

const orEmpty = (column: SQL, empty: string) => sql<string>`coalesce(${column}, ${empty})`;

/** What the API shows of a booking (dates as YYYY-MM-DDTHH:mm:ss, the empty check-out as the sentinel). */
const bookingColumns = {
  bookingId: bookings.bookingId,
  tenantId: bookings.tenantId,
  tenantName: tenants.tenantName,
  bookingDate: apiDateTime(bookings.bookingDate),
  checkInDate: apiDateTime(bookings.checkInDate),
  checkOutDate: orEmpty(apiDateTime(bookings.checkOutDate), EMPTY_DATE),
  roomId: bookings.roomId,
  roomNumberId: bookings.roomId,
  roomNumber: rooms.roomNumber,
  bookingType: sql<RentalPeriod>`${bookings.bookingType}`,
  rentAmount: bookings.rentAmount,
  rentChanges: sql<RentChange[]>`coalesce((
    select json_agg(json_build_object('fromDate', to_char(c.from_date, 'YYYY-MM-DD"T"00:00:00'),
                      'rentAmount', c.rent_amount, 'updateBy', c.update_by,
                      'updateDate', to_char(c.update_date, 'YYYY-MM-DD"T"HH24:MI:SS')) order by c.from_date)
    from booking_rent_changes c where c.booking_id = ${bookings.bookingId}), '[]')`,
  bookingStatus: sql<BookingStatus>`${bookings.bookingStatus}`,
  remark: bookings.remark,
  checkedInAt: orEmpty(apiDateTime(bookings.checkedInAt), ''),
  checkedOutAt: orEmpty(apiDateTime(bookings.checkedOutAt), ''),
  status: sql<RecordStatus>`${bookings.status}`,
  createDate: apiDateTime(bookings.createDate),
  updateDate: apiDateTime(bookings.updateDate),
  updateBy: bookings.updateBy,
  rowVersion: rowVersionOf(bookings.updateDate),
};

/**
 * A list row (dates as YYYY-MM-DDTHH:mm:ss, the empty check-out as the sentinel), written as SQL
 * text: drizzle's select builder spent about 0.3 ms a call building this statement from its columns.
 */
const SELECT = sql`
  select b.booking_id as "bookingId", t.tenant_name as "tenantName",
         ${apiDateTime(sql`b.booking_date`)} as "bookingDate", ${apiDateTime(sql`b.check_in_date`)} as "checkInDate",
         coalesce(${apiDateTime(sql`b.check_out_date`)}, ${EMPTY_DATE}) as "checkOutDate",
         r.room_number as "roomNumber", b.booking_status as "bookingStatus",
         b.checked_in_at is not null as "checkedIn", b.status,
         r.property_id as "propertyId", p.property_name as "propertyName"`;
const FROM = sql`
  from bookings b
  join tenants t on t.tenant_id = b.tenant_id
  join rooms r on r.room_id = b.room_id
  join properties p on p.property_id = r.property_id`;

/** A booking list row as SELECT reads it: the contract's row, numbered later by the service. */
type BookingListRow = Omit<BookingRow, 'rowNumber'>;

/** The column that carries the list's total on each row of a page read with it. */
const CARRIED = ['__total'] as const;

const storedColumns = {
  bookingId: bookings.bookingId,
  tenantId: bookings.tenantId,
  roomId: bookings.roomId,
  bookingType: sql<RentalPeriod>`${bookings.bookingType}`,
  checkInDate: bookings.checkInDate,
  checkOutDate: bookings.checkOutDate,
  bookingStatus: sql<BookingStatus>`${bookings.bookingStatus}`,
  rentAmount: bookings.rentAmount,
  checkedIn: sql<boolean>`${bookings.checkedInAt} is not null`,
  status: sql<RecordStatus>`${bookings.status}`,
};

export interface BookingListFilter {
  tenantName: string;
  roomNumber: string;
  bookingStatus: BookingStatus | undefined;
  status: RecordStatus | undefined;
  tenantId?: number | undefined;
  /** One property's bookings (through their room). */
  propertyId?: number | undefined;
  pageSize: number;
  pageIndex: number;
  cursor?: string | undefined;
}

/**
 * Whether a filter narrows the list beyond what the kept counts (by status, the whole business's)
 * answer: a tenant, a room, one property, or a call that does not see every property.
 */
const narrowed = (filter: Pick<BookingListFilter, 'tenantName' | 'roomNumber' | 'tenantId' | 'propertyId'>) =>
  Boolean(filter.tenantName || filter.roomNumber || filter.tenantId || ofSomeProperties(filter));

function whereOf(filter: Omit<BookingListFilter, 'pageSize' | 'pageIndex' | 'cursor'>): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.tenantName)
    conditions.push(tenantMatching('name', sql`t.tenant_name`, sql`t.tenant_id`, filter.tenantName));
  if (filter.roomNumber) conditions.push(contains(sql`r.room_number`, filter.roomNumber));
  if (filter.bookingStatus) conditions.push(sql`b.booking_status = ${filter.bookingStatus}`);
  if (filter.status) conditions.push(sql`b.status = ${filter.status}`);
  if (filter.tenantId) conditions.push(sql`b.tenant_id = ${filter.tenantId}`);
  if (filter.propertyId) conditions.push(sql`r.property_id = ${filter.propertyId}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The bookings a filter reads: every booking has its tenant and room (NOT NULL foreign keys), so
 * the joins are made only when a filter reads them (counting 250,000 bookings through two hash
 * joins costs several times the plain count).
 */
function filteredFrom(filter: Omit<BookingListFilter, 'pageSize' | 'pageIndex' | 'cursor'>): SQL {
  return sql`from bookings b
    ${filter.tenantName ? sql`join tenants t on t.tenant_id = b.tenant_id` : sql``}
    ${filter.roomNumber || filter.propertyId ? sql`join rooms r on r.room_id = b.room_id` : sql``}`;
}

/** The booking list's order, latest check-in first, and its reverse (for a page read from the far end). */
const ORDER = sql`b.check_in_date desc, b.booking_id desc`;
const REVERSED = sql`b.check_in_date, b.booking_id`;
/** The same order for a cursor: bookings_list_order_idx is (check_in_date, booking_id). */
const LATEST_FIRST: ListOrder<{ bookingId: number; checkInDate: string }> = {
  name: 'bookings',
  columns: [
    { sql: sql`b.check_in_date`, kind: 'date' },
    { sql: sql`b.booking_id`, kind: 'bigint' },
  ],
  descending: true,
  keyOf: (row) => [row.checkInDate.slice(0, 10), row.bookingId],
};

export function createBookingsRepository(db: Database) {
  /** The booking list's jump by check-in day (paging.ts `bucketJump`), for a filter of statuses only. */
  function dayJump(filter: BookingListFilter): PageJump {
    const kept: SQL[] = [sql`true`];
    if (filter.bookingStatus) kept.push(sql`k.booking_status = ${filter.bookingStatus}`);
    if (filter.status) kept.push(sql`k.status = ${filter.status}`);
    return bucketJump(
      (query) => db.execute(query),
      sql`select k.check_in_date as bucket, sum(k.row_count) as n from booking_day_counts k
          where ${sql.join(kept, sql` and `)} group by k.check_in_date having sum(k.row_count) > 0`,
      // From the day on in the direction read: latest first, that day and earlier ones.
      (day, backwards) => (backwards ? sql`b.check_in_date >= ${day}::date` : sql`b.check_in_date <= ${day}::date`),
      true,
    );
  }

  /** The total across pages: the kept booking_counts unless the filter or the caller narrows it. */
  function countSql(filter: BookingListFilter, where: SQL): SQL {
    if (!narrowed(filter)) {
      const kept: SQL[] = [sql`true`];
      if (filter.bookingStatus) kept.push(sql`k.booking_status = ${filter.bookingStatus}`);
      if (filter.status) kept.push(sql`k.status = ${filter.status}`);
      return sql`select coalesce(sum(k.row_count), 0)::int from booking_counts k where ${sql.join(kept, sql` and `)}`;
    }
    return sql`select count(*)::int ${filteredFrom(filter)} where ${where}`;
  }

  return {
    async findById(bookingId: number, executor: Executor = db) {
      const [row] = await executor
        .select(bookingColumns)
        .from(bookings)
        .innerJoin(tenants, eq(tenants.tenantId, bookings.tenantId))
        .innerJoin(rooms, eq(rooms.roomId, bookings.roomId))
        .where(eq(bookings.bookingId, bookingId));
      return row;
    },

    async findStored(bookingId: number, executor: Executor = db): Promise<StoredBooking | undefined> {
      const [row] = await executor.select(storedColumns).from(bookings).where(eq(bookings.bookingId, bookingId));
      return row;
    },

    /** A rent from a date; the same date's change is replaced. */
    async saveRentChange(tx: Tx, change: { bookingId: number; fromDate: string; rentAmount: number }, actor: string) {
      await tx.execute(sql`
        insert into booking_rent_changes (booking_id, from_date, rent_amount, update_by)
        values (${change.bookingId}, ${change.fromDate}::date, ${change.rentAmount}, ${actor})
        on conflict (booking_id, from_date) do update
          set rent_amount = excluded.rent_amount, update_by = excluded.update_by, update_date = now()
          where booking_rent_changes.rent_amount <> excluded.rent_amount`);
    },

    /** Locks the booking's row for the rest of the transaction (one change at a time). */
    async lockForChange(tx: Tx, bookingId: number): Promise<StoredBooking | undefined> {
      const [row] = await tx
        .select(storedColumns)
        .from(bookings)
        .where(eq(bookings.bookingId, bookingId))
        .for('update');
      return row;
    },

    async list(filter: BookingListFilter) {
      const where = whereOf(filter);
      const total = countSql(filter, where);
      return readPage(
        filter,
        async () => {
          const [row] = (await db.execute<{ total: number }>(sql`select (${total}) as total`)).rows;
          return { total: Number(row?.total ?? 0) };
        },
        {
          async read(window, withTotals) {
            // The page's ids first, joined only where a filter needs it; then the rows for those ids
            // alone (a deep page skips ids in the list's index instead of joined rows). The total,
            // when asked, rides on each row as an uncorrelated subquery (computed once).
            const result = await db.execute<BookingListRow & { __total?: number }>(sql`
              with page as (
                select b.booking_id ${filteredFrom(filter)} where ${where} and ${window.seek}
                order by ${window.backwards ? REVERSED : ORDER} ${limitOffset(window.limit, window.offset)})
              ${SELECT}${withTotals ? sql`, (${total}) as "__total"` : sql``}
              ${FROM} join page on page.booking_id = b.booking_id
              order by ${ORDER}`);
            const { rows, totals } = carriedTotals<BookingListRow & { __total?: number }, { total: number }>(
              result.rows,
              CARRIED,
              (first) => ({ total: Number(first.__total) }),
            );
            return { rows, totals: withTotals ? totals : undefined };
          },
        },
        LATEST_FIRST,
        // A page asked by its number starts from the edge of its check-in day, counted from the
        // kept day counts when they answer the filter exactly (no tenant or room): it skips only
        // that day's bookings before it, not half the list.
        narrowed(filter) ? undefined : dayJump(filter),
      );
    },

    /** Every filtered booking in the list's order, for a cursor (an export), counted as the list counts it. */
    everyRow(filter: Omit<BookingListFilter, 'pageSize' | 'pageIndex' | 'cursor'>): RowQuery {
      const kept: SQL[] = [sql`true`];
      if (filter.bookingStatus) kept.push(sql`booking_status = ${filter.bookingStatus}`);
      if (filter.status) kept.push(sql`status = ${filter.status}`);
      return withCount(
        rawRowQuery(sql`${SELECT} ${FROM} where ${whereOf(filter)} order by ${ORDER}`),
        narrowed(filter)
          ? null
          : sql`select coalesce(sum(row_count), 0)::bigint as n from booking_counts where ${sql.join(kept, sql` and `)}`,
      );
    },

    async insert(values: BookingValues, executor: Executor = db) {
      const [row] = await executor
        .insert(bookings)
        // A null rent is set by the database (the room type's price for the period).
        .values(values as typeof bookings.$inferInsert)
        .returning({ bookingId: bookings.bookingId });
      return row as { bookingId: number };
    },

    async update(
      tx: Tx,
      bookingId: number,
      changes: Partial<BookingValues> & {
        bookingStatus?: BookingStatus;
        checkedInAt?: Date | null;
        checkedOutAt?: Date | null;
        updateBy: string;
      },
      where: SQL = eq(bookings.bookingId, bookingId),
    ) {
      const rows = await tx
        .update(bookings)
        .set({ ...changes, updateDate: sql`now()` } as unknown as Partial<typeof bookings.$inferInsert>)
        .where(where)
        .returning({ bookingId: bookings.bookingId });
      return rows.length === 1;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;

/** Tenants and rooms as the booking rules see them (read only; their modules own them). */
export function createBookingPartiesRepository(db: Database) {
  return {
    async tenantStatus(tenantId: number): Promise<number | undefined> {
      const [row] = await db.select({ status: tenants.status }).from(tenants).where(eq(tenants.tenantId, tenantId));
      return row?.status;
    },

    async room(roomId: number) {
      const [row] = await db
        .select({
          roomNumber: rooms.roomNumber,
          roomStatus: rooms.roomStatus,
          status: rooms.status,
          // A repair keeping the room out of service (maintenance-requests): the refusal says so.
          underRepair: sql<boolean>`exists (select 1 from maintenance_requests m where m.room_id = ${rooms.roomId}
            and m.out_of_service and m.request_status in (1, 2))`,
        })
        .from(rooms)
        .where(eq(rooms.roomId, roomId));
      return row;
    },

    /** The room type's price of a room for a rental period: the rent a booking starts from (bookings.sql). */
    async typePrice(roomId: number, bookingType: RentalPeriod): Promise<number | undefined> {
      const result = await db.execute<{ price: number }>(sql`
        select case ${bookingType}::int when 1 then rt.price_daily when 2 then rt.price_weekly
                                        when 3 then rt.price_monthly else rt.price_yearly end as price
        from rooms r join room_types rt on rt.room_type_id = r.room_type_id where r.room_id = ${roomId}`);
      const price = result.rows[0]?.price;
      return price === undefined || price === null ? undefined : Number(price);
    },

    /** Active tenants to book for (spec: the tenant lookup of the booking form). */
    async activeTenants(filter: {
      tenantName: string;
      phone: string;
      propertyId?: number | null | undefined;
      pageSize: number;
      pageIndex: number;
    }) {
      const conditions: SQL[] = [eq(tenants.status, 1)];
      if (filter.tenantName)
        conditions.push(tenantMatching('name', tenants.tenantName, tenants.tenantId, filter.tenantName));
      if (filter.phone) conditions.push(tenantMatching('phone', tenants.phone, tenants.tenantId, filter.phone));
      if (filter.propertyId) conditions.push(tenantOfProperty(sql`tenants`, filter.propertyId));
      else if (!filter.tenantName && !filter.phone) conditions.push(ofCallsTenants(sql`tenants`));
      const where = and(...conditions);
      const searched = Boolean(filter.tenantName || filter.phone);
      // The kept tenant_counts are the business's: a list of some properties counts the tenants it sees.
      const counted = searched || ofSomeProperties(filter);
      return readPage(
        filter,
        async () => {
          const [total] = counted
            ? await db.select({ value: count() }).from(tenants).where(where)
            : await db
                .select({ value: sql<number>`coalesce(sum(${tenantCounts.rowCount}), 0)::int` })
                .from(tenantCounts)
                .where(eq(tenantCounts.status, 1));
          return { total: total?.value ?? 0 };
        },
        async (page) => {
          // A search sorts its trigram-found matches only (see the tenant list); the whole list
          // walks the name order.
          const result = await db.execute<{ tenantId: number; tenantName: string; phone: string }>(sql`
            with hits as ${searched ? sql`materialized` : sql`not materialized`} (
              select tenant_id as "tenantId", tenant_name as "tenantName", phone from tenants where ${where})
            select * from hits
            order by ${page.backwards ? sql`"tenantName" desc, "tenantId" desc` : sql`"tenantName", "tenantId"`}
            ${limitOffset(page.limit, page.offset)}`);
          return page.backwards ? result.rows.reverse() : result.rows;
        },
      );
    },
  };
}
