import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import { databaseRoutines, keptCounters } from '../../database-routines.js';
import { localMigrations, migrationsFolder } from '../migration-level.js';
import { applyRoutines, liveRoutines } from './apply-routines.js';
import { keptCountersRoutines } from './kept-counter.js';
import { checkKeptOnce, type Routine, routinesOfSql } from './routine.js';
import { sqlStatements } from './sql-statements.js';

/**
 * Every database routine is kept once, as its current version, in the module that owns it: the
 * database a start leaves (the numbered migrations, then the routines) holds exactly the
 * routines the sources state, each as its source makes it.
 */
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: (await createTestDatabase()).url });
  await client.connect();
});
afterAll(() => client.end());

const key = (r: { kind: string; name: string; table?: string }) =>
  r.kind === 'trigger' ? `trigger ${r.table}.${r.name}` : `function ${r.name}`;

/** What PostgreSQL says a routine is, as the database holds it now. */
async function definitionOf(r: Routine): Promise<string> {
  const found =
    r.kind === 'function'
      ? await client.query<{ d: string }>(
          `select pg_get_functiondef(p.oid) as d from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'public' and p.proname = $1`,
          [r.name],
        )
      : await client.query<{ d: string }>(
          `select pg_get_triggerdef(t.oid) as d from pg_trigger t where t.tgname = $1 and t.tgrelid = $2::regclass`,
          [r.name, r.table],
        );
  expect(found.rows, key(r)).toHaveLength(1);
  return found.rows[0]?.d ?? '';
}

/** The routines the database holds otherwise than their sources make them. */
async function differing(routines: readonly Routine[]): Promise<string[]> {
  const found: string[] = [];
  for (const r of routines) {
    await client.query('savepoint compare');
    try {
      const held = await definitionOf(r);
      await client.query('set local check_function_bodies = off');
      await client.query(r.sql);
      if ((await definitionOf(r)) !== held) found.push(`${key(r)} (${r.source})`);
    } finally {
      await client.query('rollback to savepoint compare');
    }
  }
  return found;
}

describe('database routines', () => {
  const routines = databaseRoutines();

  it('are each stated once, by name, in a file or a declaration of the module that owns them', () => {
    expect(() => checkKeptOnce(routines)).not.toThrow();
    expect(routines.length).toBeGreaterThan(90);
    for (const r of routines)
      expect(r.source).toMatch(
        /^(modules\/[a-z-]+\/sql\/[a-z-]+\.sql|db\/routines\/(kept-counter|audit-trigger)\.ts)$/,
      );
    const named = (name: string) => routines.filter((r) => r.name === name).map((r) => r.source);
    expect(named('bills_reallocate')).toEqual(['modules/ledger/sql/allocation.sql']);
  });

  it('are exactly what the database holds: none missing, none left over from an older version', async () => {
    const live = await liveRoutines(client);
    const held = [
      ...live.functions.map((f) => key({ kind: 'function', name: f.name })),
      ...live.triggers.map((t) => key({ kind: 'trigger', name: t.name, table: t.table })),
    ].sort();
    expect(held).toEqual(routines.map(key).sort());
  });

  it('are each in the database as its source makes it (settings such as a plan mode included)', async () => {
    await client.query('begin');
    try {
      expect(await differing(routines)).toEqual([]);
    } finally {
      await client.query('rollback');
    }
  });

  it('are told apart from a restatement that dropped a setting or changed a body', async () => {
    await client.query('begin');
    try {
      const reallocate = routines.find((r) => r.name === 'bills_reallocate');
      if (!reallocate) throw new Error('bills_reallocate is not stated');
      await client.query(reallocate.sql.replace(/SET plan_cache_mode = force_generic_plan/i, ''));
      await client.query(`create or replace trigger bills_audit_insert after insert on bills
                          referencing new table as new_rows for each statement execute function audit_rows('bill', 'bill_id', 'amount')`);
      expect(await differing(routines)).toEqual([
        'function bills_reallocate (modules/ledger/sql/allocation.sql)',
        'trigger bills.bills_audit_insert (db/routines/audit-trigger.ts)',
      ]);
    } finally {
      await client.query('rollback');
    }
  });

  it('are applied again only when a source changed, and a routine no source states is dropped', async () => {
    await client.query('begin');
    try {
      expect(await applyRoutines(client, routines)).toBe(false);
      await client.query('create function left_behind() returns int language sql as $$ select 1 $$');
      await client.query(`create trigger left_behind_trigger after insert on tenants for each statement
                          execute function audit_log_append_only()`);
      expect(await applyRoutines(client, routines, true)).toBe(true);
      const live = await liveRoutines(client);
      expect(live.functions.map((f) => f.name)).not.toContain('left_behind');
      expect(live.triggers.map((t) => t.name)).not.toContain('left_behind_trigger');
    } finally {
      await client.query('rollback');
    }
  });

  it('change a function whose return type changed by making it anew, with the triggers that call it', async () => {
    await client.query('begin');
    try {
      const mine = (returns: string, body: string): Routine => ({
        kind: 'function',
        name: 'routine_test_probe',
        source: 'test',
        sql: `CREATE OR REPLACE FUNCTION routine_test_probe() RETURNS ${returns} LANGUAGE sql AS $$ select ${body} $$`,
      });
      await applyRoutines(client, [...routines, mine('int', '1')], true);
      await applyRoutines(client, [...routines, mine('text', "'one'")], true);
      const answer = await client.query<{ v: string }>('select routine_test_probe() as v');
      expect(answer.rows[0]?.v).toBe('one');
    } finally {
      await client.query('rollback');
    }
  });

  it('are never restated in a numbered migration: those keep tables and data moves only', () => {
    // Migrations up to 0034 are history: they made the routines of their day, which a database
    // at an older level still runs its later data moves with; the current versions replace them.
    const history = 35;
    const later = localMigrations().slice(history);
    for (const m of later) {
      const statements = m.sql.flatMap((s) => sqlStatements(s));
      expect(
        statements.filter((s) => /create\s+(or\s+replace\s+)?(function|trigger)/i.test(s)),
        m.hash,
      ).toEqual([]);
    }
    expect(fs.existsSync(migrationsFolder())).toBe(true);
  });
});

