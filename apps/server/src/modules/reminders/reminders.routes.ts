import { reminderCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { createRemindersService } from './reminders.service.js';

export async function remindersRoutes(app: FastifyInstance) {
  const service = createRemindersService({ db: app.db, clock: app.clock, businessTimezone: app.businessTimezone });
  app.registerCall(reminderCalls.record, ({ user, body }) => service.record(user, body.bookingId));
}
