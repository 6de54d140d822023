import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { runAs, scopedDatabase } from './db/actor-scope.js';
import type { Database } from './db/client.js';
import { createAnswerSerializerCompiler } from './lib/answer-serializer.js';
import { type Clock, systemClock } from './lib/business-time.js';
import { agreementsRoutes } from './modules/agreements/agreements.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { backupsRoutes } from './modules/backups/backups.routes.js';
import { bookingsRoutes } from './modules/bookings/bookings.routes.js';
import { businessProfileRoutes } from './modules/business-profile/business-profile.routes.js';
import { cardVendorsRoutes } from './modules/card-vendors/card-vendors.routes.js';
import { chargeTypesRoutes } from './modules/charge-types/charge-types.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { depositsRoutes } from './modules/deposits/deposits.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { employeesRoutes } from './modules/employees/employees.routes.js';
import { expenseCategoriesRoutes } from './modules/expense-categories/expense-categories.routes.js';
import { expensesRoutes } from './modules/expenses/expenses.routes.js';
import { floorPlanRoutes } from './modules/floor-plan/floor-plan.routes.js';
import { inspectionsRoutes } from './modules/inspections/inspections.routes.js';
import { billsRoutes } from './modules/ledger/bills.routes.js';
import { maintenanceRequestsRoutes } from './modules/maintenance-requests/maintenance-requests.routes.js';
import { messagingRoutes } from './modules/messaging/messaging.routes.js';
import { meterReadingsRoutes } from './modules/meter-readings/meter-readings.routes.js';
import { paymentClaimsRoutes } from './modules/payment-claims/payment-claims.routes.js';
import { paymentGatewayRoutes } from './modules/payment-gateway/payment-gateway.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { propertiesRoutes } from './modules/properties/properties.routes.js';
import { remindersRoutes } from './modules/reminders/reminders.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { residentRegisterRoutes } from './modules/resident-register/resident-register.routes.js';
import { roomTypesRoutes } from './modules/room-types/room-types.routes.js';
import { roomsRoutes } from './modules/rooms/rooms.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { stayChargesRoutes } from './modules/stay-charges/stay-charges.routes.js';
import { tenantPageRoutes } from './modules/tenant-page/tenant-page.routes.js';
import { tenantsRoutes } from './modules/tenants/tenants.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createPdfs } from './pdf-renderers.js';
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
import { createServices } from './services.js';

