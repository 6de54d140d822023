import { reminderCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { RemindersService } from './reminders.service.js';

export async function remindersRoutes(app: FastifyInstance, options: { reminders: RemindersService }) {
  app.registerCall(reminderCalls.record, ({ user, body }) => options.reminders.record(user, body.billId));
}
