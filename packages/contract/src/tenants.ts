import { z } from 'zod';
import { defineCall } from './call.js';
import {
  auditFields,
  cursorPagedData,
  cursorPageRequest,
  rowVersionField,
  statusToggle,
  ZSeenRowVersion,
} from './common.js';
import { INDONESIA, isCountryCode } from './countries.js';
import { enumValues, Gender, ReminderChannel, TenantStatus, Vehicle } from './enums.js';
import {
  emailAddress,
  id,
  isRealDate,
  oneOf,
  optionalName,
  optionalText,
  phoneNumber,
  requiredUpperName,
  say,
} from './fields.js';
import { filterText, oneOfOrAll, phoneFilter } from './filters.js';
import type { FieldKey } from './i18n/field-labels.en.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';
import { propertyChoice, propertyFilter, propertyOfRow } from './properties.js';

/** Column bounds of the tenants table (apps/server/src/modules/tenants/tenants.table.ts). */
export const TENANT_LIMITS = {
  tenantName: 100,
  idNumber: 30,
  placeOfBirth: 50,
  address: 200,
  city: 50,
  province: 50,
  country: 50,
  phone: 20,
  workPlace: 100,
  vehicleBrand: 50,
  vehicleModel: 50,
  licensePlate: 20,
  contactName: 100,
  contactPhone: 20,
  contactRelation: 50,
  email: 100,
  nationality: 2,
  passportNumber: 20,
} as const;
export const DEFAULT_COUNTRY = 'INDONESIA';
/** DESIGN.md section 1: uploads are bounded; photos are re-encoded within 1600 px. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 1600;
export const PHOTO_FIELD = 'photoID';
/** Vehicles whose brand, model and plate are kept (spec: "only when vehicle is 1 or 2"). */
export const VEHICLES_WITH_DETAIL: readonly number[] = [Vehicle.Motorcycle, Vehicle.Car];

const L = TENANT_LIMITS;

/*
 * Tenant/Create and Tenant/Update are multipart/form-data (spec section 7), so every field
 * arrives as text: choices and ids are parsed from their digits here.
 */
const text = (field: FieldKey, max: number) => optionalText(field, max);
const upper = (field: FieldKey, max: number) => text(field, max).transform((v) => v.toUpperCase());
const digits = (field: FieldKey, max: number) =>
  z
    .string({ error: say.notText(field) })
    .trim()
    .max(max, say.tooLong(field, max))
    .regex(/^\d*$/, say.digitsOnly(field))
    .nullish()
    .transform((v) => v ?? '');
function formChoice(field: FieldKey, values: readonly number[]) {
  const options = ['', ...values.map(String)] as [string, ...string[]];
  return z
    .preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.enum(options, { error: say.invalidChoice(field) }))
    .nullish()
    .transform((v) => (v ? Number(v) : null));
}
const formDate = (field: FieldKey) =>
  z
    .string({ error: say.invalidDate(field) })
    .trim()
    .refine((v) => v === '' || isRealDate(v), say.invalidDate(field))
    .nullish()
    .transform((v) => v || null);
/**
 * A yes sent as form text: "1" or "true" (any case); "", "0", "false" or missing is no. What a
 * person says to go on deliberately past a warning.
 */
const formYes = (field: FieldKey) =>
  z
    .string({ error: say.notBoolean(field) })
    .trim()
    .toLowerCase()
    .refine((v) => ['', '0', '1', 'true', 'false'].includes(v), say.notBoolean(field))
    .nullish()
    .transform((v) => v === '1' || v === 'true');
const formId = (field: FieldKey) =>
  z
    .string({ error: say.required(field) })
    .trim()
    .regex(/^\d{1,10}$/, say.notWholeNumber(field))
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, say.outOfRange(field, 1, 2_147_483_647));

/**
 * The tenant's nationality, an ISO 3166-1 alpha-2 code ('ID', 'US'; any case, kept in capitals)
 * of an assigned country; '' or null reads as Indonesian. Apart from `country` (of the address).
 */
const nationalityText = z
  .string({ error: say.invalidChoice('nationality') })
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || isCountryCode(v), say.invalidChoice('nationality'));
/** A passport's number: letters and digits (spaces and dashes as typed are dropped), in capitals. */
const passportText = z
  .string({ error: say.notText('passportNumber') })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .refine((v) => v.length <= L.passportNumber, say.tooLong('passportNumber', L.passportNumber))
  .refine((v) => /^[A-Z0-9]*$/.test(v), say.invalidCharacters('passportNumber'));

