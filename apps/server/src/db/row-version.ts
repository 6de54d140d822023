import { RecordStatus, type Refusal, refusal } from '@kamar/contract';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../lib/errors.js';
import type { Executor } from './transaction.js';

/**
 * A record's version as its answers carry it (`rowVersion`): its `update_date` to the
 * microsecond, as text. Every write a person makes sets `update_date = now()`; what the database
 * keeps by itself (allocated amounts, kept sums) does not, so it never makes a form stale.
 */
export const rowVersionOf = (updateDate: AnyColumn | SQL): SQL<string> =>
  sql<string>`((extract(epoch from ${updateDate}) * 1000000)::bigint)::text`;

/** The record an Update changes, and what the caller read of it. */
export interface UpdateTarget {
  table: PgTable;
  idColumn: AnyColumn;
  updateDateColumn: AnyColumn;
  /** The record status column (1 Active, 2 Deleted); none where "deleted" does not apply (users are disabled, not deleted). */
  statusColumn?: AnyColumn;
  id: number;
  /** The `rowVersion` the caller read; undefined from a client that sends none (then any version). */
  seen: string | undefined;
  /** The refusal (404) when the id names no record. */
  notFound: Refusal;
}

/**
 * The WHERE of an Update: this record, not deleted, still the version the caller read. In the
 * UPDATE itself, so two saves from the same read cannot both pass: the second waits for the
 * first's row lock, then finds another version and changes nothing.
 */
export function unchangedSince(target: UpdateTarget): SQL {
  return and(
    eq(target.idColumn, target.id),
    target.statusColumn ? sql`${target.statusColumn} = ${RecordStatus.Active}` : undefined,
    target.seen === undefined ? undefined : sql`${rowVersionOf(target.updateDateColumn)} = ${target.seen}`,
  ) as SQL;
}

/** Why an Update guarded by `unchangedSince` changed no row: 404, 409 deleted, or 409 changed since it was read. */
export async function refuseUnchanged(db: Executor, target: UpdateTarget): Promise<never> {
  const found = await db.execute<{ status: number | null }>(sql`
    select ${target.statusColumn ? sql`${target.statusColumn}::int` : sql`null::int`} as status
    from ${target.table} where ${eq(target.idColumn, target.id)}`);
  const row = found.rows[0];
  if (!row) throw notFound(target.notFound);
  if (target.statusColumn && Number(row.status) !== RecordStatus.Active) throw conflict(refusal('record.deleted'));
  throw conflict(refusal('record.stale'));
}
