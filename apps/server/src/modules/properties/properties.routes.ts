import multipart from '@fastify/multipart';
import { exportCalls, LOGO_FIELD, LOGO_MAX_BYTES, propertyCalls, QRIS_FIELD, refusal } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { readMultipartBody } from '../../plugins/multipart-body.js';
import { masterDataExport } from '../master-data/master-data.service.js';
import type { PropertiesService } from './properties.service.js';

export async function propertiesRoutes(app: FastifyInstance, { service }: { service: PropertiesService }) {
  app.registerCall(propertyCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(propertyCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(propertyCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(propertyCalls.getById, ({ body }) => service.getById(body.propertyId));
  app.registerCall(propertyCalls.getList, ({ body }) => service.list(body));
  // The business profile's limits and words: a property's logo is kept and served as that one is.
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES } });
  app.registerCall(
    propertyCalls.uploadLogo,
    ({ user, request }) => service.uploadLogo(user, request.uploads?.[LOGO_FIELD]),
    {
      preValidation: readMultipartBody({
        fileField: LOGO_FIELD,
        maxFileBytes: LOGO_MAX_BYTES,
        tooLarge: refusal('businessProfile.logoTooLarge'),
      }),
    },
  );
  app.registerCall(
    propertyCalls.uploadQris,
    ({ user, request }) => service.uploadQris(user, request.uploads?.[QRIS_FIELD]),
    {
      preValidation: readMultipartBody({
        fileField: QRIS_FIELD,
        maxFileBytes: LOGO_MAX_BYTES,
        tooLarge: refusal('businessProfile.qrisTooLarge'),
      }),
    },
  );
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
