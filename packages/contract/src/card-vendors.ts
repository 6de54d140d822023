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
import { id, optionalName, phoneNumber, requiredUpperName } from './fields.js';
import { filterText, oneOfOrAll } from './filters.js';
import { paths } from './paths.js';

/** Column sizes of card_vendors. */
export const CARD_VENDOR_NAME_MAX = 50;
export const CONTACT_NAME_MAX = 50;
export const PHONE_MAX = 20;

/** DESIGN.md section 4: the supplier of a room's door lock and key cards. */
const cardVendorFields = {
  cardVendorName: requiredUpperName('cardVendorName', CARD_VENDOR_NAME_MAX),
  contactName: optionalName('contactName', CONTACT_NAME_MAX),
  phone: phoneNumber('phone', PHONE_MAX),
};

export const ZCardVendorCreateRequest = z.object(cardVendorFields);
export type CardVendorCreateRequest = z.input<typeof ZCardVendorCreateRequest>;

export const ZCardVendorUpdateRequest = z.object({
  cardVendorId: id('cardVendor'),
  ...cardVendorFields,
  rowVersion: ZSeenRowVersion,
});
export type CardVendorUpdateRequest = z.input<typeof ZCardVendorUpdateRequest>;

export const ZCardVendorIdRequest = z.object({ cardVendorId: id('cardVendor') });
export const ZCardVendorToggleRequest = statusToggle('cardVendorId', 'cardVendor');

export const ZCardVendorListRequest = z.object({
  cardVendorName: filterText('cardVendorName', CARD_VENDOR_NAME_MAX),
  status: oneOfOrAll('status', enumValues(RecordStatus)),
  ...pageRequest(),
});
export type CardVendorListRequest = z.input<typeof ZCardVendorListRequest>;

export const ZCardVendor = z.object({
  cardVendorId: z.number().int(),
  cardVendorName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  status: ZRecordStatus,
  ...auditFields,
  ...rowVersionField,
});
export type CardVendor = z.infer<typeof ZCardVendor>;

export const ZCardVendorRow = ZCardVendor.extend({ rowNumber: z.number().int() });
export type CardVendorRow = z.infer<typeof ZCardVendorRow>;

export const cardVendorCalls = {
  create: defineCall({
    path: paths.cardVendor.create,
    access: 'user',
    summary: 'Creates a card vendor; its name is unique (409 naming it).',
    request: ZCardVendorCreateRequest,
    response: z.object({ cardVendorId: z.number().int() }),
  }),
  update: defineCall({
    path: paths.cardVendor.update,
    access: 'user',
    summary: 'Updates a card vendor.',
    request: ZCardVendorUpdateRequest,
    response: z.object({ cardVendorId: z.number().int() }),
  }),
  delete: defineCall({
    path: paths.cardVendor.delete,
    access: 'user',
    summary:
      'Toggles a card vendor between Active and Deleted; status is the one the client saw. A vendor still named by an active room cannot be deleted (409 naming the rooms).',
    request: ZCardVendorToggleRequest,
    response: ZCardVendor,
  }),
  getById: defineCall({
    path: paths.cardVendor.getById,
    access: 'user',
    summary: 'One card vendor.',
    request: ZCardVendorIdRequest,
    response: ZCardVendor,
  }),
  getList: defineCall({
    path: paths.cardVendor.getList,
    access: 'user',
    summary: 'Card vendors filtered by name and status, paged; dropdowns ask pageSize 10000 and status 1.',
    request: ZCardVendorListRequest,
    response: pagedData(ZCardVendorRow),
  }),
};
