import type { Multipart } from '@fastify/multipart';
import { type Refusal, refusal } from '@kamar/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

/** One uploaded file, read into memory (bounded by `maxFileBytes`). */
export interface Upload {
  filename: string;
  mimetype: string;
  content: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart call, by field name (see readMultipartBody). */
    uploads?: Record<string, Upload>;
  }
}

export interface MultipartOptions {
  /** The one field that may carry a file. */
  fileField: string;
  maxFileBytes: number;
  tooLarge: Refusal;
}

/**
 * preValidation for a multipart call: the text parts become the body the call's schema checks,
 * the file goes to `request.uploads`. Every fault of the upload itself (not multipart, broken
 * framing, too many parts, a file too large) is a 4xx with words, never a 500.
 * Needs @fastify/multipart registered in the route's plugin.
 */
export function readMultipartBody({ fileField, maxFileBytes, tooLarge }: MultipartOptions) {
  return async (request: FastifyRequest) => {
    if (typeof request.isMultipart !== 'function' || !request.isMultipart()) {
      throw new AppError(415, refusal('request.multipartRequired'));
    }
    const body: Record<string, string> = Object.create(null);
    const uploads: Record<string, Upload> = {};
    try {
      const parts = request.parts({
        limits: { fileSize: maxFileBytes, files: 1, fields: 50, fieldSize: 100_000, parts: 51 },
      });
      for await (const part of parts as AsyncIterable<Multipart>) {
        if (part.type === 'file') {
          const content = await part.toBuffer();
          // A browser sends an empty, nameless part for a file input left empty.
          if (content.length === 0 && !part.filename) continue;
          if (part.fieldname !== fileField) {
            throw new AppError(400, refusal('request.unexpectedFile', { part: part.fieldname }));
          }
          uploads[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, content };
        } else {
          body[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      throw uploadError(error, tooLarge);
    }
    request.body = { ...body };
    request.uploads = uploads;
  };
}

function uploadError(error: unknown, tooLarge: Refusal): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, tooLarge);
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new AppError(413, refusal('request.tooLarge'));
  // Busboy's framing errors ("Unexpected end of form") carry no status: they are bad input.
  return new AppError(400, refusal('request.multipartInvalid'));
}
