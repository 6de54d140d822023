import { RecordStatus, type RoomStatus } from '@kamar/contract';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { carriedTotals } from '../../db/paging.js';
import { builtRowQuery, type RowQuery } from '../../db/row-query.js';
import { rowVersionOf } from '../../db/row-version.js';
import { apiDateTime, contains, pageOffset, writtenLimit } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { cardVendors } from '../card-vendors/card-vendors.table.js';
import { properties } from '../properties/properties.table.js';
import { roomTypes } from '../room-types/room-types.table.js';
import { rooms } from './rooms.table.js';

/** A room with its type's name and prices (the list shows them) and its card vendor's name. */
const publicColumns = {
  roomId: rooms.roomId,
  propertyId: rooms.propertyId,
  propertyName: properties.propertyName,
  roomNumber: rooms.roomNumber,
  roomTypeId: rooms.roomTypeId,
  roomTypeName: roomTypes.roomTypeName,
  roomStatus: sql<RoomStatus>`${rooms.roomStatus}`,
  cardVendorId: rooms.cardVendorId,
  cardVendorName: cardVendors.cardVendorName,
  priceDaily: roomTypes.priceDaily,
  priceWeekly: roomTypes.priceWeekly,
  priceMonthly: roomTypes.priceMonthly,
  priceYearly: roomTypes.priceYearly,
  status: sql<RecordStatus>`${rooms.status}`,
  createDate: apiDateTime(rooms.createDate),
  updateDate: apiDateTime(rooms.updateDate),
  updateBy: rooms.updateBy,
  rowVersion: rowVersionOf(rooms.updateDate),
};

/** "101" before "1001", "2A" before "10": shorter numbers first, then by text. */
const roomOrder = [sql`length(${rooms.roomNumber})`, rooms.roomNumber, rooms.roomId];

export interface RoomValues {
  roomTypeId: number;
  roomStatus: RoomStatus;
  cardVendorId: number | null;
  updateBy: string;
}

export interface RoomListFilter {
  roomNumber: string;
  roomTypeId: number | undefined;
  roomStatus: RoomStatus | undefined;
  status: RecordStatus | undefined;
  propertyId?: number | undefined;
  pageSize: number;
  pageIndex: number;
}

function whereOf(filter: Omit<RoomListFilter, 'pageSize' | 'pageIndex'>) {
  const conditions: SQL[] = [];
  if (filter.roomNumber) conditions.push(contains(rooms.roomNumber, filter.roomNumber));
  if (filter.roomTypeId) conditions.push(eq(rooms.roomTypeId, filter.roomTypeId));
  if (filter.roomStatus) conditions.push(eq(rooms.roomStatus, filter.roomStatus));
  if (filter.status) conditions.push(eq(rooms.status, filter.status));
  if (filter.propertyId) conditions.push(eq(rooms.propertyId, filter.propertyId));
  return conditions.length ? and(...conditions) : undefined;
}

export function createRoomsRepository(db: Database) {
  const selectRooms = (executor: Executor) =>
    executor
      .select(publicColumns)
      .from(rooms)
      .innerJoin(roomTypes, eq(roomTypes.roomTypeId, rooms.roomTypeId))
      .innerJoin(properties, eq(properties.propertyId, rooms.propertyId))
      .leftJoin(cardVendors, eq(cardVendors.cardVendorId, rooms.cardVendorId));

  return {
    async findById(roomId: number, executor: Executor = db) {
      const [row] = await selectRooms(executor).where(eq(rooms.roomId, roomId));
      return row;
    },

    /** Whether the room holding this number in the property is deleted (to say so when it is taken). */
    async isDeletedByName(name: string, propertyId: number | null) {
      const inProperty = propertyId === null ? undefined : eq(rooms.propertyId, propertyId);
      const [row] = await db
        .select({ status: rooms.status })
        .from(rooms)
        .where(and(eq(rooms.roomNumber, name), inProperty));
      return row?.status === RecordStatus.Deleted;
    },

    /**
     * One page and the filtered count in one statement. The page's rooms are picked from the rooms
     * alone, so only they are joined to their type and vendor and have their dates formatted
     * (sorting the joined, formatted rows formatted all thousand of them for 25). The count rides
     * on the page's rows unless the page is empty.
     */
    async list(filter: RoomListFilter) {
      const where = whereOf(filter);
      const counted = db.select({ value: count() }).from(rooms).where(where);
      const pageIds = db
        .select({ roomId: rooms.roomId })
        .from(rooms)
        .where(where)
        .orderBy(...roomOrder)
        .limit(writtenLimit(filter.pageSize))
        .offset(pageOffset(filter));
      const carried = await db
        .select({ ...publicColumns, __total: sql<number>`${counted}` })
        .from(rooms)
        .innerJoin(roomTypes, eq(roomTypes.roomTypeId, rooms.roomTypeId))
        .innerJoin(properties, eq(properties.propertyId, rooms.propertyId))
        .leftJoin(cardVendors, eq(cardVendors.cardVendorId, rooms.cardVendorId))
        .where(inArray(rooms.roomId, pageIds))
        .orderBy(...roomOrder);
      const { rows, totals } = carriedTotals<Omit<(typeof carried)[number], '__total'>, number>(
        carried,
        ['__total'],
        (first) => Number(first.__total),
      );
      return { rows, total: totals ?? (await counted)[0]?.value ?? 0 };
    },

    /** Every filtered room in the list's order, for a cursor (an export). */
    everyRow(filter: Omit<RoomListFilter, 'pageSize' | 'pageIndex'>): RowQuery {
      return builtRowQuery(
        selectRooms(db)
          .where(whereOf(filter))
          .orderBy(...roomOrder),
        publicColumns,
      );
    },

    async insert(tx: Tx, values: RoomValues & { roomNumber: string; propertyId: number }) {
      const [row] = await tx.insert(rooms).values(values).returning({ roomId: rooms.roomId });
      return row as { roomId: number };
    },

    /** `where`: the room as the caller read it (`unchangedSince`). Answers whether it matched. */
    async update(tx: Tx, where: SQL, values: RoomValues) {
      const rows = await tx
        .update(rooms)
        .set({ ...values, updateDate: sql`now()` })
        .where(where)
        .returning({ roomId: rooms.roomId });
      return rows.length === 1;
    },

    /** Reads a room and locks it for the rest of the transaction. */
    async lock(tx: Tx, roomId: number) {
      const [row] = await tx
        .select({
          roomId: rooms.roomId,
          propertyId: rooms.propertyId,
          roomNumber: rooms.roomNumber,
          roomTypeId: rooms.roomTypeId,
          cardVendorId: rooms.cardVendorId,
          roomStatus: sql<RoomStatus>`${rooms.roomStatus}`,
          status: rooms.status,
        })
        .from(rooms)
        .where(eq(rooms.roomId, roomId))
        .for('update');
      return row;
    },

    /** Moves a room's status `from` -> `to` (a repair's hold); answers whether it was `from`. */
    async moveStatus(tx: Tx, roomId: number, from: RoomStatus, to: RoomStatus, updateBy: string) {
      const rows = await tx
        .update(rooms)
        .set({ roomStatus: to, updateBy, updateDate: sql`now()` })
        .where(and(eq(rooms.roomId, roomId), eq(rooms.roomStatus, from)))
        .returning({ roomId: rooms.roomId });
      return rows.length === 1;
    },
  };
}

export type RoomsRepository = ReturnType<typeof createRoomsRepository>;
