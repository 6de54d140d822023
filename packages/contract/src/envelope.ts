import { z } from 'zod';

/** Spec section 9: success status 1. Failures repeat the HTTP status (DESIGN.md section 3). */
export const SUCCESS_STATUS = 1;

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

export const ZFieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof ZFieldError>;

export function envelopeOf<T extends z.ZodTypeAny>(data: T) {
  return z.object({ status: z.literal(SUCCESS_STATUS), message: z.string(), data });
}

export const ZErrorEnvelope = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({ errors: z.array(ZFieldError) }).nullable(),
});
export type ErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
