import { z } from 'zod';
import { id, money, optionalText, say } from './fields.js';
import type { FieldKey } from './i18n/field-labels.en.js';

/**
 * Field builders of the master-data screens (rooms, room types, card vendors, employees):
 * values a person must choose or type, where a missing one reads "... is required!".
 */

const MAX_ID = 2_147_483_647;
const isMissing = (input: unknown) => input === undefined || input === null;

/** Whole rupiah a form always sends (a price, a salary): missing is "required", not "not a number". */
export function requiredMoney(field: FieldKey) {
  return money(field, 0, field);
}

/** The id of a record chosen in a dropdown (a room type): missing or 0 is "required". */
export function requiredChoiceId(field: FieldKey) {
  const wrong = say.notWholeNumber(field);
  const range = say.outOfRange(field, 1, MAX_ID);
  return z
    .number({ error: (issue) => (isMissing(issue.input) ? say.required(field) : wrong) })
    .refine((v) => v !== 0, { message: say.required(field), abort: true })
    .min(1, range)
    .max(MAX_ID, range)
    .int(wrong);
}

/** The id of an optional choice (a room's card vendor): null, 0 or missing means none. */
export function optionalChoiceId(field: FieldKey) {
  return z
    .union([id(field), z.literal(0), z.null()], { error: say.invalidChoice(field) })
    .optional()
    .transform((v) => (v ? v : null));
}

/** Digits only (phone, id number), optional; the form strips everything else as it is typed. */
export function digitsText(field: FieldKey, max: number) {
  return optionalText(field, max).refine((v) => /^\d*$/.test(v), say.digitsOnly(field));
}
