import type { GatewayProvider } from '@kamar/contract';

/** What Kamar asks a provider for: a hosted payment page for one bill's amount. */
export interface CheckoutOrder {
  /** Ours, unique per checkout (`kamar-<checkoutId>`): the provider sends it back. */
  externalId: string;
  amount: number;
  description: string;
  /** Where the provider sends the payer back (the stay's page); the webhook, not this, records the money. */
  returnUrl: string;
  expirySeconds: number;
  payerName: string;
}

export interface ProviderCheckout {
  providerReference: string;
  checkoutUrl: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** A provider's word on a checkout, from its webhook or from asking it again. */
export interface ProviderEvent {
  providerReference: string;
  externalId: string;
  status: 'pending' | 'paid' | 'expired';
  /** What was paid (the invoice amount while not paid), and in which currency. */
  paidAmount: number;
  currency: string;
  /** ISO 8601 when paid. */
  paidAt: string | null;
  /** The provider's fee on this payment, whole rupiah (0 when it does not say). */
  fee: number;
  /** How it was paid, in the provider's words ("QRIS", "BCA", "OVO"). */
  channel: string;
}

/**
 * A payment gateway as Kamar uses one (README.md): make a checkout, ask about it again, and read
 * its webhook after checking that the provider sent it. Xendit first; Midtrans can follow by
 * the same four functions.
 */
export interface PaymentProvider {
  readonly name: GatewayProvider;
  /** Where its hosted checkout pages live: the stay's page lets its "Pay online" form go there. */
  readonly checkoutOrigins: readonly string[];
  createCheckout(order: CheckoutOrder): Promise<ProviderCheckout>;
  getCheckout(providerReference: string): Promise<ProviderEvent>;
  /** Whether the webhook carries the provider's token or signature (compared in constant time). */
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): boolean;
  /** The webhook's event, or null when it is not about a checkout (another product's notice). */
  parseCallback(body: unknown): ProviderEvent | null;
}

/** A provider that failed to answer (network, 5xx, a refusal): the caller answers in words and may try again. */
export class ProviderError extends Error {}
