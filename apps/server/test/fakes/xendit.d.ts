/**
 * A local fake of Xendit's Invoice API, built from its documented requests, answers and invoice
 * webhook (docs.xendit.co: Create Invoice, Get Invoice by ID, Invoice callback): nothing in the
 * tests reaches the internet. It checks the secret key (Basic auth), keeps invoices, serves a
 * hosted page with a Pay button, and on payment sends the webhook with the callback token to
 * `callbackUrl` (when set), then sends the payer back to the invoice's success_redirect_url.
 */
export interface FakeInvoice {
  id: string;
  external_id: string;
  user_id: string;
  status: 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED';
  merchant_name: string;
  amount: number;
  paid_amount?: number;
  currency: string;
  description: string;
  invoice_url: string;
  expiry_date: string;
  created: string;
  updated: string;
  paid_at?: string;
  payment_method?: string;
  payment_channel?: string;
  payment_id?: string;
  fees_paid_amount?: number;
  success_redirect_url: string;
  failure_redirect_url: string;
}
export interface FakeXendit {
  url: string;
  invoices: Map<string, FakeInvoice>;
  /** Requests received, in order ("POST /v2/invoices"...). */
  requests: string[];
  /** The next `n` API requests answer 500. */
  failNext(n: number): void;
  /** Where payments send the webhook; null: no webhook (one that never came). */
  callbackUrl: string | null;
  /** The invoice paid as the hosted page pays it (optionally another amount); sends the webhook when set. */
  pay(
    id: string,
    options?: {
      amount?: number;
      channel?: string;
    },
  ): Promise<FakeInvoice>;
  expire(id: string): FakeInvoice;
  /** The webhook body Xendit sends for an invoice (its invoice object as the callback writes it). */
  callbackBody(id: string): Record<string, unknown>;
  close(): Promise<void>;
}
export declare function startFakeXendit(options: {
  secretKey: string;
  callbackToken: string;
  callbackUrl?: string | null;
  port?: number;
}): Promise<FakeXendit>;
