import { z } from 'zod';
import { defineCall } from './call.js';
import { auditFields, pagedData, pageRequest, rowVersionField } from './common.js';
import { ClaimStatus, enumValues } from './enums.js';
import { id, isoDate, money, oneOf, requiredText } from './fields.js';
import { dateOrAll, filterText, idOrAll, oneOfOrAll } from './filters.js';
import { paths } from './paths.js';
import { propertyFilter, propertyOfRow } from './properties.js';
import { CLAIM_REASON_MAX } from './tenant-page.js';

export const ZPaymentClaimListRequest = z.object({
  claimStatus: oneOfOrAll('claimStatus', enumValues(ClaimStatus)),
  tenantName: filterText('tenantName', 100),
  bookingId: idOrAll('booking'),
  billId: idOrAll('bill'),
  /** The day the claim was sent, from and to (both included). */
  createFrom: dateOrAll('createFrom'),
  createTo: dateOrAll('createTo'),
  propertyId: propertyFilter(),
  ...pageRequest(),
});
export type PaymentClaimListRequest = z.input<typeof ZPaymentClaimListRequest>;

export const ZPaymentClaim = z.object({
  paymentClaimId: z.number().int(),
  bookingId: z.number().int(),
  billId: z.number().int(),
  billNumber: z.string(),
  /** What is still owed on the bill now (a claim over it becomes credit when approved). */
  billOutstanding: z.number().int(),
  tenantName: z.string(),
  roomNumber: z.string(),
  amount: z.number().int(),
  paidDate: z.string(),
  note: z.string(),
  claimStatus: oneOf('claimStatus', enumValues(ClaimStatus)),
  /** The transfer photo (GET, signed-in). */
  photoURL: z.string(),
  /** The payment an approval made, and its receipt number; null until approved. */
  paymentId: z.number().int().nullable(),
  receiptNumber: z.string().nullable(),
  rejectReason: z.string(),
  /** Who approved or rejected it, and when; '' and null while it waits. */
  decidedBy: z.string(),
  decidedAt: z.string().nullable(),
  ...propertyOfRow,
  ...auditFields,
  ...rowVersionField,
});
export type PaymentClaim = z.infer<typeof ZPaymentClaim>;

export const ZPaymentClaimRow = ZPaymentClaim.extend({ rowNumber: z.number().int() });
export type PaymentClaimRow = z.infer<typeof ZPaymentClaimRow>;

export const ZPaymentClaimIdRequest = z.object({ paymentClaimId: id('paymentClaim') });

/** Approving records the payment; `amount` and `paymentDate` correct what the tenant typed (the photo shows what came in). */
export const ZPaymentClaimApproveRequest = z.object({
  paymentClaimId: id('paymentClaim'),
  amount: money('amount', 1).optional(),
  paymentDate: isoDate('paymentDate').optional(),
});
export type PaymentClaimApproveRequest = z.input<typeof ZPaymentClaimApproveRequest>;

export const ZPaymentClaimApproved = z.object({
  paymentClaimId: z.number().int(),
  paymentId: z.number().int(),
  receiptNumber: z.string(),
  /** The receipt's WhatsApp message (carrying its link), or null when the tenant's number cannot be used. */
  whatsappUrl: z.string().nullable(),
});
export type PaymentClaimApproved = z.infer<typeof ZPaymentClaimApproved>;

export const ZPaymentClaimRejectRequest = z.object({
  paymentClaimId: id('paymentClaim'),
  reason: requiredText('reason', CLAIM_REASON_MAX),
});

export const paymentClaimCalls = {
  getList: defineCall({
    path: paths.paymentClaim.getList,
    access: 'user',
    summary:
      'Tenants\' "I have paid" claims, waiting first then newest, filtered by status, tenant, stay, bill, dates and property; paged.',
    request: ZPaymentClaimListRequest,
    response: pagedData(ZPaymentClaimRow),
  }),
  getById: defineCall({
    path: paths.paymentClaim.getById,
    access: 'user',
    summary: 'One claim, with its transfer photo address and what the bill still owes.',
    request: ZPaymentClaimIdRequest,
    response: ZPaymentClaim,
  }),
  approve: defineCall({
    path: paths.paymentClaim.approve,
    access: 'user',
    summary:
      "Records the claim's payment (rent, bank transfer) allocated to its bill as Payment/Create does, and answers the receipt's WhatsApp message. A claim is decided once: 409 paymentClaim.alreadyApproved or alreadyRejected.",
    request: ZPaymentClaimApproveRequest,
    response: ZPaymentClaimApproved,
  }),
  reject: defineCall({
    path: paths.paymentClaim.reject,
    access: 'user',
    summary: "Rejects a waiting claim with the reason the tenant then reads on the stay's page.",
    request: ZPaymentClaimRejectRequest,
    response: z.object({ paymentClaimId: z.number().int(), claimStatus: z.number().int() }),
  }),
};
