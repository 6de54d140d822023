import { z } from 'zod';
import { defineCall } from './call.js';
import { BookingStatus, enumValues, RoomStatus } from './enums.js';
import { id, isoDate, oneOf } from './fields.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';

/**
 * The most days one timeline shows: two months and a bit, so a month view can be moved by a week
 * without a refusal, while a request stays one property's few thousand stays.
 */
export const TIMELINE_DAYS_MAX = 62;

/** Days from `from` to `to`, both counted (2026-12-01..2026-12-07 is 7); YYYY-MM-DD texts. */
export function timelineDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** One property's rooms by days: `from` to `to`, both days shown. */
export const ZTimelineRequest = z
  .object({ propertyId: id('property'), from: isoDate('dateFrom'), to: isoDate('dateTo') })
  .superRefine((r, ctx) => {
    const days = timelineDays(r.from, r.to);
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: issueMessage(refusal('booking.timelineBackwards')) });
    else if (days > TIMELINE_DAYS_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: issueMessage(refusal('booking.timelineTooLong', { max: TIMELINE_DAYS_MAX })),
      });
  });
export type TimelineRequest = z.input<typeof ZTimelineRequest>;

/** A row of the timeline: an active room of the property, in the room list's order. */
export const ZTimelineRoom = z.object({
  roomId: z.number().int(),
  roomNumber: z.string(),
  /** The lowest floor of the stored layout that draws it, else its number's (101 is on 1); null when neither says. */
  floor: z.number().int().nullable(),
  roomTypeName: z.string(),
  /** Maintenance: out of service, not bookable (the timeline marks the row). */
  roomStatus: z.literal(Object.values(RoomStatus)),
});
export type TimelineRoom = z.infer<typeof ZTimelineRoom>;

/** A stay (not deleted) of one of those rooms whose nights meet the range: a bar. */
export const ZTimelineStay = z.object({
  bookingId: z.number().int(),
  roomId: z.number().int(),
  tenantName: z.string(),
  /** YYYY-MM-DDT00:00:00: the first night. */
  checkInDate: z.string(),
  /** YYYY-MM-DDT00:00:00: the day it ends (no night that day); EMPTY_API_DATE while open-ended. */
  checkOutDate: z.string(),
  bookingStatus: oneOf('bookingStatus', enumValues(BookingStatus)),
  /** Whether the tenant has arrived (CheckIn recorded). */
  checkedIn: z.boolean(),
  /** What the stay owes of bills due by today, as Bill/GetArrears counts it; 0 when nothing. */
  outstanding: z.number().int(),
});
export type TimelineStay = z.infer<typeof ZTimelineStay>;

export const ZTimeline = z.object({
  propertyId: z.number().int(),
  /** The range asked, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  /** The business's date (BUSINESS_TIMEZONE), YYYY-MM-DD: the column marked today. */
  today: z.string(),
  rooms: z.array(ZTimelineRoom),
  /** By room, then by check-in date. */
  stays: z.array(ZTimelineStay),
});
export type Timeline = z.infer<typeof ZTimeline>;

export const timelineCall = defineCall({
  path: paths.booking.getTimeline,
  access: 'user',
  summary: `One property's active rooms and every stay (not deleted) meeting the days \`from\` to \`to\` (YYYY-MM-DD, both shown, at most ${TIMELINE_DAYS_MAX} days), each with what it owes now, and today.`,
  request: ZTimelineRequest,
  response: ZTimeline,
});