describe('a routine file', () => {
  it('holds routines only, each as CREATE OR REPLACE', () => {
    expect(
      routinesOfSql(
        'x.sql',
        `-- why
        CREATE OR REPLACE FUNCTION f(a int) RETURNS int LANGUAGE sql AS $$ select 1; select 2 $$;
        CREATE OR REPLACE TRIGGER t AFTER INSERT ON tenants FOR EACH ROW EXECUTE FUNCTION g('a;b');`,
      ).map((r) => [r.kind, r.name, r.table]),
    ).toEqual([
      ['function', 'f', undefined],
      ['trigger', 't', 'tenants'],
    ]);
    expect(() => routinesOfSql('x.sql', 'CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ select 1 $$;')).toThrow(
      /not a CREATE OR REPLACE/,
    );
    expect(() => routinesOfSql('x.sql', 'ALTER TABLE tenants ADD COLUMN x int;')).toThrow(/not a CREATE OR REPLACE/);
  });
});

describe('the kept counters', () => {
  it('are one trigger function a counted table, applying its counters in lock order, and one move a lending table', () => {
    const made = keptCountersRoutines([
      {
        table: 'b_totals',
        from: 'bills',
        why: 'test',
        module: 'x',
        keys: { status: 'x.status' },
        sums: { row_count: '1' },
      },
      {
        table: 'a_totals',
        from: 'bills',
        why: 'test',
        module: 'x',
        via: { table: 'bookings', column: 'booking_id' },
        keys: { tenant_id: 'v.tenant_id' },
        sums: { row_count: '1' },
      },
    ]);
    expect(made.map(key)).toEqual([
      'function keep_counters_of_bills',
      'trigger bills.bills_keeps_counters_insert',
      'trigger bills.bills_keeps_counters_update',
      'trigger bills.bills_keeps_counters_delete',
      'function keep_counters_moved_by_bookings',
      'trigger bookings.bookings_moves_counters',
    ]);
    const apply = made[0]?.sql ?? '';
    expect(apply.indexOf('INSERT INTO b_totals')).toBeLessThan(apply.indexOf('INSERT INTO a_totals'));
    expect(apply).toContain('FOR SHARE');
    expect(made[4]?.sql).toContain('w.tenant_id IS DISTINCT FROM v.tenant_id');
  });

  it('take the tenant totals of payments before those of bills, as a payment and a stay changing tenant do', () => {
    const tables = keptCounters.map((c) => c.table);
    expect(tables.indexOf('tenant_payment_totals')).toBeLessThan(tables.indexOf('tenant_bill_totals'));
  });
});
