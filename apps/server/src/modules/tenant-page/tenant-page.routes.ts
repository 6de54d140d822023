import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import {
  CLAIM_PHOTO_FIELD,
  type DocumentLanguage,
  idFromText,
  MAINTENANCE_PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  paths,
  paymentGatewayCalls,
  refusal,
  tenantAgreementCalls,
  tenantLinkCalls,
  tenantPageCalls,
  ZClaimSubmitRequest,
  ZRepairSubmitRequest,
} from '@kamar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { runAs } from '../../db/actor-scope.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import { clientOf, originOf } from '../../lib/request-origin.js';
import { readMultipartBody } from '../../plugins/multipart-body.js';
import { agreementPdfHeaders } from '../agreements/agreements.service.js';
import type { TenantLinksService } from './tenant-links.service.js';
import type { TenantPageService } from './tenant-page.service.js';
import { renderTenantPage, renderTenantPageRefusal } from './tenant-page-html.js';
import { TENANT_PAGE_SCRIPT, TENANT_PAGE_SCRIPT_PATH } from './tenant-page-script.js';

/**
 * Per client address and server process, as shared documents: enough for a tenant coming back to
 * their page, too few to try tokens (which the 256-bit signature makes hopeless anyway).
 */
export const TENANT_PAGE_REQUESTS_PER_MINUTE = 30;

/**
 * The page's own Content-Security-Policy: the app's (scripts, styles and images from the server;
 * inline styles), and its "Pay online" form may go on to the payment provider's checkout (a
 * browser checks form-action on the redirect too).
 */
export const pageSecurityPolicy = (checkoutOrigins: string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action 'self'${checkoutOrigins.map((o) => ` ${o}`).join('')}`,
  ].join('; ');

const languageOf = (query: unknown): DocumentLanguage | undefined => {
  const lang = (query as { lang?: string })?.lang;
  return lang === 'id' || lang === 'en' ? lang : undefined;
};

/**
 * One of the page's forms posted by a browser with no script (a claim, a repair): the same call's
 * work in the tenant's name, then back to the page's section (303) with `?<form>=sent` or the
 * refusal's code, which the page words; a link that does not work answers the refusal page.
 */
async function postedForm<T>(
  request: FastifyRequest<{ Params: { token: string } }>,
  reply: FastifyReply,
  form: 'claim' | 'repair',
  schema: z.ZodType<T>,
  work: (body: T) => Promise<unknown>,
) {
  const { token } = request.params;
  const fields = { ...(request.body as Record<string, string>), token };
  const lang = languageOf({ lang: (request.body as { language?: string } | undefined)?.language });
  const back = (outcome: string) =>
    reply.redirect(
      `/t/${encodeURIComponent(token)}?${lang ? `lang=${lang}&` : ''}${form}=${encodeURIComponent(outcome)}#${form}`,
      303,
    );
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return back('invalid');
  try {
    await runAs(request.server.db, { userId: null, username: 'tenant', address: request.ip }, () => work(parsed.data));
    return back('sent');
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) {
      return reply.code(404).type('text/html; charset=utf-8').send(renderTenantPageRefusal(lang));
    }
    if (error instanceof AppError) return back(error.refusal.code);
    throw error;
  }
}

