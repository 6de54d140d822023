import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/transaction.js';

/**
 * The job queue the messages go through: pg-boss (README.md says why), its tables in the
 * `pgboss` schema of the same database. A job is put in the same transaction as the message it
 * sends (through that transaction's connection), so a message is never without its job and a job
 * never names a message that was rolled back.
 */
export const QUEUE_SCHEMA = 'pgboss';
export const QUEUES = { send: 'message-send', plan: 'messages-plan' } as const;

/** How a send is tried again when the provider fails: 5 more times, 30 s doubling (about 15 minutes in all). */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}
export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 5, retryDelay: 30, retryBackoff: true };

/** pg-boss's SQL ($1, $2...) run on one of ours: a transaction's connection, or a pool. */
export function queueDb(executor: Executor) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const pieces = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      pieces.forEach((piece, i) => {
        chunks.push(i % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1] ?? null}`);
      });
      const result = await executor.execute(sql.join(chunks, sql``));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * The queue's tables and its two queues, made once (at start, after the migrations: the template
 * the tests clone has them too). A later pg-boss migrates them itself when the worker starts.
 */
export async function ensureQueueSchema(db: Database, retry: RetryPolicy = DEFAULT_RETRY) {
  const found = await db.execute<{ ok: boolean }>(
    sql`select exists (select 1 from pg_namespace where nspname = ${QUEUE_SCHEMA}) as ok`,
  );
  if (!found.rows[0]?.ok) await db.$client.query(PgBoss.getConstructionPlans(QUEUE_SCHEMA));
  const boss = new PgBoss({ db: queueDb(db), schema: QUEUE_SCHEMA });
  // One job a message may wait (short): asking again while one waits adds none.
  await boss.createQueue(QUEUES.send, { name: QUEUES.send, policy: 'short', ...retry, expireInSeconds: 300 });
  await boss.createQueue(QUEUES.plan, { name: QUEUES.plan, policy: 'short', retryLimit: 0 });
}

/** Puts messages' send jobs on the queue, in the caller's transaction (one statement). */
export type Enqueue = (executor: Executor, jobs: { messageId: number; startAfter: Date }[]) => Promise<void>;

export function createEnqueuer(retry: RetryPolicy = DEFAULT_RETRY): Enqueue {
  const boss = new PgBoss({
    db: {
      executeSql: () => {
        throw new Error('the enqueuer sends through the caller’s transaction');
      },
    },
    schema: QUEUE_SCHEMA,
  });
  return async (executor, jobs) => {
    if (jobs.length === 0) return;
    await boss.insert(
      jobs.map((job) => ({
        name: QUEUES.send,
        data: { messageId: job.messageId },
        startAfter: job.startAfter.toISOString(),
        singletonKey: String(job.messageId),
        ...retry,
      })),
      { db: queueDb(executor) },
    );
  };
}

/** What the queue's workers do: look for what is due, and send one message. */
export interface QueueWork {
  plan(): Promise<unknown>;
  /** 'retry': the provider failed and may work later (the job is tried again with backoff). */
  sendOne(messageId: number, finalAttempt: boolean): Promise<'done' | 'retry' | 'later'>;
}

/**
 * Starts the queue's workers in this process: the planner every few minutes (a pg-boss schedule:
 * one run across all servers) and the senders. Several servers may run it on one database: a job
 * is fetched by one of them (FOR UPDATE SKIP LOCKED), and the message's own row lock decides the
 * rest (README.md).
 */
export async function startMessageQueue(options: {
  connectionString: string;
  work: QueueWork;
  timeZone: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  pollingIntervalSeconds?: number;
  /** The planner's cron (default every five minutes); null: no schedule (tests call plan themselves). */
  planCron?: string | null;
}) {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: QUEUE_SCHEMA,
    max: 3,
    application_name: 'kamar-messages',
    schedule: options.planCron !== null,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'The message queue failed'));
  await boss.start();
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work<{ messageId: number }>(
    QUEUES.send,
    { ...polling, batchSize: 1, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      const outcome = await options.work.sendOne(job.data.messageId, job.retryCount >= job.retryLimit);
      // Thrown after the attempt was recorded: pg-boss tries the job again later.
      if (outcome === 'retry') throw new Error(`message ${job.data.messageId}: the provider did not take it`);
      if (outcome === 'later') throw new Error(`message ${job.data.messageId}: not yet due`);
    },
  );
  await boss.work(QUEUES.plan, polling, async () => {
    await options.work.plan();
  });
  if (options.planCron !== null) {
    await boss.schedule(QUEUES.plan, options.planCron ?? '*/5 * * * *', {}, { tz: options.timeZone });
  }
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
