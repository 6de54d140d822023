import { timingSafeEqual } from 'node:crypto';
import type { CheckoutOrder, PaymentProvider, ProviderCheckout, ProviderEvent } from './gateway-provider.js';
import { ProviderError } from './gateway-provider.js';

export interface XenditConfig {
  /** The secret API key (Basic auth user, empty password). */
  secretKey: string;
  /** The webhook verification token Xendit sends in `x-callback-token`. */
  callbackToken: string;
  /** https://api.xendit.co; a local fake in tests. */
  apiUrl: string;
  /** Milliseconds before a call to Xendit is given up. */
  timeoutMs?: number;
}

/** Xendit's invoice as its API and webhook write it (the fields Kamar reads). */
interface XenditInvoice {
  id: string;
  external_id: string;
  status: string;
  amount: number;
  paid_amount?: number;
  currency?: string;
  paid_at?: string;
  invoice_url?: string;
  expiry_date?: string;
  payment_method?: string;
  payment_channel?: string;
  fees_paid_amount?: number;
  fees?: { type?: string; value?: number }[];
}

function eventOf(invoice: XenditInvoice): ProviderEvent {
  const status = invoice.status.toUpperCase();
  const fee = invoice.fees_paid_amount ?? (invoice.fees ?? []).reduce((sum, f) => sum + (Number(f.value) || 0), 0);
  return {
    providerReference: invoice.id,
    externalId: invoice.external_id,
    // SETTLED: paid and the money moved to the balance; both are paid to the tenant.
    status: status === 'PAID' || status === 'SETTLED' ? 'paid' : status === 'EXPIRED' ? 'expired' : 'pending',
    paidAmount: Number(invoice.paid_amount ?? invoice.amount),
    currency: invoice.currency ?? 'IDR',
    paidAt: invoice.paid_at ?? null,
    fee: Math.round(fee),
    channel: invoice.payment_channel ?? invoice.payment_method ?? '',
  };
}

/**
 * Xendit's Invoice API (POST /v2/invoices, GET /v2/invoices/{id}) and its invoice webhook,
 * verified by the `x-callback-token` header (Xendit's docs: "Invoice callback"). One invoice
 * offers QRIS, virtual accounts, e-wallets and retail outlets on one hosted page.
 */
export function createXenditProvider(config: XenditConfig): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;
  async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<XenditInvoice> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new ProviderError(`Xendit did not answer: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new ProviderError(`Xendit answered ${response.status}: ${text.slice(0, 300)}`);
    try {
      return JSON.parse(text) as XenditInvoice;
    } catch {
      throw new ProviderError('Xendit answered with something that is not JSON');
    }
  }

  return {
    name: 'xendit',
    // Xendit's invoice pages, and the API's own address (a fake serves both in tests).
    checkoutOrigins: [
      'https://checkout.xendit.co',
      'https://checkout-staging.xendit.co',
      new URL(config.apiUrl).origin,
    ],
    async createCheckout(order: CheckoutOrder): Promise<ProviderCheckout> {
      const invoice = await request('POST', '/v2/invoices', {
        external_id: order.externalId,
        amount: order.amount,
        currency: 'IDR',
        description: order.description,
        invoice_duration: order.expirySeconds,
        customer: { given_names: order.payerName },
        success_redirect_url: order.returnUrl,
        failure_redirect_url: order.returnUrl,
      });
      if (!invoice.id || !invoice.invoice_url) throw new ProviderError('Xendit answered an invoice without its page');
      return {
        providerReference: invoice.id,
        checkoutUrl: invoice.invoice_url,
        expiresAt: invoice.expiry_date ?? new Date(Date.now() + order.expirySeconds * 1000).toISOString(),
      };
    },
    async getCheckout(providerReference: string) {
      return eventOf(await request('GET', `/v2/invoices/${encodeURIComponent(providerReference)}`));
    },
    verifyCallback(headers) {
      const given = headers['x-callback-token'];
      if (typeof given !== 'string' || given.length === 0) return false;
      const a = Buffer.from(given);
      const b = Buffer.from(config.callbackToken);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    parseCallback(body: unknown) {
      const invoice = body as Partial<XenditInvoice> | null;
      if (!invoice || typeof invoice.id !== 'string' || typeof invoice.external_id !== 'string') return null;
      if (typeof invoice.status !== 'string' || typeof invoice.amount !== 'number') return null;
      return eventOf(invoice as XenditInvoice);
    },
  };
}
