import { z } from 'zod';
import { defineCall } from './call.js';
import { id, oneOf, requiredText, say } from './fields.js';
import { paths } from './paths.js';

/**
 * The documents a tenant can be given: a payment's receipt, a deposit return's receipt, a bill, a
 * stay's statement (every bill of the stay due and still owed, with their total: what a reminder
 * of several bills links to).
 */
export const DocumentKind = { PaymentReceipt: 1, DepositReturnReceipt: 2, Bill: 3, Statement: 4 } as const;
export type DocumentKind = (typeof DocumentKind)[keyof typeof DocumentKind];

/**
 * Languages a document is written in. Left out, the tenant's: Indonesian for a tenant whose
 * country is Indonesia, English for anyone else.
 */
export const DOCUMENT_LANGUAGES = ['id', 'en'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];
export const ZDocumentLanguage = z.enum(DOCUMENT_LANGUAGES, { error: say.invalidChoice('language') }).nullish();

/** The tenant's language: Indonesian for a tenant from Indonesia (or whose country is not given), English for anyone else. */
export const tenantLanguage = (country: string): DocumentLanguage => {
  const c = country.trim().toUpperCase();
  return c === 'INDONESIA' || c === '' ? 'id' : 'en';
};

/** How long a share link works unless the admin chooses otherwise. */
export const SHARE_LINK_DEFAULT_DAYS = 90;
export const SHARE_LINK_MAX_DAYS = 366;

export const ZReceiptLine = z.object({ description: z.string(), amount: z.number().int() });

