import {
  DocumentKind,
  type DocumentLanguage,
  fillTemplate,
  type ReceiptDocument,
  refusal,
  SHARE_LINK_DEFAULT_DAYS,
  type ShareLinkAnswer,
  whatsappUrl,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createBusinessProfileService } from '../business-profile/business-profile.service.js';
import { tenantLanguage } from '../business-profile/reminder-message.js';
import { createAppSettingsService } from '../settings/app-settings.service.js';
import { dateText, documentWords, rupiah } from './document-words.js';
import { createDocumentsRepository, type PaymentFacts, type ShareLinkRow } from './documents.repository.js';
import { type BusinessFacts, depositReturnReceipt, paymentReceipt, wasReturned } from './receipt-document.js';
import { shareLinkIdOf, signShareLink, verifyShareLink } from './share-link-token.js';

type ReceiptKind = typeof DocumentKind.PaymentReceipt | typeof DocumentKind.DepositReturnReceipt;

const linkAnswer = (row: ShareLinkRow) => ({
  shareLinkId: row.shareLinkId,
  createDate: row.createDate,
  createBy: row.createBy,
  expiresAt: row.expiresAt,
  revokedAt: row.revokedAt,
  revokedBy: row.revokedBy,
});

/** Receipts (data and PDF), the share links that show one of them to a tenant, and the WhatsApp message that carries the link. */
export function createDocumentsService({ db }: { db: Database }) {
  const repo = createDocumentsRepository(db);
  const profile = createBusinessProfileService({ db });
  const settings = createAppSettingsService(db);

  async function business(): Promise<BusinessFacts & { templates: { receiptId: string; receiptEn: string } }> {
    const row = await profile.find();
    return { ...row, templates: { receiptId: row.receiptId, receiptEn: row.receiptEn } };
  }

  async function factsOf(kind: ReceiptKind, paymentId: number): Promise<PaymentFacts> {
    const facts = await repo.paymentFacts(paymentId);
    if (!facts) throw notFound(refusal('payment.notFound'));
    if (kind === DocumentKind.DepositReturnReceipt && !wasReturned(facts))
      throw conflict(refusal('deposit.notReturned'));
    return facts;
  }

  function documentOf(
    kind: ReceiptKind,
    facts: PaymentFacts,
    b: BusinessFacts,
    language: DocumentLanguage | null | undefined,
  ) {
    const lang = language ?? tenantLanguage(facts.tenantCountry);
    return kind === DocumentKind.PaymentReceipt ? paymentReceipt(facts, b, lang) : depositReturnReceipt(facts, b, lang);
  }

  return {
    async receipt(kind: ReceiptKind, paymentId: number, language?: DocumentLanguage | null): Promise<ReceiptDocument> {
      const [facts, b] = await Promise.all([factsOf(kind, paymentId), business()]);
      return documentOf(kind, facts, b, language);
    },

    /** The logo's bytes for a PDF, when the business has one. */
    async logo(): Promise<Buffer | null> {
      const row = await profile.find();
      return row.logoId ? ((await profile.findLogo(row.logoId))?.content ?? null) : null;
    },

    /**
     * A new signed link to one receipt and the receipt message for WhatsApp carrying it. `origin`
     * is the address the caller reached the server at (behind a proxy, as TRUST_PROXY allows).
     */
    async shareLink(
      actor: CurrentUser,
      kind: ReceiptKind,
      input: { paymentId: number; language?: DocumentLanguage | null },
      origin: string,
    ): Promise<ShareLinkAnswer> {
      // The document first: a refused request must not leave a secret (or anything) behind.
      const [facts, b] = await Promise.all([factsOf(kind, input.paymentId), business()]);
      const secret = await settings.shareLinkSecret();
      const language = input.language ?? tenantLanguage(facts.tenantCountry);
      const row = await repo.insertLink({
        documentKind: kind,
        documentId: input.paymentId,
        language,
        days: SHARE_LINK_DEFAULT_DAYS,
        createBy: actor.username,
      });
      const url = `${origin}/s/${signShareLink(secret, row)}`;
      const doc = documentOf(kind, facts, b, language);
      const words = documentWords[language];
      const template = language === 'id' ? b.templates.receiptId : b.templates.receiptEn;
      const message = fillTemplate(template, {
        nama: facts.tenantName,
        kamar: facts.roomNumber,
        periode: doc.period,
        jumlah: rupiah(doc.total),
        jatuh_tempo: dateText(words, doc.documentDate),
        link: url,
      });
      return { url, expiresAt: row.expiresAt, whatsappUrl: whatsappUrl(facts.tenantPhone, message) };
    },

    linksOf: async (documentKind: number, documentId: number) => ({
      listData: (await repo.linksOf(documentKind, documentId)).map(linkAnswer),
    }),

    async revoke(actor: CurrentUser, shareLinkId: number) {
      const row = await repo.revoke(shareLinkId, actor.username);
      if (!row) throw notFound(refusal('shareLink.unknown'));
      return linkAnswer(row);
    },

    /**
     * The one document a token shows. Every failure (malformed, altered, unknown, expired,
     * revoked, a document that no longer qualifies) is the same 404, so a link reveals nothing.
     */
    async shared(token: string): Promise<{ document: ReceiptDocument; kind: ReceiptKind }> {
      const refused = notFound(refusal('shareLink.notFound'));
      const id = shareLinkIdOf(token);
      if (id === null) throw refused;
      // Read only: the key exists once a link was made; opening a link never creates it.
      const [row, secret] = await Promise.all([repo.findLink(id), settings.get('share_link_secret')]);
      if (!row || !secret || !verifyShareLink(secret, token, row) || !(await repo.isLive(id))) throw refused;
      const kind = row.documentKind as ReceiptKind;
      if (kind !== DocumentKind.PaymentReceipt && kind !== DocumentKind.DepositReturnReceipt) throw refused;
      try {
        return { document: await this.receipt(kind, row.documentId, row.language as DocumentLanguage), kind };
      } catch (error) {
        if (error instanceof AppError) throw refused;
        throw error;
      }
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
