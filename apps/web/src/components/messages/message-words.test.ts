import { DeliveryStatus, type Language, type LastMessage, MessageChannel, MessageKind } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenWords } from '../../lib/i18n/screen-words.test-kit';
import { failureText, messageLine } from './message-words';

const words: Partial<Record<Language, TFunction>> = {};
beforeAll(async () => {
  words.en = await screenWords('en');
  words.id = await screenWords('id');
});
const tOf = (language: Language) => words[language] as TFunction;

const delivered: LastMessage = {
  messageKind: MessageKind.BeforeDue,
  channel: MessageChannel.WhatsappApi,
  deliveryStatus: DeliveryStatus.Delivered,
  failureReason: '',
  at: '2026-12-06T14:03:00',
  tenantName: 'BUDI SANTOSO',
};

describe('a message in words', () => {
  it('says what it was, the way it went, how far it got and when, in the reader’s language', () => {
    expect(messageLine(tOf('en'), delivered, false, 'en')).toBe(
      'Before the due date · WhatsApp (automatic) · Delivered · 06 Dec 2026 14:03',
    );
    expect(messageLine(tOf('id'), delivered, false, 'id')).toBe(
      'Sebelum jatuh tempo · WhatsApp (otomatis) · Diterima · 06 Des 2026 14:03',
    );
  });

  it('names its tenant first on the dashboard, where it is the day’s last message to anyone', () => {
    const byHand = { ...delivered, channel: MessageChannel.WhatsappLink, messageKind: MessageKind.ByHand };
    expect(messageLine(tOf('en'), byHand, true, 'en')).toBe(
      'BUDI SANTOSO · Reminder sent by hand · WhatsApp (by hand) · Delivered · 06 Dec 2026 14:03',
    );
  });

  it('says why one failed by its code; a code this app does not know reads as refused, none as nothing', () => {
    expect(failureText(tOf('en'), 'notOnWhatsapp')).toBe('The number is not on WhatsApp or cannot receive messages');
    expect(failureText(tOf('id'), 'quota')).toBe('Terlalu banyak pesan: batas kirim WhatsApp tercapai');
    expect(failureText(tOf('en'), 'somethingNewer')).toBe('The service refused the message');
    expect(failureText(tOf('en'), '')).toBe('');
  });
});
