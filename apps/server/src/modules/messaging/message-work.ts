import type { FastifyBaseLogger } from 'fastify';
import { runAs } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import type { Services } from '../../services.js';
import { MESSAGES_ACTOR } from './message-dispatch.js';
import { startMessageQueue } from './message-queue.js';

/**
 * The message queue's workers in the process that runs the daily work: the planner and the
 * senders, each unit in a transaction of its own in the messages' sender's name. Starting fails
 * quietly into the log (the server still serves; the one-tap reminders still work).
 */
export function startMessageWork(options: {
  connectionString: string;
  rawDb: Database;
  services: Pick<Services, 'messageDispatch'>;
  timeZone: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  pollingIntervalSeconds?: number;
  planCron?: string | null;
}) {
  const { messageDispatch: dispatch } = options.services;
  const started = startMessageQueue({
    connectionString: options.connectionString,
    timeZone: options.timeZone,
    log: options.log,
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
    ...(options.planCron !== undefined ? { planCron: options.planCron } : {}),
    work: {
      plan: () => runAs(options.rawDb, MESSAGES_ACTOR, () => dispatch.plan()),
      sendOne: (messageId, finalAttempt) =>
        runAs(options.rawDb, MESSAGES_ACTOR, () => dispatch.sendOne(messageId, finalAttempt)),
    },
  }).catch((error: unknown) => {
    options.log.error({ err: error }, 'The message queue did not start');
    return null;
  });
  return {
    started,
    async stop() {
      await (await started)?.stop();
    },
  };
}
