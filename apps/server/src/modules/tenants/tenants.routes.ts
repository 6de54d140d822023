import multipart from '@fastify/multipart';
import { exportCalls, idFromText, PHOTO_FIELD, PHOTO_MAX_BYTES, refusal, tenantCalls } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { runAs } from '../../db/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { actorOf } from '../../plugins/calls.js';
import { readMultipartBody } from '../../plugins/multipart-body.js';
import { seesAllProperties } from '../../plugins/property-scope.js';
import { tenantExport } from './tenants.export.js';
import type { TenantsService } from './tenants.service.js';

/** Photos never change (a replacement is a new row), so browsers may keep them a long time. */
const PHOTO_CACHE = 'private, max-age=31536000, immutable';

export async function tenantsRoutes(app: FastifyInstance, { service }: { service: TenantsService }) {
  // Registered here, not globally: only the tenant calls accept multipart; the rest stay JSON-only (415).
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES } });
  const upload = {
    preValidation: readMultipartBody({
      fileField: PHOTO_FIELD,
      maxFileBytes: PHOTO_MAX_BYTES,
      tooLarge: refusal('tenant.photoTooLarge'),
    }),
  };

  app.registerCall(
    tenantCalls.create,
    ({ user, body, request }) => service.create(user, body, request.uploads?.[PHOTO_FIELD]),
    upload,
  );
  app.registerCall(
    tenantCalls.update,
    ({ user, body, request }) => service.update(user, body, request.uploads?.[PHOTO_FIELD]),
    upload,
  );
  app.registerCall(tenantCalls.delete, ({ user, body }) => service.toggleStatus(user, body));
  app.registerCall(tenantCalls.getById, ({ body }) => service.getById(body.tenantId));
  app.registerCall(tenantCalls.getList, ({ body }) => service.list(body));
  app.registerExport(exportCalls.tenant, tenantExport(service));

  // The photo a tenant's photoURL points to: a GET, so that it can be fetched as an image.
  app.get<{ Params: { photoId: string } }>(
    '/api/Tenant/Photo/:photoId',
    { schema: { hide: true }, onRequest: [app.authenticate('tenants.work')] },
    async (request, reply) => {
      const { photoId } = request.params;
      const id = idFromText(photoId) ?? 0;
      // A user of some properties sees the photo of a tenant they see, as their calls do.
      const user = request.currentUser;
      const limited = user !== null && !seesAllProperties(user);
      const find = () => service.findPhoto(id, limited);
      const reader = { ...actorOf(request, request.url), queue: undefined, readOnly: true };
      const photo = id > 0 ? await (limited ? runAs(app.db, reader, find) : find()) : undefined;
      if (!photo) throw new AppError(404, refusal('tenant.photoNotFound'));
      const etag = `"tenant-photo-${id}"`;
      reply.header('Cache-Control', PHOTO_CACHE).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(photo.contentType).header('X-Content-Type-Options', 'nosniff').send(photo.content);
    },
  );
}
