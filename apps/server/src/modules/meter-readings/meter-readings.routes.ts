import multipart from '@fastify/multipart';
import {
  idFromText,
  METER_PHOTO_FIELD,
  METER_PHOTO_MAX_BYTES,
  meterReadingCalls,
  paths,
  refusal,
} from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { runAs } from '../../db/actor-scope.js';
import { AppError } from '../../lib/errors.js';
import { actorOf } from '../../plugins/calls.js';
import { readMultipartBody } from '../../plugins/multipart-body.js';
import { seesAllProperties } from '../../plugins/property-scope.js';
import type { MeterReadingsService } from './meter-readings.service.js';

/** A photo never changes (a new one is a new row), so browsers may keep it a long time. */
const PHOTO_CACHE = 'private, max-age=31536000, immutable';

export async function meterReadingsRoutes(app: FastifyInstance, { service }: { service: MeterReadingsService }) {
  // Only UploadPhoto accepts multipart; the other calls stay JSON-only (415).
  await app.register(multipart, { limits: { fileSize: METER_PHOTO_MAX_BYTES } });

  app.registerCall(meterReadingCalls.getRound, ({ body }) => service.round(body));
  app.registerCall(meterReadingCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(meterReadingCalls.update, ({ user, body }) => service.update(user, body));
  app.registerCall(meterReadingCalls.delete, ({ user, body }) => service.remove(user, body));
  app.registerCall(meterReadingCalls.getById, ({ body }) => service.getById(body.meterReadingId));
  app.registerCall(meterReadingCalls.getList, ({ body }) => service.list(body));
  app.registerCall(
    meterReadingCalls.uploadPhoto,
    ({ user, body, request }) => service.uploadPhoto(user, body, request.uploads?.[METER_PHOTO_FIELD]),
    {
      preValidation: readMultipartBody({
        fileField: METER_PHOTO_FIELD,
        maxFileBytes: METER_PHOTO_MAX_BYTES,
        tooLarge: refusal('meterReading.photoTooLarge'),
      }),
    },
  );

  // The photo a reading's photoURL points to: a GET, so that it can be shown as an image.
  app.get<{ Params: { photoId: string } }>(
    `${paths.meterReading.photo}/:photoId`,
    { schema: { hide: true }, onRequest: [app.authenticate('bookings.work')] },
    async (request, reply) => {
      const id = idFromText(request.params.photoId) ?? 0;
      // A user of some properties sees the photo of a reading of theirs, as their calls do.
      const user = request.currentUser;
      const limited = user !== null && !seesAllProperties(user);
      const find = () => service.findPhoto(id);
      const reader = { ...actorOf(request, request.url), queue: undefined, readOnly: true };
      const photo = id > 0 ? await (limited ? runAs(app.db, reader, find) : find()) : undefined;
      if (!photo) throw new AppError(404, refusal('meterReading.photoNotFound'));
      const etag = `"meter-photo-${id}"`;
      reply.header('Cache-Control', PHOTO_CACHE).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(photo.contentType).header('X-Content-Type-Options', 'nosniff').send(photo.content);
    },
  );
}
