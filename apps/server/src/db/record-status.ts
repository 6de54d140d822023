import { RecordStatus, type Refusal, refusal } from '@kamar/contract';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../lib/errors.js';
import type { Executor } from './transaction.js';

/** Records the API reads one at a time and toggles between Active and Deleted. */
export interface StatusRecords<Row> {
  /** Must have the common columns `status`, `update_by` and `update_date`. */
  table: PgTable;
  idColumn: AnyColumn;
  /** The refusal (404) when the id names no record. */
  notFound: Refusal;
  find(id: number): Promise<Row | undefined>;
}

/**
 * Delete / Undelete (spec section 4): flips a record between Active (1) and Deleted (2), but only
 * if its status is still the one the caller saw (DESIGN.md section 3: no lost updates). One
 * UPDATE, so two people clicking at once cannot both flip it.
 *
 * Answers the new status; throws 404 (`notFound`) or 409 (stale).
 */
export async function toggleRecordStatus(
  db: Executor,
  target: Omit<StatusRecords<unknown>, 'find'> & { id: number; seenStatus: number; updateBy: string },
): Promise<RecordStatus> {
  const { table, idColumn, id, seenStatus, updateBy } = target;
  // The ::smallint casts matter: PostgreSQL reads untyped parameters in a CASE as text.
  const updated = await db.execute<{ status: RecordStatus }>(sql`
    update ${table}
    set status = case when status = ${RecordStatus.Active} then ${RecordStatus.Deleted}::smallint else ${RecordStatus.Active}::smallint end,
        update_by = ${updateBy},
        update_date = now()
    where ${idColumn} = ${id} and status = ${seenStatus}
    returning status`);
  const row = updated.rows[0];
  if (row) return Number(row.status) as RecordStatus;
  const exists = await db.execute(sql`select 1 from ${table} where ${idColumn} = ${id}`);
  if (exists.rows.length === 0) throw notFound(target.notFound);
  throw conflict(refusal('record.stale'));
}

/** GetById (404 when missing) and Delete / Undelete answering the record as it now is. */
export function statusRecords<Row>(db: Executor, records: StatusRecords<Row>) {
  async function getById(id: number): Promise<Row> {
    const row = await records.find(id);
    if (!row) throw notFound(records.notFound);
    return row;
  }
  return {
    getById,
    async toggleStatus(updateBy: string, id: number, seenStatus: number): Promise<Row> {
      await toggleRecordStatus(db, { ...records, id, seenStatus, updateBy });
      return getById(id);
    },
  };
}
