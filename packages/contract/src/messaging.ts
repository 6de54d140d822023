import { z } from 'zod';
import { defineCall } from './call.js';
import { pagedData, pageRequest, ZEmpty } from './common.js';
import { DeliveryStatus, enumValues, MessageChannel, MessageKind, SmtpSecurity } from './enums.js';
import { boolean, emailAddress, oneOf, optionalText, say, wholeNumber } from './fields.js';
import { dateOrAll, idOrAll, oneOfOrAll } from './filters.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';
import { propertyFilter, propertyOfRow } from './properties.js';
import { normaliseWhatsappNumber } from './whatsapp.js';

/**
 * Messages the server sends by itself (README of apps/server/src/modules/messaging): bills'
 * reminders by the rules below and payments' receipts, through the WhatsApp Business Cloud API
 * (approved templates) or email over SMTP, on a job queue kept in PostgreSQL. The one-tap wa.me
 * reminders stay the default and the fallback; the log shows both.
 */

/** The WhatsApp templates a business has approved, per message kind (each in Indonesian and English). */
export const TEMPLATE_KINDS = ['upcoming', 'due', 'overdue', 'receipt'] as const;
export type WhatsappTemplateKind = (typeof TEMPLATE_KINDS)[number];

/**
 * What fills an approved template's {{1}}, {{2}}...: the same words as the wa.me message's
 * placeholders (whatsapp.ts), in this order. A parameter holds no line break, so the lists
 * (`rincian`, `cara_bayar`) are for the wa.me and email texts only.
 */
export const TEMPLATE_PARAMETERS = {
  upcoming: ['nama_depan', 'kamar', 'total', 'jatuh_tempo', 'link'],
  due: ['nama_depan', 'kamar', 'total', 'jatuh_tempo', 'link'],
  overdue: ['nama_depan', 'kamar', 'total', 'jatuh_tempo', 'link'],
  receipt: ['nama_depan', 'jumlah', 'kamar', 'periode', 'link'],
} as const satisfies Record<WhatsappTemplateKind, readonly string[]>;

/** The language codes of the approved templates (Meta's codes for Indonesian and English). */
export const TEMPLATE_LANGUAGES = { id: 'id', en: 'en' } as const;

/** The template every WhatsApp Business account starts with, used by "Send a test message". */
export const TEST_TEMPLATE = { name: 'hello_world', language: 'en_US' } as const;

export const TEMPLATE_NAME_MAX = 512;
const templateName = (field: Parameters<typeof optionalText>[0]) =>
  optionalText(field, TEMPLATE_NAME_MAX).refine((v) => /^[a-z0-9_]*$/.test(v), say.invalidCharacters(field));

/** A secret (token, password): left out or '' keeps the stored one; never answered back. */
const secret = (field: Parameters<typeof optionalText>[0], max: number) => optionalText(field, max);

export const ZWhatsappChannel = z.object({
  enabled: z.boolean(),
  phoneNumberId: z.string(),
  upcomingTemplateId: z.string(),
  upcomingTemplateEn: z.string(),
  dueTemplateId: z.string(),
  dueTemplateEn: z.string(),
  overdueTemplateId: z.string(),
  overdueTemplateEn: z.string(),
  receiptTemplateId: z.string(),
  receiptTemplateEn: z.string(),
  /** Whether each secret is stored (its value is never answered). */
  accessTokenSet: z.boolean(),
  appSecretSet: z.boolean(),
  verifyTokenSet: z.boolean(),
});
export type WhatsappChannel = z.infer<typeof ZWhatsappChannel>;

export const ZEmailChannel = z.object({
  enabled: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  security: oneOf('smtpSecurity', enumValues(SmtpSecurity)),
  user: z.string(),
  passwordSet: z.boolean(),
  fromAddress: z.string(),
});
export type EmailChannel = z.infer<typeof ZEmailChannel>;

