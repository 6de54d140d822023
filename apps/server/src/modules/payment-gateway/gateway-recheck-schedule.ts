import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import type { PaymentGatewayService } from './payment-gateway.service.js';

/** How often pending checkouts are asked about again (as OpenKOS does every few minutes). */
export const RECHECK_EVERY_MS = 5 * 60_000;

/**
 * Asks the provider about pending checkouts every few minutes, in the process that runs the daily
 * work. Safe with several servers: each checkout is settled under its row lock, so two asking at
 * once make one payment; a run still going when the next is due is not started twice.
 */
export function startGatewayRecheck(options: {
  gateway: PaymentGatewayService;
  rawDb: Database;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  everyMs?: number;
}) {
  const actor: Actor = { userId: null, username: options.gateway.status().provider ?? 'gateway', address: '' };
  let running: Promise<void> | null = null;
  const run = () => {
    if (running || !options.gateway.enabled()) return;
    running = options.gateway
      .recheck(options.rawDb, actor)
      .then((done) => {
        if (done.asked > 0) options.log.info({ gatewayRecheck: done }, 'Pending online payments asked again');
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'Asking about online payments failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, options.everyMs ?? RECHECK_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
