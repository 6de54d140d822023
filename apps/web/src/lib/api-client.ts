import { type AnyCall, type CallAt, type CallData, type CallInput, type FieldError, messages } from '@kamar/contract';
import { session } from './session';

/**
 * A refused call. `status` is the envelope's status: the HTTP class (400, 401, 403, 404, 409...),
 * 0 for a network failure (spec section 8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Makes one contract call: POST JSON to `path` with the stored bearer token; answers `data` or
 * throws ApiError. Typed from the contract's call at that path (a type-only import: the schemas
 * stay out of the bundle).
 */
export async function apiCall<P extends AnyCall['path']>(
  path: P,
  body: CallInput<CallAt<P>>,
): Promise<CallData<CallAt<P>>> {
  return send<CallData<CallAt<P>>>(path, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
}

/**
 * A multipart contract call (tenant create and update, spec section 7): the browser sets the
 * content type and its boundary from the FormData.
 */
export async function apiFormCall<P extends AnyCall['path']>(path: P, form: FormData): Promise<CallData<CallAt<P>>> {
  return send<CallData<CallAt<P>>>(path, { body: form });
}

async function send<T>(path: string, init: { headers?: Record<string, string>; body: BodyInit }): Promise<T> {
  const token = session.token();
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { ...init.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: init.body,
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, messages.networkError);
  }
  let envelope: { status?: number; message?: string; data?: unknown } | null = null;
  try {
    envelope = await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: the generic message below applies.
  }
  if (response.ok && envelope?.status === 1) return envelope.data as T;
  const errors = (envelope?.data as { errors?: FieldError[] } | null)?.errors ?? [];
  throw new ApiError(envelope?.status ?? response.status, envelope?.message ?? '', errors);
}

/**
 * An authenticated GET of a file (a tenant photo): answers a Blob. An <img> cannot send the
 * bearer token, so screens show the Blob through an object URL.
 */
export async function apiGetBlob(url: string): Promise<Blob> {
  const token = session.token();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  } catch {
    throw new ApiError(0, messages.networkError);
  }
  if (!response.ok) {
    const envelope = await response.json().catch(() => null);
    throw new ApiError(response.status, envelope?.message ?? '');
  }
  return response.blob();
}

/** The words to show for a failure; an empty message gets the spec's generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messages.serverError;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
