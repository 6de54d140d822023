import { z } from 'zod';
import { defineCall } from './call.js';
import { pagedData, pageRequest, ZEmpty } from './common.js';
import { CheckoutStatus, enumValues, GatewayAnomaly } from './enums.js';
import { id, oneOf, requiredText, say } from './fields.js';
import { dateOrAll, idOrAll, oneOfOrAll, wordOrAll } from './filters.js';
import { paths } from './paths.js';
import { propertyFilter, propertyOfRow } from './properties.js';

/** The payment gateways Kamar speaks to. Xendit first (its invoices give QRIS, virtual accounts and e-wallets on one page). */
export const GATEWAY_PROVIDERS = ['xendit'] as const;
export type GatewayProvider = (typeof GATEWAY_PROVIDERS)[number];

/** How long a checkout stays payable (the provider's invoice duration). */
export const CHECKOUT_HOURS = 24;

export const ZCheckoutRequest = z.object({ token: requiredText('token', 200), billId: id('bill') });
export const ZCheckout = z.object({
  /** The provider's hosted payment page for this bill. */
  checkoutUrl: z.string(),
  amount: z.number().int(),
  /** YYYY-MM-DDTHH:mm:ss, business time. */
  expiresAt: z.string(),
});
export type Checkout = z.infer<typeof ZCheckout>;

export const ZGatewayStatus = z.object({
  /** Whether online payment is offered (a provider and its keys are configured). */
  enabled: z.boolean(),
  provider: z.enum(GATEWAY_PROVIDERS).nullable(),
});
export type GatewayStatus = z.infer<typeof ZGatewayStatus>;

export const ZCheckoutListRequest = z.object({
  checkoutStatus: oneOfOrAll('checkoutStatus', enumValues(CheckoutStatus)),
  bookingId: idOrAll('booking'),
  billId: idOrAll('bill'),
  createFrom: dateOrAll('createFrom'),
  createTo: dateOrAll('createTo'),
  propertyId: propertyFilter(),
  ...pageRequest(),
});

export const ZCheckoutRow = z.object({
  rowNumber: z.number().int(),
  checkoutId: z.number().int(),
  provider: z.enum(GATEWAY_PROVIDERS),
  /** The provider's id of the checkout (its invoice id). */
  providerReference: z.string(),
  bookingId: z.number().int(),
  billId: z.number().int(),
  billNumber: z.string(),
  tenantName: z.string(),
  roomNumber: z.string(),
  amount: z.number().int(),
  checkoutStatus: oneOf('checkoutStatus', enumValues(CheckoutStatus)),
  /** The payment it made, its receipt, the provider's fee and the channel paid through; null until paid. */
  paymentId: z.number().int().nullable(),
  receiptNumber: z.string().nullable(),
  fee: z.number().int().nullable(),
  channel: z.string(),
  createDate: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  ...propertyOfRow,
});
export type CheckoutRow = z.infer<typeof ZCheckoutRow>;

export const ZAnomalyListRequest = z.object({
  reason: wordOrAll('reason', Object.values(GatewayAnomaly) as [GatewayAnomaly, ...GatewayAnomaly[]]),
  createFrom: dateOrAll('createFrom'),
  createTo: dateOrAll('createTo'),
  /** true: only those not yet settled by hand; false: only those settled; left out: all. */
  open: z
    .union([z.boolean(), z.literal(''), z.null()], { error: say.notBoolean('open') })
    .optional()
    .transform((v) => (typeof v === 'boolean' ? v : undefined)),
  ...pageRequest(),
});

/** Money a gateway reported that was not recorded as a payment: kept, never dropped, for the owner to settle by hand. */
export const ZAnomalyRow = z.object({
  rowNumber: z.number().int(),
  anomalyId: z.number().int(),
  provider: z.enum(GATEWAY_PROVIDERS),
  providerReference: z.string(),
  reason: z.enum(Object.values(GatewayAnomaly) as [GatewayAnomaly, ...GatewayAnomaly[]]),
  /** The checkout it names, its stay and bill, and the amount asked; null when the reference is unknown. */
  checkoutId: z.number().int().nullable(),
  bookingId: z.number().int().nullable(),
  billNumber: z.string().nullable(),
  tenantName: z.string().nullable(),
  expectedAmount: z.number().int().nullable(),
  /** What the provider says was paid, and in which currency. */
  paidAmount: z.number(),
  currency: z.string(),
  createDate: z.string(),
  /** How the owner's side settled it by hand, who and when; '' and null while open. */
  resolution: z.string(),
  resolvedBy: z.string(),
  resolvedAt: z.string().nullable(),
});
export type AnomalyRow = z.infer<typeof ZAnomalyRow>;

export const ZResolveAnomalyRequest = z.object({
  anomalyId: id('gatewayAnomaly'),
  /** What was done: refunded, typed in as a payment, the tenant's own top-up... */
  resolution: requiredText('resolution', 300),
});

export const paymentGatewayCalls = {
  createCheckout: defineCall({
    path: paths.tenantPage.createCheckout,
    access: 'public',
    summary:
      "A payment gateway's hosted checkout for an open bill of the stay (public: the page's token is the key; rate limited). One live checkout per bill and amount: asking again answers the same one. 404 tenantPage.onlineNotOffered without a gateway.",
    request: ZCheckoutRequest,
    response: ZCheckout,
  }),
  getStatus: defineCall({
    path: paths.paymentGateway.getStatus,
    access: 'user',
    summary: 'Whether online payment is offered, and through which provider.',
    request: ZEmpty,
    response: ZGatewayStatus,
  }),
  getCheckoutList: defineCall({
    path: paths.paymentGateway.getCheckoutList,
    access: 'user',
    summary: 'Online checkouts, newest first: pending, paid (with the payment, receipt and fee), expired, held.',
    request: ZCheckoutListRequest,
    response: pagedData(ZCheckoutRow),
  }),
  getAnomalyList: defineCall({
    path: paths.paymentGateway.getAnomalyList,
    access: 'user',
    summary:
      'Money a gateway reported that was not recorded as a payment (amount or currency differs, bill no longer open, unknown reference), newest first.',
    request: ZAnomalyListRequest,
    response: pagedData(ZAnomalyRow),
  }),
  resolveAnomaly: defineCall({
    path: paths.paymentGateway.resolveAnomaly,
    access: 'user',
    summary:
      'Marks money a gateway reported as settled by hand, with what was done (once: 409 paymentGateway.anomalyResolved). The record stays.',
    request: ZResolveAnomalyRequest,
    response: ZAnomalyRow.omit({ rowNumber: true }),
  }),
};
