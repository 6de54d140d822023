import { z } from 'zod';
import { defineCall } from './call.js';
import { boolean, id } from './fields.js';
import { paths } from './paths.js';

export const ZReminderRecordRequest = z.object({
  billId: id('bill'),
  /** The reminder a stay row sends (dashboard, arrears): it asks for all the stay owes that is due. */
  wholeStay: boolean('wholeStay').optional(),
});

export const ZReminderRecorded = z.object({
  reminderId: z.number().int(),
  /** YYYY-MM-DDTHH:mm:ss in business time. */
  sentAt: z.string(),
  /**
   * The reminder to open (wa.me), carrying the bill's share link: made now, in the caller's name,
   * when the bill had no live one. null when the tenant's number cannot be used on WhatsApp.
   */
  whatsappUrl: z.string().nullable(),
});

export const reminderCalls = {
  record: defineCall({
    path: paths.reminder.record,
    access: 'user',
    summary:
      'Records that a reminder of this bill is being sent on WhatsApp by the caller (the server sends nothing) and answers the reminder to open, carrying the bill’s share link (made now, in the caller’s name, when the bill has no live one: the lists only read, so a bill never reminded has no link yet). The lists then say when the tenant was last reminded. 404 for a void bill or a deleted stay.',
    request: ZReminderRecordRequest,
    response: ZReminderRecorded,
  }),
};
