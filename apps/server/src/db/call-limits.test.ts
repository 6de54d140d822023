import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type CallLimits, createDatabase, type Database, withoutCallLimits } from './client.js';
import { databaseProbe, HANG, HangWatch } from './hang-watch.js';
import { isCommitOutcomeUnknown, isDatabaseUnavailable } from './unavailable.js';

/**
 * The limits of a server's calls (client.ts CALL_LIMITS), small here so they run out at once,
 * and the hang watch (hang-watch.ts). Each limit's refusal reads as "the database is not
 * available" (503), never as a 500.
 */
const url = inject('testServerUrl');
const small: CallLimits = { statementMs: 300, lockMs: 200, idleInTransactionMs: 400, poolWaitMs: 300 };
let db: Database;
let admin: pg.Client;
beforeAll(async () => {
  db = createDatabase({ url, timeZone: 'Asia/Jakarta', maxConnections: 2, limits: small });
  admin = new pg.Client({ connectionString: url, application_name: 'kamar-test' });
  await admin.connect();
  await admin.query('create table if not exists call_limits_scratch (n int primary key)');
});
afterAll(async () => {
  await admin.query('drop table if exists call_limits_scratch');
  await admin.end();
  await db.$client.end();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error) => error,
  );

describe('the call limits', () => {
  it('cancel a statement past statement_timeout, and the pool stays usable', async () => {
    const error = await failure(db.$client.query('select pg_sleep(2)'));
    expect((error as { code?: string })?.code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await db.$client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('give up a lock waited for past lock_timeout', async () => {
    await admin.query('begin');
    await admin.query('lock table call_limits_scratch in access exclusive mode');
    try {
      const error = await failure(db.$client.query('insert into call_limits_scratch values (1)'));
      expect((error as { code?: string })?.code).toBe('55P03');
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await admin.query('rollback');
    }
  });

  it('end a transaction left idle, so its locks go, and the next statement on it reads as unavailable', async () => {
    const client = await db.$client.connect();
    try {
      const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      await client.query('begin');
      await client.query('insert into call_limits_scratch values (2)');
      // Until PostgreSQL has ended the session (and the client has heard it close).
      for (let waited = 0; waited < 10_000; waited += 100) {
        await new Promise((r) => setTimeout(r, 100));
        const alive = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
        if (alive.rowCount === 0) break;
      }
      await new Promise((r) => setTimeout(r, 100));
      const error = await failure(client.query('commit'));
      expect(isDatabaseUnavailable(error)).toBe(true);
      // PostgreSQL ended it before the COMMIT was sent: not saved, and said so.
      expect(isCommitOutcomeUnknown(error)).toBe(false);
      expect((await admin.query('select count(*)::int as n from call_limits_scratch where n = 2')).rows[0].n).toBe(0);
    } finally {
      client.release(true);
    }
  });

  it('fail a caller who waits for a connection past the pool wait', async () => {
    const [a, b] = await Promise.all([db.$client.connect(), db.$client.connect()]);
    try {
      const started = performance.now();
      const error = await failure(db.$client.connect());
      expect(performance.now() - started).toBeLessThan(small.poolWaitMs + 500);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      a.release();
      b.release();
    }
  });

  it('are lifted for long work on a connection and put back after it', async () => {
    const client = await db.$client.connect();
    try {
      const shown = async () =>
        (
          await client.query<{ s: string; l: string; i: string }>(
            'select current_setting($1) as s, current_setting($2) as l, current_setting($3) as i',
            ['statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout'],
          )
        ).rows[0];
      expect(await shown()).toEqual({ s: '300ms', l: '200ms', i: '400ms' });
      await withoutCallLimits(client, async () => {
        expect(await shown()).toEqual({ s: '0', l: '0', i: '0' });
        await client.query('select pg_sleep(0.5)');
      });
      expect(await shown()).toEqual({ s: '300ms', l: '200ms', i: '400ms' });
    } finally {
      client.release();
    }
  });

  it('are not those of a pool without limits (start-up, the daily work, the tools)', async () => {
    const work = createDatabase({ url, timeZone: 'Asia/Jakarta', maxConnections: 1 });
    try {
      await work.$client.query('select pg_sleep(0.5)');
      const { rows } = await work.$client.query<{ s: string }>("select current_setting('statement_timeout') as s");
      expect(rows).toEqual([{ s: '0' }]);
    } finally {
      await work.$client.end();
    }
  });
});

describe('the hang watch', () => {
  /** A pool whose check of the database is told what to answer: `silent` plays a hung PostgreSQL. */
  function watched() {
    let silent = false;
    let checks = 0;
    const watch = new HangWatch(url, {
      answers: async (ms) => {
        checks++;
        if (!silent) return true;
        await new Promise((r) => setTimeout(r, ms));
        return false;
      },
      close: () => {},
    });
    const hung = createDatabase({ url, timeZone: 'Asia/Jakarta', maxConnections: 2, watch });
    return {
      db: hung,
      checks: () => checks,
      set silent(value: boolean) {
        silent = value;
      },
    };
  }

  it('leaves a long statement alone while the database answers its check', async () => {
    const w = watched();
    try {
      await w.db.$client.query('select pg_sleep(2.5)');
      expect(w.checks()).toBeGreaterThan(0);
    } finally {
      await w.db.$client.end();
    }
  });

  it('does not take a pause of this process for the database’s silence', async () => {
    const probe = databaseProbe(url);
    try {
      expect(await probe.answers(HANG.probeMs)).toBe(true);
      const asked = probe.answers(HANG.probeMs);
      // This process stops for longer than the check may wait: no timer, no socket is served.
      const until = performance.now() + HANG.probeMs + 1_000;
      while (performance.now() < until) {
        // busy
      }
      expect(await asked).toBe(true);
    } finally {
      probe.close();
    }
  });

  it('fails waiting statements and every caller within seconds once the database stops answering, until it answers again', async () => {
    const w = watched();
    try {
      const holder = await w.db.$client.connect();
      w.silent = true;
      const started = performance.now();
      const [stuck, waiting] = await Promise.all([
        failure(holder.query('select pg_sleep(30)')),
        // The pool's other connection is busy too; a third caller waits for one.
        failure(w.db.$client.query('select pg_sleep(30)')),
        failure(w.db.$client.connect()),
      ]);
      const took = performance.now() - started;
      holder.release();
      expect(took).toBeLessThan(HANG.suspectAfterMs + HANG.probeMs + 1_000);
      for (const error of [stuck, waiting]) {
        expect((error as { code?: string })?.code).toBe('ETIMEDOUT');
        expect(isDatabaseUnavailable(error)).toBe(true);
      }
      // While it hangs, a caller is failed at once.
      const asked = performance.now();
      expect(isDatabaseUnavailable(await failure(w.db.$client.query('select 1')))).toBe(true);
      expect(performance.now() - asked).toBeLessThan(100);
      // It answers again: so do calls.
      w.silent = false;
      await new Promise((r) => setTimeout(r, HANG.recheckMs + 500));
      expect((await w.db.$client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await w.db.$client.end();
    }
  }, 20_000);
});

describe('a COMMIT whose connection is lost', () => {
  it('says the change may have been saved, as does the ROLLBACK after it; PostgreSQL may well have committed it', async () => {
    const client = await db.$client.connect();
    try {
      await withoutCallLimits(client, async () => {
        const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid as number;
        await client.query('begin');
        await client.query('insert into call_limits_scratch values (3)');
        // The backend stops (as a hung server would); the COMMIT reaches it, the answer never comes.
        process.kill(pid, 'SIGSTOP');
        const committing = failure(client.query('commit'));
        await new Promise((r) => setTimeout(r, 200));
        (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        const error = await committing;
        process.kill(pid, 'SIGCONT');
        expect(isCommitOutcomeUnknown(error)).toBe(true);
        expect(isDatabaseUnavailable(error)).toBe(true);
        expect(isCommitOutcomeUnknown(await failure(client.query('rollback')))).toBe(true);
        // What reached PostgreSQL before the connection closed was run: the row is there.
        await new Promise((r) => setTimeout(r, 300));
        const { rows } = await admin.query('select count(*)::int as n from call_limits_scratch where n = 3');
        expect(rows[0].n).toBe(1);
      });
    } finally {
      client.release(true);
    }
  });
});