export const ZMessageChannels = z.object({
  whatsapp: ZWhatsappChannel,
  email: ZEmailChannel,
  /** Where Meta is told to send delivery statuses (the callback URL of the app's webhook). */
  webhookUrl: z.string(),
  /**
   * The address the links in sent messages start with: the one the owner last saved the
   * channels from ('' until then).
   */
  linkOrigin: z.string(),
});
export type MessageChannels = z.infer<typeof ZMessageChannels>;

export const ZWhatsappChannelUpdate = z.object({
  enabled: boolean('enabled'),
  phoneNumberId: optionalText('phoneNumberId', 30).refine((v) => /^\d*$/.test(v), say.digitsOnly('phoneNumberId')),
  upcomingTemplateId: templateName('upcomingTemplateId'),
  upcomingTemplateEn: templateName('upcomingTemplateEn'),
  dueTemplateId: templateName('dueTemplateId'),
  dueTemplateEn: templateName('dueTemplateEn'),
  overdueTemplateId: templateName('overdueTemplateId'),
  overdueTemplateEn: templateName('overdueTemplateEn'),
  receiptTemplateId: templateName('receiptTemplateId'),
  receiptTemplateEn: templateName('receiptTemplateEn'),
  accessToken: secret('accessToken', 1000),
  appSecret: secret('appSecret', 200),
  verifyToken: secret('verifyToken', 200),
});
export type WhatsappChannelUpdate = z.input<typeof ZWhatsappChannelUpdate>;

export const ZEmailChannelUpdate = z.object({
  enabled: boolean('enabled'),
  host: optionalText('smtpHost', 200),
  port: wholeNumber('smtpPort', 1, 65535),
  security: oneOf('smtpSecurity', enumValues(SmtpSecurity)),
  user: optionalText('smtpUser', 200),
  password: secret('smtpPassword', 200),
  fromAddress: emailAddress('fromAddress', 100),
});
export type EmailChannelUpdate = z.input<typeof ZEmailChannelUpdate>;

/** The channels a test can go through: the Cloud API or email. */
export const SENDING_CHANNELS = [MessageChannel.WhatsappApi, MessageChannel.Email] as const;

export const ZSendTestRequest = z
  .object({
    channel: oneOf('messageChannel', SENDING_CHANNELS),
    /** A WhatsApp number (08..., +62...) or an email address, by the channel. */
    to: optionalText('to', 100).refine((v) => v !== '', say.required('to')),
  })
  .refine(
    (r) =>
      r.channel === MessageChannel.WhatsappApi ? normaliseWhatsappNumber(r.to).ok : z.email().safeParse(r.to).success,
    { path: ['to'], message: issueMessage(refusal('messaging.invalidRecipient')) },
  );

export const ZSendTestResult = z.object({
  messageId: z.number().int(),
  /** Sent: the provider took it; Failed: it refused (why in words, and its own text). */
  deliveryStatus: oneOf('deliveryStatus', enumValues(DeliveryStatus)),
  failureReason: z.string(),
  /** The provider's answer as it gave it: its message id, or its error text. */
  providerAnswer: z.string(),
});
export type SendTestResult = z.infer<typeof ZSendTestResult>;

/** Business hours as HH:mm. */
const clockTime = (field: Parameters<typeof optionalText>[0]) =>
  z
    .string({ error: say.required(field) })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, say.invalidChoice(field));

/** When reminders go out: each rule on or off, its days, quiet hours and the receipt after a payment. */
export const reminderRuleFields = {
  beforeDueOn: boolean('beforeDueOn'),
  beforeDueDays: wholeNumber('beforeDueDays', 1, 30),
  onDueOn: boolean('onDueOn'),
  afterDueOn: boolean('afterDueOn'),
  afterDueDays: wholeNumber('afterDueDays', 1, 90),
  afterDueAgainOn: boolean('afterDueAgainOn'),
  afterDueAgainDays: wholeNumber('afterDueAgainDays', 1, 90),
  receiptOn: boolean('receiptOn'),
  quietHoursOn: boolean('quietHoursOn'),
  quietStart: clockTime('quietStart'),
  quietEnd: clockTime('quietEnd'),
};

