import { exportCalls, paymentCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { Ledger } from '../ledger/ledger.service.js';
import { paymentExport } from './payments.export.js';
import { createPaymentsService } from './payments.service.js';

export async function paymentsRoutes(app: FastifyInstance, options: { ledger: Ledger }) {
  const service = createPaymentsService({
    db: app.db,
    ledger: options.ledger,
    clock: app.clock,
    businessTimezone: app.businessTimezone,
  });

  app.registerCall(paymentCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(paymentCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(paymentCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(paymentCalls.getById, ({ body }) => service.getById(body.paymentId));
  app.registerCall(paymentCalls.getList, ({ body }) => service.list(body));
  app.registerCall(paymentCalls.getPaymentByBookingId, ({ body }) => service.listOfBooking(body));
  app.registerCall(paymentCalls.getPaymentByTenantId, ({ body }) => service.listOfTenant(body));
  app.registerCall(paymentCalls.getBookingOptions, ({ body }) => service.bookingOptions(body));
  app.registerExport(exportCalls.payment, paymentExport(service));
}
