import { DeliveryStatus, type Language } from '@kamar/contract';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenWords } from '../../../lib/i18n/screen-words.test-kit';
import { testResultWords } from './test-result-words';

const words: Partial<Record<Language, TFunction>> = {};
beforeAll(async () => {
  words.en = await screenWords('en');
  words.id = await screenWords('id');
});
const tOf = (language: Language) => words[language] as TFunction;

describe('a test message’s result, in words', () => {
  it('sent: how far it got and the provider’s own answer (its message id)', () => {
    const sent = {
      messageId: 12,
      deliveryStatus: DeliveryStatus.Sent,
      failureReason: '',
      providerAnswer: 'wamid.HBgLNjI4MTIzNDU2Nzg5MBUCABEYEjQ',
    };
    expect(testResultWords(tOf('en'), sent)).toEqual({
      sent: true,
      outcome: 'Sent',
      answer: 'The provider answered: wamid.HBgLNjI4MTIzNDU2Nzg5MBUCABEYEjQ',
    });
    expect(testResultWords(tOf('id'), sent).outcome).toBe('Terkirim');
  });

  it('failed: why in words, and the provider’s text as it gave it', () => {
    const refused = {
      messageId: 13,
      deliveryStatus: DeliveryStatus.Failed,
      failureReason: 'accessDenied',
      providerAnswer: '(#190) Invalid OAuth access token',
    };
    expect(testResultWords(tOf('en'), refused)).toEqual({
      sent: false,
      outcome: 'Failed: WhatsApp or the mail server refused the access token, password or account',
      answer: 'The provider answered: (#190) Invalid OAuth access token',
    });
    expect(testResultWords(tOf('id'), refused).outcome).toBe(
      'Gagal: WhatsApp atau server email menolak token akses, kata sandi atau akunnya',
    );
  });

  it('failed without a reason or an answer: refused, and nothing more to quote', () => {
    const bare = { messageId: 14, deliveryStatus: DeliveryStatus.Failed, failureReason: '', providerAnswer: '' };
    expect(testResultWords(tOf('en'), bare)).toEqual({
      sent: false,
      outcome: 'Failed: The service refused the message',
      answer: '',
    });
  });
});
