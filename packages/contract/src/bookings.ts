import { z } from 'zod';
import { timelineCall } from './booking-timeline.js';
import { walkInCall } from './booking-walk-in.js';
import { defineCall } from './call.js';
import {
  auditFields,
  cursorPagedData,
  cursorPageRequest,
  pagedData,
  pageRequest,
  rowVersionField,
  statusToggle,
  ZRecordStatus,
  ZSeenRowVersion,
} from './common.js';
import { BookingStatus, enumValues, RecordStatus, RentalPeriod } from './enums.js';
import { id, isoDate, money, oneOf, optionalDate, optionalText, say } from './fields.js';
import { filterText, idOrAll, oneOfOrAll, phoneFilter } from './filters.js';
import type { FieldKey } from './i18n/field-labels.en.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { ZStayMeterReading } from './meter-readings.js';
import { paths } from './paths.js';
import { propertyFilter, propertyOfRow } from './properties.js';

/** Spec section 9: the booking list screen asks for up to 100000 rows at once. */
export const BOOKING_LIST_MAX_PAGE_SIZE = 100_000;
export const BOOKING_REMARK_MAX = 500;

export const ZBookingStatus = oneOf('bookingStatus', enumValues(BookingStatus));
export const ZRentalPeriod = oneOf('rentalPeriod', enumValues(RentalPeriod));

/** An id the person must choose (a tenant, a room): missing reads "Tenant is required!". */
function requiredId(field: FieldKey) {
  const required = say.required(field);
  const whole = say.notWholeNumber(field);
  const range = say.outOfRange(field, 1, 2_147_483_647);
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : whole) })
    .min(1, range)
    .max(2_147_483_647, range)
    .int(whole);
}

/** A stay ends after it begins (DESIGN.md section 4); also a CHECK in the database. */
const stayIsOrdered = (b: { checkInDate: string; checkOutDate: string | null }) =>
  b.checkOutDate === null || b.checkOutDate > b.checkInDate;
const stayError = { message: issueMessage(refusal('booking.checkOutBeforeCheckIn')), path: ['checkOutDate'] };

const bookingFields = {
  tenantId: requiredId('tenant'),
  bookingDate: isoDate('bookingDate'),
  checkInDate: isoDate('checkInDate'),
  checkOutDate: optionalDate('checkOutDate'),
  /** Spec section 7 calls the room `roomNumberId`. */
  roomNumberId: requiredId('room'),
  /** Sent as '1' by the old client; the server always sets Active on create and edit. */
  bookingStatus: z
    .union([z.string().max(2, say.tooLong('bookingStatus', 2)), z.number()], {
      error: say.invalidChoice('bookingStatus'),
    })
    .optional(),
  bookingType: ZRentalPeriod,
  /**
   * The agreed rent per rental period (whole rupiah). Left out: the room type's price for the
   * period (on update: the rent agreed before, unless the room or the period changes).
   */
  rentAmount: money('rentAmount').nullish(),
  remark: optionalText('remark', BOOKING_REMARK_MAX),
};

export const ZBookingCreateRequest = z.object(bookingFields).refine(stayIsOrdered, stayError);
export type BookingCreateRequest = z.input<typeof ZBookingCreateRequest>;
export const ZBookingUpdateRequest = z
  .object({ bookingId: id('booking'), ...bookingFields, rowVersion: ZSeenRowVersion })
  .refine(stayIsOrdered, stayError);
export type BookingUpdateRequest = z.input<typeof ZBookingUpdateRequest>;

export const ZBookingIdRequest = z.object({ bookingId: id('booking') });

/**
 * Check-in and check-out: the readings of the room's metered types (electricity, water) taken at
 * the door. A check-out's closes the leaving tenant's usage onto their final bill; a check-in's
 * opens the new tenant's (and bills no one). None sent: no reading is recorded.
 */
export const ZBookingMoveRequest = ZBookingIdRequest.extend({
  meterReadings: z
    .array(ZStayMeterReading, { error: say.invalidChoice('meterReadings') })
    .max(10, say.tooLong('meterReadings', 10))
    .nullish()
    .transform((v) => v ?? []),
});
export type BookingMoveRequest = z.input<typeof ZBookingMoveRequest>;

