import { z } from 'zod';
import { isEmptyApiDate } from './date-text.js';
import type { FieldKey } from './i18n/field-labels.en.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { storedPhone } from './phone-number.js';

/**
 * Field builders shared by every payload schema, so that each kind of field is checked the
 * same way everywhere and every refusal names the field. `field` is the key of the field's label
 * (i18n/field-labels.*.ts); a refusal travels as a code and params (`{ field: 'tenantName' }`),
 * never as words, and is put in words in the reader's language when it is shown.
 */

/** The refusals the builders raise, written into the issue (see i18n/refusal.ts). */
export const say = {
  required: (field: FieldKey) => issueMessage(refusal('field.required', { field })),
  notText: (field: FieldKey) => issueMessage(refusal('field.notText', { field })),
  tooLong: (field: FieldKey, max: number) => issueMessage(refusal('field.tooLong', { field, max })),
  tooShort: (field: FieldKey, min: number) => issueMessage(refusal('field.tooShort', { field, min })),
  notWholeNumber: (field: FieldKey) => issueMessage(refusal('field.notWholeNumber', { field })),
  notBoolean: (field: FieldKey) => issueMessage(refusal('field.notBoolean', { field })),
  outOfRange: (field: FieldKey, min: number, max: number) =>
    issueMessage(refusal('field.outOfRange', { field, min, max })),
  moneyOutOfRange: (field: FieldKey, min: number, max: number) =>
    issueMessage(refusal('field.moneyOutOfRange', { field, min, max })),
  invalidChoice: (field: FieldKey) => issueMessage(refusal('field.invalidChoice', { field })),
  invalidDate: (field: FieldKey) => issueMessage(refusal('field.invalidDate', { field })),
  invalidEmail: (field: FieldKey) => issueMessage(refusal('field.invalidEmail', { field })),
  digitsOnly: (field: FieldKey) => issueMessage(refusal('field.digitsOnly', { field })),
  invalidPhone: (field: FieldKey) => issueMessage(refusal('field.invalidPhone', { field })),
  invalidCharacters: (field: FieldKey) => issueMessage(refusal('field.invalidCharacters', { field })),
  directionControl: (field: FieldKey) => issueMessage(refusal('field.directionControl', { field })),
};

/** PostgreSQL text cannot hold the NUL character; refuse it as a person would read it. */
const NUL = String.fromCharCode(0);
const hasNoNul = (value: string) => !value.includes(NUL);

/**
 * The invisible characters that change the order text is shown in (Unicode's bidirectional
 * embeddings, overrides, isolates and marks): on a receipt, "\u202E0987654321" shows as
 * 1234567890 backwards, so a footer, a name or an account number could read differently from what
 * it holds. No field of a boarding house needs them (words of right-to-left scripts are shown
 * right without them), so every text field refuses them: a clear refusal rather than text
 * silently changed.
 */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const hasNoDirectionControl = (value: string) => !DIRECTION_CONTROLS.test(value);

/** Inner runs of spaces (or tabs, line breaks) as one space: how names are stored and searched. */
export const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ');

function required(field: FieldKey, max: number, collapse: boolean) {
  const missing = say.required(field);
  const text = z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? missing : say.notText(field)),
    })
    .trim();
  return (collapse ? text.overwrite(collapseSpaces) : text)
    .min(1, missing)
    .max(max, say.tooLong(field, max))
    .refine(hasNoNul, say.invalidCharacters(field))
    .refine(hasNoDirectionControl, say.directionControl(field));
}

function optional(field: FieldKey, max: number, collapse: boolean) {
  const text = z.string({ error: say.notText(field) }).trim();
  return (collapse ? text.overwrite(collapseSpaces) : text)
    .max(max, say.tooLong(field, max))
    .refine(hasNoNul, say.invalidCharacters(field))
    .refine(hasNoDirectionControl, say.directionControl(field))
    .nullish()
    .transform((v) => v ?? '');
}

/** Trimmed text, required (empty after trimming counts as missing: "... is required!"). */
export function requiredText(field: FieldKey, max: number) {
  return required(field, max, false);
}

/** Trimmed text that may be left empty; null and a missing field read as "". */
export function optionalText(field: FieldKey, max: number) {
  return optional(field, max, false);
}

/** An email address, or '' when none is given. */
export function emailAddress(field: FieldKey, max: number) {
  const notEmail = say.invalidEmail(field);
  return z
    .union([z.literal(''), z.email(notEmail).max(max, say.tooLong(field, max))], { error: notEmail })
    .nullish()
    .transform((v) => v ?? '');
}

/**
 * A person's or a thing's name: trimmed, inner runs of spaces collapsed to one, so that
 * "budi  santoso" is stored as the list shows it and found as people type it.
 */
