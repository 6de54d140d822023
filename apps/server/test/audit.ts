import { type AuditEntry, auditCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from './build-test-app.js';

/** The audit entries of one record, oldest first, as the API answers them. */
export async function historyOf(t: TestApp, entity: string, recordId: number): Promise<AuditEntry[]> {
  const res = await t.call(auditCalls.getList, { entity, recordId, pageSize: 1000 }, t.adminToken);
  if (res.statusCode !== 200) throw new Error(`Audit/GetList failed: ${JSON.stringify(res.body)}`);
  return [...res.body.data.listData].reverse();
}

/** The newest entry of a record. */
export async function lastEntryOf(t: TestApp, entity: string, recordId: number): Promise<AuditEntry> {
  const entries = await historyOf(t, entity, recordId);
  const last = entries.at(-1);
  if (!last) throw new Error(`no audit entry for ${entity} ${recordId}`);
  return last;
}

/** The highest audit id so far: entries written after it are a call's own. */
export async function auditMark(t: TestApp): Promise<number> {
  const r = await t.db.execute<{ id: string | null }>(sql`select max(audit_id) as id from audit_log`);
  return Number(r.rows[0]?.id ?? 0);
}

/** Entries written after `mark`, oldest first, as stored (username, address, action, entity). */
export async function entriesSince(t: TestApp, mark: number) {
  const r = await t.db.execute<{ username: string; address: string; entity: string; action: string; userId: number }>(
    sql`select username, address, entity, action, user_id as "userId" from audit_log where audit_id > ${mark} order by audit_id`,
  );
  return r.rows;
}

/** A change as { before, after } of one field, for compact expectations. */
export const changeOf = (entry: AuditEntry, field: string) => {
  const change = entry.changes.find((c) => c.field === field);
  return change ? { before: change.before, after: change.after } : undefined;
};

/**
 * Keys (day, record kind, action, user; day and property) whose kept count differs from the
 * entries counted again: 0 when honest.
 */
export async function auditCountDifferences(t: Pick<TestApp, 'db'>): Promise<number> {
  const r = await t.db.execute<{ n: number }>(sql`
    with counted as (
      select audit_date::date as day, entity, action, username, count(*)::bigint as n from audit_log group by 1, 2, 3, 4
    ), kept as (
      select day, entity, action, username, sum(entries)::bigint as n from audit_counts group by 1, 2, 3, 4
    ), counted_of_properties as (
      select audit_date::date as day, property_id, count(*)::bigint as n from audit_log
      where property_id is not null group by 1, 2
    ), kept_of_properties as (
      select day, property_id, sum(entries)::bigint as n from audit_property_counts group by 1, 2
    )
    select count(*)::int as n from (
      (select * from counted except select * from kept) union all (select * from kept except select * from counted)
      union all
      (select day, property_id::text, '', '', n from counted_of_properties
       except select day, property_id::text, '', '', n from kept_of_properties)
      union all
      (select day, property_id::text, '', '', n from kept_of_properties
       except select day, property_id::text, '', '', n from counted_of_properties)
    ) d`);
  return r.rows[0]?.n ?? -1;
}
