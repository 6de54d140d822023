import type { AuditAction, AuditEntity, AuditValue } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type RowQuery, rawRowQuery } from '../../db/row-query.js';
import { pageOffset } from '../../db/sql-helpers.js';

export interface AuditFilter {
  entity: AuditEntity | undefined;
  recordId: number | undefined;
  username: string;
  action: AuditAction | undefined;
  dateFrom: string | undefined;
  dateTo: string | undefined;
}

/** An entry as stored: changes as [field, before, after] with the column's own name. */
export type StoredAuditEntry = {
  auditId: number;
  auditDate: string;
  username: string;
  address: string;
  entity: AuditEntity;
  recordId: number | null;
  action: AuditAction;
  changes: [string, AuditValue, AuditValue][];
};

/** An entry the database cannot see for itself (a sign-in, an export). */
export interface ExplicitEntry {
  entity: AuditEntity;
  recordId: number | null;
  action: AuditAction;
  changes: [string, AuditValue, AuditValue][];
  /** Who, when not the actor of the transaction (a sign-in has none yet). */
  actor?: { userId: number | null; username: string; address: string };
}

const SELECT = sql`
  select a.audit_id as "auditId", to_char(a.audit_date, 'YYYY-MM-DD"T"HH24:MI:SS') as "auditDate",
         a.username, a.address, a.entity, a.record_id as "recordId", a.action, a.changes
  from audit_log a`;

/** Newest first; the indexes are in this order (audit.table.ts). */
const ORDER = sql`a.audit_date desc nulls last, a.audit_id desc nulls last`;

function whereOf(filter: AuditFilter, alias: 'a' | 'c'): SQL {
  const t = sql.raw(alias);
  const conditions: SQL[] = [sql`true`];
  if (filter.entity) conditions.push(sql`${t}.entity = ${filter.entity}`);
  if (filter.action) conditions.push(sql`${t}.action = ${filter.action}`);
  if (filter.username) conditions.push(sql`lower(${t}.username) = lower(${filter.username})`);
  const day = alias === 'a' ? sql`a.audit_date` : sql`c.day`;
  // A day is a business day: the session's TimeZone is BUSINESS_TIMEZONE.
  if (filter.dateFrom) conditions.push(sql`${day} >= ${filter.dateFrom}::date`);
  if (filter.dateTo)
    conditions.push(
      alias === 'a' ? sql`a.audit_date < ${filter.dateTo}::date + 1` : sql`c.day <= ${filter.dateTo}::date`,
    );
  if (alias === 'a' && filter.recordId !== undefined) conditions.push(sql`a.record_id = ${filter.recordId}`);
  return sql.join(conditions, sql` and `);
}

export function createAuditRepository(db: Database) {
  /** The count of the filtered entries: the kept counts, unless one record's entries are asked for. */
  async function count(filter: AuditFilter): Promise<number> {
    const result =
      filter.recordId !== undefined
        ? await db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log a where ${whereOf(filter, 'a')}`)
        : await db.execute<{ n: number }>(
            sql`select coalesce(sum(c.entries), 0)::bigint as n from audit_counts c where ${whereOf(filter, 'c')}`,
          );
    return Number(result.rows[0]?.n ?? 0);
  }

  return {
    async list(filter: AuditFilter & { pageSize: number; pageIndex: number }) {
      const [rows, total] = await Promise.all([
        db.execute<StoredAuditEntry>(sql`${SELECT} where ${whereOf(filter, 'a')}
          order by ${ORDER} limit ${filter.pageSize} offset ${pageOffset(filter)}`),
        count(filter),
      ]);
      return { rows: rows.rows.map(numericIds), total };
    },

    /** Every filtered entry, newest first (an export reads it through a cursor). */
    everyRow: (filter: AuditFilter): RowQuery =>
      rawRowQuery(sql`${SELECT} where ${whereOf(filter, 'a')} order by ${ORDER}`),

    async record(entry: ExplicitEntry) {
      // A lone surrogate (text a client may send in a filter) is no JSON PostgreSQL reads.
      const changes = JSON.stringify(entry.changes, (_key, value: unknown) =>
        typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value,
      );
      if (entry.actor) {
        const { userId, username, address } = entry.actor;
        await db.execute(sql`
          insert into audit_log (user_id, username, address, entity, record_id, action, changes)
          values (${userId}, ${username.slice(0, 100)}, ${address.slice(0, 64)}, ${entry.entity}, ${entry.recordId},
                  ${entry.action}, ${changes}::jsonb)`);
        return;
      }
      await db.execute(sql`
        insert into audit_log (entity, record_id, action, changes)
        values (${entry.entity}, ${entry.recordId}, ${entry.action}, ${changes}::jsonb)`);
    },
  };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** bigint ids arrive as text from a raw query. */
const numericIds = (row: StoredAuditEntry): StoredAuditEntry => ({ ...row, auditId: Number(row.auditId) });

export type AuditRepository = ReturnType<typeof createAuditRepository>;
