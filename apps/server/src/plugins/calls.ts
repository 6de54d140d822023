import {
  auditActionOfCall,
  type CallDef,
  type CallRequest,
  envelopeOf,
  honoursIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  isReadCall,
  type MoneyIds,
  moneyIdsOf,
  namesOneTenant,
  oneStayMoneyCalls,
  permissionOf,
  readsAllMoney,
  refusal,
  STAY_MONEY_DAYS,
  staffAnswerOf,
  ZErrorEnvelope,
} from '@kamar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { type Actor, runAs } from '../db/actor-scope.js';
import { ok } from '../lib/envelope.js';
import { AppError } from '../lib/errors.js';
import type { CurrentUser } from './auth.js';
import { seesAllProperties } from './property-scope.js';

export interface CallContext<C extends CallDef> {
  body: CallRequest<C>;
  /** The caller; null only on public calls. */
  user: C['access'] extends 'public' ? null : CurrentUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Extra per-call wiring: a multipart call names how its body is read. */
export interface CallOptions {
  preValidation?: (request: FastifyRequest) => Promise<void>;
  /** Hooks run before the body is read, after the access check (a public call's rate limit). */
  onRequest?: onRequestHookHandler[];
}

export type CallHandler<C extends CallDef> = (ctx: CallContext<C>) => Promise<z.output<C['response']>>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Serves one contract call: POST at its path, the payload checked by its schema, the caller
     * checked by its access before the body is even read, the answer wrapped in the envelope.
     */
    registerCall<C extends CallDef>(call: C, handler: CallHandler<C>, options?: CallOptions): void;
    /**
     * The one-stay money rule (contract staff-money.ts) for a route that is not a contract call (a
     * PDF's GET), run inside readAsCaller: the ids it names must be of a stay in hand.
     */
    stayMoneyGuard<R extends FastifyRequest = FastifyRequest>(
      idsOf: (request: R) => MoneyIds,
    ): (request: R) => Promise<void>;
    /**
     * Runs a route that is not a contract call (a PDF's GET) as a call reads: for a user of some
     * properties in a read transaction naming them, so the database shows only their rows.
     */
    readAsCaller<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T>;
  }
  interface FastifyContextConfig {
    access?: CallDef['access'];
  }
}

const errorResponses = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
  429: ZErrorEnvelope,
  503: ZErrorEnvelope,
};

/** What the binding needs to answer a retried call with its first answer (modules/idempotency). */
export interface CallsOptions {
  idempotency: {
    keyOf(header: string | string[] | undefined): string | null;
    once<T>(
      call: { userId: number; key: string; path: string; body: unknown },
      work: () => Promise<T>,
    ): Promise<{ answer: T; replayed: boolean }>;
  };
  /**
   * Whether the stay (or tenant) these ids name is in hand: not deleted, and running or ended at
   * most `days` ago (contract staff-money.ts). False for ids that name nothing the caller sees.
   */
  stayInHand(ids: MoneyIds, days: number): Promise<boolean>;
}

/**
 * An answer the contract would not let out is refused while its transaction is still open, so it
 * is rolled back: no answer can fail once its changes are committed (a client retrying after a
 * 500 would otherwise record them twice). Fastify's writer checks the answer again as it writes.
 */
function checkedAnswer<T>(call: CallDef, answer: T): T {
  const checked = call.response.safeParse(answer);
  if (!checked.success) {
    throw new Error(`${call.path} made an answer its contract refuses: ${checked.error.message}`);
  }
  return answer;
}

/** The signed-in caller of a request, as the audit names them. */
export function actorOf(request: FastifyRequest, path: string): Actor {
  const user = request.currentUser;
  const action = auditActionOfCall[path];
  return {
    userId: user?.userId ?? null,
    username: user?.username ?? '',
    address: request.ip,
    ...(action ? { action } : {}),
    // Writes of one kind of record (/api/Payment/...) take turns (db/actor-scope.ts inTurn).
    queue: path.split('/')[2],
    propertyScope: user && !seesAllProperties(user) ? 'user' : 'all',
  };
}

/**
 * The one-stay rule of staff-money.ts for a caller without money.readAll: the request must name a
 * stay in hand (or a tenant who has one); the bill list must name a tenant or a stay. Asked in the
 * caller's transaction: another property's stay is one that does not exist, refused as an id
 * naming nothing is (the same 403 as an old stay's, so it tells nothing of what exists).
 */
