import { bookingCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { Ledger } from '../ledger/ledger.service.js';
import { createBookingLifecycleService } from './booking-lifecycle.service.js';
import { bookingExport } from './bookings.export.js';
import { createBookingsService } from './bookings.service.js';

export async function bookingsRoutes(app: FastifyInstance, options: { ledger: Ledger }) {
  const service = createBookingsService({ db: app.db, ledger: options.ledger });
  const lifecycle = createBookingLifecycleService({
    db: app.db,
    clock: app.clock,
    businessTimezone: app.businessTimezone,
    ledger: options.ledger,
  });

  app.registerCall(bookingCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(bookingCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(bookingCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(bookingCalls.getById, ({ body }) => service.getById(body.bookingId));
  app.registerCall(bookingCalls.getList, ({ body }) => service.list(body));
  app.registerCall(bookingCalls.getTenantList, ({ body }) => service.tenantList(body));
  app.registerCall(bookingCalls.getAvailableRoom, ({ body }) => service.availableRooms(body));
  app.registerCall(bookingCalls.checkIn, ({ user, body }) => lifecycle.checkIn(user, body.bookingId));
  app.registerCall(bookingCalls.completeBooking, ({ user, body }) => lifecycle.completeBooking(user, body.bookingId));
  app.registerCall(bookingCalls.reactiveBooking, ({ user, body }) => lifecycle.reactiveBooking(user, body.bookingId));
  app.registerCall(bookingCalls.cancelBooking, ({ user, body }) => lifecycle.cancelBooking(user, body.bookingId));
  app.registerExport(exportCalls.booking, bookingExport(service));
}