/** The file travels as its own part; a text value under its name is refused. */
const notFile = issueMessage(refusal('tenant.photoNotFile'));
const photoPart = z
  .string({ error: notFile })
  .refine((v) => v === '', notFile)
  .optional()
  .meta({ type: 'string', format: 'binary', description: 'The photo: a jpg, png or gif file of at most 5 MB.' });

/** Each field of the tenant form as it travels in a multipart call (the walk-in takes a few of them). */
export const tenantFields = {
  tenantName: requiredUpperName('tenantName', L.tenantName),
  gender: formChoice('gender', enumValues(Gender)),
  idNumber: digits('idNumber', L.idNumber),
  placeOfBirth: upper('placeOfBirth', L.placeOfBirth),
  dateOfBirth: formDate('dateOfBirth'),
  address: upper('address', L.address),
  city: upper('city', L.city),
  province: upper('province', L.province),
  country: upper('country', L.country).transform((v) => v || DEFAULT_COUNTRY),
  phone: phoneNumber('phone', L.phone),
  workPlace: text('workPlace', L.workPlace),
  vehicle: formChoice('vehicle', enumValues(Vehicle)),
  vehicleBrand: text('vehicleBrand', L.vehicleBrand),
  vehicleModel: text('vehicleModel', L.vehicleModel),
  licensePlate: upper('licensePlate', L.licensePlate),
  contactName: optionalName('contactName', L.contactName).transform((v) => v.toUpperCase()),
  contactPhone: phoneNumber('contactPhone', L.contactPhone),
  contactRelation: text('contactRelation', L.contactRelation),
  /** For reminders and receipts by email (messaging.ts). */
  email: emailAddress('email', L.email),
  /** How the server's own messages reach the tenant: 1 WhatsApp (the default), 2 Email. */
  reminderChannel: formChoice('reminderChannel', enumValues(ReminderChannel)).transform(
    (v) => v ?? ReminderChannel.WhatsApp,
  ),
  /** The tenant asked for no automatic messages (the wa.me reminders a person sends stay possible). */
  reminderOptOut: formYes('reminderOptOut'),
  /**
   * For the resident register and the APOA list of foreign guests (modules/resident-register): the
   * nationality (Indonesian when left out) and, required for a foreigner, the passport's number.
   */
  nationality: nationalityText.nullish().transform((v) => v || INDONESIA),
  passportNumber: passportText.nullish().transform((v) => v ?? ''),
  [PHOTO_FIELD]: photoPart,
  /**
   * Save although another tenant already has this NIK (tenant.duplicateNik names them). Without
   * it, a NIK another tenant (not deleted) holds is refused with 409 and nothing is saved; a
   * tenant's own NIK unchanged on an update is never asked about again.
   */
  confirmDuplicateNik: formYes('confirmDuplicateNik'),
};

/** Vehicle details are kept only for a Motorcycle or a Car; otherwise they are cleared. */
function clearVehicleDetail<
  T extends { vehicle: number | null; vehicleBrand: string; vehicleModel: string; licensePlate: string },
>(t: T): T {
  if (t.vehicle !== null && VEHICLES_WITH_DETAIL.includes(t.vehicle)) return t;
  return { ...t, vehicleBrand: '', vehicleModel: '', licensePlate: '' };
}

/**
 * A number sent as form text (a multipart call: Tenant/Create, Booking/WalkIn): read from its
 * digits, "" is not sent, anything else goes on to `schema` as it came, to be refused in words.
 */
export const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v: unknown) => {
    if (typeof v !== 'string') return v;
    const text = v.trim();
    if (text === '') return undefined;
    return /^-?\d+$/.test(text) ? Number(text) : text;
  }, schema);

/**
 * The property a new tenant is registered in ("3"); "", 0 or missing: the default one (the oldest
 * active property the caller works in). A person, not a room: staff of another property see the
 * tenant once they stay there. Fixed once saved.
 */
const formPropertyChoice = formNumber(propertyChoice());

export const ZTenantCreateRequest = z
  .object({ ...tenantFields, propertyId: formPropertyChoice })
  .transform(clearVehicleDetail);
export type TenantCreateRequest = z.input<typeof ZTenantCreateRequest>;
/**
 * The message fields, the nationality and the passport came after the spec's client: an update
 * that leaves one out keeps what is stored (a form that shows them sends them, '' included).
 */
