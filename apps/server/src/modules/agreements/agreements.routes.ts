import { agreementCalls, idFromText, paths, refusal, ZAgreementFileQuery } from '@kamar/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { clientOf } from '../../lib/request-origin.js';
import { type AgreementFile, type AgreementsService, agreementPdfHeaders } from './agreements.service.js';

function sendAgreementPdf(reply: FastifyReply, file: AgreementFile) {
  return reply.type('application/pdf').headers(agreementPdfHeaders(file)).send(file.pdf);
}

export async function agreementsRoutes(app: FastifyInstance, { service }: { service: AgreementsService }) {
  app.registerCall(agreementCalls.getTemplate, () => service.template());
  app.registerCall(agreementCalls.updateTemplate, ({ user, body }) => service.updateTemplate(user, body));
  app.registerCall(agreementCalls.create, ({ user, body }) => service.create(user, body));
  app.registerCall(agreementCalls.getById, ({ body }) => service.getById(body.agreementId));
  app.registerCall(agreementCalls.getList, ({ body }) => service.list(body.bookingId));
  app.registerCall(agreementCalls.sign, ({ user, body, request }) =>
    service.signAsStaff(user, body, clientOf(request)),
  );

  // The PDF and a signature's image: GETs, so a phone opens, saves or shows them. Read as the
  // calls read (the caller's properties only): another property's answers as one that does not exist.
  app.get<{ Querystring: z.output<typeof ZAgreementFileQuery> }>(
    paths.agreement.file,
    {
      schema: { hide: true, querystring: ZAgreementFileQuery },
      onRequest: [app.authenticate('bookings.work')],
    },
    async (request, reply) => {
      const file = await app.readAsCaller(request, () => service.file(request.query.id));
      if (!file) throw new AppError(404, refusal('agreement.notFound'));
      return sendAgreementPdf(reply, file);
    },
  );
  app.get<{ Params: { agreementId: string; signer: string } }>(
    `${paths.agreement.signature}/:agreementId/:signer`,
    { schema: { hide: true }, onRequest: [app.authenticate('bookings.work')] },
    async (request, reply) => {
      const id = idFromText(request.params.agreementId) ?? 0;
      const signer = Number(request.params.signer);
      const image =
        id > 0 && (signer === 1 || signer === 2)
          ? await app.readAsCaller(request, () => service.signatureImageOf(id, signer))
          : undefined;
      if (!image) throw new AppError(404, refusal('agreement.signatureNotFound'));
      return reply
        .type(image.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(image.content);
    },
  );
}