export interface AppDeps {
  config: Pick<Config, 'businessTimezone' | 'tokenTtlHours' | 'webDistDir' | 'logLevel' | 'prettyLogs' | 'backup'> &
    Partial<Pick<Config, 'trustProxy' | 'serveSourceMaps' | 'pdfThreads' | 'gateway' | 'whatsappApiUrl'>>;
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
 * Fastify takes addresses as they are, but answers a hop count by trusting nothing (it cannot
 * tell whether the nearest peer is the proxy). TRUST_PROXY=<n> is the operator saying the server
 * is reached only through n proxies: trust exactly the n nearest hops, so the client's address
 * is the one the outermost proxy saw, never one the client wrote itself. (`true` is refused by
 * config.ts.)
 */
function trustProxyOption(value: false | number | string[]): FastifyServerOptions['trustProxy'] {
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
    // One line per request (below) instead of Fastify's two (the log controller: Fastify 5.8+).
    logController: new LogController({ disableRequestLogging: true }),
    // Spec section 7 paths are mixed-case (/api/Auth/Login); match them exactly as the spec writes them.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
    // Behind a reverse proxy, the client's own address (for the sign-in throttle) and protocol
    // (for HSTS) come from X-Forwarded-* headers, trusted only as far as TRUST_PROXY says.
    trustProxy: trustProxyOption(config.trustProxy ?? false),
    // Calls that arrive while the server closes get the envelope from plugins/errors.ts.
    return503OnClosing: false,
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
  // The auth check reads users and ended tokens through their modules' services; every service is
  // made once, in the composition root (services.ts), and each module's routes take theirs.
  const signToken = (user: { userId: number; tokenVersion: number }) => app.signToken(user);
  // One PDF drawer for the whole app (receipts, bills, agreements, reports, the register): its
  // render threads are shared by every module and end with the app.
  const pdfs = createPdfs(config.pdfThreads);
  app.addHook('onClose', () => pdfs.close());
  const services = createServices({
    db: scoped,
    pdfs,
    clock,
    businessTimezone: config.businessTimezone,
    backup: config.backup,
    gateway: config.gateway ?? null,
    ...(config.whatsappApiUrl ? { whatsappApiUrl: config.whatsappApiUrl } : {}),
    signToken,
  });
  await app.register(authPlugin, {
    jwtSecret,
    tokenTtlHours: config.tokenTtlHours,
    findSession: services.auth.findSession,
  });
  await app.register(callsPlugin, { idempotency: services.idempotency, stayInHand: services.bills.stayInHand });
  await app.register(exportsPlugin, {
    recordExport: (actor, entry) =>
      runAs(scoped, actor, () => services.audit.record({ ...entry, recordId: null, action: 'export' })),
  });
  await app.register(swaggerPlugin);

  await app.register(healthRoutes, databaseProcess ? { databaseProcess } : {});
  await app.register(authRoutes, { service: services.auth });
  await app.register(usersRoutes, { service: services.users });
  await app.register(dashboardRoutes, { service: services.dashboard });
  await app.register(tenantsRoutes, { service: services.tenants });
  await app.register(paymentsRoutes, { service: services.payments });
  await app.register(depositsRoutes, { service: services.deposits });
  await app.register(expensesRoutes, { service: services.expenses });
  await app.register(expenseCategoriesRoutes, { service: services.expenseCategories });
  await app.register(roomTypesRoutes, { service: services.roomTypes });
  await app.register(cardVendorsRoutes, { service: services.cardVendors });
  await app.register(chargeTypesRoutes, { service: services.chargeTypes });
  await app.register(meterReadingsRoutes, { service: services.meterReadings });
  await app.register(inspectionsRoutes, { service: services.inspections });
  await app.register(maintenanceRequestsRoutes, { service: services.maintenanceRequests });
  await app.register(stayChargesRoutes, { service: services.stayCharges });
  await app.register(propertiesRoutes, { service: services.properties });
  await app.register(roomsRoutes, { service: services.rooms });
  await app.register(employeesRoutes, { service: services.employees });
  await app.register(bookingsRoutes, {
    service: services.bookings,
    lifecycle: services.bookingLifecycle,
    walkIn: services.walkIn,
    timeline: services.bookingTimeline,
  });
  await app.register(billsRoutes, {
    bills: services.bills,
    reminders: services.reminders,
    lastMessage: services.messaging.lastOfBill,
  });
  await app.register(settingsRoutes, { service: services.settings });
  await app.register(floorPlanRoutes, { service: services.floorPlan });
  await app.register(backupsRoutes, { service: services.backups });
  await app.register(businessProfileRoutes, { service: services.businessProfile });
  await app.register(documentsRoutes, {
    service: services.documents,
    pdfs,
    tenantDocuments: services.tenantPage,
  });
  await app.register(tenantPageRoutes, { service: services.tenantPage, links: services.tenantLinks });
  await app.register(paymentClaimsRoutes, { service: services.paymentClaims });
  await app.register(agreementsRoutes, { service: services.agreements });
  await app.register(paymentGatewayRoutes, { service: services.paymentGateway });
  await app.register(remindersRoutes, { service: services.reminders });
  await app.register(messagingRoutes, {
    service: services.messaging,
    dispatch: services.messageDispatch,
    properties: services.properties,
    audit: services.audit,
  });
  await app.register(reportsRoutes, { service: services.reports, files: services.reportFiles, audit: services.audit });
  await app.register(residentRegisterRoutes, {
    service: services.residentRegister,
    files: services.registerFiles,
    audit: services.audit,
  });
  await app.register(auditRoutes, { service: services.audit });

  await app.register(webPlugin, { distDir: config.webDistDir, serveSourceMaps: config.serveSourceMaps ?? true });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