/** A new rent from a date (Owners and Managers): periods starting on or after it are billed at it. */
export const ZBookingChangeRentRequest = z.object({
  bookingId: id('booking'),
  rentAmount: money('rentAmount', 1, 'rentAmount'),
  fromDate: isoDate('fromDate'),
});
export type BookingChangeRentRequest = z.input<typeof ZBookingChangeRentRequest>;

/** A rent agreed from a date on (Booking/ChangeRent). */
export const ZRentChange = z.object({
  fromDate: z.string(),
  rentAmount: z.number().int(),
  updateBy: z.string(),
  updateDate: z.string(),
});
export type RentChange = z.infer<typeof ZRentChange>;
export const ZBookingToggleRequest = statusToggle('bookingId', 'booking');

export const ZBookingListRequest = z.object({
  tenantName: filterText('tenantName', 100),
  roomNumber: filterText('room', 10),
  bookingStatus: oneOfOrAll('bookingStatus', enumValues(BookingStatus)),
  status: oneOfOrAll('status', enumValues(RecordStatus)),
  /** One tenant's stays (the tenant's View, the warning before deleting a tenant). */
  tenantId: idOrAll('tenant'),
  propertyId: propertyFilter(),
  ...cursorPageRequest(BOOKING_LIST_MAX_PAGE_SIZE),
});
export type BookingListRequest = z.input<typeof ZBookingListRequest>;

export const ZBookingTenantListRequest = z.object({
  tenantName: filterText('tenantName', 100),
  phone: phoneFilter('phone', 20),
  /** Sent by the old client; the lookup lists active tenants only, whatever it says. */
  status: z
    .unknown()
    .optional()
    .transform(() => undefined),
  /** Tenants of one property (registered there, or with a stay in it); missing: every one the caller sees. */
  propertyId: propertyFilter(),
  ...pageRequest(),
});
export type BookingTenantListRequest = z.input<typeof ZBookingTenantListRequest>;

export const ZAvailableRoomRequest = z
  .object({
    checkInDate: isoDate('checkInDate'),
    checkOutDate: optionalDate('checkOutDate'),
    /** The booking being edited: it does not block itself. */
    bookingId: idOrAll('booking'),
    /** One property's rooms (the top bar's pick); none: every property the caller works in. */
    propertyId: propertyFilter(),
  })
  .refine(stayIsOrdered, stayError);
export type AvailableRoomRequest = z.input<typeof ZAvailableRoomRequest>;

export const ZBooking = z.object({
  bookingId: z.number().int(),
  tenantId: z.number().int(),
  tenantName: z.string(),
  bookingDate: z.string(),
  checkInDate: z.string(),
  /** EMPTY_API_DATE when the stay is open-ended. */
  checkOutDate: z.string(),
  roomId: z.number().int(),
  roomNumberId: z.number().int(),
  roomNumber: z.string(),
  bookingType: ZRentalPeriod,
  /** The agreed rent per rental period; the stay's bills are made from it (until a rent change below). */
  rentAmount: z.number().int(),
  /** Rents agreed later, each from a date, oldest first: a period is billed at the latest one begun by its start. */
  rentChanges: z.array(ZRentChange),
  bookingStatus: ZBookingStatus,
  remark: z.string(),
  /** Arrival and departure as recorded by CheckIn and CompleteBooking; "" when not yet. */
  checkedInAt: z.string(),
  checkedOutAt: z.string(),
  status: ZRecordStatus,
  ...auditFields,
  ...rowVersionField,
});
export type Booking = z.infer<typeof ZBooking>;

export const ZBookingRow = z.object({
  rowNumber: z.number().int(),
  bookingId: z.number().int(),
  tenantName: z.string(),
  bookingDate: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  roomNumber: z.string(),
  bookingStatus: ZBookingStatus,
  /** Whether the tenant has arrived: the list's tick is Check In before, Check Out after. */
  checkedIn: z.boolean(),
  status: ZRecordStatus,
  ...propertyOfRow,
});
export type BookingRow = z.infer<typeof ZBookingRow>;

