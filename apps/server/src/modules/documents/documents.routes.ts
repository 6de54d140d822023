import rateLimit from '@fastify/rate-limit';
import {
  DocumentKind,
  type DocumentLanguage,
  documentCalls,
  idFromText,
  paths,
  type ReceiptDocument,
  refusal,
} from '@kamar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/errors.js';
import { originOf } from '../../lib/request-origin.js';
import type { DocumentsService } from './documents.service.js';
import type { PaperSize } from './receipt-pdf.js';

/**
 * Per client address and server process: enough for a tenant opening their receipt again and
 * again, too few to try tokens (which the 256-bit signature already makes hopeless).
 */
export const SHARED_REQUESTS_PER_MINUTE = 30;

const paperOf = (query: unknown): PaperSize => ((query as { size?: string })?.size === 'A4' ? 'A4' : 'A5');
const languageOf = (query: unknown) => {
  const lang = (query as { lang?: string })?.lang;
  return lang === 'id' || lang === 'en' ? lang : undefined;
};
const idOf = (text: string) => idFromText(text) ?? 0;

export async function documentsRoutes(
  app: FastifyInstance,
  {
    service,
    pdfs,
    tenantDocuments,
  }: {
    service: DocumentsService;
    /** The app's PDF drawer (its render pool, lib/pdf-render-pool.ts): receipts and bills are its `receipt` kind. */
    pdfs: {
      render(
        kind: 'receipt',
        input: { document: ReceiptDocument; logo: Buffer | null; size: PaperSize },
      ): Promise<Buffer>;
    };
    /**
     * The documents a stay's page may open by its link (modules/tenant-page, handed in by the
     * app): the bill or receipt, or the refusal of a link that does not work. Drawn here, as
     * every other PDF.
     */
    tenantDocuments?: {
      billDocument(token: string, billId: number, language?: DocumentLanguage): Promise<ReceiptDocument>;
      receiptDocument(token: string, paymentId: number, language?: DocumentLanguage): Promise<ReceiptDocument>;
    };
  },
) {
  await app.register(rateLimit, {
    global: false,
    max: SHARED_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(refusal('shareLink.tooMany'), Math.ceil(context.ttl / 1000)),
  });
  const limited = app.rateLimit();

  async function sendPdf(reply: FastifyReply, document: ReceiptDocument, size: PaperSize) {
    const pdf = await pdfs.render('receipt', { document, logo: await service.logo(document), size });
    const name = (document.documentNumber || `${document.labels.title}-${document.documentDate}`).replace(/[/ ]/g, '-');
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="${name}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  }

  app.registerCall(documentCalls.getPaymentReceipt, ({ body }) =>
    service.receipt(DocumentKind.PaymentReceipt, body.paymentId, body.language),
  );
  app.registerCall(documentCalls.getDepositReturnReceipt, ({ body }) =>
    service.receipt(DocumentKind.DepositReturnReceipt, body.paymentId, body.language),
  );
  app.registerCall(documentCalls.paymentShareLink, ({ user, body, request }) =>
    service.shareLink(user, DocumentKind.PaymentReceipt, body, originOf(request)),
  );
  app.registerCall(documentCalls.depositReturnShareLink, ({ user, body, request }) =>
    service.shareLink(user, DocumentKind.DepositReturnReceipt, body, originOf(request)),
  );
  app.registerCall(documentCalls.getBillDocument, ({ body }) => service.bill(body.billId, body.language));
  app.registerCall(documentCalls.billShareLink, ({ user, body, request }) =>
    service.billShareLink(user, body, originOf(request)),
  );
  app.registerCall(documentCalls.getShareLinks, ({ body }) => service.linksOf(body.documentKind, body.documentId));
  app.registerCall(documentCalls.revokeShareLink, ({ user, body }) => service.revoke(user, body.shareLinkId));
  app.registerCall(documentCalls.getShared, async ({ body }) => (await service.shared(body.token)).document, {
    onRequest: [limited],
  });

  // The PDFs: GETs, so that a browser opens, prints or saves them as files. Each reads as the
  // calls do (the caller's properties only), the one-stay rule included.
  const paymentGuard = app.stayMoneyGuard<FastifyRequest<{ Params: { paymentId: string } }>>((request) => ({
    paymentId: idOf(request.params.paymentId),
  }));
  const receiptPdf = (
    path: string,
    permission: 'payments.take' | 'deposits.return',
    kind: typeof DocumentKind.PaymentReceipt | typeof DocumentKind.DepositReturnReceipt,
  ) =>
    app.get<{ Params: { paymentId: string } }>(
      `${path}/:paymentId`,
      { schema: { hide: true }, onRequest: [app.authenticate(permission)] },
      async (request, reply) => {
        const document = await app.readAsCaller(request, async () => {
          await paymentGuard(request);
          return service.receipt(kind, idOf(request.params.paymentId), languageOf(request.query));
        });
        return sendPdf(reply, document, paperOf(request.query));
      },
    );
  receiptPdf(paths.document.paymentReceipt, 'payments.take', DocumentKind.PaymentReceipt);
  receiptPdf(paths.document.depositReturnReceipt, 'deposits.return', DocumentKind.DepositReturnReceipt);
  const billGuard = app.stayMoneyGuard<FastifyRequest<{ Params: { billId: string } }>>((request) => ({
    billId: idOf(request.params.billId),
  }));
  app.get<{ Params: { billId: string } }>(
    `${paths.document.billDocument}/:billId`,
    { schema: { hide: true }, onRequest: [app.authenticate('payments.take')] },
    async (request, reply) => {
      const document = await app.readAsCaller(request, async () => {
        await billGuard(request);
        return service.bill(idOf(request.params.billId), languageOf(request.query));
      });
      return sendPdf(reply, document, paperOf(request.query));
    },
  );
  if (tenantDocuments) {
    const tenantPdf = (
      path: string,
      find: (token: string, id: number, lang?: DocumentLanguage) => Promise<ReceiptDocument>,
    ) =>
      app.get<{ Params: { token: string; id: string } }>(
        `${path}/:token/:id`,
        { schema: { hide: true }, onRequest: [limited] },
        async (request, reply) => {
          const document = await find(request.params.token, idOf(request.params.id), languageOf(request.query));
          return sendPdf(reply, document, paperOf(request.query));
        },
      );
    tenantPdf(paths.tenantPage.bill, (token, id, lang) => tenantDocuments.billDocument(token, id, lang));
    tenantPdf(paths.tenantPage.receipt, (token, id, lang) => tenantDocuments.receiptDocument(token, id, lang));
  }
  app.get<{ Params: { token: string } }>(
    `${paths.document.sharedPdf}/:token`,
    { schema: { hide: true }, onRequest: [limited] },
    async (request, reply) => {
      const { document } = await service.shared(request.params.token);
      return sendPdf(reply, document, paperOf(request.query));
    },
  );
}
