import type { BookingStatus, RecordStatus, RentalPeriod } from '@kamar/contract';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { builtRowQuery, type RowQuery } from '../../db/row-query.js';
import { apiDateTime, containsPattern, pageOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { EMPTY_DATE } from '../../lib/business-time.js';
import { rooms } from '../rooms/rooms.table.js';
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
  rentAmount: sql<number>`${bookings.rentAmount}::float8`.mapWith(Number),
  bookingStatus: sql<BookingStatus>`${bookings.bookingStatus}`,
  remark: bookings.remark,
  checkedInAt: orEmpty(apiDateTime(bookings.checkedInAt), ''),
  checkedOutAt: orEmpty(apiDateTime(bookings.checkedOutAt), ''),
  status: sql<RecordStatus>`${bookings.status}`,
  createDate: apiDateTime(bookings.createDate),
  updateDate: apiDateTime(bookings.updateDate),
  updateBy: bookings.updateBy,
};

const rowColumns = {
  bookingId: bookings.bookingId,
  tenantName: tenants.tenantName,
  bookingDate: bookingColumns.bookingDate,
  checkInDate: bookingColumns.checkInDate,
  checkOutDate: bookingColumns.checkOutDate,
  roomNumber: rooms.roomNumber,
  bookingStatus: bookingColumns.bookingStatus,
  checkedIn: sql<boolean>`${bookings.checkedInAt} is not null`,
  status: bookingColumns.status,
};

const storedColumns = {
  bookingId: bookings.bookingId,
  tenantId: bookings.tenantId,
  roomId: bookings.roomId,
  bookingType: sql<RentalPeriod>`${bookings.bookingType}`,
  checkInDate: bookings.checkInDate,
  checkOutDate: bookings.checkOutDate,
  bookingStatus: sql<BookingStatus>`${bookings.bookingStatus}`,
  checkedIn: sql<boolean>`${bookings.checkedInAt} is not null`,
  status: sql<RecordStatus>`${bookings.status}`,
};

export interface BookingListFilter {
  tenantName: string;
  roomNumber: string;
  bookingStatus: BookingStatus | undefined;
  status: RecordStatus | undefined;
  tenantId?: number | undefined;
  pageSize: number;
  pageIndex: number;
}

function whereOf(filter: Omit<BookingListFilter, 'pageSize' | 'pageIndex'>) {
  const conditions: SQL[] = [];
  if (filter.tenantName) conditions.push(ilike(tenants.tenantName, containsPattern(filter.tenantName)));
  if (filter.roomNumber) conditions.push(ilike(rooms.roomNumber, containsPattern(filter.roomNumber)));
  if (filter.bookingStatus) conditions.push(eq(bookings.bookingStatus, filter.bookingStatus));
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  if (filter.tenantId) conditions.push(eq(bookings.tenantId, filter.tenantId));
  return conditions.length ? and(...conditions) : undefined;
}
/** The booking list's order: latest check-in first. */
const order = [desc(bookings.checkInDate), desc(bookings.bookingId)];

export function createBookingsRepository(db: Database) {
  /**
   * The total across pages. Every booking has its tenant and room (NOT NULL foreign keys), so the
   * joins are made only when a filter reads them: counting 250,000 bookings through two hash
   * joins costs several times the plain count.
   */
  function countBookings(filter: BookingListFilter, where: SQL | undefined) {
    let query = db.select({ value: count() }).from(bookings).$dynamic();
    if (filter.tenantName) query = query.innerJoin(tenants, eq(tenants.tenantId, bookings.tenantId));
    if (filter.roomNumber) query = query.innerJoin(rooms, eq(rooms.roomId, bookings.roomId));
    return query.where(where);
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
      // The page's ids first, joined only where a filter needs it; then the rows for those ids
      // alone (a deep page skips ids in the list's index instead of joined rows).
      let ids = db.select({ pageBookingId: bookings.bookingId }).from(bookings).$dynamic();
      if (filter.tenantName) ids = ids.innerJoin(tenants, eq(tenants.tenantId, bookings.tenantId));
      if (filter.roomNumber) ids = ids.innerJoin(rooms, eq(rooms.roomId, bookings.roomId));
      const page = ids
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset(pageOffset(filter))
        .as('page');
      const [rows, [total]] = await Promise.all([
        db
          .select(rowColumns)
          .from(bookings)
          .innerJoin(page, eq(page.pageBookingId, bookings.bookingId))
          .innerJoin(tenants, eq(tenants.tenantId, bookings.tenantId))
          .innerJoin(rooms, eq(rooms.roomId, bookings.roomId))
          .orderBy(...order),
        countBookings(filter, where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Every filtered booking in the list's order, for a cursor (an export). */
    everyRow(filter: Omit<BookingListFilter, 'pageSize' | 'pageIndex'>): RowQuery {
      const query = db
        .select(rowColumns)
        .from(bookings)
        .innerJoin(tenants, eq(tenants.tenantId, bookings.tenantId))
        .innerJoin(rooms, eq(rooms.roomId, bookings.roomId))
        .where(whereOf(filter))
        .orderBy(...order);
      return builtRowQuery(query, rowColumns);
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
    ) {
      await tx
        .update(bookings)
        .set({ ...changes, updateDate: sql`now()` } as unknown as Partial<typeof bookings.$inferInsert>)
        .where(eq(bookings.bookingId, bookingId));
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
        .select({ roomNumber: rooms.roomNumber, roomStatus: rooms.roomStatus, status: rooms.status })
        .from(rooms)
        .where(eq(rooms.roomId, roomId));
      return row;
    },

    /** Active tenants to book for (spec: the tenant lookup of the booking form). */
    async activeTenants(filter: { tenantName: string; phone: string; pageSize: number; pageIndex: number }) {
      const conditions: SQL[] = [eq(tenants.status, 1)];
      if (filter.tenantName) conditions.push(ilike(tenants.tenantName, containsPattern(filter.tenantName)));
      if (filter.phone) conditions.push(ilike(tenants.phone, containsPattern(filter.phone)));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ tenantId: tenants.tenantId, tenantName: tenants.tenantName, phone: tenants.phone })
          .from(tenants)
          .where(where)
          .orderBy(asc(tenants.tenantName), asc(tenants.tenantId))
          .limit(filter.pageSize)
          .offset(pageOffset(filter)),
        db.select({ value: count() }).from(tenants).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
