import { messages, RecordStatus } from '@kamar/contract';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AppError, conflict } from '../lib/errors.js';
import type { Executor } from './transaction.js';

/**
 * Delete / Undelete (spec section 4): flips a record between Active (1) and Deleted (2), but only
 * if its status is still the one the caller saw (DESIGN.md section 3: no lost updates). One
 * UPDATE, so two people clicking at once cannot both flip it.
 *
 * The table must have the common columns `status`, `update_by` and `update_date`.
 * Answers the new status; throws 404 (`notFoundMessage`) or 409 (stale).
 */
export async function toggleRecordStatus(
  db: Executor,
  target: {
    table: PgTable;
    idColumn: AnyColumn;
    id: number;
    seenStatus: number;
    updateBy: string;
    notFoundMessage: string;
  },
): Promise<RecordStatus> {
  const { table, idColumn, id, seenStatus, updateBy, notFoundMessage } = target;
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
  if (exists.rows.length === 0) throw new AppError(404, notFoundMessage);
  throw conflict(messages.staleStatus);
}
