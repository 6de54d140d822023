import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expenseCalls } from '@kamar/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { writeCraftedBackup } from '../../../test/crafted-backup.js';
import { emptyDatabases } from '../../../test/empty-database.js';
import { migrationPosition } from '../../../test/migration-upgrade.js';
import { databaseRoutines } from '../../database-routines.js';
import { appliedMigrations, applyMigrations, localMigrations } from '../../db/migration-level.js';
import { BackupFileError } from './backup-format.js';
import { readBackup } from './backup-reader.js';
import { restoreBackup, TargetNotEmptyError } from './backup-restore.js';
import { writeBackup } from './backup-writer.js';

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-restore-'));
const clients: pg.Client[] = [];

const databases = emptyDatabases();

/** A new, empty database on the test server, and a client connected to it. */
async function emptyDatabase(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: await databases.create() });
  await client.connect();
  clients.push(client);
  return client;
}

/**
 * Every row of every table, as one comparable value per table; `asRestored` reads a source as a
 * restore gives it back: without its signing keys, with every user's sessions ended.
 */
async function contents(client: pg.Client, asRestored = false) {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const restoredRow: Record<string, string> = {
    app_settings: `to_jsonb(r) from app_settings r where key not like '%secret%'`,
    users: `to_jsonb(r) || jsonb_build_object('token_version', r.token_version + 1) from users r`,
  };
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = (asRestored && restoredRow[name]) || `to_jsonb(r) from "${name}" r`;
    const r = await client.query<{ f: string }>(
      `select md5(coalesce(string_agg(j::text, '|' order by j::text), '')) || ':' || count(*) as f from (select ${rows}) t(j)`,
    );
    out[name] = r.rows[0]?.f ?? '';
  }
  return out;
}

let source: pg.Client;
let file: string;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 25; i++) {
    await t.call(
      expenseCalls.create,
      { expenseDate: '2026-02-01', expenseCategory: 1, amount: 1000 + i, remark: `RESTORE ${i}\tTAB "Q" \\ back` },
      t.adminToken,
    );
  }
  await t.createUser({ firstName: 'Dewi', lastName: 'Multi\nLine' });
  source = new pg.Client({ connectionString: (t.db.$client.options as { connectionString: string }).connectionString });
  await source.connect();
  clients.push(source);
  file = path.join(dir, 'round-trip.backup.gz');
  await writeBackup(source, file, { kind: 'manual' });
});

