import multipart from '@fastify/multipart';
import {
  idFromText,
  MAINTENANCE_PHOTO_FIELD,
  MAINTENANCE_PHOTO_MAX_BYTES,
  maintenanceRequestCalls,
  paths,
  refusal,
} from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { readMultipartBody } from '../../plugins/multipart-body.js';
import type { MaintenanceRequestsService } from './maintenance-requests.service.js';

export async function maintenanceRequestsRoutes(
  app: FastifyInstance,
  { service }: { service: MaintenanceRequestsService },
) {
  // Only UploadPhoto accepts multipart; the other calls stay JSON-only (415).
  await app.register(multipart, { limits: { fileSize: MAINTENANCE_PHOTO_MAX_BYTES } });

  app.registerCall(maintenanceRequestCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(maintenanceRequestCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(maintenanceRequestCalls.getById, ({ body }) => service.getById(body.maintenanceRequestId));
  app.registerCall(maintenanceRequestCalls.getList, ({ body }) => service.list(body));
  app.registerCall(
    maintenanceRequestCalls.uploadPhoto,
    ({ user, body, request }) => service.uploadPhoto(user, body, request.uploads?.[MAINTENANCE_PHOTO_FIELD]),
    {
      preValidation: readMultipartBody({
        fileField: MAINTENANCE_PHOTO_FIELD,
        maxFileBytes: MAINTENANCE_PHOTO_MAX_BYTES,
        tooLarge: refusal('tenant.photoTooLarge'),
      }),
    },
  );

  // A photo of a request: a GET, so that it shows as an image. Read as the calls read (the
  // caller's properties only); a photo never changes.
  app.get<{ Params: { photoId: string } }>(
    `${paths.maintenanceRequest.photo}/:photoId`,
    { schema: { hide: true }, onRequest: [app.authenticate('bookings.work')] },
    async (request, reply) => {
      const id = idFromText(request.params.photoId) ?? 0;
      const photo = id > 0 ? await app.readAsCaller(request, () => service.findPhoto(id)) : undefined;
      if (!photo) throw new AppError(404, refusal('tenant.photoNotFound'));
      return reply
        .type(photo.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(photo.content);
    },
  );
}
