import { meterReadingCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import type { MeterReadingsService } from './meter-readings.service.js';

export async function meterReadingsRoutes(app: FastifyInstance, { service }: { service: MeterReadingsService }) {
  app.registerCall(meterReadingCalls.getRound, ({ body }) => service.round(body));
  app.registerCall(meterReadingCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(meterReadingCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(meterReadingCalls.delete, ({ user, body }) => service.remove(user, body));
  app.registerCall(meterReadingCalls.getById, ({ body }) => service.getById(body.meterReadingId));
  app.registerCall(meterReadingCalls.getList, ({ body }) => service.list(body));
}
