import { createHash } from 'node:crypto';
import type pg from 'pg';
import { checkKeptOnce, type Routine } from './routine.js';

type Queryable = Pick<pg.ClientBase, 'query'>;

/** The routines' digest of the last application, beside drizzle's own bookkeeping. */
const APPLIED = 'drizzle.__kamar_routines';

/** One digest of every routine's statement, in order: a change anywhere is a new digest. */
export function routinesDigest(routines: readonly Routine[]): string {
  const hash = createHash('sha256');
  for (const r of routines) hash.update(`${r.kind}\0${r.name}\0${r.table ?? ''}\0${r.sql}\0`);
  return hash.digest('hex');
}

/** The functions and triggers of the public schema that are the application's own (not an extension's, not a constraint's). */
export async function liveRoutines(client: Queryable) {
  const functions = await client.query<{ name: string; signature: string }>(`
    select p.proname as name, p.oid::regprocedure::text as signature
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by 1`);
  const triggers = await client.query<{ name: string; table: string }>(`
    select t.tgname as name, c.relname as table
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal
    order by 2, 1`);
  return { functions: functions.rows, triggers: triggers.rows };
}

/**
 * Brings the database's routines to their sources, inside the caller's transaction (the one that
 * applied the numbered migrations, or a restore's): every function is created or replaced (a
 * changed return type or argument list is dropped and made again), then every trigger; then a
 * function or trigger no source states any more is dropped. Skipped when the digest of the last
 * application is the sources' and nothing is missing (`force`: always). Function bodies are not
 * checked against the tables while they are made (as pg_dump does): a function may name one made
 * later in the same application.
 */
export async function applyRoutines(client: Queryable, routines: readonly Routine[], force = false): Promise<boolean> {
  checkKeptOnce(routines);
  const digest = routinesDigest(routines);
  await client.query(`create schema if not exists drizzle`);
  await client.query(`create table if not exists ${APPLIED} (digest text not null, applied_at timestamptz not null)`);
  if (!force) {
    const last = await client.query<{ digest: string }>(`select digest from ${APPLIED}`);
    if (last.rows[0]?.digest === digest && (await missing(client, routines)).length === 0) return false;
  }
  await client.query(`set local check_function_bodies = off`);
  const functions = routines.filter((r) => r.kind === 'function');
  const triggers = routines.filter((r) => r.kind === 'trigger');
  const live = await liveRoutines(client);
  for (const f of functions) {
    await client.query('savepoint routine');
    try {
      await client.query(f.sql);
      await client.query('release savepoint routine');
    } catch (error) {
      await client.query('rollback to savepoint routine');
      // 42P13: its return type or its arguments' names changed: CREATE OR REPLACE cannot do that.
      // The old one goes, with the triggers that call it (all made again below).
      if ((error as { code?: string }).code !== '42P13') throw withSource(error, f);
      for (const old of live.functions.filter((l) => l.name === f.name)) {
        const callers = await client.query<{ name: string; table: string }>(
          `select t.tgname as name, c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
           where t.tgfoid = $1::regprocedure`,
          [old.signature],
        );
        for (const t of callers.rows) await client.query(`drop trigger "${t.name}" on "${t.table}"`);
        await client.query(`drop function ${old.signature}`);
      }
      await client.query(f.sql).catch((e) => Promise.reject(withSource(e, f)));
    }
  }
  for (const t of triggers) await client.query(t.sql).catch((e) => Promise.reject(withSource(e, t)));
  const stated = new Set(routines.map((r) => (r.kind === 'trigger' ? `${r.table}.${r.name}` : r.name)));
  for (const t of live.triggers) {
    if (!stated.has(`${t.table}.${t.name}`)) await client.query(`drop trigger if exists "${t.name}" on "${t.table}"`);
  }
  for (const f of (await liveRoutines(client)).functions) {
    if (!stated.has(f.name)) await client.query(`drop function if exists ${f.signature}`);
  }
  await client.query(`delete from ${APPLIED}`);
  await client.query(`insert into ${APPLIED} (digest, applied_at) values ($1, now())`, [digest]);
  return true;
}

/** Routines the sources state that the database does not have (by name). */
async function missing(client: Queryable, routines: readonly Routine[]) {
  const live = await liveRoutines(client);
  const functions = new Set(live.functions.map((f) => f.name));
  const triggers = new Set(live.triggers.map((t) => `${t.table}.${t.name}`));
  return routines.filter((r) =>
    r.kind === 'function' ? !functions.has(r.name) : !triggers.has(`${r.table}.${r.name}`),
  );
}

function withSource(error: unknown, routine: Routine): Error {
  const message = error instanceof Error ? error.message : String(error);
  return Object.assign(new Error(`${routine.source}: ${routine.kind} ${routine.name}: ${message}`), {
    cause: error,
    code: (error as { code?: string }).code,
  });
}