export const ZBookingTenantOption = z.object({
  rowNumber: z.number().int(),
  tenantId: z.number().int(),
  tenantName: z.string(),
  phone: z.string(),
});
export type BookingTenantOption = z.infer<typeof ZBookingTenantOption>;

export const ZAvailableRoom = z.object({
  roomId: z.number().int(),
  roomNumber: z.string(),
  roomTypeName: z.string(),
  /** The room type's prices: the rent a booking of each rental period starts from. */
  priceDaily: z.number().int(),
  priceWeekly: z.number().int(),
  priceMonthly: z.number().int(),
  priceYearly: z.number().int(),
  ...propertyOfRow,
});
export type AvailableRoom = z.infer<typeof ZAvailableRoom>;

const ZSaved = z.object({ bookingId: z.number().int() });

const transition = <const P extends (typeof paths.booking)[keyof typeof paths.booking]>(path: P, summary: string) =>
  defineCall({ path, access: 'user', summary, request: ZBookingIdRequest, response: ZBooking });

export const bookingCalls = {
  create: defineCall({
    path: paths.booking.create,
    access: 'user',
    summary: 'Books a room for a tenant (status Active). 409 naming the clash when the room is taken.',
    request: ZBookingCreateRequest,
    response: ZSaved,
  }),
  update: defineCall({
    path: paths.booking.update,
    access: 'user',
    summary: 'Changes an active booking. 409 naming the clash when the room is taken for the new stay.',
    request: ZBookingUpdateRequest,
    response: ZSaved,
  }),
  delete: defineCall({
    path: paths.booking.delete,
    access: 'user',
    summary: 'Toggles a booking between Active and Deleted; status is the one the client saw.',
    request: ZBookingToggleRequest,
    response: ZBooking,
  }),
  getById: defineCall({
    path: paths.booking.getById,
    access: 'user',
    summary: 'One booking.',
    request: ZBookingIdRequest,
    response: ZBooking,
  }),
  getList: defineCall({
    path: paths.booking.getList,
    access: 'user',
    summary: 'Bookings filtered by tenant name, room, booking status and status, paged.',
    request: ZBookingListRequest,
    response: cursorPagedData(ZBookingRow),
  }),
  getTenantList: defineCall({
    path: paths.booking.getTenantList,
    access: 'user',
    summary: 'Active tenants to book for, filtered by name and phone, paged.',
    request: ZBookingTenantListRequest,
    response: pagedData(ZBookingTenantOption),
  }),
  getAvailableRoom: defineCall({
    path: paths.booking.getAvailableRoom,
    access: 'user',
    summary: 'Ready, active rooms free for the stay; the booking being edited does not block itself.',
    request: ZAvailableRoomRequest,
    response: z.array(ZAvailableRoom),
  }),
  checkIn: defineCall({
    path: paths.booking.checkIn,
    access: 'user',
    summary:
      "Records the arrival of an active booking whose stay has begun, with the room's meter readings that open the tenant's usage.",
    request: ZBookingMoveRequest,
    response: ZBooking,
  }),
  completeBooking: defineCall({
    path: paths.booking.completeBooking,
    access: 'user',
    summary:
      "Check-out: Active -> Complete; the check-out date becomes today when empty or later. The room's meter readings close the tenant's usage onto the final bill.",
    request: ZBookingMoveRequest,
    response: ZBooking,
  }),
  changeRent: defineCall({
    path: paths.booking.changeRent,
    access: 'user',
    summary:
      'A new rent from a date: bills of periods starting on or after it use it; unpaid bills already made are rebuilt, paid ones never change. Answers the booking with its rent changes.',
    request: ZBookingChangeRentRequest,
    response: ZBooking,
  }),
  reactiveBooking: transition(
    paths.booking.reactiveBooking,
    'Complete -> Active; 409 when the room has been taken meanwhile.',
  ),
  cancelBooking: transition(paths.booking.cancelBooking, 'Active and not yet checked in -> Cancelled.'),
  walkIn: walkInCall,
  getTimeline: timelineCall,
};