export function requiredName(field: FieldKey, max: number) {
  return required(field, max, true);
}

/** A name that may be left empty (a contact's), collapsed like every name. */
export function optionalName(field: FieldKey, max: number) {
  return optional(field, max, true);
}

/**
 * A phone number as typed ("+62 812-3456-7890", "0812 3456 7890"), kept in its one stored form
 * (phone-number.ts: 6281234567890); "" when left empty. Letters are refused, never dropped.
 * `max` bounds the stored digits (the column); the typed text may carry marks beyond it.
 */
export function phoneNumber(field: FieldKey, max: number) {
  return optionalText(field, max * 2)
    .refine((v) => storedPhone(v) !== null, say.invalidPhone(field))
    .transform((v) => storedPhone(v) ?? '')
    .refine((v) => v.length <= max, say.tooLong(field, max));
}

/** Upper-cased required text (codes the business keeps in capitals, a room number). */
export function requiredUpperText(field: FieldKey, max: number) {
  return requiredText(field, max).transform((v) => v.toUpperCase());
}

/** An upper-cased name (the business keeps tenants, employees, room types and vendors in capitals). */
export function requiredUpperName(field: FieldKey, max: number) {
  return requiredName(field, max).transform((v) => v.toUpperCase());
}

/** The highest id a record can have: every id column is a PostgreSQL integer (int4). */
export const MAX_ID = 2_147_483_647;

/** A positive whole-number id, within its column's range (1 to MAX_ID). */
export function id(field: FieldKey) {
  return wholeNumber(field, 1, MAX_ID);
}

/** The id written in an address or a link (`/Photo/12`, `12.<signature>`), or null when it is none. */
export function idFromText(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_ID ? n : null;
}

/** A whole number within bounds. */
export function wholeNumber(field: FieldKey, min: number, max: number) {
  // Range first: 1e30 is "out of range" to a person, not "not a whole number".
  return z
    .number({ error: say.notWholeNumber(field) })
    .min(min, say.outOfRange(field, min, max))
    .max(max, say.outOfRange(field, min, max))
    .int(say.notWholeNumber(field));
}

/** One value of an enumeration (its numeric values). */
export function oneOf<const T extends readonly [number, ...number[]]>(field: FieldKey, values: T) {
  return z.literal(values as unknown as T[number][], { error: say.invalidChoice(field) });
}

export function boolean(field: FieldKey) {
  return z.boolean({ error: say.notBoolean(field) });
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
export function isoDate(field: FieldKey) {
  return z.string({ error: say.invalidDate(field) }).refine(isRealDate, say.invalidDate(field));
}

/**
 * An optional date: empty, null, missing or the spec's empty sentinel all mean "none" (an
 * open-ended stay); anything else must be a real YYYY-MM-DD date.
 */
export function optionalDate(field: FieldKey) {
  return z
    .string({ error: say.invalidDate(field) })
    .refine((v) => v === '' || isEmptyApiDate(v) || isRealDate(v), say.invalidDate(field))
    .nullish()
    .transform((v) => (!v || isEmptyApiDate(v) ? null : v));
}

/**
 * The most one record may hold, in whole rupiah: Rp 100.000.000.000 (seratus miliar). A kos's
 * yearly rent, a renovation or a year's salary is a few hundred million at most; a figure a
 * thousand times that is a typing slip or an attack, not business. It also keeps every amount
 * inside what a receipt can write out in words (amount-in-words.ts) and makes reaching the exact
 * range of a sum (2^53 - 1, about Rp 9.007 triliun) take ninety thousand maximal records, which the
 * database's grand totals refuse as they come (apps/server/src/modules/payments/README.md).
 * The database keeps the same bound as a CHECK on every column a person types money into.
 */
export const MAX_MONEY = 100_000_000_000;

/**
 * Every money field of every call: whole rupiah from `min` to MAX_MONEY, refused in money words
 * ("Amount must be between Rp 1 and Rp 100.000.000.000"). `missing` names what a missing value
 * says (a form that always sends the field reads "... is required!").
 */
export function money(field: FieldKey, min = 0, missing: FieldKey | null = null) {
  const wrong = say.notWholeNumber(field);
  const range = say.moneyOutOfRange(field, min, MAX_MONEY);
  const schema = z
    .number({
      error: (issue) =>
        missing !== null && (issue.input === undefined || issue.input === null) ? say.required(missing) : wrong,
    })
    .min(min, range)
    .max(MAX_MONEY, range)
    .int(wrong);
  moneySchemas.add(schema);
  return schema;
}

/** The schemas `money()` made: a test walks every call's request and finds each money field among them. */
export const moneySchemas = new WeakSet<z.ZodType>();

/** Returned timestamps: YYYY-MM-DDTHH:mm:ss in business time. */
export const dateTimeText = z.string();
