import { type FieldRefusal, MAX_MONEY, type Refusal, refusal, refusalOfIssue } from '@kamar/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { EXACT_SUM_MAX, GRAND_TOTAL_CHECK, isMoneyBoundCheck } from '../db/money-bounds.js';
import { hasPgErrorCode, PgError, violatedConstraint } from '../db/sql-helpers.js';
import { isCommitOutcomeUnknown, isDatabaseUnavailable, isDiskFull } from '../db/unavailable.js';
import { AppError } from '../lib/errors.js';
import { sendRefusal } from '../lib/language.js';

/**
 * One error handler for the whole API: every refusal leaves as the envelope
 * `{ status, message, code, params, data }` with the HTTP status repeated in `status`, its words
 * in the caller's language (Accept-Language); a 5xx never shows its cause (DESIGN.md section 3).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A call that arrives while the server shuts down (on a connection kept open, or pipelined
  // behind one still running) is refused with the envelope, not Fastify's own bare 503
  // (`return503OnClosing: false`, app.ts), and the connection closes so the client reconnects
  // to a server that stays.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('Connection', 'close');
    throw new AppError(503, refusal('server.closing'));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, reason, errors } = describe(error);
    if (statusCode === 503) {
      // The database is away (restarting, failing over, out of disk) or the server is closing:
      // the caller may simply retry.
      if (reason.code.startsWith('database.'))
        request.log.warn({ reason: (error as Error).message }, 'database unavailable');
      reply.header('Retry-After', '2');
    } else if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ statusCode, reason: reason.code }, 'request refused');
      if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(Math.max(1, error.retryAfterSeconds)));
      }
    }
    return sendRefusal(request, reply, statusCode, reason, errors);
  });
});

interface Described {
  statusCode: number;
  reason: Refusal;
  errors: FieldRefusal[];
}

const fastifyRefusals: Record<string, Refusal> = {
  FST_ERR_CTP_INVALID_JSON_BODY: refusal('request.malformedJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: refusal('request.malformedJson'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: refusal('request.unsupportedMediaType'),
  FST_ERR_CTP_BODY_TOO_LARGE: refusal('request.tooLarge'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: refusal('request.invalid'),
};

const byStatus: Record<number, Refusal> = {
  404: refusal('request.notFound'),
  413: refusal('request.tooLarge'),
  415: refusal('request.unsupportedMediaType'),
  429: refusal('request.tooMany'),
};

const plain = (statusCode: number, reason: Refusal): Described => ({ statusCode, reason, errors: [] });

function describe(error: FastifyError): Described {
  if (error instanceof AppError) return { statusCode: error.statusCode, reason: error.refusal, errors: error.errors };
  if (isDatabaseUnavailable(error)) {
    if (isCommitOutcomeUnknown(error)) return plain(503, refusal('database.outcomeUnknown'));
    return plain(503, refusal(isDiskFull(error) ? 'database.diskFull' : 'database.unavailable'));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v): FieldRefusal => {
      const path = v.instancePath.replace(/^\//, '').split('/').filter(Boolean);
      const field = path.join('.');
      // A body that is not an object at all (an array, a string, null) gets plain words.
      if (field === '' && v.keyword === 'invalid_type') return { field, ...refusal('request.invalid') };
      const issue = { ...(v.params as object), code: v.keyword, message: v.message ?? '', path };
      return { field, ...refusalOfIssue(issue) };
    });
    const [first] = errors;
    return {
      statusCode: 400,
      reason: first ? { code: first.code, params: first.params } : refusal('request.invalid'),
      errors,
    };
  }
  if (
    violatedConstraint(error, PgError.uniqueViolation) !== null ||
    violatedConstraint(error, PgError.exclusionViolation) !== null
  ) {
    // Services name the duplicate themselves; this is the safety net for a race they did not foresee.
    return plain(409, refusal('record.conflict'));
  }
  const check = violatedConstraint(error, PgError.checkViolation);
  if (check === GRAND_TOTAL_CHECK) {
    // Any write of payments, expenses or bills (a booking makes bills) may meet the guard.
    return plain(422, refusal('record.totalTooLarge', { max: EXACT_SUM_MAX }));
  }
  if (isMoneyBoundCheck(check)) {
    // Every call's money fields refuse more first: this is a row written before the bound, which
    // any write of it (a delete, its payments' allocation) meets again.
    return plain(422, refusal('record.pastMoneyBound', { max: MAX_MONEY }));
  }
  if (
    hasPgErrorCode(error, PgError.characterNotInRepertoire) ||
    hasPgErrorCode(error, PgError.untranslatableCharacter)
  ) {
    // Field builders refuse these first; this keeps any field they miss from becoming a 500.
    return plain(400, refusal('request.invalid'));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own refusals (routing, body parsing); their English words are not the product's.
    return plain(statusCode, fastifyRefusals[error.code] ?? byStatus[statusCode] ?? refusal('request.invalid'));
  }
  return plain(500, refusal('server.error'));
}
