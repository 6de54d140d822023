import { z } from 'zod';
import { defineCall } from './call.js';
import { id } from './fields.js';
import { paths } from './paths.js';

export const ZReminderRecordRequest = z.object({ bookingId: id('booking') });

export const ZReminderRecorded = z.object({
  reminderId: z.number().int(),
  /** YYYY-MM-DDTHH:mm:ss in business time. */
  sentAt: z.string(),
});

export const reminderCalls = {
  record: defineCall({
    path: paths.reminder.record,
    access: 'user',
    summary:
      "Records that a reminder for this stay's current rent was just sent on WhatsApp by the caller (the server sends nothing).",
    request: ZReminderRecordRequest,
    response: ZReminderRecorded,
  }),
};
