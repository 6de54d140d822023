import { z } from 'zod';
import { defineCall } from './call.js';
import { DOCUMENT_LANGUAGES, ZDocumentLanguage, ZReceiptLine } from './documents.js';
import { ClaimStatus, enumValues, MaintenanceRequestStatus, RentalPeriod } from './enums.js';
import { id, isoDate, money, oneOf, optionalText, requiredText } from './fields.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { MAINTENANCE_DESCRIPTION_MAX, MAINTENANCE_PHOTO_FIELD, maintenancePhotoPart } from './maintenance-requests.js';
import { paths } from './paths.js';
import { formNumber } from './tenants.js';

/** A stay's page works while the stay runs and this many days after it ends (check-out or cancel). */
export const TENANT_LINK_DAYS_AFTER = 30;
/** The file part of TenantPage/SubmitClaim: a photo of the transfer receipt, bounded as tenant photos are. */
export const CLAIM_PHOTO_FIELD = 'photo';
export const CLAIM_NOTE_MAX = 300;
export const CLAIM_REASON_MAX = 300;

export const ZTenantLinkRequest = z.object({ bookingId: id('booking') });

/** The stay's page: its address (`/t/<token>`), and a WhatsApp message carrying it (null when the tenant has no usable number). */
export const ZTenantLink = z.object({
  url: z.string(),
  whatsappUrl: z.string().nullable(),
  /** When this link was made (YYYY-MM-DDTHH:mm:ss, business time). */
  createDate: z.string(),
});
export type TenantLink = z.infer<typeof ZTenantLink>;

export const ZTenantLinkRevoked = z.object({ bookingId: z.number().int(), revoked: z.number().int() });

const token = requiredText('token', 200);
export const ZTenantPageRequest = z.object({ token, language: ZDocumentLanguage });
export type TenantPageRequest = z.input<typeof ZTenantPageRequest>;

/** A claim as the tenant sees it on the page. */
export const ZTenantPageClaim = z.object({
  paymentClaimId: z.number().int(),
  billId: z.number().int(),
  billNumber: z.string(),
  amount: z.number().int(),
  paidDate: z.string(),
  claimStatus: oneOf('claimStatus', enumValues(ClaimStatus)),
  /** The owner's words when rejected; '' otherwise. */
  rejectReason: z.string(),
  createDate: z.string(),
});
export type TenantPageClaim = z.infer<typeof ZTenantPageClaim>;

/** A repair the stay reported (or staff reported for it), as the tenant sees it on the page. */
export const ZTenantPageRepair = z.object({
  description: z.string(),
  requestStatus: oneOf('requestStatus', enumValues(MaintenanceRequestStatus)),
  /** When it was reported (YYYY-MM-DDTHH:mm:ss, business time). */
  createDate: z.string(),
  /** When it was done or cancelled, else null. */
  closedDate: z.string().nullable(),
});
export type TenantPageRepair = z.infer<typeof ZTenantPageRepair>;

/** A bill still owed, as the page lists it: its lines in the page's language, and what is left to pay. */
export const ZTenantPageBill = z.object({
  billId: z.number().int(),
  documentNumber: z.string(),
  /** The period in words ("1 Februari 2027 – 28 Februari 2027"). */
  period: z.string(),
  dueDate: z.string(),
  amount: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  daysLate: z.number().int(),
  lines: z.array(ZReceiptLine),
  /** The bill's PDF (GET, the link is its key). */
  pdfURL: z.string(),
});
export type TenantPageBill = z.infer<typeof ZTenantPageBill>;

export const ZTenantPageReceipt = z.object({
  paymentId: z.number().int(),
  receiptNumber: z.string(),
  paymentDate: z.string(),
  amount: z.number().int(),
  /** What it paid, in words ("Pembayaran tagihan TG/2027/000012", "Deposit kamar 101"). */
  description: z.string(),
  pdfURL: z.string(),
});

