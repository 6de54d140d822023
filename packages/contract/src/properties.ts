import { z } from 'zod';
import { bankAccountList, LOGO_FIELD, QRIS_FIELD, ZBankAccountAnswer } from './business-profile.js';
import { defineCall } from './call.js';
import {
  auditFields,
  pagedData,
  pageRequest,
  rowVersionField,
  statusToggle,
  ZRecordStatus,
  ZSeenRowVersion,
} from './common.js';
import { enumValues, RecordStatus } from './enums.js';
import { id, optionalName, optionalText, phoneNumber, requiredUpperName, say } from './fields.js';
import { filterText, idOrAll, oneOfOrAll } from './filters.js';
import { optionalChoiceId } from './master-data-fields.js';
import { paths } from './paths.js';

/** Column sizes of properties. */
export const PROPERTY_NAME_MAX = 100;
export const PROPERTY_ADDRESS_MAX = 300;
export const PROPERTY_CITY_MAX = 50;
export const PROPERTY_PHONE_MAX = 20;

/**
 * One kos of the business. Rooms, room types, the floor layout, employees and expenses belong to
 * one; a Manager or Front desk user works in some (a user's `propertyIds`).
 */
const propertyFields = {
  propertyName: requiredUpperName('propertyName', PROPERTY_NAME_MAX),
  address: optionalText('address', PROPERTY_ADDRESS_MAX),
  city: optionalName('city', PROPERTY_CITY_MAX),
  /** WhatsApp number, kept in its one stored form (phone-number.ts). */
  phone: phoneNumber('phone', PROPERTY_PHONE_MAX),
  /**
   * Its own logo (an id answered by Property/UploadLogo), printed instead of the business
   * profile's on this property's documents; 0 or null: none (the profile's). Missing: unchanged
   * (none on Create).
   */
  logoId: z
    .union([id('logoId'), z.literal(0), z.null()], { error: say.invalidChoice('logoId') })
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  /**
   * Its own static QRIS image (an id answered by Property/UploadQris), shown on its tenants' pages
   * instead of the business profile's; 0 or null: none (the profile's). Missing: unchanged.
   */
  qrisId: z
    .union([id('qrisId'), z.literal(0), z.null()], { error: say.invalidChoice('qrisId') })
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  /**
   * Its own bank accounts, asked for instead of the business profile's on this property's
   * documents and messages; [] or null: none (the profile's). Missing: unchanged (none on Create).
   */
  bankAccounts: bankAccountList()
    .nullable()
    .optional()
    .transform((v) => (v === null ? [] : v)),
};

export const ZPropertyCreateRequest = z.object(propertyFields);
export type PropertyCreateRequest = z.input<typeof ZPropertyCreateRequest>;

export const ZPropertyUpdateRequest = z.object({
  propertyId: id('property'),
  ...propertyFields,
  rowVersion: ZSeenRowVersion,
});
export type PropertyUpdateRequest = z.input<typeof ZPropertyUpdateRequest>;

export const ZPropertyIdRequest = z.object({ propertyId: id('property') });
export const ZPropertyToggleRequest = statusToggle('propertyId', 'property');

export const ZPropertyListRequest = z.object({
  propertyName: filterText('propertyName', PROPERTY_NAME_MAX),
  status: oneOfOrAll('status', enumValues(RecordStatus)),
  ...pageRequest(),
});
export type PropertyListRequest = z.input<typeof ZPropertyListRequest>;

export const ZProperty = z.object({
  propertyId: z.number().int(),
  propertyName: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  /** Its own logo's id and GET address (null and '' when it has none: documents print the profile's). */
  logoId: z.number().int().nullable(),
  logoURL: z.string(),
  /** Its own QRIS image's id and GET address (null and '' when it has none: its tenants' pages show the profile's). */
  qrisId: z.number().int().nullable(),
  qrisURL: z.string(),
  /** Its own bank accounts ([] when it has none: documents ask for the profile's). */
  bankAccounts: z.array(ZBankAccountAnswer),
  status: ZRecordStatus,
  ...auditFields,
  ...rowVersionField,
});
export type Property = z.infer<typeof ZProperty>;

export const ZPropertyRow = ZProperty.extend({ rowNumber: z.number().int() });
export type PropertyRow = z.infer<typeof ZPropertyRow>;

/**
 * The property a new record (room, room type, employee) belongs to: missing, 0 or null means the
 * default one, the oldest active property the caller works in.
 */
export const propertyChoice = () => optionalChoiceId('property');

/**
 * A list's property filter: one property, or (0, '', null or missing) every property the caller
 * works in, added up.
 */
export const propertyFilter = () => idOrAll('propertyId');

/** What a row of a property's record (or of one through its room) says of its property. */
export const propertyOfRow = { propertyId: z.number().int(), propertyName: z.string() };

export const propertyCalls = {
  create: defineCall({
    path: paths.property.create,
    access: 'admin',
    summary: 'Creates a property (a kos of the business); its name is unique (409 naming it).',
    request: ZPropertyCreateRequest,
    response: z.object({ propertyId: z.number().int() }),
  }),
  update: defineCall({
    path: paths.property.update,
    access: 'admin',
    summary: 'Updates a property.',
    request: ZPropertyUpdateRequest,
    response: z.object({ propertyId: z.number().int() }),
  }),
  delete: defineCall({
    path: paths.property.delete,
    access: 'admin',
    summary:
      'Toggles a property between Active and Deleted; status is the one the client saw. A property with an active stay, or the last active property, cannot be deleted (409 saying why).',
    request: ZPropertyToggleRequest,
    response: ZProperty,
  }),
  getById: defineCall({
    path: paths.property.getById,
    access: 'user',
    summary: 'One property the caller works in.',
    request: ZPropertyIdRequest,
    response: ZProperty,
  }),
  uploadLogo: defineCall({
    path: paths.property.uploadLogo,
    access: 'admin',
    summary: `multipart/form-data with one image file "${LOGO_FIELD}" (JPG, PNG or GIF, at most 2 MB), re-encoded like the business logo; answers its logoId for Property/Create or Update to name.`,
    body: 'multipart',
    request: z.object({}).passthrough(),
    response: z.object({ logoId: z.number().int(), logoURL: z.string() }),
  }),
  uploadQris: defineCall({
    path: paths.property.uploadQris,
    access: 'admin',
    summary: `multipart/form-data with one image file "${QRIS_FIELD}" (the property's static QRIS: JPG, PNG or GIF, at most 2 MB), re-encoded like the profile's; answers its qrisId for Property/Create or Update to name.`,
    body: 'multipart',
    request: z.object({}).passthrough(),
    response: z.object({ qrisId: z.number().int(), qrisURL: z.string() }),
  }),
  getList: defineCall({
    path: paths.property.getList,
    access: 'user',
    summary:
      'The properties the caller works in (every one for an owner), filtered by name and status, paged; the property picker asks pageSize 10000 and status 1.',
    request: ZPropertyListRequest,
    response: pagedData(ZPropertyRow),
  }),
};
