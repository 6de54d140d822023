import { exportCalls, roomTypeCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { masterDataExport } from '../master-data/master-data.service.js';
import type { RoomTypesService } from './room-types.service.js';

export async function roomTypesRoutes(app: FastifyInstance, { service }: { service: RoomTypesService }) {
  app.registerCall(roomTypeCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(roomTypeCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(roomTypeCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(roomTypeCalls.getById, ({ body }) => service.getById(body.roomTypeId));
  app.registerCall(roomTypeCalls.getList, ({ body }) => service.list(body));
  app.registerExport(
    exportCalls.roomType,
    masterDataExport('roomType', service, [
      { key: 'roomTypeName' },
      { key: 'priceDaily', kind: 'money' },
      { key: 'priceWeekly', kind: 'money' },
      { key: 'priceMonthly', kind: 'money' },
      { key: 'priceYearly', kind: 'money' },
    ]),
  );
}
