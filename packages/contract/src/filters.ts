import { z } from 'zod';
import { id, isRealDate, oneOf, optionalName, say, wholeNumber } from './fields.js';
import type { FieldKey } from './i18n/field-labels.en.js';
import { phoneSearchText, storedPhone } from './phone-number.js';

/**
 * Filter builders of the list and lookup calls. A screen sends a filter left at "All" as ''
 * (an emptied input, a select on its blank option) or null, the spec's client as 0: each builder
 * reads them, and a missing field, as "no filter" (undefined), and refuses anything else it
 * cannot read with a message naming the field.
 */

const isNone = (value: unknown) => value === '' || value === null || value === undefined;

/** Contains-text search, collapsed like the names it looks for; "" for all. */
export function filterText(field: FieldKey, max: number) {
  return optionalName(field, max);
}

/**
 * A phone number to search for (contains), typed any way ("0812 3456", "+62 812-3456"), looked for
 * in the stored form (phone-number.ts); "" for all. Letters are refused.
 */
export function phoneFilter(field: FieldKey, max: number) {
  return filterText(field, max * 2)
    .refine((v) => v === '' || storedPhone(v) !== null, say.invalidPhone(field))
    .transform(phoneSearchText);
}

/** One value of an enumeration, or All: '', null, missing, and 0 unless 0 is one of its values. */
export function oneOfOrAll<const T extends readonly [number, ...number[]]>(field: FieldKey, values: T) {
  const zeroIsAll = !values.includes(0);
  return z
    .union([oneOf(field, values), z.literal(0), z.literal(''), z.null()], { error: say.invalidChoice(field) })
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
export function idOrAll(field: FieldKey) {
  return numberOrAll(id(field), say.invalidChoice(field));
}

/** A whole number to filter by (a period's month or year), or All. */
export function wholeNumberOrAll(field: FieldKey, min: number, max: number) {
  return numberOrAll(wholeNumber(field, min, max), say.notWholeNumber(field));
}

/** A whole number where 0 is a value of its own (floor 0), or none: '', null or missing. */
export function wholeNumberOrNone(field: FieldKey, min: number, max: number) {
  return z
    .union([wholeNumber(field, min, max), z.literal(''), z.null()], { error: say.notWholeNumber(field) })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : undefined));
}

/** A date to filter from or to (YYYY-MM-DD), or none. */
export function dateOrAll(field: FieldKey) {
  const message = say.invalidDate(field);
  return z
    .union([z.literal(''), z.string().refine(isRealDate, message), z.null()], { error: message })
    .optional()
    .transform((v) => (isNone(v) ? undefined : (v as string)));
}

/** One of some words (an entity, an action), or All: '', null or missing. */
export function wordOrAll<const T extends readonly [string, ...string[]]>(field: FieldKey, values: T) {
  return z
    .union([z.enum(values), z.literal(''), z.null()], { error: say.invalidChoice(field) })
    .optional()
    .transform((v): T[number] | undefined => (isNone(v) ? undefined : (v as T[number])));
}

/** One of some words (a sort column), or `fallback` when left out. */
export function wordOrDefault<const T extends readonly [string, ...string[]]>(
  field: FieldKey,
  values: T,
  fallback: T[number],
) {
  return z
    .union([z.enum(values), z.literal(''), z.null()], { error: say.invalidChoice(field) })
    .optional()
    .transform((v): T[number] => (isNone(v) ? fallback : (v as T[number])));
}

/** A whole number with a default (a page size): '', null and missing give the default. */
export function wholeNumberOrDefault(field: FieldKey, min: number, max: number, fallback: number) {
  return z
    .union([wholeNumber(field, min, max), z.literal(''), z.null()], { error: say.notWholeNumber(field) })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : fallback));
}

/** A yes/no filter (overdue only): true or 1 for yes; false, 0, '', null or missing for no. */
export function flagOrAll(field: FieldKey) {
  return z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal(''), z.null()], {
      error: say.notBoolean(field),
    })
    .optional()
    .transform((v) => v === true || v === 1);
}
