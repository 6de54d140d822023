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
import { enumValues, RecordStatus, RoomStatus } from './enums.js';
import { id, oneOf, requiredUpperText, say } from './fields.js';
import { filterText, idOrAll, oneOfOrAll } from './filters.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { optionalChoiceId, requiredChoiceId } from './master-data-fields.js';
import { paths } from './paths.js';
import { propertyChoice, propertyFilter, propertyOfRow } from './properties.js';

/** The rooms.room_number column holds 10 characters ("101", "2A"). */
export const ROOM_NUMBER_MAX = 10;

export const ZRoomStatus = oneOf('roomStatus', enumValues(RoomStatus));

/** Upper case (spec section 5); letters, digits and dashes, so it reads the same on every screen. */
const roomNumber = requiredUpperText('roomNumber', ROOM_NUMBER_MAX).refine(
  (v) => /^[A-Z0-9-]+$/.test(v),
  issueMessage(refusal('room.numberFormat')),
);

const roomFields = {
  roomNumber,
  roomTypeId: requiredChoiceId('roomType'),
  /** DESIGN.md section 4: 1 Ready, 2 Maintenance (not bookable); a new room is Ready unless said. */
  roomStatus: ZRoomStatus.default(RoomStatus.Ready),
  cardVendorId: optionalChoiceId('cardVendor'),
};

/** A room is its room type's property's; `propertyId`, when given, must be that one. */
export const ZRoomCreateRequest = z.object({ ...roomFields, propertyId: propertyChoice() });
export type RoomCreateRequest = z.input<typeof ZRoomCreateRequest>;

/**
 * Spec: the room number is disabled in Edit. The floor layout places rooms by number, so the
 * server keeps it too: a different number is refused (400), the same one or none is fine.
 */
export const ZRoomUpdateRequest = z.object({
  roomId: id('room'),
  ...roomFields,
  roomNumber: roomNumber.optional(),
  // Left out, these keep what the room has (the spec's client sends no card vendor): only an
  // explicit null or 0 takes the card vendor away.
  roomStatus: ZRoomStatus.optional(),
  cardVendorId: z
    .union([id('cardVendor'), z.literal(0), z.null()], {
      error: say.invalidChoice('cardVendor'),
    })
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  rowVersion: ZSeenRowVersion,
});
export type RoomUpdateRequest = z.input<typeof ZRoomUpdateRequest>;

export const ZRoomIdRequest = z.object({ roomId: id('room') });
export const ZRoomToggleRequest = statusToggle('roomId', 'room');

export const ZRoomListRequest = z.object({
  roomNumber: filterText('roomNumber', ROOM_NUMBER_MAX),
  propertyId: propertyFilter(),
  roomTypeId: idOrAll('roomType'),
  roomStatus: oneOfOrAll('roomStatus', enumValues(RoomStatus)),
  status: oneOfOrAll('status', enumValues(RecordStatus)),
  ...pageRequest(),
});
export type RoomListRequest = z.input<typeof ZRoomListRequest>;

/** A room with its type's name and prices (spec: the room list shows them) and its card vendor. */
export const ZRoom = z.object({
  roomId: z.number().int(),
  ...propertyOfRow,
  roomNumber: z.string(),
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  roomStatus: ZRoomStatus,
  cardVendorId: z.number().int().nullable(),
  cardVendorName: z.string().nullable(),
  priceDaily: z.number().int(),
  priceWeekly: z.number().int(),
  priceMonthly: z.number().int(),
  priceYearly: z.number().int(),
  status: ZRecordStatus,
  ...auditFields,
  ...rowVersionField,
});
export type Room = z.infer<typeof ZRoom>;

export const ZRoomRow = ZRoom.extend({ rowNumber: z.number().int() });
export type RoomRow = z.infer<typeof ZRoomRow>;

export const roomCalls = {
  create: defineCall({
    path: paths.room.create,
    access: 'user',
    summary:
      'Creates a room of an active room type, optionally with an active card vendor; room numbers are unique (409 naming it).',
    request: ZRoomCreateRequest,
    response: z.object({ roomId: z.number().int() }),
  }),
  update: defineCall({
    path: paths.room.update,
    access: 'user',
    summary: 'Updates a room: type, room status and card vendor (the room number stays).',
    request: ZRoomUpdateRequest,
    response: z.object({ roomId: z.number().int() }),
  }),
  delete: defineCall({
    path: paths.room.delete,
    access: 'user',
    summary:
      'Toggles a room between Active and Deleted; status is the one the client saw. Undelete needs its room type active.',
    request: ZRoomToggleRequest,
    response: ZRoom,
  }),
  getById: defineCall({
    path: paths.room.getById,
    access: 'user',
    summary: 'One room with its type and card vendor.',
    request: ZRoomIdRequest,
    response: ZRoom,
  }),
  getList: defineCall({
    path: paths.room.getList,
    access: 'user',
    summary: 'Rooms filtered by number, type, room status and status, paged, in room-number order.',
    request: ZRoomListRequest,
    response: pagedData(ZRoomRow),
  }),
};
