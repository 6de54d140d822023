import type { RecordStatus } from '@kamar/contract';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiDateTime, containsPattern, pageOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { cardVendors } from './card-vendors.table.js';

const publicColumns = {
  cardVendorId: cardVendors.cardVendorId,
  cardVendorName: cardVendors.cardVendorName,
  contactName: cardVendors.contactName,
  phone: cardVendors.phone,
  status: sql<RecordStatus>`${cardVendors.status}`,
  createDate: apiDateTime(cardVendors.createDate),
  updateDate: apiDateTime(cardVendors.updateDate),
  updateBy: cardVendors.updateBy,
};

export interface CardVendorValues {
  cardVendorName: string;
  contactName: string;
  phone: string;
  updateBy: string;
}

export interface CardVendorListFilter {
  cardVendorName: string;
  status: RecordStatus | undefined;
  pageSize: number;
  pageIndex: number;
}

export function createCardVendorsRepository(db: Database) {
  return {
    async findById(cardVendorId: number, executor: Executor = db) {
      const [row] = await executor
        .select(publicColumns)
        .from(cardVendors)
        .where(eq(cardVendors.cardVendorId, cardVendorId));
      return row;
    },

    async list(filter: CardVendorListFilter) {
      const conditions: SQL[] = [];
      if (filter.cardVendorName) {
        conditions.push(ilike(cardVendors.cardVendorName, containsPattern(filter.cardVendorName)));
      }
      if (filter.status) conditions.push(eq(cardVendors.status, filter.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(publicColumns)
          .from(cardVendors)
          .where(where)
          .orderBy(asc(cardVendors.cardVendorName), asc(cardVendors.cardVendorId))
          .limit(filter.pageSize)
          .offset(pageOffset(filter)),
        db.select({ value: count() }).from(cardVendors).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async insert(values: CardVendorValues) {
      const [row] = await db.insert(cardVendors).values(values).returning({ cardVendorId: cardVendors.cardVendorId });
      return row as { cardVendorId: number };
    },

    /** Answers whether the card vendor exists. */
    async update(cardVendorId: number, values: CardVendorValues) {
      const rows = await db
        .update(cardVendors)
        .set({ ...values, updateDate: sql`now()` })
        .where(eq(cardVendors.cardVendorId, cardVendorId))
        .returning({ cardVendorId: cardVendors.cardVendorId });
      return rows.length > 0;
    },

    /** Reads and locks a vendor: `share` while a room is saved with it, `update` while deleting it. */
    async lock(tx: Tx, cardVendorId: number, strength: 'share' | 'update') {
      const [row] = await tx
        .select({
          cardVendorId: cardVendors.cardVendorId,
          cardVendorName: cardVendors.cardVendorName,
          status: cardVendors.status,
        })
        .from(cardVendors)
        .where(eq(cardVendors.cardVendorId, cardVendorId))
        .for(strength);
      return row;
    },
  };
}

export type CardVendorsRepository = ReturnType<typeof createCardVendorsRepository>;
