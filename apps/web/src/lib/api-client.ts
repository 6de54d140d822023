import {
  type AnyCall,
  type CallAt,
  type CallData,
  type CallInput,
  type FieldRefusal,
  honoursIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  type MessageCode,
  type Params,
  type Refusal,
  refusal,
} from '@kamar/contract';
import { takeEarlyResponse } from './early-response';
import { currentLanguage, messageText } from './i18n';
import { session } from './session';

/**
 * A refused call. `status` is the envelope's status: the HTTP class (400, 401, 403, 404, 409...),
 * 0 for a network failure (spec section 8). `refusal` is its code and params, which the screens
 * put in their reader's words; `message` keeps the server's words for anything without a code.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly refusal: Refusal | null,
    readonly errors: FieldRefusal[] = [],
    message = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RefusalEnvelope {
  status?: number;
  message?: string;
  code?: unknown;
  params?: Params;
  data?: { errors?: { field: string; code?: unknown; params?: Params }[] } | null;
}

const refusalOf = (e: { code?: unknown; params?: Params } | null | undefined): Refusal | null =>
  e && typeof e.code === 'string' ? { code: e.code as MessageCode, params: e.params ?? {} } : null;

/** The ApiError of a refused call, from its status and the envelope it sent (if any). */
export function refusedCall(httpStatus: number, envelope: RefusalEnvelope | null): ApiError {
  const errors = (envelope?.data?.errors ?? []).flatMap((e) => {
    const reason = refusalOf(e);
    return reason ? [{ field: e.field, ...reason }] : [];
  });
  return new ApiError(envelope?.status ?? httpStatus, refusalOf(envelope), errors, envelope?.message ?? '');
}

/** The caller's language goes with every call, so any words the server sends are in it too. */
export const languageHeader = () => ({ 'accept-language': currentLanguage() });

export interface CallOptions {
  /**
   * The caller's own Idempotency-Key for a call that makes a record, kept by the caller beyond
   * this page's life (a reading queued on a phone while offline, sent after a reload): the
   * client's own memory of unanswered calls ends with the page. Sent as it is on every try.
   */
  idempotencyKey?: string;
}

/**
 * Makes one contract call: POST JSON to `path` with the stored bearer token; answers `data` or
 * throws ApiError. Typed from the contract's call at that path (a type-only import: the schemas
 * stay out of the bundle).
 */
export async function apiCall<P extends AnyCall['path']>(
  path: P,
  body: CallInput<CallAt<P>>,
  options: CallOptions = {},
): Promise<CallData<CallAt<P>>> {
  const json = JSON.stringify(body ?? {});
  const init = { headers: { 'content-type': 'application/json' }, body: json };
  return send<CallData<CallAt<P>>>(path, init, json, json, options.idempotencyKey);
}

/**
 * A multipart contract call (tenant create and update, spec section 7): the browser sets the
 * content type and its boundary from the FormData.
 */
export async function apiFormCall<P extends AnyCall['path']>(path: P, form: FormData): Promise<CallData<CallAt<P>>> {
  const fingerprint = JSON.stringify(
    [...form.entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.lastModified],
    ),
  );
  return send<CallData<CallAt<P>>>(path, { body: form }, undefined, fingerprint);
}

/**
 * The Idempotency-Key of each call that makes a record and got no answer (a dropped connection,
 * a timeout on mobile data), by its path and request: sent again, the same request carries the
 * same key, so the server answers the first try's answer instead of making a second record. Any
 * answer ends it: the next payment of the same amount is a new one.
 */
const unanswered = new Map<string, string>();

/** A new Idempotency-Key: 32 random hex digits. */
export function newIdempotencyKey(): string {
  // getRandomValues works on a plain-HTTP address too (randomUUID needs a secure context).
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * `json`: the body of a JSON call, which the preload script may have asked already
 * (lib/early-response.ts). `callersKey`: the caller keeps the call's Idempotency-Key itself.
 */
async function send<T>(
  path: string,
  init: { headers?: Record<string, string>; body: BodyInit },
  json?: string,
  fingerprint?: string,
  callersKey?: string,
): Promise<T> {
  const token = session.token();
  const remembered = callersKey === undefined && honoursIdempotencyKey(path) && fingerprint !== undefined;
  const attempt = remembered ? `${path}\n${fingerprint}` : null;
  const key = callersKey ?? (attempt === null ? null : (unanswered.get(attempt) ?? newIdempotencyKey()));
  let response: Response;
  try {
    const early = json === undefined ? null : takeEarlyResponse(path, json, token, currentLanguage());
    response = await (early ??
      fetch(path, {
        method: 'POST',
        headers: {
          ...init.headers,
          ...languageHeader(),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
        },
        body: init.body,
        credentials: 'include',
      }));
  } catch {
    if (attempt !== null && key !== null) unanswered.set(attempt, key);
    throw new ApiError(0, refusal('client.networkError'));
  }
  if (attempt !== null) unanswered.delete(attempt);
  let envelope: (RefusalEnvelope & { data?: unknown }) | null = null;
  try {
    envelope = await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: the generic message below applies.
  }
  if (response.ok && envelope?.status === 1) return envelope.data as T;
  throw refusedCall(response.status, envelope);
}

/**
 * An authenticated GET of a file (a tenant photo): answers a Blob. An <img> cannot send the
 * bearer token, so screens show the Blob through an object URL.
 */
export async function apiGetBlob(url: string): Promise<Blob> {
  const token = session.token();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { ...languageHeader(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, refusal('client.networkError'));
  }
  if (!response.ok) throw refusedCall(response.status, await response.json().catch(() => null));
  return response.blob();
}

/**
 * The words to show for a failure, in the reader's language: from its code; the words as sent
 * when it came without one; else the spec's generic message.
 */
export function errorMessage(error: unknown): string {
  const words = error instanceof ApiError && error.refusal ? messageText(error.refusal) : null;
  if (words) return words;
  if (error instanceof Error && error.message) return error.message;
  return messageText(refusal('server.error')) ?? '';
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
