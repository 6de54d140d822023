import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/business-time.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** What services read as "now"; tests stand it at a chosen instant. */
    clock: Clock;
    businessTimezone: string;
  }
}

export interface DbPluginOptions {
  db: Database;
  clock: Clock;
  businessTimezone: string;
}

/** Shares the database (owned by the caller of buildApp, who also closes it). */
export const dbPlugin = fp(async (app: FastifyInstance, options: DbPluginOptions) => {
  app.decorate('db', options.db);
  app.decorate('clock', options.clock);
  app.decorate('businessTimezone', options.businessTimezone);
});
