import { z } from 'zod';
import { defineCall } from './call.js';
import { ZEmpty } from './common.js';
import { DOCUMENT_LANGUAGES, ZDocumentLanguage } from './documents.js';
import { AgreementSigner, AgreementStatus, enumValues } from './enums.js';
import { id, oneOf, optionalName, requiredText, say } from './fields.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';

/** A template's text, in each language, at most this long (a kos agreement is two or three pages). */
export const AGREEMENT_TEMPLATE_MAX = 20_000;
/**
 * A drawn signature as sent (a PNG or JPEG data URL), within the server's 1 MB request body: a
 * signing pad's strokes on a transparent canvas of 1200 px are some tens of KB; the server
 * re-encodes it and keeps at most SIGNATURE_MAX_PIXELS a side.
 */
export const SIGNATURE_DATA_URL_MAX = 700_000;
export const SIGNATURE_MAX_PIXELS = 1200;
/**
 * Bea meterai (UU 10/2020): a document stating an amount of money above Rp 5.000.000 carries a
 * Rp 10.000 stamp duty (an e-meterai for an electronic document, bought from Peruri's
 * distributors). Kamar does not affix it; it says when it applies.
 */
export const STAMP_DUTY_THRESHOLD = 5_000_000;
export const STAMP_DUTY_AMOUNT = 10_000;

/**
 * The facts a template may name, as `{{name}}`. Any other name is refused when the template is
 * saved (agreement.unknownPlaceholder), so a typo never reaches a tenant's agreement.
 */
export const AGREEMENT_PLACEHOLDERS = [
  'agreementDate',
  'businessName',
  'ownerName',
  'tenantName',
  'tenantNik',
  'tenantAddress',
  'tenantPhone',
  'propertyName',
  'propertyAddress',
  'roomNumber',
  'roomType',
  'rent',
  'rentalPeriod',
  'deposit',
  'charges',
  'startDate',
  'endDate',
  'houseRules',
] as const;
export type AgreementPlaceholder = (typeof AGREEMENT_PLACEHOLDERS)[number];

/** Every `{{name}}` a text names, in order, once each. */
export function placeholdersIn(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)];
}

/** The names a text uses that are not facts (AGREEMENT_PLACEHOLDERS). */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = AGREEMENT_PLACEHOLDERS;
  return placeholdersIn(text).filter((name) => !known.includes(name));
}

/** A text with each `{{name}}` replaced by its fact. */
export function fillAgreementTemplate(text: string, facts: Record<AgreementPlaceholder, string>): string {
  return text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (whole, name: string) =>
    name in facts ? facts[name as AgreementPlaceholder] : whole,
  );
}

const templateText = (field: 'templateId' | 'templateEn') =>
  requiredText(field, AGREEMENT_TEMPLATE_MAX).superRefine((text, ctx) => {
    const unknown = unknownPlaceholders(text);
    if (unknown.length === 0) return;
    const names = unknown.map((n) => `{{${n}}}`).join(', ');
    ctx.addIssue({ code: 'custom', message: issueMessage(refusal('agreement.unknownPlaceholder', { names })) });
  });

export const ZAgreementTemplateUpdateRequest = z.object({
  /** The landlord's name as the agreement names them (the owner, or who signs for the business). */
  ownerName: optionalName('ownerName', 100),
  templateId: templateText('templateId'),
  templateEn: templateText('templateEn'),
});
export type AgreementTemplateUpdateRequest = z.input<typeof ZAgreementTemplateUpdateRequest>;

export const ZAgreementTemplate = z.object({
  ownerName: z.string(),
  templateId: z.string(),
  templateEn: z.string(),
  /** Whether these are Kamar's own texts (never saved by the owner). */
  isDefault: z.boolean(),
  placeholders: z.array(z.string()),
  updateDate: z.string(),
  updateBy: z.string(),
});
export type AgreementTemplate = z.infer<typeof ZAgreementTemplate>;

export const ZAgreementCreateRequest = z.object({ bookingId: id('booking'), language: ZDocumentLanguage });
export type AgreementCreateRequest = z.input<typeof ZAgreementCreateRequest>;
export const ZAgreementIdRequest = z.object({ agreementId: id('agreement') });
export const ZAgreementListRequest = z.object({ bookingId: id('booking') });

/**
 * A drawn signature: a `data:image/png;base64,...` (or jpeg) URL, as a canvas's toDataURL gives
 * it. Anything else is refused in words.
 */
export const ZSignatureImage = z
  .string({ error: say.required('signature') })
  .min(1, say.required('signature'))
  .max(SIGNATURE_DATA_URL_MAX, issueMessage(refusal('agreement.signatureTooLarge', { field: 'signature' })))
  .regex(
    /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=\s]+$/,
    issueMessage(refusal('agreement.signatureType', { field: 'signature' })),
  );

export const ZAgreementSignRequest = z.object({
  agreementId: id('agreement'),
  signer: oneOf('signer', enumValues(AgreementSigner)),
  signature: ZSignatureImage,
});
export type AgreementSignRequest = z.input<typeof ZAgreementSignRequest>;

