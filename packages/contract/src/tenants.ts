import { z } from 'zod';
import { defineCall } from './call.js';
import { auditFields, pagedData, pageRequest, statusToggle } from './common.js';
import { enumValues, Gender, TenantStatus, Vehicle } from './enums.js';
import { id, isRealDate, oneOf, optionalName, optionalText, requiredUpperName } from './fields.js';
import { filterText, oneOfOrAll } from './filters.js';
import { formatMessage, messages } from './messages.js';
import { paths } from './paths.js';

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
} as const;
export const DEFAULT_COUNTRY = 'INDONESIA';
/** DESIGN.md section 1: uploads are bounded; photos are re-encoded within 1600 px. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 1600;
export const PHOTO_FIELD = 'photoID';
/** Vehicles whose brand, model and plate are kept (spec: "only when vehicle is 1 or 2"). */
export const VEHICLES_WITH_DETAIL: readonly number[] = [Vehicle.Motorcycle, Vehicle.Car];

const L = TENANT_LIMITS;
const msg = formatMessage;

/*
 * Tenant/Create and Tenant/Update are multipart/form-data (spec section 7), so every field
 * arrives as text: choices and ids are parsed from their digits here.
 */
const text = (label: string, max: number) => optionalText(label, max);
const upper = (label: string, max: number) => text(label, max).transform((v) => v.toUpperCase());
const digits = (label: string, max: number) =>
  z
    .string({ error: msg('fieldMustBeText', { field: label }) })
    .trim()
    .max(max, msg('fieldTooLong', { field: label, max }))
    .regex(/^\d*$/, msg('fieldDigitsOnly', { field: label }))
    .nullish()
    .transform((v) => v ?? '');
function formChoice(label: string, values: readonly number[]) {
  const options = ['', ...values.map(String)] as [string, ...string[]];
  return z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.enum(options, { error: msg('fieldInvalidChoice', { field: label }) }),
    )
    .nullish()
    .transform((v) => (v ? Number(v) : null));
}
const formDate = (label: string) =>
  z
    .string({ error: msg('fieldInvalidDate', { field: label }) })
    .trim()
    .refine((v) => v === '' || isRealDate(v), msg('fieldInvalidDate', { field: label }))
    .nullish()
    .transform((v) => v || null);
const formId = (label: string) =>
  z
    .string({ error: msg('fieldRequired', { field: label }) })
    .trim()
    .regex(/^\d{1,10}$/, msg('fieldMustBeWholeNumber', { field: label }))
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, msg('fieldOutOfRange', { field: label, min: 1, max: 2_147_483_647 }));

/** The file travels as its own part; a text value under its name is refused. */
const photoPart = z
  .string({ error: messages.tenantPhotoNotFile })
  .refine((v) => v === '', messages.tenantPhotoNotFile)
  .optional()
  .meta({ type: 'string', format: 'binary', description: 'The photo: a jpg, png or gif file of at most 5 MB.' });

const tenantFields = {
  tenantName: requiredUpperName('Tenant Name', L.tenantName, messages.tenantNameRequired),
  gender: formChoice('Gender', enumValues(Gender)),
  idNumber: digits('Id Number', L.idNumber),
  placeOfBirth: upper('Place of Birth', L.placeOfBirth),
  dateOfBirth: formDate('Date of Birth'),
  address: upper('Address', L.address),
  city: upper('City', L.city),
  province: upper('Province', L.province),
  country: upper('Country', L.country).transform((v) => v || DEFAULT_COUNTRY),
  phone: digits('Phone', L.phone),
  workPlace: text('Work Place', L.workPlace),
  vehicle: formChoice('Vehicle', enumValues(Vehicle)),
  vehicleBrand: text('Vehicle Brand', L.vehicleBrand),
  vehicleModel: text('Vehicle Model', L.vehicleModel),
  licensePlate: upper('License Plate', L.licensePlate),
  contactName: optionalName('Contact Name', L.contactName).transform((v) => v.toUpperCase()),
  contactPhone: digits('Contact Phone', L.contactPhone),
  contactRelation: text('Contact Relation', L.contactRelation),
  [PHOTO_FIELD]: photoPart,
};

/** Vehicle details are kept only for a Motorcycle or a Car; otherwise they are cleared. */
function clearVehicleDetail<
  T extends { vehicle: number | null; vehicleBrand: string; vehicleModel: string; licensePlate: string },
>(t: T): T {
  if (t.vehicle !== null && VEHICLES_WITH_DETAIL.includes(t.vehicle)) return t;
  return { ...t, vehicleBrand: '', vehicleModel: '', licensePlate: '' };
}

export const ZTenantCreateRequest = z.object(tenantFields).transform(clearVehicleDetail);
export type TenantCreateRequest = z.input<typeof ZTenantCreateRequest>;
export const ZTenantUpdateRequest = z
  .object({ tenantId: formId('Tenant'), ...tenantFields })
  .transform(clearVehicleDetail);
export type TenantUpdateRequest = z.input<typeof ZTenantUpdateRequest>;

export const ZTenantStatus = oneOf('Status', enumValues(TenantStatus));
export const ZTenantIdRequest = z.object({ tenantId: id('Tenant') });
export const ZTenantToggleRequest = statusToggle('tenantId', 'Tenant');

export const ZTenantListRequest = z.object({
  tenantName: filterText('Tenant Name', L.tenantName).transform((v) => v.toUpperCase()),
  phone: filterText('Phone', L.phone).refine((v) => /^\d*$/.test(v), msg('fieldDigitsOnly', { field: 'Phone' })),
  status: oneOfOrAll('Status', enumValues(TenantStatus)),
  ...pageRequest(),
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
  /** Where the photo is served (GET, signed-in users only); "" when the tenant has none. */
  photoURL: z.string(),
  status: ZTenantStatus,
  ...auditFields,
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
    summary: 'Tenants filtered by name and phone (contains) and status, paged.',
    request: ZTenantListRequest,
    response: pagedData(ZTenantRow),
  }),
};
