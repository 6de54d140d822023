import { z } from 'zod';
import { defineCall } from './call.js';
import { DOCUMENT_LANGUAGES } from './documents.js';
import { isRealDate, say } from './fields.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { requiredChoiceId } from './master-data-fields.js';
import { paths } from './paths.js';
import { daysBetween } from './whatsapp-words.js';

/**
 * The resident register (README of apps/server/src/modules/resident-register): who stays in a
 * property on a day, with what the RT/RW's form asks; who arrived and who left since a day; and
 * the foreign guests with what the immigration office's APOA report asks. Dates travel as
 * YYYY-MM-DD ('' for none). A stay is a resident on a day from its recorded arrival (check-in)
 * up to, not including, its recorded departure (check-out); one not yet checked out stays a
 * resident (an overdue check-out is still in the room); a cancelled or deleted stay never is.
 */

/** How far back `since` may reach from `date`, in days (a year and a day: bounded answers). */
export const REGISTER_SINCE_MAX_DAYS = 366;
/** `since` when left out: a week before `date` (the RT/RW asks within 1x24 hours; a week's round). */
export const REGISTER_SINCE_DEFAULT_DAYS = 7;

const day = (field: 'registerDate' | 'registerSince') =>
  z
    .string({ error: say.invalidDate(field) })
    .trim()
    .refine((v) => v === '' || isRealDate(v), say.invalidDate(field))
    .nullish()
    .transform((v) => v || null);

/** The day `days` after (or before, negative) a YYYY-MM-DD day. */
export function registerDayAfter(dayText: string, days: number): string {
  const d = new Date(`${dayText}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The register's question: a property (required: the RT/RW's register is of one address), the day
 * (the business's today when left out; never after it) and the day arrivals and departures are
 * counted from (REGISTER_SINCE_DEFAULT_DAYS before `date` when left out; not after `date`, at most
 * REGISTER_SINCE_MAX_DAYS before it).
 */
function refuseBackwards(r: { date: string | null; since: string | null }, ctx: z.RefinementCtx) {
  if (!r.date || !r.since) return;
  if (r.since > r.date)
    ctx.addIssue({ code: 'custom', path: ['since'], message: issueMessage(refusal('report.registerSinceAfterDate')) });
  else if (daysBetween(r.since, r.date) > REGISTER_SINCE_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['since'],
      message: issueMessage(refusal('report.registerTooLong', { max: REGISTER_SINCE_MAX_DAYS })),
    });
}

export const ZResidentRegisterRequest = z
  .object({ propertyId: requiredChoiceId('property'), date: day('registerDate'), since: day('registerSince') })
  .superRefine(refuseBackwards);
export type ResidentRegisterRequest = z.input<typeof ZResidentRegisterRequest>;

/** A person of the register: what the RT/RW's form asks (the tenant's record as it stands). */
const person = {
  bookingId: z.number().int(),
  tenantId: z.number().int(),
  tenantName: z.string(),
  /** NIK ('' when not recorded). */
  idNumber: z.string(),
  placeOfBirth: z.string(),
  /** YYYY-MM-DD, '' when not recorded. */
  dateOfBirth: z.string(),
  /** 1 Male, 2 Female; null when not recorded. */
  gender: z.number().int().nullable(),
  /** The origin address as recorded: street, city, province, country (the parts given). */
  originAddress: z.string(),
  phone: z.string(),
  /** ISO 3166-1 alpha-2. */
  nationality: z.string(),
  roomNumber: z.string(),
  /** The recorded arrival (check-in), YYYY-MM-DD. */
  arrivalDate: z.string(),
  /** The booking's check-out date, '' when open-ended. */
  plannedDepartureDate: z.string(),
  /** The recorded departure (check-out), '' while staying. */
  departureDate: z.string(),
};
export const ZRegisterPerson = z.object(person);
export type RegisterPerson = z.infer<typeof ZRegisterPerson>;

/** A foreign guest with what APOA asks: the passport's holder, where and from when to when they stay. */
export const ZRegisterForeigner = z.object({ ...person, passportNumber: z.string() });
export type RegisterForeigner = z.infer<typeof ZRegisterForeigner>;

export const ZResidentRegister = z.object({
  propertyId: z.number().int(),
  propertyName: z.string(),
  /** The property's address: where the guests stay (APOA's address of stay). */
  propertyAddress: z.string(),
  /** The day asked (YYYY-MM-DD) and the day arrivals and departures are counted from. */
  date: z.string(),
  since: z.string(),
  /** Everyone staying on `date`, by room. */
  residents: z.array(ZRegisterPerson),
  /** Arrivals from `since` to `date` (both days counted), by day. */
  arrivals: z.array(ZRegisterPerson),
  /** Departures from `since` to `date`, by day. */
  departures: z.array(ZRegisterPerson),
  /** Residents on `date` and arrivals since `since` whose nationality is not Indonesian (APOA). */
  foreigners: z.array(ZRegisterForeigner),
});
export type ResidentRegister = z.infer<typeof ZResidentRegister>;

/** The register as a file: GET {paths.report.residentRegisterFile}?propertyId&date&since&format&lang. */
export const REGISTER_FILE_FORMATS = ['pdf', 'xlsx'] as const;
export type RegisterFileFormat = (typeof REGISTER_FILE_FORMATS)[number];

/** The file's query: the call's fields with the same refusals, as text in the address; pdf and the reader's language when left out. */
export const ZResidentRegisterFileQuery = z
  .object({
    propertyId: z.preprocess(
      (v) => (v === undefined || v === '' ? undefined : Number(v)),
      requiredChoiceId('property'),
    ),
    date: day('registerDate'),
    since: day('registerSince'),
    format: z.enum(REGISTER_FILE_FORMATS, { error: say.invalidChoice('format') }).optional(),
    lang: z.enum(DOCUMENT_LANGUAGES, { error: say.invalidChoice('language') }).optional(),
  })
  .superRefine(refuseBackwards);
/** What a client puts in the address. */
export interface ResidentRegisterFileQuery {
  propertyId: number;
  date?: string;
  since?: string;
  format?: RegisterFileFormat;
  lang?: (typeof DOCUMENT_LANGUAGES)[number];
}

export const residentRegisterCalls = {
  getResidentRegister: defineCall({
    path: paths.report.getResidentRegister,
    access: 'user',
    summary:
      'The resident register of a property: residents on a day with what the RT/RW asks (name, NIK, place and date of birth, sex, origin address, phone, room, arrival), arrivals and departures since a day, and the foreign guests with what APOA asks.',
    request: ZResidentRegisterRequest,
    response: ZResidentRegister,
  }),
};
