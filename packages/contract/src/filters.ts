import { z } from 'zod';
import { id, isRealDate, oneOf, optionalName, wholeNumber } from './fields.js';
import { formatMessage } from './messages.js';

/**
 * Filter builders of the list and lookup calls. A screen sends a filter left at "All" as ''
 * (an emptied input, a select on its blank option) or null, the spec's client as 0: each builder
 * reads them, and a missing field, as "no filter" (undefined), and refuses anything else it
 * cannot read with a message naming the field.
 */

const invalidChoice = (label: string) => formatMessage('fieldInvalidChoice', { field: label });
const isNone = (value: unknown) => value === '' || value === null || value === undefined;

/** Contains-text search, collapsed like the names it looks for; "" for all. */
export function filterText(label: string, max: number) {
  return optionalName(label, max);
}

/** One value of an enumeration, or All: '', null, missing, and 0 unless 0 is one of its values. */
export function oneOfOrAll<const T extends readonly [number, ...number[]]>(label: string, values: T) {
  const zeroIsAll = !values.includes(0);
  return z
    .union([oneOf(label, values), z.literal(0), z.literal(''), z.null()], { error: invalidChoice(label) })
    .optional()
    .transform((v) => (isNone(v) || (v === 0 && zeroIsAll) ? undefined : (v as T[number])));
}

/** A number that 0, '', null or missing leave out (an id chosen in a dropdown, a month). */
function numberOrAll(rule: z.ZodNumber, message: string) {
  return z
    .union([rule, z.literal(0), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((v) => (typeof v === 'number' && v !== 0 ? v : undefined));
}

/** The id of a record to filter by (a room type), or All. */
export function idOrAll(label: string) {
  return numberOrAll(id(label), invalidChoice(label));
}

/** A whole number to filter by (a period's month or year), or All. */
export function wholeNumberOrAll(label: string, min: number, max: number) {
  return numberOrAll(wholeNumber(label, min, max), formatMessage('fieldMustBeWholeNumber', { field: label }));
}

/** A date to filter from or to (YYYY-MM-DD), or none. */
export function dateOrAll(label: string) {
  const message = formatMessage('fieldInvalidDate', { field: label });
  return z
    .union([z.literal(''), z.string().refine(isRealDate, message), z.null()], { error: message })
    .optional()
    .transform((v) => (isNone(v) ? undefined : (v as string)));
}

/** One of some words (a sort column), or `fallback` when left out. */
export function wordOrDefault<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  fallback: T[number],
) {
  return z
    .union([z.enum(values), z.literal(''), z.null()], { error: invalidChoice(label) })
    .optional()
    .transform((v): T[number] => (isNone(v) ? fallback : (v as T[number])));
}

/** A whole number with a default (a page size): '', null and missing give the default. */
export function wholeNumberOrDefault(label: string, min: number, max: number, fallback: number) {
  return z
    .union([wholeNumber(label, min, max), z.literal(''), z.null()], {
      error: formatMessage('fieldMustBeWholeNumber', { field: label }),
    })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : fallback));
}

/** A yes/no filter (overdue only): true or 1 for yes; false, 0, '', null or missing for no. */
export function flagOrAll(label: string) {
  return z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal(''), z.null()], {
      error: formatMessage('fieldMustBeBoolean', { field: label }),
    })
    .optional()
    .transform((v) => v === true || v === 1);
}