export const DEFAULT_REMINDER_RULES = {
  beforeDueOn: true,
  beforeDueDays: 3,
  onDueOn: true,
  afterDueOn: true,
  afterDueDays: 3,
  afterDueAgainOn: true,
  afterDueAgainDays: 7,
  receiptOn: true,
  quietHoursOn: true,
  quietStart: '20:00',
  quietEnd: '08:00',
} as const;

export const ZReminderRulesRequest = z.object({
  /** A property's rules; left out, 0 or '': the business's. */
  propertyId: idOrAll('propertyId'),
});

export const ZReminderRules = z.object({
  /** The property asked about (null: the business's); a property that follows the business's answers them with its own id. */
  propertyId: z.number().int().nullable(),
  /** A property's own rules (false: it follows the business's, which are answered). */
  ownRules: z.boolean(),
  beforeDueOn: z.boolean(),
  beforeDueDays: z.number().int(),
  onDueOn: z.boolean(),
  afterDueOn: z.boolean(),
  afterDueDays: z.number().int(),
  afterDueAgainOn: z.boolean(),
  afterDueAgainDays: z.number().int(),
  receiptOn: z.boolean(),
  quietHoursOn: z.boolean(),
  quietStart: z.string(),
  quietEnd: z.string(),
});
export type ReminderRules = z.infer<typeof ZReminderRules>;

export const ZReminderRulesUpdate = z
  .object({
    propertyId: idOrAll('propertyId'),
    /** For a property: false drops its own rules (it follows the business's again). Ignored for the business. */
    ownRules: boolean('ownRules').optional(),
    ...reminderRuleFields,
  })
  .refine((r) => !(r.afterDueOn && r.afterDueAgainOn) || r.afterDueAgainDays > r.afterDueDays, {
    path: ['afterDueAgainDays'],
    message: issueMessage(refusal('messaging.againNotLater')),
  })
  .refine((r) => !r.quietHoursOn || r.quietStart !== r.quietEnd, {
    path: ['quietEnd'],
    message: issueMessage(refusal('messaging.quietHoursSame')),
  });
export type ReminderRulesUpdate = z.input<typeof ZReminderRulesUpdate>;

export const ZSendDueNowResult = z.object({
  /** Messages queued by this look (the ones already queued or sent are not counted again). */
  queued: z.number().int(),
});

export const ZReminderLogRequest = z.object({
  tenantId: idOrAll('tenant'),
  billId: idOrAll('bill'),
  channel: oneOfOrAll('messageChannel', enumValues(MessageChannel)),
  deliveryStatus: oneOfOrAll('deliveryStatus', enumValues(DeliveryStatus)),
  messageKind: oneOfOrAll('messageKind', enumValues(MessageKind)),
  dateFrom: dateOrAll('dateFrom'),
  dateTo: dateOrAll('dateTo'),
  propertyId: propertyFilter(),
  ...pageRequest(),
});
export type ReminderLogRequest = z.input<typeof ZReminderLogRequest>;

export const ZReminderLogRow = z.object({
  rowNumber: z.number().int(),
  /** A message the server sent (or will); null for a reminder a person sent by hand (then `reminderId`). */
  messageId: z.number().int().nullable(),
  reminderId: z.number().int().nullable(),
  messageKind: oneOf('messageKind', enumValues(MessageKind)),
  channel: oneOf('messageChannel', enumValues(MessageChannel)),
  deliveryStatus: oneOf('deliveryStatus', enumValues(DeliveryStatus)),
  tenantId: z.number().int().nullable(),
  tenantName: z.string(),
  roomNumber: z.string(),
  bookingId: z.number().int().nullable(),
  billId: z.number().int().nullable(),
  billNumber: z.string(),
  paymentId: z.number().int().nullable(),
  receiptNumber: z.string(),
  /** The number or address it went to. */
  recipient: z.string(),
  /** 'id' or 'en': the language it was written in. */
  language: z.string(),
  /** The WhatsApp template it used ('' for email and wa.me). */
  templateName: z.string(),
  /** The template for the tenant's language was missing: it went in the other language. */
  languageFallback: z.boolean(),
  /** A `MessageFailure` ('' when none) and the provider's own words. */
  failureReason: z.string(),
  failureDetail: z.string(),
  /** YYYY-MM-DDTHH:mm:ss, business time. `sendAfter`: when a queued message may go (quiet hours). */
  createDate: z.string(),
  sendAfter: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  /** Who sent a reminder by hand ('' for the server's). */
  sentBy: z.string(),
  attempts: z.number().int(),
  ...propertyOfRow,
});
export type ReminderLogRow = z.infer<typeof ZReminderLogRow>;

