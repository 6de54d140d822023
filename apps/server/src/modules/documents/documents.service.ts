import {
  type Bill,
  DocumentKind,
  type DocumentLanguage,
  fillTemplate,
  formatRupiah,
  longDateText,
  monthYearText,
  type ReceiptDocument,
  refusal,
  SHARE_LINK_DEFAULT_DAYS,
  type ShareLinkAnswer,
  tenantLanguage,
  whatsappUrl,
} from '@kamar/contract';
import { type Actor, runAs } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { BusinessProfileService } from '../business-profile/business-profile.service.js';
import { createAppSettingsService, SHARE_LINK_SECRET } from '../settings/app-settings.service.js';
import { billDocument } from './bill-document.js';
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

/** A reminder hands on the bill's newest link while it still works this many days more. */
const REMINDER_LINK_MIN_DAYS = 30;

/**
 * Receipts and bills (data and PDF), the share links that show one of them to a tenant, and the
 * WhatsApp message that carries the link.
 */
export function createDocumentsService({
  db,
  profile,
  findBill,
}: {
  db: Database;
  /** The business's name, address, bank accounts and templates each document carries. */
  profile: BusinessProfileService;
  /** One bill as the bills module answers it (given by the app: bills answer for their own rows). */
  findBill: (billId: number) => Promise<Omit<Bill, 'whatsappUrl' | 'lastRemindedAt'>>;
}) {
  const repo = createDocumentsRepository(db);
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

    async bill(billId: number, language?: DocumentLanguage | null): Promise<ReceiptDocument> {
      const [found, b] = await Promise.all([findBill(billId), business()]);
      const lang = language ?? tenantLanguage(await repo.countryOfStay(found.bookingId));
      return billDocument(found, b, lang);
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
        documentNumber: kind === DocumentKind.PaymentReceipt ? facts.receiptNumber : facts.returnReceiptNumber,
        language,
        days: SHARE_LINK_DEFAULT_DAYS,
        createBy: actor.username,
      });
      const url = `${origin}/s/${signShareLink(secret, row)}`;
      const doc = documentOf(kind, facts, b, language);
      const template = language === 'id' ? b.templates.receiptId : b.templates.receiptEn;
      const message = fillTemplate(template, {
        nama: facts.tenantName,
        kamar: facts.roomNumber,
        // A deposit's receipt names no period; its message keeps the month it always said (the
        // WhatsApp texts are worded with their templates).
        periode: doc.period || monthYearText(language, facts.periodMonth, facts.periodYear),
        jumlah: formatRupiah(doc.total),
        jatuh_tempo: longDateText(language, doc.documentDate),
        link: url,
      });
      return { url, expiresAt: row.expiresAt, whatsappUrl: whatsappUrl(facts.tenantPhone, message) };
    },

    /** A new signed link to one bill, and the reminder carrying it (what is still due, by when). */
    async billShareLink(
      actor: CurrentUser,
      input: { billId: number; language?: DocumentLanguage | null },
      origin: string,
    ): Promise<ShareLinkAnswer> {
      const found = await findBill(input.billId);
      const [b, secret, country] = await Promise.all([
        business(),
        settings.shareLinkSecret(),
        repo.countryOfStay(found.bookingId),
      ]);
      const language = input.language ?? tenantLanguage(country);
      const row = await repo.insertLink({
        documentKind: DocumentKind.Bill,
        documentId: input.billId,
        language,
        days: SHARE_LINK_DEFAULT_DAYS,
        createBy: actor.username,
      });
      const url = `${origin}/s/${signShareLink(secret, row)}`;
      const doc = billDocument(found, b, language);
      const profileRow = await profile.find();
      const message = fillTemplate(language === 'id' ? profileRow.reminderId : profileRow.reminderEn, {
        nama: found.tenantName,
        kamar: found.roomNumber,
        periode: doc.period,
        jumlah: formatRupiah(found.outstanding),
        jatuh_tempo: doc.labels.dueDateText,
        link: url,
      });
      return { url, expiresAt: row.expiresAt, whatsappUrl: whatsappUrl(found.phone, message) };
    },

    /**
     * The share link each bill's reminder carries: the bill's newest live link in the tenant's
     * language, so a tenant reminded twice gets the same link; a bill without one gets it now, in
     * the asker's name (audited as theirs, also from a list they only read): every `whatsappUrl`
     * a call answers is ready to send, link included, for the web and any other client alike.
     */
    async reminderLinks(
      asker: Actor,
      origin: string,
      wanted: { billId: number; language: DocumentLanguage }[],
    ): Promise<Map<number, string>> {
      if (wanted.length === 0) return new Map();
      const pairs = wanted.map((w) => ({ documentId: w.billId, language: w.language }));
      // The live links and the signing key in one statement.
      const found = await repo.liveLinks(DocumentKind.Bill, pairs, REMINDER_LINK_MIN_DAYS);
      let rows = found.links;
      let secret = found.secret;
      const live = new Set(rows.map((r) => `${r.documentId}:${r.language}`));
      const missing = pairs.filter((p) => !live.has(`${p.documentId}:${p.language}`));
      if (missing.length > 0 || !secret) {
        const made = await runAs(db, asker, async () => {
          const key = await settings.shareLinkSecret();
          const inserted = [];
          for (const m of missing) {
            inserted.push(
              await repo.insertLink({
                documentKind: DocumentKind.Bill,
                documentId: m.documentId,
                language: m.language,
                days: SHARE_LINK_DEFAULT_DAYS,
                createBy: asker.username,
              }),
            );
          }
          return { key, inserted };
        });
        secret = made.key;
        rows = [...rows, ...made.inserted];
      }
      const key = secret;
      if (!key) return new Map();
      return new Map(rows.map((r) => [r.documentId, `${origin}/s/${signShareLink(key, r)}`]));
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
    async shared(token: string): Promise<{ document: ReceiptDocument; kind: DocumentKind }> {
      const refused = notFound(refusal('shareLink.notFound'));
      const id = shareLinkIdOf(token);
      if (id === null) throw refused;
      // Read only: the key exists once a link was made; opening a link never creates it.
      const [row, secret] = await Promise.all([repo.findLink(id), settings.get(SHARE_LINK_SECRET)]);
      if (!row || !secret || !verifyShareLink(secret, token, row) || !(await repo.isLive(id))) throw refused;
      const kind = row.documentKind as DocumentKind;
      const language = row.language as DocumentLanguage;
      let document: ReceiptDocument;
      try {
        document =
          kind === DocumentKind.Bill
            ? await this.bill(row.documentId, language)
            : await this.receipt(kind, row.documentId, language);
      } catch (error) {
        if (error instanceof AppError) throw refused;
        throw error;
      }
      // An issued receipt never changes: a payment changed since has a new number, and the link
      // made for the old one shows none of it (the stay may even be another tenant's now).
      if (row.documentNumber !== null && document.documentNumber !== row.documentNumber) {
        throw new AppError(410, refusal('shareLink.replaced', { number: row.documentNumber }));
      }
      return { document, kind };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