/** One document, ready to print: the PDF, the print view and the shared page all show this. */
export const ZReceiptDocument = z.object({
  documentKind: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** KW/2026/000123 (payments), PD/2026/000007 (deposit returns), TG/2026/000042 (bills: the bill's own number); '' for a statement. */
  documentNumber: z.string(),
  /** YYYY-MM-DD: the payment's or the return's date. */
  documentDate: z.string(),
  language: z.enum(DOCUMENT_LANGUAGES),
  business: z.object({
    businessName: z.string(),
    address: z.string(),
    phone: z.string(),
    receiptFooter: z.string(),
    /** GET address of the logo (public, so a shared page shows it), or '' when there is none. */
    logoURL: z.string(),
    bankAccounts: z.array(z.object({ bankName: z.string(), accountNumber: z.string(), accountHolder: z.string() })),
  }),
  tenantName: z.string(),
  roomNumber: z.string(),
  /** The period the money is for, in the document's language ("Mei 2026"); '' when none (a deposit return). */
  period: z.string(),
  lines: z.array(ZReceiptLine),
  /**
   * Sums shown just above the total, each with its words: a deposit return's money deducted and
   * money applied to bills (the total is what was handed back). Absent on other documents.
   */
  summary: z.array(ZReceiptLine).optional(),
  total: z.number().int(),
  /** The total in words, in the document's language ("Satu juta lima ratus ribu rupiah"). */
  amountInWords: z.string(),
  /** How the money changed hands, in words ("Tunai", "Transfer bank BCA 123"), or '' when not recorded. */
  paymentMethod: z.string(),
  /** A part payment of a bill: what was left on the bill after it, as at the receipt's issue; null otherwise. */
  billLeft: z.number().int().nullable(),
  remark: z.string(),
  receivedBy: z.string(),
  /** A bill's due date (YYYY-MM-DD); '' on receipts. */
  dueDate: z.string(),
  /** A deleted payment's receipt still opens, marked void. */
  isVoid: z.boolean(),
  /** The document's own words in its language, so every client prints what the PDF prints. */
  labels: z.object({
    title: z.string(),
    number: z.string(),
    date: z.string(),
    party: z.string(),
    room: z.string(),
    period: z.string(),
    description: z.string(),
    amount: z.string(),
    total: z.string(),
    inWords: z.string(),
    paidBy: z.string(),
    remark: z.string(),
    staff: z.string(),
    tenantSignature: z.string(),
    bankAccounts: z.string(),
    void: z.string(),
    /** The document's date as its language writes it ("03 Mei 2026"). */
    dateText: z.string(),
    dueDate: z.string(),
    /** A bill's due date as its language writes it, or ''. */
    dueDateText: z.string(),
    /** "Sisa tagihan": the label of `billLeft`. */
    billLeft: z.string(),
  }),
  /**
   * A bill's payments, oldest first, under their own heading, and its stamp when paid in full
   * (LUNAS / PAID: such a bill shows no bank accounts and no amount in words). Left out on receipts.
   */
  settlement: z
    .object({
      /** "LUNAS" / "PAID" on a bill paid in full; '' otherwise. */
      paidStamp: z.string(),
      /** The heading of the payments ("Pembayaran" / "Payments"). */
      title: z.string(),
      payments: z.array(
        z.object({
          /** YYYY-MM-DD, and as the document's language writes it. */
          paymentDate: z.string(),
          dateText: z.string(),
          receiptNumber: z.string(),
          /** What of the payment went to this bill. */
          amount: z.number().int(),
        }),
      ),
    })
    .optional(),
});
export type ReceiptDocument = z.infer<typeof ZReceiptDocument>;

export const ZReceiptRequest = z.object({ paymentId: id('payment'), language: ZDocumentLanguage });

export const ZShareLinkRequest = z.object({ paymentId: id('payment'), language: ZDocumentLanguage });
export const ZBillDocumentRequest = z.object({ billId: id('bill'), language: ZDocumentLanguage });
export const ZShareLinkAnswer = z.object({
  url: z.string(),
  /** YYYY-MM-DDTHH:mm:ss in business time. */
  expiresAt: z.string(),
  /**
   * The message from the business's template carrying the link, ready to open in WhatsApp: a
   * receipt's receipt message, a bill's reminder; null when the tenant's phone cannot be used.
   */
  whatsappUrl: z.string().nullable(),
});
export type ShareLinkAnswer = z.infer<typeof ZShareLinkAnswer>;

export const ZShareLinkRow = z.object({
  shareLinkId: z.number().int(),
  createDate: z.string(),
  createBy: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export const ZShareLinksRequest = z.object({
  documentKind: oneOf('documentKind', [1, 2, 3, 4]),
  documentId: id('documentId'),
});
export const ZShareLinkRevokeRequest = z.object({ shareLinkId: id('shareLinkId') });

export const ZSharedDocumentRequest = z.object({ token: requiredText('token', 200) });

export const documentCalls = {
  getPaymentReceipt: defineCall({
    path: paths.document.getPaymentReceipt,
    access: 'user',
    summary:
      'The payment receipt (kuitansi) as data for the print view; the PDF is GET api/Payment/Receipt/{paymentId}.',
    request: ZReceiptRequest,
    response: ZReceiptDocument,
  }),
  getDepositReturnReceipt: defineCall({
    path: paths.document.getDepositReturnReceipt,
    access: 'admin',
    summary: 'The receipt of a returned deposit as data; the PDF is GET api/DepositReturned/Receipt/{paymentId}.',
    request: ZReceiptRequest,
    response: ZReceiptDocument,
  }),
  paymentShareLink: defineCall({
    path: paths.document.paymentShareLink,
    access: 'user',
    summary: `A new signed link (valid ${SHARE_LINK_DEFAULT_DAYS} days) that shows this payment's receipt to anyone who has it; audited.`,
    request: ZShareLinkRequest,
    response: ZShareLinkAnswer,
  }),
  depositReturnShareLink: defineCall({
    path: paths.document.depositReturnShareLink,
    access: 'admin',
    summary: `A new signed link (valid ${SHARE_LINK_DEFAULT_DAYS} days) that shows this deposit return's receipt; audited.`,
    request: ZShareLinkRequest,
    response: ZShareLinkAnswer,
  }),
  getBillDocument: defineCall({
    path: paths.document.getBillDocument,
    access: 'user',
    summary:
      'A bill as a document for the print view (what is due, lines, bank accounts, due date, amount in words); the PDF is GET api/Bill/Document/{billId}.',
    request: ZBillDocumentRequest,
    response: ZReceiptDocument,
  }),
  billShareLink: defineCall({
    path: paths.document.billShareLink,
    access: 'user',
    summary: `A new signed link (valid ${SHARE_LINK_DEFAULT_DAYS} days) that shows this bill to anyone who has it, with the reminder carrying it for WhatsApp; audited.`,
    request: ZBillDocumentRequest,
    response: ZShareLinkAnswer,
  }),
  getShareLinks: defineCall({
    path: paths.document.getShareLinks,
    access: 'admin',
    summary: 'The share links made for one document, newest first, with who made them and whether they still work.',
    request: ZShareLinksRequest,
    response: z.object({ listData: z.array(ZShareLinkRow) }),
  }),
  revokeShareLink: defineCall({
    path: paths.document.revokeShareLink,
    access: 'admin',
    summary: 'Ends a share link at once; the document stays.',
    request: ZShareLinkRevokeRequest,
    response: ZShareLinkRow,
  }),
  getShared: defineCall({
    path: paths.document.getShared,
    access: 'public',
    summary:
      'The one document a share link shows (no sign-in; rate limited). Expired, revoked or altered links answer 404.',
    request: ZSharedDocumentRequest,
    response: ZReceiptDocument,
  }),
};
