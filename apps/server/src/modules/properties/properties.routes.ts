import { exportCalls, propertyCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { masterDataExport } from '../master-data/master-data.service.js';
import type { PropertiesService } from './properties.service.js';

export async function propertiesRoutes(app: FastifyInstance, { service }: { service: PropertiesService }) {
  app.registerCall(propertyCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(propertyCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(propertyCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(propertyCalls.getById, ({ body }) => service.getById(body.propertyId));
  app.registerCall(propertyCalls.getList, ({ body }) => service.list(body));
  app.registerExport(
    exportCalls.property,
    masterDataExport('property', service, [
      { key: 'propertyName' },
      { key: 'address' },
      { key: 'city' },
      { key: 'phone' },
    ]),
  );
}