export const ZAgreementSignature = z.object({
  signer: oneOf('signer', enumValues(AgreementSigner)),
  /** The name printed under the signature (the landlord's or the tenant's). */
  signerName: z.string(),
  /** When (YYYY-MM-DDTHH:mm:ss, business time). */
  signedAt: z.string(),
  /** The client's address as the server saw it, and its browser. */
  address: z.string(),
  userAgent: z.string(),
  /** The staff user who took it ('' when the tenant signed on their own page). */
  signedBy: z.string(),
  /** Signed on the tenant's own page (else on a staff user's screen in Kamar). */
  onTenantPage: z.boolean(),
  /** The signature image (GET, signed in). */
  imageURL: z.string(),
});
export type AgreementSignature = z.infer<typeof ZAgreementSignature>;

export const ZAgreement = z.object({
  agreementId: z.number().int(),
  bookingId: z.number().int(),
  version: z.number().int(),
  language: z.enum(DOCUMENT_LANGUAGES),
  agreementStatus: oneOf('agreementStatus', enumValues(AgreementStatus)),
  /** A later version was made: this one is kept, and can no longer be signed. */
  superseded: z.boolean(),
  tenantName: z.string(),
  roomNumber: z.string(),
  propertyId: z.number().int(),
  /** The agreement's text, as rendered when it was made (the template changing later never changes it). */
  content: z.string(),
  /** Rent for the agreed period (or a month's, when open-ended) plus the deposit: what the stamp duty looks at. */
  totalAmount: z.number().int(),
  /** Whether the amount is above STAMP_DUTY_THRESHOLD (an e-meterai applies). */
  stampDutyApplies: z.boolean(),
  signatures: z.array(ZAgreementSignature),
  /** The fixed PDF's SHA-256 (hex) once both have signed; '' before. */
  pdfSha256: z.string(),
  fixedAt: z.string().nullable(),
  /** The PDF (GET, signed in): live with a DRAFT mark until fixed, then the stored bytes. */
  pdfURL: z.string(),
  createDate: z.string(),
  createBy: z.string(),
  updateDate: z.string(),
  updateBy: z.string(),
});
export type Agreement = z.infer<typeof ZAgreement>;

export const ZAgreementList = z.object({ listData: z.array(ZAgreement), totalData: z.number().int() });

export const ZTenantAgreementSignRequest = z.object({
  token: requiredText('token', 200),
  agreementId: id('agreement'),
  signature: ZSignatureImage,
});

export const ZAgreementSigned = z.object({
  agreementId: z.number().int(),
  agreementStatus: z.number().int(),
  pdfSha256: z.string(),
});

/** The query of the PDF's GET: `?id=12&lang=` (the language is the agreement's own; lang only words the page around it). */
export const ZAgreementFileQuery = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const agreementCalls = {
  getTemplate: defineCall({
    path: paths.agreement.getTemplate,
    access: 'admin',
    summary: "The business's agreement template in Indonesian and English (Kamar's own until the owner saves one).",
    request: ZEmpty,
    response: ZAgreementTemplate,
  }),
  updateTemplate: defineCall({
    path: paths.agreement.updateTemplate,
    access: 'admin',
    summary:
      'Saves the template in both languages; a {{name}} that is not a fact is refused (agreement.unknownPlaceholder). Agreements already made keep their text.',
    request: ZAgreementTemplateUpdateRequest,
    response: ZAgreementTemplate,
  }),
  create: defineCall({
    path: paths.agreement.create,
    access: 'user',
    summary:
      "Makes the stay's agreement as its next version (1, 2, 3...) from the template and the stay's facts now, in the language asked (else the tenant's). Earlier versions are kept and marked superseded.",
    request: ZAgreementCreateRequest,
    response: ZAgreement,
  }),
  getById: defineCall({
    path: paths.agreement.getById,
    access: 'user',
    summary: 'One agreement version: its text, status, signatures (who, when, address) and, once fixed, its hash.',
    request: ZAgreementIdRequest,
    response: ZAgreement,
  }),
  getList: defineCall({
    path: paths.agreement.getList,
    access: 'user',
    summary: "A stay's agreement versions, newest first.",
    request: ZAgreementListRequest,
    response: ZAgreementList,
  }),
  sign: defineCall({
    path: paths.agreement.sign,
    access: 'user',
    summary:
      "Signs a version as the landlord (Owner or Manager) or for the tenant signing on the staff's phone: the drawn image (PNG data URL), the time, the address and the browser are kept. Once both have signed the PDF is fixed and its SHA-256 kept.",
    request: ZAgreementSignRequest,
    response: ZAgreementSigned,
  }),
};

export const tenantAgreementCalls = {
  signAgreement: defineCall({
    path: paths.tenantPage.signAgreement,
    access: 'public',
    summary:
      "The tenant signs the stay's current agreement on their own page (no sign-in; rate limited). An expired, revoked or altered link answers 404 tenantPage.linkNotWorking.",
    request: ZTenantAgreementSignRequest,
    response: ZAgreementSigned,
  }),
};
