import multipart from '@fastify/multipart';
import { bookingCalls, exportCalls, PHOTO_FIELD, PHOTO_MAX_BYTES, refusal } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { readMultipartBody } from '../../plugins/multipart-body.js';
import type { BookingLifecycleService } from './booking-lifecycle.service.js';
import type { BookingTimelineService } from './booking-timeline.service.js';
import type { WalkInService } from './booking-walk-in.service.js';
import { bookingExport } from './bookings.export.js';
import type { BookingsService } from './bookings.service.js';

export async function bookingsRoutes(
  app: FastifyInstance,
  {
    service,
    lifecycle,
    walkIn,
    timeline,
  }: {
    service: BookingsService;
    lifecycle: BookingLifecycleService;
    walkIn: WalkInService;
    timeline: BookingTimelineService;
  },
) {
  app.registerCall(bookingCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(bookingCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(bookingCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(bookingCalls.getById, ({ body }) => service.getById(body.bookingId));
  app.registerCall(bookingCalls.getList, ({ body }) => service.list(body));
  app.registerCall(bookingCalls.getTenantList, ({ body }) => service.tenantList(body));
  app.registerCall(bookingCalls.getAvailableRoom, ({ body }) => service.availableRooms(body));
  app.registerCall(bookingCalls.getTimeline, ({ body }) => timeline.timeline(body));
  app.registerCall(bookingCalls.checkIn, ({ user, body }) =>
    lifecycle.checkIn(user, body.bookingId, body.meterReadings),
  );
  app.registerCall(bookingCalls.completeBooking, ({ user, body }) =>
    lifecycle.completeBooking(user, body.bookingId, body.meterReadings),
  );
  app.registerCall(bookingCalls.changeRent, ({ user, body }) => service.changeRent(user, body));
  app.registerCall(bookingCalls.reactiveBooking, ({ user, body }) => lifecycle.reactiveBooking(user, body.bookingId));
  app.registerCall(bookingCalls.cancelBooking, ({ user, body }) => lifecycle.cancelBooking(user, body.bookingId));
  app.registerExport(exportCalls.booking, bookingExport(service));
  // The walk-in may carry the KTP photo: multipart in a scope of its own, so the other booking
  // calls stay JSON-only.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES } });
    const preValidation = readMultipartBody({
      fileField: PHOTO_FIELD,
      maxFileBytes: PHOTO_MAX_BYTES,
      tooLarge: refusal('tenant.photoTooLarge'),
    });
    scope.registerCall(
      bookingCalls.walkIn,
      ({ user, body, request }) => walkIn.walkIn(user, body, request.uploads?.[PHOTO_FIELD]),
      { preValidation },
    );
  });
}
