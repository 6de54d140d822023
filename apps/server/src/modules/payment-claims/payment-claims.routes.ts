import { idFromText, paths, paymentClaimCalls, refusal } from '@kamar/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { originOf } from '../../lib/request-origin.js';
import type { PaymentClaimsService } from './payment-claims.service.js';

export async function paymentClaimsRoutes(app: FastifyInstance, { service }: { service: PaymentClaimsService }) {
  app.registerCall(paymentClaimCalls.getList, ({ body }) => service.list(body));
  app.registerCall(paymentClaimCalls.getById, ({ body }) => service.getById(body.paymentClaimId));
  app.registerCall(paymentClaimCalls.approve, ({ user, body, request }) =>
    service.approve(user, body, originOf(request)),
  );
  app.registerCall(paymentClaimCalls.reject, ({ user, body }) => service.reject(user, body));

  // The transfer photo of a claim: a GET, so that it shows as an image. Read as the calls read
  // (the caller's properties only); a claim's photo never changes.
  app.get<{ Params: { paymentClaimId: string } }>(
    `${paths.paymentClaim.photo}/:paymentClaimId`,
    { schema: { hide: true }, onRequest: [app.authenticate('payments.take')] },
    async (request, reply) => {
      const id = idFromText(request.params.paymentClaimId) ?? 0;
      const photo = id > 0 ? await app.readAsCaller(request, () => service.findPhoto(id)) : undefined;
      if (!photo) throw new AppError(404, refusal('paymentClaim.photoNotFound'));
      return reply
        .type(photo.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(photo.content);
    },
  );
}
