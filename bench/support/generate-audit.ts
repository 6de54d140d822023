import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';

/** The tables whose audit triggers the generator turns off while it bulk-loads them. */
export const AUDITED_TABLES = [
  'room_types',
  'rooms',
  'tenants',
  'bookings',
  'payments',
  'bills',
  'bill_lines',
  'bill_allocations',
  'expenses',
];

/** The audit triggers of each table (<table>_audit_insert, _update, _delete: audit/sql/audit.sql). */
export async function setAuditTriggers(db: Database, enabled: boolean) {
  for (const table of AUDITED_TABLES) {
    for (const event of ['insert', 'update', 'delete'])
      await db.execute(
        sql.raw(`alter table ${table} ${enabled ? 'enable' : 'disable'} trigger ${table}_audit_${event}`),
      );
  }
}

/** Empties the trail and its kept counts (the append-only trigger is a user trigger, off meanwhile). */
export async function resetAuditTrail(db: Database) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger user`);
    await tx.execute(sql`truncate audit_log, audit_counts`);
    await tx.execute(sql`alter table audit_log enable trigger user`);
  });
}

/**
 * Runs the trail's bulk load with its secondary indexes dropped, then builds them again from
 * their own definitions: filling five indexes in random key order one row at a time took 40
 * minutes for 10,000,000 entries at BENCH_SCALE=10 (their pages outgrow the cache), a build by
 * sorting takes a few.
 */
export async function withoutAuditIndexes(db: Database, load: () => Promise<void>, say: (line: string) => void) {
  const indexes = (
    await db.execute<{ name: string; definition: string }>(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = 'audit_log' and indexname <> 'audit_log_pkey'`)
  ).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  await load();
  const started = performance.now();
  await db.execute(sql`set maintenance_work_mem = '1GB'`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  say(`audit: ${indexes.length} indexes built again in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const who = (id: string) =>
  sql.raw(`
  1 + ${id} % 5, (array['admin','siti','budi','dewi','eko'])[1 + ${id} % 5], '192.168.1.' || (10 + ${id} % 5)`);
/** A moment of the given day during opening hours, never later than now. */
const at = (day: string, id: string) =>
  sql.raw(`least(now(), (${day})::timestamp + time '08:00' + (${id} % 600) * interval '1 minute')`);

/**
 * The audit trail a business of this size would have written over the same years, in set-based
 * SQL: every record's creation, check-ins and check-outs, a correction of each payment, and the
 * staff's sign-ins, up to `total` entries (5,000,000 at full scale).
 */
export function auditSteps(total: number): [string, ReturnType<typeof sql>][] {
  const columns = sql.raw('audit_date, user_id, username, address, entity, record_id, action, changes');
  return [
    [
      'audit: payments created',
      sql`insert into audit_log (${columns})
        select ${at('p.payment_date', 'p.payment_id')}, ${who('p.payment_id')}, 'payment', p.payment_id, 'create',
               jsonb_build_array(jsonb_build_array('amount', null, p.amount), jsonb_build_array('booking_id', null, p.booking_id),
                                 jsonb_build_array('payment_date', null, p.payment_date),
                                 jsonb_build_array('payment_type', null, p.payment_type), jsonb_build_array('status', null, 1))
        from payments p`,
    ],
    [
      'audit: payments corrected',
      sql`insert into audit_log (${columns})
        select ${at('p.payment_date + 1', 'p.payment_id')}, ${who('(p.payment_id + 1)')}, 'payment', p.payment_id, 'update',
               jsonb_build_array(jsonb_build_array('amount', p.amount + 50000, p.amount))
        from payments p`,
    ],
    [
      'audit: bookings, check-ins, check-outs',
      sql`insert into audit_log (${columns})
        select ${at('b.booking_date', 'b.booking_id')}, ${who('b.booking_id')}, 'booking', b.booking_id, 'create',
               jsonb_build_array(jsonb_build_array('check_in_date', null, b.check_in_date), jsonb_build_array('room_id', null, b.room_id),
                                 jsonb_build_array('tenant_id', null, b.tenant_id))
        from bookings b
        union all
        select least(now(), b.checked_in_at), ${who('b.booking_id')}, 'booking', b.booking_id, 'checkIn',
               jsonb_build_array(jsonb_build_array('checked_in_at', null, b.checked_in_at))
        from bookings b where b.checked_in_at is not null
        union all
        select least(now(), b.checked_out_at), ${who('b.booking_id')}, 'booking', b.booking_id, 'checkOut',
               jsonb_build_array(jsonb_build_array('booking_status', 1, 2), jsonb_build_array('checked_out_at', null, b.checked_out_at))
        from bookings b where b.checked_out_at is not null`,
    ],
    [
      'audit: tenants and expenses created',
      sql`insert into audit_log (${columns})
        select ${at('current_date - (t.tenant_id % 2500)', 't.tenant_id')}, ${who('t.tenant_id')}, 'tenant', t.tenant_id, 'create',
               jsonb_build_array(jsonb_build_array('tenant_name', null, t.tenant_name), jsonb_build_array('phone', null, t.phone))
        from tenants t
        union all
        select ${at('e.expense_date', 'e.expense_id')}, ${who('e.expense_id')}, 'expense', e.expense_id, 'create',
               jsonb_build_array(jsonb_build_array('amount', null, e.amount), jsonb_build_array('remark', null, e.remark))
        from expenses e`,
    ],
    [
      'audit: sign-ins',
      sql`insert into audit_log (${columns})
        select ${at('current_date - (g % 2500)', 'g')}, ${who('g')}, 'user', 1 + g % 5,
               case when g % 40 = 0 then 'signInFailed' else 'signIn' end,
               case when g % 40 = 0 then '[["reason", null, "wrongPassword"]]'::jsonb else '[]'::jsonb end
        from generate_series(1, greatest(0, ${total} - (select count(*) from audit_log))::int) g`,
    ],
  ];
}
