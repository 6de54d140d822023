import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the WhatsApp Business Cloud API, built from Meta's documented request, answer,
 * error and webhook shapes (developers.facebook.com/docs/whatsapp/cloud-api: Send messages,
 * Error codes, Webhooks "statuses"): nothing in the tests reaches the internet. It checks the
 * bearer token and the phone number id, takes template messages, answers a message id (wamid),
 * and sends signed status webhooks (X-Hub-Signature-256 with the app secret) to `webhookUrl`.
 */
export interface FakeSent {
  id: string;
  to: string;
  template: {
    name: string;
    language: { code: string };
    components?: { type: string; parameters: { text: string }[] }[];
  };
  /** The body parameters' texts, in order. */
  parameters: string[];
}

export interface FakeWhatsapp {
  url: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  phoneNumberId: string;
  /** Messages taken, in order. */
  sent: FakeSent[];
  /** Every send request, taken or not. */
  requests: number;
  /** The next `n` sends answer this HTTP status (500: Meta's "try again"), or a Meta error code. */
  failNext(n: number, how?: { status?: number; code?: number; message?: string }): void;
  /** Numbers that are not on WhatsApp (answered #131026). */
  notOnWhatsapp: Set<string>;
  /** Template names Meta does not know (answered #132001). */
  unknownTemplates: Set<string>;
  /** The webhook body Meta sends for a status of a message. */
  statusBody(id: string, status: 'sent' | 'delivered' | 'read' | 'failed', at?: Date): string;
  /** Its signature with the app secret. */
  sign(body: string): string;
  /** Sends a signed status webhook to `webhookUrl`; answers the server's HTTP status. */
  deliver(id: string, status: 'sent' | 'delivered' | 'read' | 'failed'): Promise<number>;
  webhookUrl: string | null;
  close(): Promise<void>;
}

export async function startFakeWhatsapp(
  options: { webhookUrl?: string | null; port?: number; accessToken?: string; appSecret?: string } = {},
): Promise<FakeWhatsapp> {
  const accessToken = options.accessToken ?? `EAAG${randomBytes(12).toString('hex')}`;
  const appSecret = options.appSecret ?? randomBytes(16).toString('hex');
  const verifyToken = `verify-${randomBytes(6).toString('hex')}`;
  const phoneNumberId = '106540352242922';
  const sent: FakeSent[] = [];
  const failures: { status?: number; code?: number; message?: string }[] = [];
  let requests = 0;

  const metaError = (status: number, code: number, message: string, details = '') => ({
    status,
    body: {
      error: {
        message,
        type: 'OAuthException',
        code,
        error_data: { messaging_product: 'whatsapp', details: details || message },
        fbtrace_id: randomBytes(8).toString('hex'),
      },
    },
  });

  function answer(path: string, auth: string | undefined, raw: string): { status: number; body: unknown } {
    const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(path);
    if (!match) return metaError(404, 100, 'Unsupported post request.');
    if (auth !== `Bearer ${accessToken}`)
      return metaError(401, 190, 'Error validating access token: Session has expired');
    if (match[1] !== phoneNumberId)
      return metaError(400, 100, `Unsupported post request. Object with ID '${match[1]}' does not exist`);
    requests++;
    const failure = failures.shift();
    if (failure) {
      return failure.code
        ? metaError(failure.status ?? 400, failure.code, failure.message ?? 'Failure')
        : { status: failure.status ?? 500, body: { error: { message: 'An unknown error occurred', code: 1 } } };
    }
    let body: { messaging_product?: string; to?: string; type?: string; template?: FakeSent['template'] };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return metaError(400, 100, 'Invalid parameter');
    }
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.template?.name || !body.to) {
      return metaError(400, 131009, 'Parameter value is not valid');
    }
    if (unknownTemplates.has(body.template.name)) {
      return metaError(
        404,
        132001,
        'Template name does not exist in the translation',
        `template name (${body.template.name}) does not exist in ${body.template.language.code}`,
      );
    }
    if (notOnWhatsapp.has(body.to)) return metaError(400, 131026, 'Message Undeliverable.');
    const id = `wamid.HBgM${randomBytes(12).toString('hex').toUpperCase()}`;
    const parameters = (body.template.components ?? []).flatMap((c) => c.parameters.map((p) => p.text));
    sent.push({ id, to: body.to, template: body.template, parameters });
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id, message_status: 'accepted' }],
      },
    };
  }

  const notOnWhatsapp = new Set<string>();
  const unknownTemplates = new Set<string>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const { status, body } =
        req.method === 'POST'
          ? answer(url.pathname, req.headers.authorization, raw)
          : metaError(405, 100, 'Method not allowed');
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeWhatsapp = {
    url: `http://127.0.0.1:${port}/v21.0`,
    accessToken,
    appSecret,
    verifyToken,
    phoneNumberId,
    sent,
    get requests() {
      return requests;
    },
    failNext(n, how = { status: 500 }) {
      for (let i = 0; i < n; i++) failures.push(how);
    },
    notOnWhatsapp,
    unknownTemplates,
    webhookUrl: options.webhookUrl ?? null,
    statusBody(id, status, at = new Date()) {
      const to = sent.find((s) => s.id === id)?.to ?? '6281234567890';
      return JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '102290129340398',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
                  statuses: [
                    {
                      id,
                      status,
                      timestamp: String(Math.floor(at.getTime() / 1000)),
                      recipient_id: to,
                      ...(status === 'failed'
                        ? {
                            errors: [
                              {
                                code: 131026,
                                title: 'Message undeliverable',
                                message: 'Message undeliverable',
                                error_data: { details: 'Message Undeliverable.' },
                              },
                            ],
                          }
                        : { pricing: { billable: true, pricing_model: 'PMP', category: 'utility' } }),
                    },
                  ],
                },
              },
            ],
          },
        ],
      });
    },
    sign(body) {
      return `sha256=${createHmac('sha256', appSecret).update(body, 'utf8').digest('hex')}`;
    },
    async deliver(id, status) {
      if (!fake.webhookUrl) throw new Error('the fake has no webhook URL');
      const body = fake.statusBody(id, status);
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': fake.sign(body) },
        body,
      });
      return response.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