afterAll(async () => {
  for (const c of clients) await c.end().catch(() => {});
  await databases.dropAll();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('restore', () => {
  it('gives back every row of every table exactly (less the signing keys, every session ended), kept totals included, and ids go on after the highest', async () => {
    const target = await emptyDatabase();
    const restored = await restoreBackup(target, file, databaseRoutines());
    expect(restored.laterMigrations).toBe(0);
    expect(await contents(target)).toEqual(await contents(source, true));
    expect(await appliedMigrations(target)).toEqual(await appliedMigrations(source));
    const next = await target.query<{ id: number; max: number }>(
      `insert into expenses (expense_date, expense_category, amount, update_by) values ('2026-02-02', 1, 5, 't')
       returning expense_id as id, (select max(expense_id) from expenses) as max`,
    );
    expect(next.rows[0]?.id).toBeGreaterThan(
      Number((await source.query('select max(expense_id) as m from expenses')).rows[0].m),
    );
  });

  it('refuses a target that holds data and changes nothing; with force it replaces it', async () => {
    const target = await emptyDatabase();
    await restoreBackup(target, file, databaseRoutines());
    await target.query(`update expenses set remark = 'CHANGED'`);
    const changed = await contents(target);
    await expect(restoreBackup(target, file, databaseRoutines())).rejects.toBeInstanceOf(TargetNotEmptyError);
    expect(await contents(target)).toEqual(changed);
    await restoreBackup(target, file, databaseRoutines(), { force: true });
    expect(await contents(target)).toEqual(await contents(source, true));
  });

  // 19 refused restores into one database: past the 30 s default in three of four runs on a
  // loaded machine (load average 8-11).
  it('refuses a cut-short or damaged file and leaves the target as it was', async () => {
    const bytes = fs.readFileSync(file);
    const cut = path.join(dir, 'cut.backup.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    // A flipped byte may break the gzip stream or only its rows (which PostgreSQL may refuse first).
    const damaged = Array.from({ length: 17 }, (_, k) => 0.1 + k * 0.05).map((at) => {
      const copy = Buffer.from(bytes);
      const i = Math.floor(copy.length * at);
      copy[i] = (copy[i] ?? 0) ^ 0xff;
      const damagedFile = path.join(dir, `damaged-${Math.round(at * 100)}.backup.gz`);
      fs.writeFileSync(damagedFile, copy);
      return damagedFile;
    });
    const target = await emptyDatabase();
    for (const bad of [cut, ...damaged, path.join(dir, 'missing.backup.gz')]) {
      await expect(restoreBackup(target, bad, databaseRoutines()), bad).rejects.toBeInstanceOf(BackupFileError);
      const left = await target.query(
        `select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
      );
      expect(left.rows[0].n, bad).toBe(0);
    }
    await expect(readBackup(cut)).rejects.toThrow(/cut short/);
  }, 90_000);

  it('refuses a crafted file (a valid header, then hundreds of MB after it) within seconds and megabytes, before touching the target', async () => {
    const target = await emptyDatabase();
    await restoreBackup(target, file, databaseRoutines());
    const before = await contents(target);
    const crafted = path.join(dir, 'crafted.backup.gz');
    const endless = path.join(dir, 'endless-row.backup.gz');
    // 256 MiB of zeros after a header with no table: it all stands where the closing line goes.
    await writeCraftedBackup(crafted, { bytes: 256 * 1024 * 1024 });
    // 128 MiB of one row that never ends, in a real table.
    const expenses = (
      await target.query<{ columns: string[] }>(
        `select array_agg(attname::text order by attnum) as columns from pg_attribute
       where attrelid = 'expenses'::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
      )
    ).rows[0]?.columns as string[];
    await writeCraftedBackup(endless, {
      bytes: 128 * 1024 * 1024,
      fill: 0x78,
      tables: [{ name: 'expenses', columns: expenses }],
    });

    for (const [bad, reason] of [
      [crafted, /its closing line is too long/],
      [endless, /it holds a row longer than 64 MB/],
    ] as const) {
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 10);
      const started = performance.now();
      const outcome = await restoreBackup(target, bad, databaseRoutines(), { force: true }).then(
        () => null,
        (error: unknown) => error,
      );
      const ms = performance.now() - started;
      clearInterval(sampler);
      expect(outcome, bad).toBeInstanceOf(BackupFileError);
      expect(String(outcome)).toMatch(reason);
      expect(ms, bad).toBeLessThan(10_000);
      expect(peak - rssBefore, bad).toBeLessThan(100 * 1024 * 1024);
      expect(await contents(target)).toEqual(before);
    }
  }, 60_000);

  it('restores a backup of an older version (fewer migrations) and brings it up to date', async () => {
    const local = localMigrations();
    // The version before money_totals was kept per property (test/migration-upgrade.ts).
    const cut = migrationPosition('_money_totals_per_property');
    const old = await emptyDatabase();
    await old.query('begin');
    await applyMigrations(old, local.slice(0, cut));
    await old.query('commit');
    await old.query(
      `insert into expenses (expense_date, expense_category, amount, update_by) values ('2026-01-05', 1, 777, 'old')`,
    );
    const oldFile = path.join(dir, 'older.backup.gz');
    await writeBackup(old, oldFile, { kind: 'pre-migration' });

    const target = await emptyDatabase();
    const restored = await restoreBackup(target, oldFile, databaseRoutines());
    expect(restored.laterMigrations).toBe(local.length - cut);
    expect((await appliedMigrations(target)).map((m) => m.createdAt)).toEqual(local.map((m) => m.folderMillis));
    const row = await target.query(`select amount::int as amount from expenses where update_by = 'old'`);
    expect(row.rows).toEqual([{ amount: 777 }]);
    const totals = await target.query(`select amount::int as amount from money_totals where kind = 4`);
    expect(totals.rows).toEqual([{ amount: 777 }]);
  });
});
