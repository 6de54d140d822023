import type { AuditAction, AuditEntity, AuditValue } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bucketJump, type ListOrder, type PageRequest, readPage } from '../../db/paging.js';
import { type RowQuery, rawRowQuery, withCount } from '../../db/row-query.js';
import { limitOffset } from '../../db/sql-helpers.js';
import { namesOf } from './audit-names.js';

export interface AuditFilter {
  entity: AuditEntity | undefined;
  recordId: number | undefined;
  username: string;
  action: AuditAction | undefined;
  dateFrom: string | undefined;
  dateTo: string | undefined;
  /** One property's records (audit_property_of); undefined: every entry. */
  propertyId?: number | undefined;
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
  /** The record's property (null: the business's own record, a sign-in) and its name. */
  propertyId: number | null;
  propertyName: string | null;
  /** audit_date exactly (the shown one is to the second): the list's sort key. */
  auditKey: string;
  /** The names of the records the entry names, read with it (audit-names.ts). */
  names: Record<string, AuditValue>;
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

const COLUMNS = sql`
  a.audit_id as "auditId", to_char(a.audit_date, 'YYYY-MM-DD"T"HH24:MI:SS') as "auditDate",
  a.username, a.address, a.entity, a.record_id as "recordId", a.action, a.changes,
  a.property_id as "propertyId", a.audit_date::text as "auditKey"`;

/** A property's name, or null for an entry of no property (the Owner's trail: no policy applies). */
const PROPERTY_NAME = (propertyId: SQL) =>
  sql`(select pr.property_name from properties pr where pr.property_id = ${propertyId})`;

/** Every entry read through a cursor (an export), with its records' names. */
const SELECT = sql`
  select ${COLUMNS}, ${PROPERTY_NAME(sql`a.property_id`)} as "propertyName",
         ${namesOf(sql`a.entity`, sql`a.record_id`, sql`a.changes`)} as names
  from audit_log a`;

/**
 * A page's entries, their names read for the page's rows only: a page read by its number skips
 * rows (OFFSET) whose names a select list would still work out.
 */
const pageWithNames = (page: SQL, backwards: boolean) => sql`
  select p."auditId", p."auditDate", p.username, p.address, p.entity, p."recordId", p.action, p.changes,
         p."propertyId", ${PROPERTY_NAME(sql`p."propertyId"`)} as "propertyName",
         p."auditKey", ${namesOf(sql`p.entity`, sql`p."recordId"`, sql`p.changes`)} as names
  from (${page}) p
  order by ${backwards ? sql`p."sortDate" asc, p."auditId" asc` : sql`p."sortDate" desc, p."auditId" desc`}`;

/** Newest first; the indexes are in this order (audit.table.ts). */
const ORDER = sql`a.audit_date desc nulls last, a.audit_id desc nulls last`;
/** The same order read from the far end (a page past the middle, db/paging.ts). */
const REVERSED = sql`a.audit_date asc nulls first, a.audit_id asc nulls first`;
/** The same order for a cursor (audit_date and audit_id are never null). */
const NEWEST_FIRST: ListOrder<StoredAuditEntry> = {
  name: 'audit',
  columns: [
    { sql: sql`a.audit_date`, kind: 'timestamptz' },
    { sql: sql`a.audit_id`, kind: 'bigint' },
  ],
  descending: true,
  keyOf: (row) => [row.auditKey, row.auditId],
};

function whereOf(filter: AuditFilter, alias: 'a' | 'c'): SQL {
  const t = sql.raw(alias);
  const conditions: SQL[] = [sql`true`];
  if (filter.entity) conditions.push(sql`${t}.entity = ${filter.entity}`);
  if (filter.action) conditions.push(sql`${t}.action = ${filter.action}`);
  if (filter.username) conditions.push(sql`lower(${t}.username) = lower(${filter.username})`);
  if (alias === 'a' && filter.propertyId) conditions.push(sql`a.property_id = ${filter.propertyId}`);
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

/** The business days `filter` names, as a condition on the kept counts' `day`. */
function daysOf(filter: AuditFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.dateFrom) conditions.push(sql`c.day >= ${filter.dateFrom}::date`);
  if (filter.dateTo) conditions.push(sql`c.day <= ${filter.dateTo}::date`);
  return sql.join(conditions, sql` and `);
}

/**
 * Where the filtered entries are counted, per business day: audit_counts for the whole trail's
 * filters, audit_property_counts for one property's trail (its dates alone), or null: counted
 * from the entries themselves (one record's; a property's with a kind, action or user).
 */
function keptCounts(filter: AuditFilter): SQL | null {
  if (filter.recordId !== undefined) return null;
  if (!filter.propertyId) return sql`audit_counts c where ${whereOf(filter, 'c')}`;
  if (filter.entity || filter.action || filter.username) return null;
  return sql`audit_property_counts c where c.property_id = ${filter.propertyId} and ${daysOf(filter)}`;
}

export function createAuditRepository(db: Database) {
  /** The count of the filtered entries: the kept counts, where they hold the filter (keptCounts). */
  function countOf(filter: AuditFilter): SQL {
    const kept = keptCounts(filter);
    return kept
      ? sql`select coalesce(sum(c.entries), 0)::bigint as n from ${kept}`
      : sql`select count(*)::bigint as n from audit_log a where ${whereOf(filter, 'a')}`;
  }

  /**
   * A page asked by its number: started from the edge of the business day it falls in, counted
   * from the kept counts per day (audit_counts, as the list's total). A day is the session's
   * (BUSINESS_TIMEZONE), as the counts' trigger and the date filters read it.
   */
  function dayJump(kept: SQL) {
    return bucketJump(
      (query) => db.execute(query),
      sql`select c.day as bucket, sum(c.entries) as n from ${kept}
          group by c.day having sum(c.entries) > 0`,
      (day, backwards) => (backwards ? sql`a.audit_date >= ${day}::date` : sql`a.audit_date < ${day}::date + 1`),
      true,
    );
  }

  return {
    async list(filter: AuditFilter & PageRequest) {
      return readPage(
        filter,
        async () => ({ total: Number((await db.execute<{ n: number }>(countOf(filter))).rows[0]?.n ?? 0) }),
        async (page) => {
          const entries = sql`select ${COLUMNS}, a.audit_date as "sortDate" from audit_log a
            where ${whereOf(filter, 'a')} and ${page.seek}
            order by ${page.backwards ? REVERSED : ORDER} ${limitOffset(page.limit, page.offset)}`;
          const found = await db.execute<StoredAuditEntry>(pageWithNames(entries, page.backwards));
          const rows = found.rows.map(numericIds);
          return page.backwards ? rows.reverse() : rows;
        },
        NEWEST_FIRST,
        keptOrNone(keptCounts(filter), dayJump),
      );
    },

    /** Every filtered entry, newest first (an export reads it through a cursor), counted as the list counts it. */
    everyRow: (filter: AuditFilter): RowQuery =>
      withCount(rawRowQuery(sql`${SELECT} where ${whereOf(filter, 'a')} order by ${ORDER}`), countOf(filter)),

    /**
     * Folds the per-process slots of the days before `before` into slot 0 of each key, of both
     * kept counts (the trail's and the properties'), the sums unchanged, in one statement (see README.md, "The kept counts"). The DELETE and the INSERT
     * touch different rows (slot <> 0, slot 0). A second run at once waits for the first's
     * deleted rows and then skips them (READ COMMITTED rechecks a row it waited for), so it
     * folds only what is left. Answers the slot rows removed and the slot-0 rows written.
     */
    async rollUpCounts(before: string): Promise<{ folded: number; keys: number }> {
      const found = await db.execute<{ folded: number; keys: number }>(sql`
        with gone as (
          delete from audit_counts where day < ${before}::date and slot <> 0
          returning day, entity, action, username, entries
        ), kept as (
          insert into audit_counts (day, entity, action, username, slot, entries)
          select day, entity, action, username, 0, sum(entries) from gone
          group by day, entity, action, username order by day, entity, action, username
          on conflict (day, entity, action, username, slot)
            do update set entries = audit_counts.entries + excluded.entries
          returning 1
        ), gone_of_properties as (
          delete from audit_property_counts where day < ${before}::date and slot <> 0
          returning property_id, day, entries
        ), kept_of_properties as (
          insert into audit_property_counts (property_id, day, slot, entries)
          select property_id, day, 0, sum(entries) from gone_of_properties
          group by property_id, day order by property_id, day
          on conflict (property_id, day, slot)
            do update set entries = audit_property_counts.entries + excluded.entries
          returning 1
        )
        select (select count(*) from gone)::int + (select count(*) from gone_of_properties)::int as folded,
               (select count(*) from kept)::int + (select count(*) from kept_of_properties)::int as keys`);
      const row = found.rows[0];
      return { folded: row?.folded ?? 0, keys: row?.keys ?? 0 };
    },

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

/** `make(kept)` when there is `kept`, else undefined. */
const keptOrNone = <T>(kept: SQL | null, make: (kept: SQL) => T): T | undefined => (kept ? make(kept) : undefined);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** bigint ids arrive as text from a raw query. */
const numericIds = (row: StoredAuditEntry): StoredAuditEntry => ({ ...row, auditId: Number(row.auditId) });

export type AuditRepository = ReturnType<typeof createAuditRepository>;
