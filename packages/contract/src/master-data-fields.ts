import { z } from 'zod';
import { id, MAX_MONEY, optionalText } from './fields.js';
import { formatMessage } from './messages.js';

/**
 * Field builders of the master-data screens (rooms, room types, card vendors, employees):
 * values a person must choose or type, where a missing one reads "... is required!".
 */

const required = (label: string) => formatMessage('fieldRequired', { field: label });
const MAX_ID = 2_147_483_647;
const isMissing = (input: unknown) => input === undefined || input === null;

/** Whole rupiah a form always sends (a price, a salary): missing is "required", not "not a number". */
export function requiredMoney(label: string) {
  const wrong = formatMessage('fieldMustBeWholeNumber', { field: label });
  const range = formatMessage('fieldOutOfRange', { field: label, min: 0, max: MAX_MONEY });
  return z
    .number({ error: (issue) => (isMissing(issue.input) ? required(label) : wrong) })
    .min(0, range)
    .max(MAX_MONEY, range)
    .int(wrong);
}

/** The id of a record chosen in a dropdown (a room type): missing or 0 is "required". */
export function requiredChoiceId(label: string) {
  const wrong = formatMessage('fieldMustBeWholeNumber', { field: label });
  const range = formatMessage('fieldOutOfRange', { field: label, min: 1, max: MAX_ID });
  return z
    .number({ error: (issue) => (isMissing(issue.input) ? required(label) : wrong) })
    .refine((v) => v !== 0, { message: required(label), abort: true })
    .min(1, range)
    .max(MAX_ID, range)
    .int(wrong);
}

/** The id of an optional choice (a room's card vendor): null, 0 or missing means none. */
export function optionalChoiceId(label: string) {
  return z
    .union([id(label), z.literal(0), z.null()], { error: formatMessage('fieldInvalidChoice', { field: label }) })
    .optional()
    .transform((v) => (v ? v : null));
}

/** Digits only (phone, id number), optional; the form strips everything else as it is typed. */
export function digitsText(label: string, max: number) {
  return optionalText(label, max).refine((v) => /^\d*$/.test(v), formatMessage('fieldDigitsOnly', { field: label }));
}
