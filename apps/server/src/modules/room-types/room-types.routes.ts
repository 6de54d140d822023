import { exportCalls, roomTypeCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { masterDataExport } from '../master-data/master-data.export.js';
import type { InUseCheck } from '../master-data/master-data.service.js';
import { createRoomTypesService } from './room-types.service.js';

/** `inUse` comes from the rooms module (app.ts wires it), so this module need not know rooms. */
export async function roomTypesRoutes(app: FastifyInstance, { inUse }: { inUse: InUseCheck }) {
  const service = createRoomTypesService({ db: app.db, inUse });

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
