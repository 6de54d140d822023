import {
  type DocumentLanguage,
  MessageChannel,
  MessageFailure,
  MessageKind,
  messageText,
  normaliseWhatsappNumber,
  ReminderChannel,
  TEMPLATE_PARAMETERS,
  type TemplateValues,
  type WhatsappTemplateKind,
} from '@kamar/contract';
import type { ChannelsRow } from './messaging.repository.js';
import { sendMail } from './smtp-mailer.js';
import type { SendOutcome, WhatsappCloud } from './whatsapp-cloud.js';

/** What a message says, composed when it goes (so its total is the bill's at that moment). */
export interface Composed {
  language: DocumentLanguage;
  values: TemplateValues;
  /** The business's own template filled: the wa.me message, and an email's body. */
  text: string;
  businessName: string;
}

/** The approved template kind each message kind goes with. */
export function templateKindOf(messageKind: number): WhatsappTemplateKind {
  if (messageKind === MessageKind.BeforeDue) return 'upcoming';
  if (messageKind === MessageKind.OnDue) return 'due';
  if (messageKind === MessageKind.Receipt) return 'receipt';
  return 'overdue';
}

const templateColumn = (kind: WhatsappTemplateKind, language: DocumentLanguage) =>
  `${kind}Template${language === 'id' ? 'Id' : 'En'}` as keyof ChannelsRow;

/**
 * The template for a kind in the tenant's language, else the other language's (then the message
 * is written in that language and the log says so); null when neither is set.
 */
export function templateFor(
  channels: ChannelsRow,
  kind: WhatsappTemplateKind,
  language: DocumentLanguage,
): { name: string; language: DocumentLanguage; fallback: boolean } | null {
  const own = String(channels[templateColumn(kind, language)] ?? '');
  if (own) return { name: own, language, fallback: false };
  const other: DocumentLanguage = language === 'id' ? 'en' : 'id';
  const theirs = String(channels[templateColumn(kind, other)] ?? '');
  return theirs ? { name: theirs, language: other, fallback: true } : null;
}

/** The tenant's contact facts the choice of channel reads. */
export interface Contact {
  phone: string;
  email: string;
  reminderChannel: number;
}

/**
 * Where a message to this tenant goes: the channel they prefer when it is on and they can be
 * reached there, else the other one; null when neither (the wa.me reminder stays the way).
 */
export function channelFor(
  channels: ChannelsRow,
  contact: Contact,
  messageKind: number,
): { channel: number; recipient: string } | null {
  const phone = normaliseWhatsappNumber(contact.phone);
  const kind = templateKindOf(messageKind);
  const whatsapp =
    channels.whatsappEnabled &&
    phone.ok &&
    (channels[templateColumn(kind, 'id')] || channels[templateColumn(kind, 'en')])
      ? { channel: MessageChannel.WhatsappApi, recipient: phone.number }
      : null;
  const email =
    channels.emailEnabled && contact.email ? { channel: MessageChannel.Email, recipient: contact.email } : null;
  return contact.reminderChannel === ReminderChannel.Email ? (email ?? whatsapp) : (whatsapp ?? email);
}

/** An email's subject, in the message's language. */
export function subjectOf(messageKind: number, composed: Composed): string {
  const values = { ...composed.values, business: composed.businessName } as Record<string, string>;
  if (messageKind === MessageKind.Test) return messageText(composed.language, 'testSubject', values);
  if (messageKind === MessageKind.Receipt) return messageText(composed.language, 'receiptSubject', values);
  return messageText(composed.language, 'reminderSubject', values);
}

/** An approved template's parameters, in the order TEMPLATE_PARAMETERS gives. */
export const parametersOf = (kind: WhatsappTemplateKind, values: TemplateValues) =>
  TEMPLATE_PARAMETERS[kind].map((name) => (values[name] ?? '').replace(/\s+/g, ' ').trim());

/** Sends one composed message through its channel. */
export async function deliver(
  whatsapp: WhatsappCloud,
  channels: ChannelsRow,
  m: {
    channel: number;
    recipient: string;
    /** Email: the business's name as the sender, the subject and the body. */
    fromName: string;
    subject: string;
    body: string;
    /** The approved template: its name, Meta's language code, the body parameters. */
    template?: { name: string; code: string; parameters: string[] };
  },
): Promise<SendOutcome> {
  if (m.channel === MessageChannel.WhatsappApi) {
    if (!channels.whatsappEnabled || !m.template)
      return { ok: false, retry: false, reason: MessageFailure.ChannelOff, detail: '' };
    return whatsapp.sendTemplate({
      phoneNumberId: channels.phoneNumberId,
      accessToken: channels.accessToken,
      to: m.recipient,
      template: m.template.name,
      language: m.template.code,
      parameters: m.template.parameters,
    });
  }
  if (!channels.emailEnabled) return { ok: false, retry: false, reason: MessageFailure.ChannelOff, detail: '' };
  return sendMail(
    {
      host: channels.smtpHost,
      port: channels.smtpPort,
      security: channels.smtpSecurity,
      user: channels.smtpUser,
      password: channels.smtpPassword,
      fromAddress: channels.fromAddress,
    },
    { fromName: m.fromName, to: m.recipient, subject: m.subject, text: m.body },
  );
}
