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
import { id, requiredUpperName } from './fields.js';
import { filterText, oneOfOrAll } from './filters.js';
import { requiredMoney } from './master-data-fields.js';
import { paths } from './paths.js';
import { propertyChoice, propertyFilter, propertyOfRow } from './properties.js';

/** The room_types.room_type_name column holds 50 characters. */
export const ROOM_TYPE_NAME_MAX = 50;

const roomTypeFields = {
  /** Spec section 5: upper case, trimmed on save. */
  roomTypeName: requiredUpperName('roomTypeName', ROOM_TYPE_NAME_MAX),
  priceDaily: requiredMoney('priceDaily'),
  priceWeekly: requiredMoney('priceWeekly'),
  priceMonthly: requiredMoney('priceMonthly'),
  priceYearly: requiredMoney('priceYearly'),
};

/** A room type is one property's (prices differ by place); it stays that property's. */
export const ZRoomTypeCreateRequest = z.object({ ...roomTypeFields, propertyId: propertyChoice() });
export type RoomTypeCreateRequest = z.input<typeof ZRoomTypeCreateRequest>;

export const ZRoomTypeUpdateRequest = z.object({
  roomTypeId: id('roomType'),
  ...roomTypeFields,
  rowVersion: ZSeenRowVersion,
});
export type RoomTypeUpdateRequest = z.input<typeof ZRoomTypeUpdateRequest>;

export const ZRoomTypeIdRequest = z.object({ roomTypeId: id('roomType') });
/** DESIGN.md section 5: delete by roomTypeId (the old client sent a tenant id). */
export const ZRoomTypeToggleRequest = statusToggle('roomTypeId', 'roomType');

export const ZRoomTypeListRequest = z.object({
  roomTypeName: filterText('roomTypeName', ROOM_TYPE_NAME_MAX),
  propertyId: propertyFilter(),
  status: oneOfOrAll('status', enumValues(RecordStatus)),
  ...pageRequest(),
});
export type RoomTypeListRequest = z.input<typeof ZRoomTypeListRequest>;

export const ZRoomType = z.object({
  roomTypeId: z.number().int(),
  ...propertyOfRow,
  roomTypeName: z.string(),
  priceDaily: z.number().int(),
  priceWeekly: z.number().int(),
  priceMonthly: z.number().int(),
  priceYearly: z.number().int(),
  status: ZRecordStatus,
  ...auditFields,
  ...rowVersionField,
});
export type RoomType = z.infer<typeof ZRoomType>;

export const ZRoomTypeRow = ZRoomType.extend({ rowNumber: z.number().int() });
export type RoomTypeRow = z.infer<typeof ZRoomTypeRow>;

export const roomTypeCalls = {
  create: defineCall({
    path: paths.roomType.create,
    access: 'user',
    summary: 'Creates a room type; its name is unique (409 naming it).',
    request: ZRoomTypeCreateRequest,
    response: z.object({ roomTypeId: z.number().int() }),
  }),
  update: defineCall({
    path: paths.roomType.update,
    access: 'user',
    summary: 'Updates a room type: name and the four prices.',
    request: ZRoomTypeUpdateRequest,
    response: z.object({ roomTypeId: z.number().int() }),
  }),
  delete: defineCall({
    path: paths.roomType.delete,
    access: 'user',
    summary:
      'Toggles a room type between Active and Deleted; status is the one the client saw. A type still used by an active room cannot be deleted (409 naming the rooms).',
    request: ZRoomTypeToggleRequest,
    response: ZRoomType,
  }),
  getById: defineCall({
    path: paths.roomType.getById,
    access: 'user',
    summary: 'One room type.',
    request: ZRoomTypeIdRequest,
    response: ZRoomType,
  }),
  getList: defineCall({
    path: paths.roomType.getList,
    access: 'user',
    summary: 'Room types filtered by name and status, paged; dropdowns ask pageSize 10000 and status 1.',
    request: ZRoomTypeListRequest,
    response: pagedData(ZRoomTypeRow),
  }),
};
