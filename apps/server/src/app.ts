import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { runAs, scopedDatabase } from './db/actor-scope.js';
import type { Database } from './db/client.js';
import { createAnswerSerializerCompiler } from './lib/answer-serializer.js';
import { type Clock, systemClock } from './lib/business-time.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { backupsRoutes } from './modules/backups/backups.routes.js';
import { bookingsRoutes } from './modules/bookings/bookings.routes.js';
import { businessProfileRoutes } from './modules/business-profile/business-profile.routes.js';
import { cardVendorsRoutes } from './modules/card-vendors/card-vendors.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { depositsRoutes } from './modules/deposits/deposits.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { createDocumentsService } from './modules/documents/documents.service.js';
import { employeesRoutes } from './modules/employees/employees.routes.js';
import { expensesRoutes } from './modules/expenses/expenses.routes.js';
import { floorPlanRoutes } from './modules/floor-plan/floor-plan.routes.js';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.js';
import { billsRoutes } from './modules/ledger/bills.routes.js';
import { createBillsService } from './modules/ledger/bills.service.js';
import { createLedger } from './modules/ledger/ledger.service.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { remindersRoutes } from './modules/reminders/reminders.routes.js';
import { createRemindersService } from './modules/reminders/reminders.service.js';
import { roomTypesRoutes } from './modules/room-types/room-types.routes.js';
import { roomUsage } from './modules/rooms/room-usage.service.js';
import { roomsRoutes } from './modules/rooms/rooms.routes.js';
import { createBusinessSettingsService } from './modules/settings/business-settings.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { tenantsRoutes } from './modules/tenants/tenants.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { authPlugin } from './plugins/auth.js';
import { callsPlugin } from './plugins/calls.js';
import { compressionPlugin } from './plugins/compression.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin } from './plugins/errors.js';
import { exportsPlugin } from './plugins/exports/exports.js';
import { type DatabaseProcessState, healthRoutes } from './plugins/health.js';
import { securityPlugin } from './plugins/security.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { webPlugin } from './plugins/web.js';

export interface AppDeps {
  config: Pick<Config, 'businessTimezone' | 'tokenTtlHours' | 'webDistDir' | 'logLevel' | 'prettyLogs' | 'backup'> &
    Partial<Pick<Config, 'trustProxy' | 'serveSourceMaps'>>;
  db: Database;
  jwtSecret: string;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** The embedded PostgreSQL's state, when the server runs its own. */
  databaseProcess?: DatabaseProcessState;
  /**
   * Every answer also checked by zod and written both ways, failing on any difference: on under
   * tests (NODE_ENV=test), so the whole API suite proves the fast writer keeps to the contract.
   */
  crossCheckAnswers?: boolean;
}

/**
 * Fastify takes `true` and addresses as they are, but answers a hop count by trusting nothing
 * (it cannot tell whether the nearest peer is the proxy). TRUST_PROXY=<n> is the operator saying
 * the server is reached only through n proxies: trust exactly the n nearest hops.
 */
function trustProxyOption(value: boolean | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

/** Builds the whole application: shared plugins first, then one plugin per module. */
export async function buildApp({
  config,
  db,
  jwtSecret,
  clock = systemClock,
  logger,
  databaseProcess,
  crossCheckAnswers = process.env.NODE_ENV === 'test',
}: AppDeps) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      ...(config.prettyLogs
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
        : {}),
    },
    bodyLimit: 1024 * 1024,
    // One line per request (below) instead of Fastify's two.
    disableRequestLogging: true,
    // Spec section 7 paths are mixed-case (/api/Auth/Login); match them exactly as the spec writes them.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
    // Behind a reverse proxy, the client's own address (for the sign-in throttle) and protocol
    // (for HSTS) come from X-Forwarded-* headers, trusted only as far as TRUST_PROXY says.
    trustProxy: trustProxyOption(config.trustProxy ?? false),
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against the contract and written by a compiled writer (lib/answer-serializer.ts).
  app.setSerializerCompiler(
    createAnswerSerializerCompiler({
      crossCheck: crossCheckAnswers,
      compileAtStart: !crossCheckAnswers,
      onFallback: (url, status, reason) =>
        app.log.debug({ url, status, reason }, 'answer written by zod: its schema cannot be compiled'),
    }),
  );
  // The API speaks JSON (and multipart where a file is sent); anything else is 415.
  app.removeContentTypeParser('text/plain');

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  // Modules get the scoped database: inside a call that writes, it is that call's audited transaction.
  const scoped = scopedDatabase(db);
  await app.register(dbPlugin, { db: scoped, clock, businessTimezone: config.businessTimezone });
  const audit = createAuditService({ db: scoped });
  // The auth check reads users and ended tokens through their modules' services, passed in here.
  const signToken = (user: { userId: number; tokenVersion: number }) => app.signToken(user);
  const users = createUsersService({ db, signToken });
  const auth = createAuthService({ db, users, audit, signToken, clock, businessTimezone: config.businessTimezone });
  await app.register(authPlugin, {
    jwtSecret,
    tokenTtlHours: config.tokenTtlHours,
    findSession: auth.findSession,
  });
  await app.register(callsPlugin, { idempotency: createIdempotencyService({ db: scoped }) });
  await app.register(exportsPlugin, {
    recordExport: (actor, entry) =>
      runAs(scoped, actor, () => audit.record({ ...entry, recordId: null, action: 'export' })),
  });
  await app.register(swaggerPlugin);

  // The ledger answers for what bookings, payments and deposits change: those modules depend on it.
  const timeDeps = { db: scoped, clock, businessTimezone: config.businessTimezone };
  const settings = createBusinessSettingsService(timeDeps);
  const ledger = createLedger({ ...timeDeps, settings });
  const bills = createBillsService({ ...timeDeps, ledger });
  // Every list of tenants who owe carries their WhatsApp reminder, which carries the bill's link.
  const documents = createDocumentsService({ db: scoped, findBill: bills.getById });
  const reminders = createRemindersService({ ...timeDeps, documents });

  await app.register(healthRoutes, databaseProcess ? { databaseProcess } : {});
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(dashboardRoutes, { bills, reminders });
  await app.register(tenantsRoutes);
  await app.register(paymentsRoutes, { ledger });
  await app.register(depositsRoutes, { ledger });
  await app.register(expensesRoutes);
  // Rooms name a room type and a card vendor; only the rooms module knows which, so it answers
  // for both when one is about to be deleted.
  await app.register(roomTypesRoutes, { inUse: roomUsage.roomType });
  await app.register(cardVendorsRoutes, { inUse: roomUsage.cardVendor });
  await app.register(roomsRoutes);
  await app.register(employeesRoutes);
  await app.register(bookingsRoutes, { ledger });
  await app.register(billsRoutes, { bills, reminders });
  await app.register(settingsRoutes, { settings });
  await app.register(floorPlanRoutes);
  await app.register(backupsRoutes, { backup: config.backup });
  await app.register(businessProfileRoutes);
  await app.register(documentsRoutes, { documents });
  await app.register(remindersRoutes, { reminders });
  await app.register(auditRoutes);

  await app.register(webPlugin, { distDir: config.webDistDir, serveSourceMaps: config.serveSourceMaps ?? true });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
