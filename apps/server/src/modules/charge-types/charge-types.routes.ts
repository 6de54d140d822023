import { chargeTypeCalls, exportCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { masterDataExport } from '../master-data/master-data.service.js';
import type { ChargeTypesService } from './charge-types.service.js';

export async function chargeTypesRoutes(app: FastifyInstance, { service }: { service: ChargeTypesService }) {
  app.registerCall(chargeTypeCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(chargeTypeCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(chargeTypeCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(chargeTypeCalls.getById, ({ body }) => service.getById(body.chargeTypeId));
  app.registerCall(chargeTypeCalls.getList, ({ body }) => service.list(body));
  app.registerExport(
    exportCalls.chargeType,
    masterDataExport(
      'chargeType',
      service,
      [
        { key: 'chargeTypeName' },
        { key: 'chargeKind', value: (row, l) => l.enums.chargeKind[row.chargeKind as number] ?? '' },
        { key: 'unitName' },
        { key: 'unitPrice', kind: 'money' },
        { key: 'minimumCharge', kind: 'money' },
        { key: 'propertyName', value: (row, l) => (row.propertyName as string | null) ?? l.texts.everyProperty },
      ],
      { chargeKind: (v, l) => l.enums.chargeKind[v] ?? String(v) },
    ),
  );
}