async function refuseMoneyOutOfHand(options: CallsOptions, request: FastifyRequest, ids: MoneyIds) {
  if (readsAllMoney(request.currentUser?.role)) return;
  const named = Object.keys(ids).length > 0;
  if (!named || !(await options.stayInHand(ids, STAY_MONEY_DAYS))) {
    throw new AppError(403, refusal('payment.pastStay', { days: STAY_MONEY_DAYS }));
  }
}

export const callsPlugin = fp(async (app: FastifyInstance, options: CallsOptions) => {
  const { idempotency } = options;
  app.decorate(
    'stayMoneyGuard',
    <R extends FastifyRequest>(idsOf: (request: R) => MoneyIds) =>
      (request: R) =>
        refuseMoneyOutOfHand(options, request, idsOf(request)),
  );
  app.decorate('readAsCaller', <T>(request: FastifyRequest, work: () => Promise<T>) => {
    const user = request.currentUser;
    if (!user || seesAllProperties(user)) return work();
    const { queue: _, ...reader } = actorOf(request, request.routeOptions.url ?? request.url);
    return runAs(app.db, { ...reader, readOnly: true }, work);
  });
  app.decorate('registerCall', function registerCall<
    C extends CallDef,
  >(this: FastifyInstance, call: C, handler: CallHandler<C>, callOptions: CallOptions = {}) {
    const tag = call.path.split('/')[2] ?? 'Api';
    // Which money a staff user may see (contract staff-money.ts): applied here, to every call's answer.
    const forStaff = staffAnswerOf(call.response);
    const permission = permissionOf(call.path);
    if (permission === undefined) throw new Error(`${call.path} has no row in the contract's permissions.ts`);
    const shown = (request: FastifyRequest, answer: unknown) =>
      forStaff && request.currentUser && !readsAllMoney(request.currentUser.role)
        ? forStaff(answer, namesOneTenant(request.body))
        : answer;
    this.route({
      method: 'POST',
      url: call.path,
      config: { access: call.access },
      schema: {
        tags: [tag],
        summary: call.summary,
        ...(call.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
        security: call.access === 'public' ? [] : [{ bearerAuth: [] }],
        body: call.request,
        response: { 200: envelopeOf(call.response), ...errorResponses },
      },
      onRequest: [
        ...(permission === 'public' ? [] : [this.authenticate(permission)]),
        ...(callOptions.onRequest ?? []),
      ],
      ...(callOptions.preValidation ? { preValidation: callOptions.preValidation } : {}),
      handler: async (request, reply) => {
        const oneStay = oneStayMoneyCalls.includes(call.path);
        const run = async () => {
          if (oneStay) await refuseMoneyOutOfHand(options, request, moneyIdsOf(request.body));
          return handler({
            body: request.body as CallRequest<C>,
            user: request.currentUser as CallContext<C>['user'],
            request,
            reply,
          });
        };
        // A signed-in call that may change records runs in one transaction naming its caller,
        // so that every row it writes is audited as theirs (db/actor-scope.ts); its answer is
        // checked, and kept for its Idempotency-Key, before that transaction commits. Sign-in,
        // the one public call that writes, records its own entries (modules/auth).
        const user = request.currentUser;
        if (call.access === 'public' || user === null) return ok(shown(request, await run()));
        if (isReadCall(call.path)) {
          // A user of some properties reads in a transaction that names them: the database shows
          // only their rows, whatever a query forgets (db/actor-scope.ts). The owner reads as before.
          if (seesAllProperties(user)) return ok(shown(request, await run()));
          // Not READ ONLY: a read may make what it shows (a list's reminder makes the bill's share link).
          const { queue: _, ...reader } = actorOf(request, call.path);
          return ok(shown(request, await runAs(this.db, reader, run)));
        }
        const key = honoursIdempotencyKey(call.path)
          ? idempotency.keyOf(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()])
          : null;
        const written = await runAs(this.db, actorOf(request, call.path), async () => {
          const work = async () => checkedAnswer(call, await run());
          if (key === null) return { answer: await work(), replayed: false };
          return idempotency.once({ userId: user.userId, key, path: call.path, body: request.body }, work);
        });
        if (written.replayed) reply.header('Idempotent-Replayed', 'true');
        return ok(shown(request, written.answer));
      },
    });
  });
});
