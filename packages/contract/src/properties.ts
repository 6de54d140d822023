import { z } from 'zod';
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
import { id, optionalName, optionalText, requiredUpperName } from './fields.js';
import { filterText, idOrAll, oneOfOrAll } from './filters.js';
import { digitsText, optionalChoiceId } from './master-data-fields.js';
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
  /** WhatsApp number, digits. */
  phone: digitsText('phone', PROPERTY_PHONE_MAX),
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
  getList: defineCall({
    path: paths.property.getList,
    access: 'user',
    summary:
      'The properties the caller works in (every one for an owner), filtered by name and status, paged; the property picker asks pageSize 10000 and status 1.',
    request: ZPropertyListRequest,
    response: pagedData(ZPropertyRow),
  }),
};
