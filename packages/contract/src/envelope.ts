import { z } from 'zod';
import { MESSAGE_CODES } from './i18n/codes.js';

/** Spec section 9: success status 1. Failures repeat the HTTP status (DESIGN.md section 3). */
export const SUCCESS_STATUS = 1;

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

const ZMessageCode = z.enum(MESSAGE_CODES).meta({
  description:
    "The refusal's stable code (packages/contract/src/i18n/README.md lists them); clients render their own words from it and `params`.",
});
const ZMessageParams = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).meta({
  description:
    'The values the message names, raw: ISO dates (YYYY-MM-DD), plain numbers, room numbers; `field` is a field label key.',
});

export const ZFieldError = z.object({
  field: z.string().meta({ description: "The request field's path ('tenantName')." }),
  message: z.string().meta({ description: "The refusal in words, in the caller's language (Accept-Language)." }),
  code: ZMessageCode,
  params: ZMessageParams,
});
export type FieldError = z.infer<typeof ZFieldError>;

export function envelopeOf<T extends z.ZodTypeAny>(data: T) {
  return z.object({ status: z.literal(SUCCESS_STATUS), message: z.string(), data });
}

export const ZErrorEnvelope = z.object({
  status: z.number().int(),
  message: z.string().meta({
    description: "The refusal in words, in the caller's language: Indonesian for Accept-Language id, else English.",
  }),
  code: ZMessageCode,
  params: ZMessageParams,
  data: z.object({ errors: z.array(ZFieldError) }).nullable(),
});
export type ErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