/** The last message about a bill (its detail) or of the day (the dashboard). */
export const ZLastMessage = z.object({
  messageKind: oneOf('messageKind', enumValues(MessageKind)),
  channel: oneOf('messageChannel', enumValues(MessageChannel)),
  deliveryStatus: oneOf('deliveryStatus', enumValues(DeliveryStatus)),
  failureReason: z.string(),
  /** When it was sent, or queued when not yet sent. */
  at: z.string(),
  tenantName: z.string(),
});
export type LastMessage = z.infer<typeof ZLastMessage>;

export const messagingCalls = {
  getLog: defineCall({
    path: paths.reminder.getLog,
    access: 'user',
    summary:
      'Every message to tenants: the ones the server sent or queued (WhatsApp Cloud API, email) with their delivery status and why one failed, and the reminders people sent by hand on wa.me (Reminder/Record). Newest first, paged.',
    request: ZReminderLogRequest,
    response: pagedData(ZReminderLogRow),
  }),
  getRules: defineCall({
    path: paths.reminder.getRules,
    access: 'user',
    summary: "When reminders go out: the business's rules, or a property's (its own, or the business's it follows).",
    request: ZReminderRulesRequest,
    response: ZReminderRules,
  }),
  updateRules: defineCall({
    path: paths.reminder.updateRules,
    access: 'user',
    summary:
      "Sets the business's reminder rules, or a property's own (ownRules false: it follows the business's again). Audited.",
    request: ZReminderRulesUpdate,
    response: ZReminderRules,
  }),
  sendDueNow: defineCall({
    path: paths.reminder.sendDueNow,
    access: 'user',
    summary:
      'Looks now for the reminders and receipts whose moment has come (the server looks every few minutes by itself) and queues them; quiet hours still hold them.',
    request: ZEmpty,
    response: ZSendDueNowResult,
  }),
  getChannels: defineCall({
    path: paths.messageChannel.get,
    access: 'user',
    summary: 'The WhatsApp Cloud API and SMTP settings (secrets only as set or not).',
    request: ZEmpty,
    response: ZMessageChannels,
  }),
  updateWhatsapp: defineCall({
    path: paths.messageChannel.updateWhatsapp,
    access: 'user',
    summary:
      'Saves the WhatsApp Cloud API settings: a secret left out or empty keeps the stored one. Turning it on needs the phone number id, the access token, the app secret, the verify token and a reminder template. Audited without the secrets.',
    request: ZWhatsappChannelUpdate,
    response: ZMessageChannels,
  }),
  updateEmail: defineCall({
    path: paths.messageChannel.updateEmail,
    access: 'user',
    summary:
      'Saves the SMTP settings: the password left out or empty keeps the stored one. Turning it on needs the host and the from address. Audited without the password.',
    request: ZEmailChannelUpdate,
    response: ZMessageChannels,
  }),
  sendTest: defineCall({
    path: paths.messageChannel.sendTest,
    access: 'user',
    summary:
      "Sends a test message through a channel now (WhatsApp: Meta's hello_world template) and answers what the provider said, in words. Logged.",
    request: ZSendTestRequest,
    response: ZSendTestResult,
  }),
};
