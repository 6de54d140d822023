import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
  pay(id: string, options?: { amount?: number; channel?: string }): Promise<FakeInvoice>;
  expire(id: string): FakeInvoice;
  /** The webhook body Xendit sends for an invoice (its invoice object as the callback writes it). */
  callbackBody(id: string): Record<string, unknown>;
  close(): Promise<void>;
}

export async function startFakeXendit(options: {
  secretKey: string;
  callbackToken: string;
  callbackUrl?: string | null;
  port?: number;
}): Promise<FakeXendit> {
  const invoices = new Map<string, FakeInvoice>();
  const requests: string[] = [];
  let failures = 0;
  let base = '';
  const expectedAuth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => resolve(text));
    });

  const fake: FakeXendit = {
    url: '',
    invoices,
    requests,
    callbackUrl: options.callbackUrl ?? null,
    failNext(n) {
      failures = n;
    },
    callbackBody(id) {
      const invoice = invoices.get(id);
      if (!invoice) throw new Error(`no invoice ${id}`);
      const { invoice_url: _, expiry_date: __, ...callback } = invoice;
      return { ...callback, is_high: false };
    },
    async pay(id, payment = {}) {
      const invoice = invoices.get(id);
      if (!invoice) throw new Error(`no invoice ${id}`);
      const now = new Date().toISOString();
      const paid = payment.amount ?? invoice.amount;
      Object.assign(invoice, {
        status: 'PAID',
        paid_amount: paid,
        paid_at: now,
        updated: now,
        payment_method: payment.channel === 'BCA' ? 'BANK_TRANSFER' : 'QR_CODE',
        payment_channel: payment.channel ?? 'QRIS',
        payment_id: `pay_${randomBytes(6).toString('hex')}`,
        fees_paid_amount: Math.round(paid * 0.007),
      });
      if (fake.callbackUrl) {
        await fetch(fake.callbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-callback-token': options.callbackToken },
          body: JSON.stringify(fake.callbackBody(id)),
        });
      }
      return invoice;
    },
    expire(id) {
      const invoice = invoices.get(id);
      if (!invoice) throw new Error(`no invoice ${id}`);
      invoice.status = 'EXPIRED';
      invoice.updated = new Date().toISOString();
      return invoice;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    requests.push(`${req.method} ${url.pathname}`);
    // The hosted page: what the payer sees, with one button that pays.
    const page = /^\/pay\/([\w-]+)$/.exec(url.pathname);
    if (page?.[1]) {
      const invoice = invoices.get(page[1]);
      if (!invoice) return json(res, 404, { error_code: 'INVOICE_NOT_FOUND_ERROR', message: 'Invoice not found' });
      if (req.method === 'POST') {
        await fake.pay(invoice.id);
        res.writeHead(303, { location: invoice.success_redirect_url });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html><body><h1>Xendit test checkout</h1><p>${invoice.description}</p>
<p id="amount">IDR ${invoice.amount}</p><form method="post"><button type="submit">Bayar</button></form></body></html>`);
    }
    if (!url.pathname.startsWith('/v2/invoices')) return json(res, 404, { error_code: 'NOT_FOUND' });
    if (req.headers.authorization !== expectedAuth) {
      return json(res, 401, {
        error_code: 'INVALID_API_KEY',
        message: 'API key is not authorized for this API service',
      });
    }
    if (failures > 0) {
      failures -= 1;
      return json(res, 500, { error_code: 'SERVER_ERROR', message: 'An unexpected error occured' });
    }
    if (req.method === 'POST' && url.pathname.replace(/\/$/, '') === '/v2/invoices') {
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      if (typeof body.external_id !== 'string' || typeof body.amount !== 'number' || body.amount < 1) {
        return json(res, 400, { error_code: 'API_VALIDATION_ERROR', message: 'external_id and amount are required' });
      }
      const id = randomBytes(12).toString('hex');
      const now = new Date();
      const seconds = typeof body.invoice_duration === 'number' ? body.invoice_duration : 86_400;
      const invoice: FakeInvoice = {
        id,
        external_id: body.external_id,
        user_id: '5f0fake0business',
        status: 'PENDING',
        merchant_name: 'Kos Test',
        amount: body.amount,
        currency: typeof body.currency === 'string' ? body.currency : 'IDR',
        description: String(body.description ?? ''),
        invoice_url: `${base}/pay/${id}`,
        expiry_date: new Date(now.getTime() + seconds * 1000).toISOString(),
        created: now.toISOString(),
        updated: now.toISOString(),
        success_redirect_url: String(body.success_redirect_url ?? ''),
        failure_redirect_url: String(body.failure_redirect_url ?? ''),
      };
      invoices.set(id, invoice);
      return json(res, 200, invoice);
    }
    const one = /^\/v2\/invoices\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one?.[1]) {
      const invoice = invoices.get(one[1]);
      return invoice ? json(res, 200, invoice) : json(res, 404, { error_code: 'INVOICE_NOT_FOUND_ERROR' });
    }
    return json(res, 404, { error_code: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = base;
  return fake;
}
