import type { z } from 'zod';

/**
 * Whether a call needs a sign-in, as the spec's client knows it: `public` none; `user` any
 * signed-in user; `admin` a call the spec kept from staff. Who may make a signed-in call is the
 * permission table's (permissions.ts `callPermissions`: a call without a row there is not
 * served); `admin` only promises that Front desk lacks that permission (permissions.test.ts).
 */
export type Access = 'public' | 'user' | 'admin';

/** One API call: its path, who may make it, and the schemas of its payload and its data. */
export interface CallDef<
  Req extends z.ZodTypeAny = z.ZodTypeAny,
  Res extends z.ZodTypeAny = z.ZodTypeAny,
  P extends string = string,
> {
  path: P;
  access: Access;
  summary: string;
  /** How the payload travels: JSON unless the spec says multipart (tenant create and update). */
  body?: 'json' | 'multipart';
  request: Req;
  response: Res;
}

export function defineCall<Req extends z.ZodTypeAny, Res extends z.ZodTypeAny, const P extends string>(
  def: CallDef<Req, Res, P>,
): CallDef<Req, Res, P> {
  return def;
}

/** What the client sends (before defaults and transforms). */
export type CallInput<C extends CallDef> = z.input<C['request']>;
/** What the server handler receives (after parsing). */
export type CallRequest<C extends CallDef> = z.output<C['request']>;
/** The `data` of a successful answer. */
export type CallData<C extends CallDef> = z.output<C['response']>;

/**
 * The request header a client sends to make a retry safe (IETF draft "The Idempotency-Key HTTP
 * Header Field"): a call that makes a record or moves money, sent again with the same key (after
 * a timeout, a dropped connection), answers what it answered the first time and makes nothing
 * more. A key is the client's own (a UUID is best), at most 255 visible characters; kept a day.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 255;

/**
 * Whether a call honours `Idempotency-Key`: every call that makes a record (`.../Create`, a
 * reminder's `Record`, a booking's `WalkIn`), so a call added later does too. Backup/Create writes a file, not a
 * record, and a second backup harms nothing.
 */
export function honoursIdempotencyKey(path: string): boolean {
  const name = path.split('/').pop() ?? '';
  return (name === 'Create' || name === 'Record' || name === 'WalkIn') && path !== '/api/Backup/Create';
}
