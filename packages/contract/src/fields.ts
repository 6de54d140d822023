import { z } from 'zod';
import { formatMessage, type MessageKey } from './messages.js';

/**
 * Field builders shared by every payload schema, so that each kind of field is checked the
 * same way everywhere and every refusal names the field in words a person reads.
 * `label` is the field's name on screen ("First Name"), used in the messages.
 */

const msg = (key: MessageKey, params: Record<string, string | number>) => formatMessage(key, params);

/** PostgreSQL text cannot hold the NUL character; refuse it as a person would read it. */
const NUL = String.fromCharCode(0);
const hasNoNul = (value: string) => !value.includes(NUL);

/** Inner runs of spaces (or tabs, line breaks) as one space: how names are stored and searched. */
export const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ');

function required(label: string, max: number, requiredMessage: string | undefined, collapse: boolean) {
  const missing = requiredMessage ?? msg('fieldRequired', { field: label });
  const text = z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? missing : msg('fieldMustBeText', { field: label }),
    })
    .trim();
  return (collapse ? text.overwrite(collapseSpaces) : text)
    .min(1, missing)
    .max(max, msg('fieldTooLong', { field: label, max }))
    .refine(hasNoNul, msg('fieldInvalidCharacters', { field: label }));
}

function optional(label: string, max: number, collapse: boolean) {
  const text = z.string({ error: msg('fieldMustBeText', { field: label }) }).trim();
  return (collapse ? text.overwrite(collapseSpaces) : text)
    .max(max, msg('fieldTooLong', { field: label, max }))
    .refine(hasNoNul, msg('fieldInvalidCharacters', { field: label }))
    .nullish()
    .transform((v) => v ?? '');
}

/** Trimmed text, required (empty after trimming counts as missing). */
export function requiredText(label: string, max: number, requiredMessage?: string) {
  return required(label, max, requiredMessage, false);
}

/** Trimmed text that may be left empty; null and a missing field read as "". */
export function optionalText(label: string, max: number) {
  return optional(label, max, false);
}

/**
 * A person's or a thing's name: trimmed, inner runs of spaces collapsed to one, so that
 * "budi  santoso" is stored as the list shows it and found as people type it.
 */
export function requiredName(label: string, max: number, requiredMessage?: string) {
  return required(label, max, requiredMessage, true);
}

/** A name that may be left empty (a contact's), collapsed like every name. */
export function optionalName(label: string, max: number) {
  return optional(label, max, true);
}

/** Upper-cased required text (codes the business keeps in capitals, a room number). */
export function requiredUpperText(label: string, max: number, requiredMessage?: string) {
  return requiredText(label, max, requiredMessage).transform((v) => v.toUpperCase());
}

/** An upper-cased name (the business keeps tenants, employees, room types and vendors in capitals). */
export function requiredUpperName(label: string, max: number, requiredMessage?: string) {
  return requiredName(label, max, requiredMessage).transform((v) => v.toUpperCase());
}

/** A positive whole-number id. */
export function id(label: string) {
  return wholeNumber(label, 1, 2_147_483_647);
}

/** A whole number within bounds. */
export function wholeNumber(label: string, min: number, max: number) {
  // Range first: 1e30 is "out of range" to a person, not "not a whole number".
  return z
    .number({ error: msg('fieldMustBeWholeNumber', { field: label }) })
    .min(min, msg('fieldOutOfRange', { field: label, min, max }))
    .max(max, msg('fieldOutOfRange', { field: label, min, max }))
    .int(msg('fieldMustBeWholeNumber', { field: label }));
}

/** One value of an enumeration (its numeric values). */
export function oneOf<const T extends readonly [number, ...number[]]>(label: string, values: T) {
  return z.literal(values as unknown as T[number][], { error: msg('fieldInvalidChoice', { field: label }) });
}

export function boolean(label: string) {
  return z.boolean({ error: msg('fieldMustBeBoolean', { field: label }) });
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** True when text is a real calendar date written YYYY-MM-DD. */
export function isRealDate(text: string): boolean {
  if (!isoDatePattern.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2999 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date sent as YYYY-MM-DD (DESIGN.md section 3). */
export function isoDate(label: string) {
  return z
    .string({ error: msg('fieldInvalidDate', { field: label }) })
    .refine(isRealDate, msg('fieldInvalidDate', { field: label }));
}

/** Whole rupiah; DESIGN.md: integers, never floats, bounded. */
export const MAX_MONEY = 1_000_000_000_000;
export function money(label: string, min = 0) {
  return wholeNumber(label, min, MAX_MONEY);
}

/** Returned timestamps: YYYY-MM-DDTHH:mm:ss in business time. */
export const dateTimeText = z.string();
