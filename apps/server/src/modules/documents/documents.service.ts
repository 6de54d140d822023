import {
  type Bill,
  DocumentKind,
  type DocumentLanguage,
  fillTemplate,
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
import {
  createDocumentsRepository,
  type OpenBillRow,
  type PaymentFacts,
  type ShareLinkRow,
} from './documents.repository.js';
import { type BusinessFacts, depositReturnReceipt, logoIdOf, paymentReceipt, wasReturned } from './receipt-document.js';
import { type SignedFacts, shareLinkIdOf, signShareLink, verifyShareLink } from './share-link-token.js';
import { billReminderMessage, paymentReceiptValues, receiptMessage } from './share-messages.js';
import { statementDocument } from './statement-document.js';

type ReceiptKind = typeof DocumentKind.PaymentReceipt | typeof DocumentKind.DepositReturnReceipt;
/** What a reminder links to: one bill, or a stay's statement of its open bills (the booking's id). */
export type ReminderLinkKind = typeof DocumentKind.Bill | typeof DocumentKind.Statement;

const linkAnswer = (row: ShareLinkRow) => ({
  shareLinkId: row.shareLinkId,
  createDate: row.createDate,
  createBy: row.createBy,
  expiresAt: row.expiresAt,
  revokedAt: row.revokedAt,
  revokedBy: row.revokedBy,
});

/** How a reminder's link is found in `reminderLinks`' answer. */
export const reminderLinkKey = (kind: number, documentId: number) => `${kind}:${documentId}`;

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
  today,
  pageLinks,
}: {
  db: Database;
  /** The business's name, address, bank accounts and templates each document carries. */
  profile: BusinessProfileService;
  /** One bill as the bills module answers it (given by the app: bills answer for their own rows). */
  findBill: (billId: number) => Promise<Omit<Bill, 'whatsappUrl' | 'lastRemindedAt' | 'lastMessage'>>;
  /** The business's day (YYYY-MM-DD): which bills are due, how many days late. */
  today: () => string;
  /**
   * When the business chooses so (MESSAGE_LINK = tenantPage), the reminders and receipts sent on
   * WhatsApp carry the stay's own page instead of the one document: whether it chose so, and the
   * stays' page links (modules/tenant-page, handed in by the app).
   */
  pageLinks?: {
    chosen(): Promise<boolean>;
    urls(asker: Actor | null, bookingIds: number[], origin: string): Promise<Map<number, string>>;
  };
}) {
  const repo = createDocumentsRepository(db);
  const settings = createAppSettingsService(db);

  /** The business as a tenant of this property reads it (its own logo, bank accounts, address, phone). */
  async function business(propertyId: number | null) {
    return profile.findFor(propertyId);
  }

  async function factsOf(kind: ReceiptKind, paymentId: number): Promise<PaymentFacts> {
    const facts = await repo.paymentFacts(paymentId);
    if (!facts) throw notFound(refusal('payment.notFound'));
    if (kind !== DocumentKind.DepositReturnReceipt) return facts;
    if (!wasReturned(facts)) throw conflict(refusal('deposit.notReturned'));
    return { ...facts, deductions: await repo.deductionsOf(paymentId) };
  }

  /**
   * Sharing a document again hands on its live link (each tap made another before, nine after a
   * few views): the newest one not revoked, for the same number and language, that still works
   * for as long as a reminder's would; else a new one.
   */
  async function liveOrNewLink(values: {
    documentKind: number;
    documentId: number;
    language: string;
    documentNumber?: string | null;
    createBy: string;
  }) {
    const live = await repo.liveLink(values, REMINDER_LINK_MIN_DAYS);
    return live ?? repo.insertLink({ ...values, days: SHARE_LINK_DEFAULT_DAYS });
  }

  /** The link a message carries: the stay's own page when the business chose so, else the document's. */
  async function messageLink(bookingId: number, documentUrl: string, origin: string) {
    if (!pageLinks || !(await pageLinks.chosen())) return documentUrl;
    // A link made here is made in the call's own transaction, in its caller's name.
    return (await pageLinks.urls(null, [bookingId], origin)).get(bookingId) ?? documentUrl;
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

  /**
   * A receipt shared with its tenant: its live link in that language (sharing again hands on the
   * same one), else a new one in `actor`'s name; the document; and the link its message carries.
   */
  async function receiptShared(
    actor: Pick<CurrentUser, 'username'>,
    kind: ReceiptKind,
    input: { paymentId: number; language?: DocumentLanguage | null },
    origin: string,
  ) {
    // The document first: a refused request must not leave a secret (or anything) behind.
    const facts = await factsOf(kind, input.paymentId);
    const b = await business(facts.propertyId);
    const secret = await settings.shareLinkSecret();
    const language = input.language ?? tenantLanguage(facts.tenantCountry);
    const row = await liveOrNewLink({
      documentKind: kind,
      documentId: input.paymentId,
      documentNumber: kind === DocumentKind.PaymentReceipt ? facts.receiptNumber : facts.returnReceiptNumber,
      language,
      createBy: actor.username,
    });
    const url = `${origin}/s/${signShareLink(secret, row)}`;
    const doc = documentOf(kind, facts, b, language);
    const link = kind === DocumentKind.PaymentReceipt ? await messageLink(facts.bookingId, url, origin) : url;
    return { facts, b, language, row, url, doc, link };
  }

  return {
    async receipt(kind: ReceiptKind, paymentId: number, language?: DocumentLanguage | null): Promise<ReceiptDocument> {
      const facts = await factsOf(kind, paymentId);
      return documentOf(kind, facts, await business(facts.propertyId), language);
    },

    async bill(billId: number, language?: DocumentLanguage | null): Promise<ReceiptDocument> {
      const found = await findBill(billId);
      const stay = await repo.placeOfStay(found.bookingId);
      const lang = language ?? tenantLanguage(stay.country);
      return billDocument(found, await business(stay.propertyId), lang);
    },

    /**
     * A stay's statement: its bills due and still owed, as its reminder lists them. A deleted
     * stay has none to show (404).
     */
    async statement(bookingId: number, language?: DocumentLanguage | null): Promise<ReceiptDocument> {
      const day = today();
      const [stay, bills] = await Promise.all([repo.stayFacts(bookingId), repo.openBills([bookingId], day)]);
      if (!stay || stay.deleted) throw notFound(refusal('bill.notFound'));
      const b = await business(stay.propertyId);
      return statementDocument(stay, bills, b, language ?? tenantLanguage(stay.country), day);
    },

    /** The bills of these stays due by today and still owed, oldest first (what their reminders list). */
    openBills: (bookingIds: number[]): Promise<OpenBillRow[]> => repo.openBills(bookingIds, today()),

    /** The bytes of the logo a document shows (its property's or the business's), when it has one. */
    async logo(document: ReceiptDocument): Promise<Buffer | null> {
      const logoId = logoIdOf(document.business);
      return logoId ? ((await profile.findLogo(logoId))?.content ?? null) : null;
    },

    /**
     * A signed link to one receipt and the receipt message for WhatsApp carrying it: the live link
     * already made for it in that language (sharing again hands on the same link), else a new one.
     * `origin` is the address the caller reached the server at (behind a proxy, as TRUST_PROXY allows).
     */
    async shareLink(
      actor: CurrentUser,
      kind: ReceiptKind,
      input: { paymentId: number; language?: DocumentLanguage | null },
      origin: string,
    ): Promise<ShareLinkAnswer> {
      const { facts, b, language, row, url, doc, link } = await receiptShared(actor, kind, input, origin);
      // A deposit return is the business paying the tenant back: its own message, naming what was kept and why.
      const message = receiptMessage(kind, b, facts, doc, facts.deductions ?? [], language, link);
      return { url, expiresAt: row.expiresAt, whatsappUrl: whatsappUrl(facts.tenantPhone, message) };
    },

    /**
     * A payment receipt's message as the server sends it by itself (modules/messaging): its link
     * (the receipt's live one, or the stay's page when the business chose so, made in `actor`'s
     * name), its words in the tenant's language, and the placeholders' values.
     */
    async receiptForTenant(
      actor: Pick<CurrentUser, 'username'>,
      paymentId: number,
      origin: string,
      inLanguage?: DocumentLanguage,
    ) {
      const { facts, b, language, doc, link } = await receiptShared(
        actor,
        DocumentKind.PaymentReceipt,
        { paymentId, language: inLanguage ?? null },
        origin,
      );
      const values = paymentReceiptValues(facts, doc, language, link);
      return {
        language,
        values,
        text: fillTemplate(language === 'id' ? b.receiptId : b.receiptEn, values),
        businessName: b.businessName,
      };
    },

    /** A signed link to one bill (its live one, else a new one), and the reminder carrying it (what is still due, by when). */
    async billShareLink(
      actor: CurrentUser,
      input: { billId: number; language?: DocumentLanguage | null },
      origin: string,
    ): Promise<ShareLinkAnswer> {
      const found = await findBill(input.billId);
      const stay = await repo.placeOfStay(found.bookingId);
      const [b, secret] = await Promise.all([business(stay.propertyId), settings.shareLinkSecret()]);
      const language = input.language ?? tenantLanguage(stay.country);
      const row = await liveOrNewLink({
        documentKind: DocumentKind.Bill,
        documentId: input.billId,
        language,
        createBy: actor.username,
      });
      const url = `${origin}/s/${signShareLink(secret, row)}`;
      const link = await messageLink(found.bookingId, url, origin);
      const message = billReminderMessage(found, b, language, today(), link);
      return { url, expiresAt: row.expiresAt, whatsappUrl: whatsappUrl(found.phone, message) };
    },

    /**
     * The share link each reminder carries (a bill's, or a stay's statement when it asks for
     * several bills): the document's newest live link in the tenant's language, so a tenant
     * reminded twice gets the same link; a document without one gets it now, in the asker's name
     * (audited as theirs, also from a list they only read): every `whatsappUrl` a call answers is
     * ready to send, link included, for the web and any other client alike. Keyed by
     * `reminderLinkKey(kind, documentId)`.
     */
    async reminderLinks(
      asker: Actor,
      origin: string,
      wanted: { kind: ReminderLinkKind; documentId: number; language: DocumentLanguage }[],
    ): Promise<Map<string, string>> {
      if (wanted.length === 0) return new Map();
      if (pageLinks && (await pageLinks.chosen())) {
        // The stays' own pages: a bill's reminder carries its stay's page, as a statement's does.
        const stays = await repo.bookingsOfBills(
          wanted.filter((w) => w.kind === DocumentKind.Bill).map((w) => w.documentId),
        );
        const bookingOf = (w: (typeof wanted)[number]) =>
          w.kind === DocumentKind.Bill ? stays.get(w.documentId) : w.documentId;
        const pages = await pageLinks.urls(
          asker,
          wanted.map(bookingOf).filter((id): id is number => id !== undefined),
          origin,
        );
        return new Map(
          wanted.flatMap((w) => {
            const page = pages.get(bookingOf(w) ?? 0);
            return page ? [[reminderLinkKey(w.kind, w.documentId), page] as const] : [];
          }),
        );
      }
      const kinds = [...new Set(wanted.map((w) => w.kind))];
      let rows: SignedFacts[] = [];
      let secret: string | null = null;
      const missing: typeof wanted = [];
      // The live links and the signing key in one statement a kind (bills, statements).
      for (const kind of kinds) {
        const pairs = wanted.filter((w) => w.kind === kind);
        const found = await repo.liveLinks(kind, pairs, REMINDER_LINK_MIN_DAYS);
        rows = [...rows, ...found.links];
        secret = found.secret;
        const live = new Set(found.links.map((r) => `${r.documentId}:${r.language}`));
        missing.push(...pairs.filter((p) => !live.has(`${p.documentId}:${p.language}`)));
      }
      if (missing.length > 0 || !secret) {
        const made = await runAs(db, asker, async () => {
          const key = await settings.shareLinkSecret();
          const inserted = [];
          for (const m of missing) {
            inserted.push(
              await repo.insertLink({
                documentKind: m.kind,
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
      return new Map(
        rows.map((r) => [reminderLinkKey(r.documentKind, r.documentId), `${origin}/s/${signShareLink(key, r)}`]),
      );
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
            : kind === DocumentKind.Statement
              ? await this.statement(row.documentId, language)
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
