import { RecordStatus } from '@kamar/contract';
import { and, asc, count, eq, getTableColumns, getTableName, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { builtRowQuery, type RowQuery } from '../../db/row-query.js';
import { rowVersionOf } from '../../db/row-version.js';
import { apiColumns, contains, pageOffset, writtenLimit } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';

/** The columns every master table has: an id, a name people choose it by, and a record status. */
export interface MasterColumns {
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  status: AnyPgColumn;
}

export interface MasterListFilter {
  /** Contains, ignoring case; "" for all. */
  name: string;
  status: number | undefined;
  /**
   * One property's records (a table of a property's records only); undefined for all. Where the
   * table's property may be null (a charge type of every property), those serve every property and
   * are in each property's list.
   */
  propertyId?: number | undefined;
  /** The table's own filters besides these (the definition's `filters`). */
  more?: SQL | undefined;
  pageSize: number;
  pageIndex: number;
}

/** A repository over any master table; the service types its rows by the table's calls. */
export function createMasterDataRepository(db: Database, t: MasterColumns) {
  const { updateDate, propertyId, propertyName } = getTableColumns(t.table);
  if (!updateDate) throw new Error('a master table keeps its update date');
  // A property's record names its property (the lists show it when there are several).
  const columns = {
    ...apiColumns(t.table),
    ...(propertyId && !propertyName
      ? {
          // Qualified: inside the subquery a bare property_id would be the property's own.
          propertyName: sql<string>`(select p.property_name from properties p
            where p.property_id = ${sql.identifier(getTableName(t.table))}.property_id)`,
        }
      : {}),
    rowVersion: rowVersionOf(updateDate),
  };
  // A record of a property (a room type) says which one: what names it must be of that property.
  const named = {
    name: sql<string>`${t.name}`,
    status: sql<number>`${t.status}`,
    propertyId: propertyId ? sql<number>`${propertyId}` : sql<null>`null`,
  };
  const whereOf = (filter: Pick<MasterListFilter, 'name' | 'status' | 'propertyId' | 'more'>) => {
    const conditions: (SQL | undefined)[] = [];
    if (filter.name) conditions.push(contains(t.name, filter.name));
    if (filter.status) conditions.push(eq(t.status, filter.status));
    if (filter.propertyId && propertyId)
      conditions.push(
        propertyId.notNull
          ? eq(propertyId, filter.propertyId)
          : or(eq(propertyId, filter.propertyId), isNull(propertyId)),
      );
    if (filter.more) conditions.push(filter.more);
    return conditions.length ? and(...conditions) : undefined;
  };

  return {
    async findById(id: number, executor: Executor = db): Promise<Record<string, unknown> | undefined> {
      const [row] = await executor.select(columns).from(t.table).where(eq(t.id, id));
      return row;
    },

    /** Whether the record holding this unique name is deleted (to say so when the name is taken). */
    async isDeletedByName(name: string) {
      const [row] = await db.select(named).from(t.table).where(eq(t.name, name));
      return row?.status === RecordStatus.Deleted;
    },

    /** One page in name order, and the count of the whole filtered set. */
    async list(filter: MasterListFilter) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(t.table)
          .where(where)
          .orderBy(asc(t.name), asc(t.id))
          .limit(writtenLimit(filter.pageSize))
          .offset(pageOffset(filter)),
        db.select({ value: count() }).from(t.table).where(where),
      ]);
      return { rows: rows as Record<string, unknown>[], total: total?.value ?? 0 };
    },

    /** Every filtered record in the list's order, for a cursor (an export). */
    everyRow(filter: Pick<MasterListFilter, 'name' | 'status' | 'propertyId' | 'more'>): RowQuery {
      const query = db.select(columns).from(t.table).where(whereOf(filter)).orderBy(asc(t.name), asc(t.id));
      return builtRowQuery(query, columns);
    },

    async insert(values: Record<string, unknown>) {
      const [row] = await db
        .insert(t.table)
        .values(values as PgTable['$inferInsert'])
        .returning({ id: t.id });
      return (row as { id: number }).id;
    },

    /** Answers whether a record matched `where` (the record, as the caller read it: `unchangedSince`). */
    async update(where: SQL, values: Record<string, unknown>) {
      const rows = await db
        .update(t.table)
        .set({ ...values, updateDate: sql`now()` })
        .where(where)
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /**
     * Reads a record and locks it for the rest of the transaction: `share` while another record
     * is saved naming it (it cannot be deleted meanwhile), `update` while it is being deleted.
     */
    async lock(tx: Tx, id: number, strength: 'share' | 'update') {
      const [row] = await tx.select(named).from(t.table).where(eq(t.id, id)).for(strength);
      return row;
    },
  };
}
