import { z } from 'zod';
import { defineCall } from './call.js';
import { id } from './fields.js';
import { paths } from './paths.js';

export const ZReminderRecordRequest = z.object({ billId: id('bill') });

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
      'Records that a reminder of this bill was just sent on WhatsApp by the caller (the server sends nothing); the lists then say when the tenant was last reminded. 404 for a void bill or a deleted stay.',
    request: ZReminderRecordRequest,
    response: ZReminderRecorded,
  }),
};
