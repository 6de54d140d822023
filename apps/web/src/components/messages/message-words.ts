import { type Language, type LastMessage, MessageFailure } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { formatDay } from '../../lib/format';

const FAILURES = Object.values(MessageFailure) as string[];

/**
 * Why a message failed, in the reader's words (the contract's label of its code); '' when it did
 * not. A code this app does not know yet (a newer server's) reads as the service refusing it.
 */
export function failureText(t: TFunction, code: string): string {
  if (!code) return '';
  const known = FAILURES.includes(code) ? (code as MessageFailure) : MessageFailure.Other;
  return t(`enums.messageFailure.${known}`);
}

/** When a message was sent (or queued), as the lists write a moment; in the screens' language unless asked. */
export const messageMoment = (at: string | null | undefined, language?: Language) =>
  formatDay(at, 'DD MMM YYYY HH:mm', language);

/**
 * A message in one line: what it was, the way it went, how far it got and when, and to whom when
 * asked ("Before the due date · WhatsApp (automatic) · Delivered · 06 Dec 2026 14:03").
 */
export function messageLine(t: TFunction, message: LastMessage, withTenant = false, language?: Language): string {
  return [
    ...(withTenant && message.tenantName ? [message.tenantName] : []),
    t(`enums.messageKind.${message.messageKind}`),
    t(`enums.messageChannel.${message.channel}`),
    t(`enums.deliveryStatus.${message.deliveryStatus}`),
    messageMoment(message.at, language),
  ].join(' · ');
}
