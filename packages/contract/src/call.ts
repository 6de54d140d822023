import type { z } from 'zod';

/**
 * Who may make a call (DESIGN.md section 3, "Who may call what"). `user` is any signed-in,
 * active user; `admin` needs the admin access right. Rules finer than that (a staff user may
 * read their own user record) are checked by the service and noted in `summary`.
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
