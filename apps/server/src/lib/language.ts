import {
  acceptedLanguages,
  type FieldRefusal,
  formatMessage,
  type Language,
  pickLanguage,
  type Refusal,
} from '@kamar/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The language a caller reads: Accept-Language's first one the product speaks, English without one. */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(acceptedLanguages(request.headers['accept-language']));
}

/**
 * The refusal envelope in a language: `message` in words (the spec's English without a language
 * asked), `code` and `params` for clients that render their own, and the same per field.
 */
function refusalEnvelope(status: number, language: Language, reason: Refusal, errors: FieldRefusal[]) {
  const words = (r: Refusal) => formatMessage(language, r.code, r.params);
  return {
    status,
    message: words(reason),
    code: reason.code,
    params: reason.params,
    data: errors.length
      ? { errors: errors.map((e) => ({ field: e.field, message: words(e), code: e.code, params: e.params })) }
      : null,
  };
}

/** Sends a refusal in the caller's language, saying which language it is in (Content-Language). */
export function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  reason: Refusal,
  errors: FieldRefusal[] = [],
) {
  const language = requestLanguage(request);
  return reply
    .code(status)
    .header('Content-Language', language)
    .send(refusalEnvelope(status, language, reason, errors));
}
