import { type FieldError, messages } from '@kamar/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasPgErrorCode, PgError, violatedConstraint } from '../db/sql-helpers.js';
import { isDatabaseUnavailable, isDiskFull } from '../db/unavailable.js';
import { AppError } from '../lib/errors.js';

/**
 * One error handler for the whole API: every refusal leaves as the envelope
 * `{ status, message, data }` with the HTTP status repeated in `status`; a 5xx never shows
 * its cause (DESIGN.md section 3).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, message, errors } = describe(error);
    if (statusCode === 503) {
      // The database is away (restarting, failing over, out of disk): the caller may simply retry.
      request.log.warn({ reason: (error as Error).message }, 'database unavailable');
      reply.header('Retry-After', '2');
    } else if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ statusCode, reason: message }, 'request refused');
      if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(Math.max(1, error.retryAfterSeconds)));
      }
    }
    return reply.code(statusCode).send({ status: statusCode, message, data: errors.length ? { errors } : null });
  });
});

interface Described {
  statusCode: number;
  message: string;
  errors: FieldError[];
}

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.malformedJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.payloadTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.invalidRequest,
};

function describe(error: FastifyError): Described {
  if (error instanceof AppError) return { statusCode: error.statusCode, message: error.message, errors: error.errors };
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      message: isDiskFull(error) ? messages.databaseDiskFull : messages.databaseUnavailable,
      errors: [],
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v): FieldError => {
      const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // A body that is not an object at all (an array, a string, null) gets plain words.
      const wholeBody = field === '' && v.keyword === 'invalid_type';
      return { field, message: (wholeBody ? undefined : v.message) ?? messages.invalidRequest };
    });
    return { statusCode: 400, message: errors[0]?.message ?? messages.invalidRequest, errors };
  }
  if (
    violatedConstraint(error, PgError.uniqueViolation) !== null ||
    violatedConstraint(error, PgError.exclusionViolation) !== null
  ) {
    // Services name the duplicate themselves; this is the safety net for a race they did not foresee.
    return { statusCode: 409, message: messages.recordConflict, errors: [] };
  }
  if (
    hasPgErrorCode(error, PgError.characterNotInRepertoire) ||
    hasPgErrorCode(error, PgError.untranslatableCharacter)
  ) {
    // Field builders refuse these first; this keeps any field they miss from becoming a 500.
    return { statusCode: 400, message: messages.invalidRequest, errors: [] };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const message =
      fastifyMessages[error.code] ?? (error.code?.startsWith('FST_') ? messages.invalidRequest : error.message);
    return { statusCode, message: message || messages.invalidRequest, errors: [] };
  }
  return { statusCode: 500, message: messages.serverError, errors: [] };
}
