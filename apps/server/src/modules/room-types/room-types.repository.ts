import type { RecordStatus } from '@kamar/contract';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiDateTime, containsPattern, pageOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { roomTypes } from './room-types.table.js';

const publicColumns = {
  roomTypeId: roomTypes.roomTypeId,
  roomTypeName: roomTypes.roomTypeName,
  priceDaily: roomTypes.priceDaily,
  priceWeekly: roomTypes.priceWeekly,
  priceMonthly: roomTypes.priceMonthly,
  priceYearly: roomTypes.priceYearly,
  status: sql<RecordStatus>`${roomTypes.status}`,
  createDate: apiDateTime(roomTypes.createDate),
  updateDate: apiDateTime(roomTypes.updateDate),
  updateBy: roomTypes.updateBy,
};

export interface RoomTypeValues {
  roomTypeName: string;
  priceDaily: number;
  priceWeekly: number;
  priceMonthly: number;
  priceYearly: number;
  updateBy: string;
}

export interface RoomTypeListFilter {
  roomTypeName: string;
  status: RecordStatus | undefined;
  pageSize: number;
  pageIndex: number;
}

export function createRoomTypesRepository(db: Database) {
  return {
    async findById(roomTypeId: number, executor: Executor = db) {
      const [row] = await executor.select(publicColumns).from(roomTypes).where(eq(roomTypes.roomTypeId, roomTypeId));
      return row;
    },

    async list(filter: RoomTypeListFilter) {
      const conditions: SQL[] = [];
      if (filter.roomTypeName) conditions.push(ilike(roomTypes.roomTypeName, containsPattern(filter.roomTypeName)));
      if (filter.status) conditions.push(eq(roomTypes.status, filter.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(publicColumns)
          .from(roomTypes)
          .where(where)
          .orderBy(asc(roomTypes.roomTypeName), asc(roomTypes.roomTypeId))
          .limit(filter.pageSize)
          .offset(pageOffset(filter)),
        db.select({ value: count() }).from(roomTypes).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async insert(values: RoomTypeValues) {
      const [row] = await db.insert(roomTypes).values(values).returning({ roomTypeId: roomTypes.roomTypeId });
      return row as { roomTypeId: number };
    },

    /** Answers whether the room type exists. */
    async update(roomTypeId: number, values: RoomTypeValues) {
      const rows = await db
        .update(roomTypes)
        .set({ ...values, updateDate: sql`now()` })
        .where(eq(roomTypes.roomTypeId, roomTypeId))
        .returning({ roomTypeId: roomTypes.roomTypeId });
      return rows.length > 0;
    },

    /**
     * Reads a room type and locks it for the rest of the transaction: `share` while a room is
     * saved with it (it cannot be deleted meanwhile), `update` while it is being deleted.
     */
    async lock(tx: Tx, roomTypeId: number, strength: 'share' | 'update') {
      const [row] = await tx
        .select({ roomTypeId: roomTypes.roomTypeId, roomTypeName: roomTypes.roomTypeName, status: roomTypes.status })
        .from(roomTypes)
        .where(eq(roomTypes.roomTypeId, roomTypeId))
        .for(strength);
      return row;
    },
  };
}

export type RoomTypesRepository = ReturnType<typeof createRoomTypesRepository>;
