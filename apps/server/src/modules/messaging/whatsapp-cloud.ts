import { MessageFailure } from '@kamar/contract';

/** Meta's Graph API, where the WhatsApp Cloud API lives (WHATSAPP_API_URL: a local fake in tests). */
export const WHATSAPP_API_DEFAULT = 'https://graph.facebook.com/v21.0';

/** How long one request to a provider may take before it counts as not answered. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** What a provider answered one message: taken (its id), or refused, and whether trying again may help. */
export type SendOutcome =
  | { ok: true; providerMessageId: string; answer: string }
  | { ok: false; retry: boolean; reason: MessageFailure; detail: string };

export interface TemplateMessage {
  phoneNumberId: string;
  accessToken: string;
  /** Digits with the country code (628...). */
  to: string;
  template: string;
  /** Meta's language code of the approved template ('id', 'en', 'en_US'). */
  language: string;
  parameters: string[];
}

/**
 * The Cloud API's error codes (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes)
 * as a reason in words, and whether the same message may go through later.
 */
export function failureOfCode(code: number, httpStatus: number): { reason: MessageFailure; retry: boolean } {
  if ([131026, 131021, 131049, 131051, 131052, 131053].includes(code))
    return { reason: MessageFailure.NotOnWhatsapp, retry: false };
  if (code === 131030) return { reason: MessageFailure.NumberNotAllowed, retry: false };
  if ((code >= 132000 && code <= 132069) || code === 131008 || code === 131009)
    return { reason: MessageFailure.TemplateRejected, retry: false };
  // Throughput and spam-rate limits pass: tried again later. A business-wide quota does too.
  if ([4, 80007, 130429, 131048, 131056].includes(code) || httpStatus === 429)
    return { reason: MessageFailure.Quota, retry: true };
  if (
    [0, 3, 10, 190, 131005, 131031, 131045, 133010, 368].includes(code) ||
    (code >= 200 && code < 300) ||
    httpStatus === 401 ||
    httpStatus === 403
  )
    return { reason: MessageFailure.AccessDenied, retry: false };
  if ([1, 2, 131000, 131016, 133004].includes(code) || httpStatus >= 500)
    return { reason: MessageFailure.ProviderUnavailable, retry: true };
  return { reason: MessageFailure.Other, retry: false };
}

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** The WhatsApp Cloud API: sends an approved template message to one number. */
export function createWhatsappCloud(apiUrl: string) {
  return {
    async sendTemplate(m: TemplateMessage): Promise<SendOutcome> {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: m.to,
        type: 'template',
        template: {
          name: m.template,
          language: { code: m.language },
          ...(m.parameters.length > 0
            ? { components: [{ type: 'body', parameters: m.parameters.map((text) => ({ type: 'text', text })) }] }
            : {}),
        },
      };
      let response: Response;
      try {
        response = await fetch(`${apiUrl}/${encodeURIComponent(m.phoneNumberId)}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${m.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return { ok: false, retry: true, reason: MessageFailure.ProviderUnavailable, detail: detail.slice(0, 500) };
      }
      const text = await response.text().catch(() => '');
      let answer: { messages?: { id?: string }[] } & GraphError = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // An answer that is not JSON (a proxy's error page) is judged by its status alone.
      }
      const id = answer.messages?.[0]?.id;
      if (response.ok && id) return { ok: true, providerMessageId: id, answer: id };
      const code = answer.error?.code ?? 0;
      const { reason, retry } = failureOfCode(code, response.status);
      const words = [answer.error?.message, answer.error?.error_data?.details].filter(Boolean).join(': ');
      const detail = `${response.status}${code ? ` (#${code})` : ''} ${words || text.slice(0, 200)}`.trim();
      return { ok: false, retry, reason, detail: detail.slice(0, 500) };
    },
  };
}

export type WhatsappCloud = ReturnType<typeof createWhatsappCloud>;
