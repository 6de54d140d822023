import { reminderCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { originOf } from '../../lib/request-origin.js';
import { actorOf } from '../../plugins/calls.js';
import type { RemindersService } from './reminders.service.js';

export async function remindersRoutes(app: FastifyInstance, { service }: { service: RemindersService }) {
  app.registerCall(reminderCalls.record, ({ user, body, request }) =>
    service.record(
      { actor: actorOf(request, reminderCalls.record.path), origin: originOf(request) },
      user,
      body.billId,
      body.wholeStay ?? false,
    ),
  );
}
