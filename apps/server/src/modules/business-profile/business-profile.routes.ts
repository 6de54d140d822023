import multipart from '@fastify/multipart';
import {
  businessProfileCalls,
  idFromText,
  LOGO_FIELD,
  LOGO_MAX_BYTES,
  paths,
  QRIS_FIELD,
  refusal,
} from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { readMultipartBody } from '../../plugins/multipart-body.js';
import type { BusinessProfileService } from './business-profile.service.js';

/** A logo row never changes (a new logo is a new row), so its address may be cached for good. */
const LOGO_CACHE = 'public, max-age=31536000, immutable';

export async function businessProfileRoutes(app: FastifyInstance, { service }: { service: BusinessProfileService }) {
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES } });

  app.registerCall(businessProfileCalls.getBusinessProfile, () => service.get());
  // Public: the login screen greets with the business's own name, before anyone signs in.
  app.registerCall(businessProfileCalls.getBusinessName, async () => ({
    businessName: (await service.get()).businessName,
  }));
  app.registerCall(businessProfileCalls.updateBusinessProfile, ({ user, body }) => service.update(user, body));
  app.registerCall(
    businessProfileCalls.updateBusinessLogo,
    ({ user, request }) => service.updateLogo(user, request.uploads?.[LOGO_FIELD]),
    {
      preValidation: readMultipartBody({
        fileField: LOGO_FIELD,
        maxFileBytes: LOGO_MAX_BYTES,
        tooLarge: refusal('businessProfile.logoTooLarge'),
      }),
    },
  );
  app.registerCall(
    businessProfileCalls.updateBusinessQris,
    ({ user, request }) => service.updateQris(user, request.uploads?.[QRIS_FIELD]),
    {
      preValidation: readMultipartBody({
        fileField: QRIS_FIELD,
        maxFileBytes: LOGO_MAX_BYTES,
        tooLarge: refusal('businessProfile.qrisTooLarge'),
      }),
    },
  );

  // Public: the logo is printed on documents a tenant opens from a share link without signing in.
  app.get<{ Params: { logoId: string } }>(
    `${paths.setting.businessLogo}/:logoId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { logoId } = request.params;
      const id = idFromText(logoId) ?? 0;
      const logo = id > 0 ? await service.findLogo(id) : undefined;
      if (!logo) throw new AppError(404, refusal('businessProfile.logoNotFound'));
      reply.header('Cache-Control', LOGO_CACHE).header('X-Content-Type-Options', 'nosniff');
      return reply.type(logo.contentType).send(logo.content);
    },
  );
}