const messageFieldsKeptWhenLeftOut = {
  email: emailAddress('email', L.email).optional(),
  reminderChannel: formChoice('reminderChannel', enumValues(ReminderChannel))
    .optional()
    .transform((v) => (v === null ? ReminderChannel.WhatsApp : v)),
  reminderOptOut: formYes('reminderOptOut').optional(),
  nationality: nationalityText.nullish().transform((v) => (v === undefined ? undefined : v || INDONESIA)),
  passportNumber: passportText.nullish().transform((v) => (v === undefined ? undefined : (v ?? ''))),
};
export const ZTenantUpdateRequest = z
  .object({
    tenantId: formId('tenant'),
    ...tenantFields,
    ...messageFieldsKeptWhenLeftOut,
    rowVersion: ZSeenRowVersion,
  })
  .transform(clearVehicleDetail);
export type TenantUpdateRequest = z.input<typeof ZTenantUpdateRequest>;

export const ZTenantStatus = oneOf('status', enumValues(TenantStatus));
export const ZTenantIdRequest = z.object({ tenantId: id('tenant') });
export const ZTenantToggleRequest = statusToggle('tenantId', 'tenant');

export const ZTenantListRequest = z.object({
  tenantName: filterText('tenantName', L.tenantName).transform((v) => v.toUpperCase()),
  phone: phoneFilter('phone', L.phone),
  status: oneOfOrAll('status', enumValues(TenantStatus)),
  /** Tenants of one property: registered there, or with a stay, past or present, in it. */
  propertyId: propertyFilter(),
  ...cursorPageRequest(),
});
export type TenantListRequest = z.input<typeof ZTenantListRequest>;

export const ZTenant = z.object({
  tenantId: z.number().int(),
  tenantName: z.string(),
  gender: z.number().int().nullable(),
  idNumber: z.string(),
  placeOfBirth: z.string(),
  /** YYYY-MM-DDT00:00:00 (DESIGN.md section 3), or "" when not known. */
  dateOfBirth: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  phone: z.string(),
  workPlace: z.string(),
  vehicle: z.number().int().nullable(),
  vehicleBrand: z.string(),
  vehicleModel: z.string(),
  licensePlate: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactRelation: z.string(),
  email: z.string(),
  reminderChannel: oneOf('reminderChannel', enumValues(ReminderChannel)),
  reminderOptOut: z.boolean(),
  /** ISO 3166-1 alpha-2 ('ID': Indonesian). */
  nationality: z.string(),
  passportNumber: z.string(),
  /** Where the photo is served (GET, signed-in users only); "" when the tenant has none. */
  photoURL: z.string(),
  status: ZTenantStatus,
  /** The property the tenant was registered in ("" for its name when the caller does not work there). */
  ...propertyOfRow,
  ...auditFields,
  ...rowVersionField,
});
export type Tenant = z.infer<typeof ZTenant>;

export const ZTenantRow = z.object({
  rowNumber: z.number().int(),
  tenantId: z.number().int(),
  tenantName: z.string(),
  idNumber: z.string(),
  address: z.string(),
  phone: z.string(),
  status: ZTenantStatus,
  ...propertyOfRow,
});
export type TenantRow = z.infer<typeof ZTenantRow>;

export const ZTenantSaved = z.object({ tenantId: z.number().int(), photoURL: z.string() });

/** The photo URL of a stored photo (served by a GET outside the POST calls). */
export const tenantPhotoUrl = (photoId: number) => `${paths.tenant.photo}/${photoId}`;

export const tenantCalls = {
  create: defineCall({
    path: paths.tenant.create,
    access: 'user',
    body: 'multipart',
    summary: 'Creates a tenant, with an optional photo (multipart/form-data, the file in photoID).',
    request: ZTenantCreateRequest,
    response: ZTenantSaved,
  }),
  update: defineCall({
    path: paths.tenant.update,
    access: 'user',
    body: 'multipart',
    summary: 'Updates a tenant (multipart/form-data); a new photoID file replaces the photo, none keeps it.',
    request: ZTenantUpdateRequest,
    response: ZTenantSaved,
  }),
  delete: defineCall({
    path: paths.tenant.delete,
    access: 'user',
    summary: 'Toggles a tenant between Active and Deleted; status is the one the client saw.',
    request: ZTenantToggleRequest,
    response: ZTenant,
  }),
  getById: defineCall({
    path: paths.tenant.getById,
    access: 'user',
    summary: 'One tenant, with the URL of their photo.',
    request: ZTenantIdRequest,
    response: ZTenant,
  }),
  getList: defineCall({
    path: paths.tenant.getList,
    access: 'user',
    summary: 'Tenants filtered by name and phone (contains), status and property, paged.',
    request: ZTenantListRequest,
    response: cursorPagedData(ZTenantRow),
  }),
};