export async function tenantPageRoutes(
  app: FastifyInstance,
  { service, links }: { service: TenantPageService; links: TenantLinksService },
) {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES } });
  await app.register(rateLimit, {
    global: false,
    max: TENANT_PAGE_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(refusal('tenantPage.tooMany'), Math.ceil(context.ttl / 1000)),
  });
  const limited = app.rateLimit();
  // The page's own forms ("Pay online") post as forms do, readable with no script.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.registerCall(tenantLinkCalls.getTenantLink, ({ user, body, request }) =>
    links.link(user, body.bookingId, originOf(request)),
  );
  app.registerCall(tenantLinkCalls.revokeTenantLink, ({ user, body }) => links.revoke(user, body.bookingId));

  app.registerCall(tenantPageCalls.get, ({ body, request }) => service.page(body, originOf(request)), {
    onRequest: [limited],
  });
  // Public and writing: the claim is written in the tenant's name ("tenant", from their address),
  // in one transaction, so the audit trail shows who sent it.
  app.registerCall(
    tenantPageCalls.submitClaim,
    ({ body, request }) =>
      runAs(app.db, { userId: null, username: 'tenant', address: request.ip }, () =>
        service.submitClaim(body, request.uploads?.[CLAIM_PHOTO_FIELD], request.ip),
      ),
    {
      onRequest: [limited],
      preValidation: readMultipartBody({
        fileField: CLAIM_PHOTO_FIELD,
        maxFileBytes: PHOTO_MAX_BYTES,
        tooLarge: refusal('paymentClaim.photoTooLarge'),
      }),
    },
  );

  // The tenant signs the stay's agreement on the page: written in the tenant's name, from their
  // address, audited as a signature.
  app.registerCall(
    tenantAgreementCalls.signAgreement,
    ({ body, request }) =>
      runAs(app.db, { userId: null, username: 'tenant', address: request.ip, action: 'sign' }, () =>
        service.signAgreement(body.token, body.agreementId, body.signature, clientOf(request)),
      ),
    { onRequest: [limited] },
  );
  // The stay's agreement as a PDF (the link is its key), as its bills and receipts are.
  app.get<{ Params: { token: string; id: string } }>(
    `${paths.tenantPage.agreement}/:token/:id`,
    { schema: { hide: true }, onRequest: [limited] },
    async (request, reply) => {
      const id = idFromText(request.params.id) ?? 0;
      const file = await service.agreementPdf(request.params.token, id);
      return reply.type('application/pdf').headers(agreementPdfHeaders(file)).send(file.pdf);
    },
  );
  // "Report a problem": public and writing, in the tenant's name as claims are.
  const repairPhoto = readMultipartBody({
    fileField: MAINTENANCE_PHOTO_FIELD,
    maxFileBytes: PHOTO_MAX_BYTES,
    tooLarge: refusal('tenant.photoTooLarge'),
  });
  app.registerCall(
    tenantPageCalls.submitMaintenanceRequest,
    ({ body, request }) =>
      runAs(app.db, { userId: null, username: 'tenant', address: request.ip }, () =>
        service.submitRepair(body, request.uploads?.[MAINTENANCE_PHOTO_FIELD], request.ip),
      ),
    { onRequest: [limited], preValidation: repairPhoto },
  );
  // The page's "Report a problem" form posted with no script: the same call's work, then back to
  // the page (303), which says it was sent or why not.
  app.post<{ Params: { token: string } }>(
    '/t/:token/repair',
    { schema: { hide: true }, onRequest: [limited], preValidation: repairPhoto },
    (request, reply) =>
      postedForm(request, reply, 'repair', ZRepairSubmitRequest, (body) =>
        service.submitRepair(body, request.uploads?.[MAINTENANCE_PHOTO_FIELD], request.ip),
      ),
  );

  app.get(TENANT_PAGE_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(TENANT_PAGE_SCRIPT),
  );

  app.registerCall(
    paymentGatewayCalls.createCheckout,
    ({ body, request }) => service.checkout(body.token, body.billId, originOf(request)),
    { onRequest: [limited] },
  );
  // "Pay online" from the page's own form, readable with no script: a POST that sends the
  // browser on to the provider's page (303).
  app.post<{ Params: { token: string }; Body: { billId?: string } }>(
    '/t/:token/pay',
    { schema: { hide: true }, onRequest: [limited] },
    async (request, reply) => {
      const billId = Number(request.body?.billId);
      try {
        const { checkoutUrl } = await service.checkout(request.params.token, billId, originOf(request));
        return reply.redirect(checkoutUrl, 303);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) {
          return reply.code(404).type('text/html; charset=utf-8').send(renderTenantPageRefusal());
        }
        throw error;
      }
    },
  );

  // The claim form posted by a browser with no script: the same call's work, then back to the
  // page (303), which says it was sent or why not.
  app.post<{ Params: { token: string } }>(
    '/t/:token/claim',
    {
      schema: { hide: true },
      onRequest: [limited],
      preValidation: readMultipartBody({
        fileField: CLAIM_PHOTO_FIELD,
        maxFileBytes: PHOTO_MAX_BYTES,
        tooLarge: refusal('paymentClaim.photoTooLarge'),
      }),
    },
    (request, reply) =>
      postedForm(request, reply, 'claim', ZClaimSubmitRequest, (body) =>
        service.submitClaim(body, request.uploads?.[CLAIM_PHOTO_FIELD], request.ip),
      ),
  );

  // The page itself: HTML drawn on the server, readable with no JavaScript and without the back
  // office's bundle (a tenant opens it on a cheap phone on mobile data). A link that does not
  // work answers the same page whatever the reason.
  app.get<{ Params: { token: string } }>(
    '/t/:token',
    { schema: { hide: true }, onRequest: [limited] },
    async (request, reply) => {
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Referrer-Policy', 'no-referrer')
        .header('X-Robots-Tag', 'noindex')
        .header('Content-Security-Policy', pageSecurityPolicy(service.checkoutOrigins()));
      try {
        const page = await service.page({ token: request.params.token, language: languageOf(request.query) });
        const query = request.query as { claim?: string; repair?: string } | undefined;
        return reply.send(renderTenantPage(page, request.params.token, query?.claim, query?.repair));
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) {
          return reply.code(404).send(renderTenantPageRefusal(languageOf(request.query)));
        }
        throw error;
      }
    },
  );
}
