import multipart from '@fastify/multipart';
import {
  INSPECTION_PHOTO_FIELD,
  INSPECTION_PHOTO_MAX_BYTES,
  idFromText,
  inspectionCalls,
  paths,
  refusal,
} from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { runAs } from '../../db/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/language.js';
import { actorOf } from '../../plugins/calls.js';
import { readMultipartBody } from '../../plugins/multipart-body.js';
import { seesAllProperties } from '../../plugins/property-scope.js';
import type { InspectionsService } from './inspections.service.js';

/** A photo never changes (a removed one is no longer served), so browsers may keep it a long time. */
const PHOTO_CACHE = 'private, max-age=31536000, immutable';

export async function inspectionsRoutes(app: FastifyInstance, { service }: { service: InspectionsService }) {
  // Only AddPhoto accepts multipart; the other calls stay JSON-only (415).
  await app.register(multipart, { limits: { fileSize: INSPECTION_PHOTO_MAX_BYTES } });

  app.registerCall(inspectionCalls.getChecklist, ({ body, request }) =>
    service.getChecklist(body, requestLanguage(request)),
  );
  app.registerCall(inspectionCalls.updateChecklist, ({ user, body, request }) =>
    service.updateChecklist(user, body, requestLanguage(request)),
  );
  app.registerCall(inspectionCalls.create, ({ user, body, request }) =>
    service.create(user, body, requestLanguage(request)),
  );
  app.registerCall(inspectionCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(inspectionCalls.getById, ({ user, body }) => service.getById(user, body.inspectionId));
  app.registerCall(inspectionCalls.getList, ({ body }) => service.list(body));
  app.registerCall(
    inspectionCalls.addPhoto,
    ({ user, body, request }) => service.addPhoto(user, body, request.uploads?.[INSPECTION_PHOTO_FIELD]),
    {
      preValidation: readMultipartBody({
        fileField: INSPECTION_PHOTO_FIELD,
        maxFileBytes: INSPECTION_PHOTO_MAX_BYTES,
        tooLarge: refusal('inspection.photoTooLarge'),
      }),
    },
  );
  app.registerCall(inspectionCalls.deletePhoto, ({ user, body }) => service.deletePhoto(user, body));
  app.registerCall(inspectionCalls.createDeduction, ({ user, body, request }) =>
    service.createDeduction(user, body, requestLanguage(request)),
  );

  // The photo an item's photoURL points to: a GET, so that it can be shown as an image.
  app.get<{ Params: { photoId: string } }>(
    `${paths.inspection.photo}/:photoId`,
    { schema: { hide: true }, onRequest: [app.authenticate('bookings.work')] },
    async (request, reply) => {
      const id = idFromText(request.params.photoId) ?? 0;
      // A user of some properties sees the photo of an inspection of theirs, as their calls do.
      const user = request.currentUser;
      const limited = user !== null && !seesAllProperties(user);
      const find = () => service.findPhoto(id);
      const reader = { ...actorOf(request, request.url), queue: undefined, readOnly: true };
      const photo = id > 0 ? await (limited ? runAs(app.db, reader, find) : find()) : undefined;
      if (!photo) throw new AppError(404, refusal('inspection.photoNotFound'));
      const etag = `"inspection-photo-${id}"`;
      reply.header('Cache-Control', PHOTO_CACHE).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(photo.contentType).header('X-Content-Type-Options', 'nosniff').send(photo.content);
    },
  );
}
