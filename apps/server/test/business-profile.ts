import { DEFAULT_TEMPLATES } from '@kamar/contract';

/** The business profile's templates as a request and an answer carry them: the defaults, both languages. */
export const DEFAULT_TEMPLATE_FIELDS = {
  reminderId: DEFAULT_TEMPLATES.reminder.id,
  reminderEn: DEFAULT_TEMPLATES.reminder.en,
  receiptId: DEFAULT_TEMPLATES.receipt.id,
  receiptEn: DEFAULT_TEMPLATES.receipt.en,
  depositReturnId: DEFAULT_TEMPLATES.depositReturn.id,
  depositReturnEn: DEFAULT_TEMPLATES.depositReturn.en,
};