/** The stay's page: the stay only, in one language (no ids of anything else, no NIK, no phone). */
export const ZTenantPage = z.object({
  language: z.enum(DOCUMENT_LANGUAGES),
  /** The business's day (YYYY-MM-DD): the latest date a payment can be said to be made. */
  today: z.string(),
  tenantName: z.string(),
  propertyName: z.string(),
  roomNumber: z.string(),
  rentalPeriod: oneOf('rentalPeriod', enumValues(RentalPeriod)),
  rentAmount: z.number().int(),
  checkInDate: z.string(),
  checkOutDate: z.string().nullable(),
  /** The stay has ended: the page still shows it for TENANT_LINK_DAYS_AFTER days. */
  ended: z.boolean(),
  openBills: z.array(ZTenantPageBill),
  totalOutstanding: z.number().int(),
  paidBills: z.array(
    z.object({ billId: z.number().int(), documentNumber: z.string(), period: z.string(), amount: z.number().int() }),
  ),
  receipts: z.array(ZTenantPageReceipt),
  depositHeld: z.number().int(),
  claims: z.array(ZTenantPageClaim),
  /** The stay's repair requests, newest first. */
  repairs: z.array(ZTenantPageRepair),
  /** Whether the page offers "Pay online" (a payment gateway is configured). */
  onlinePayment: z.boolean(),
  /** The stay's current rental agreement (its newest version), or null when none was made. */
  agreement: z
    .object({
      agreementId: z.number().int(),
      version: z.number().int(),
      agreementStatus: z.number().int(),
      /** The tenant has signed this version. */
      tenantSigned: z.boolean(),
      /** Both have signed: the PDF is fixed. */
      fixed: z.boolean(),
      pdfURL: z.string(),
    })
    .nullable(),
  business: z.object({
    businessName: z.string(),
    address: z.string(),
    phone: z.string(),
    /** wa.me link to the business's WhatsApp, or '' when its number cannot be used. */
    whatsappUrl: z.string(),
    logoURL: z.string(),
    bankAccounts: z.array(z.object({ bankName: z.string(), accountNumber: z.string(), accountHolder: z.string() })),
    /** The business's (or property's) static QRIS image, or '' when none. */
    qrisURL: z.string(),
    houseRules: z.string(),
  }),
});
export type TenantPage = z.infer<typeof ZTenantPage>;

/** TenantPage/SubmitClaim travels as multipart: fields as text, the transfer photo as a file part. */
const notFile = issueMessage(refusal('paymentClaim.photoNotFile'));
export const ZClaimSubmitRequest = z.object({
  token,
  billId: formNumber(id('bill')),
  amount: formNumber(money('amount', 1)),
  paidDate: isoDate('paidDate'),
  note: optionalText('note', CLAIM_NOTE_MAX),
  language: ZDocumentLanguage,
  [CLAIM_PHOTO_FIELD]: z
    .string({ error: notFile })
    .refine((v) => v === '', notFile)
    .optional()
    .meta({
      type: 'string',
      format: 'binary',
      description: 'A photo of the transfer receipt: jpg, png or gif, at most 5 MB.',
    }),
});
export type ClaimSubmitRequest = z.input<typeof ZClaimSubmitRequest>;

/** TenantPage/SubmitMaintenanceRequest travels as multipart (the page's form posts it with no script too). */
export const ZRepairSubmitRequest = z.object({
  token,
  description: requiredText('description', MAINTENANCE_DESCRIPTION_MAX),
  language: ZDocumentLanguage,
  [MAINTENANCE_PHOTO_FIELD]: maintenancePhotoPart,
});
export type RepairSubmitRequest = z.input<typeof ZRepairSubmitRequest>;

export const ZRepairSubmitted = z.object({
  maintenanceRequestId: z.number().int(),
  requestStatus: z.number().int(),
});

export const ZClaimSubmitted = z.object({ paymentClaimId: z.number().int(), claimStatus: z.number().int() });

export const tenantLinkCalls = {
  getTenantLink: defineCall({
    path: paths.booking.getTenantLink,
    access: 'user',
    summary: `The stay's own page for its tenant: a signed, revocable link (/t/...) working while the stay runs and ${TENANT_LINK_DAYS_AFTER} days after it ends. Asking again answers the same live link.`,
    request: ZTenantLinkRequest,
    response: ZTenantLink,
  }),
  revokeTenantLink: defineCall({
    path: paths.booking.revokeTenantLink,
    access: 'user',
    summary: "Ends every live link to the stay's page (they then answer as a link that never worked).",
    request: ZTenantLinkRequest,
    response: ZTenantLinkRevoked,
  }),
};

export const tenantPageCalls = {
  get: defineCall({
    path: paths.tenantPage.get,
    access: 'public',
    summary:
      "The stay's page (no sign-in; rate limited): its bills with their lines, receipts, deposit, the business's accounts and rules. An expired, revoked or altered link answers 404 tenantPage.linkNotWorking.",
    request: ZTenantPageRequest,
    response: ZTenantPage,
  }),
  submitClaim: defineCall({
    path: paths.tenantPage.submitClaim,
    access: 'public',
    summary: `multipart/form-data: token, billId, amount, paidDate, optional note, and a photo of the transfer receipt "${CLAIM_PHOTO_FIELD}" (JPG, PNG or GIF, at most 5 MB). The owner then approves or rejects it.`,
    body: 'multipart',
    request: ZClaimSubmitRequest,
    response: ZClaimSubmitted,
  }),
  submitMaintenanceRequest: defineCall({
    path: paths.tenantPage.submitMaintenanceRequest,
    access: 'public',
    summary: `multipart/form-data: token, description ("Lampu kamar mati") and an optional photo "${MAINTENANCE_PHOTO_FIELD}" (JPG, PNG or GIF, at most 5 MB): a repair request of the stay's room, reported by the tenant, Open. Only while the stay runs.`,
    body: 'multipart',
    request: ZRepairSubmitRequest,
    response: ZRepairSubmitted,
  }),
};
