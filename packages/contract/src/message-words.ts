import type { DocumentLanguage } from './documents.js';

/**
 * The words of the emails the server sends (the subject lines, and the test message), in both
 * languages: the one home of what a tenant reads in them. An email's body is the business's own
 * WhatsApp template filled as the wa.me message is, so both channels say the same.
 */
export const messageWords = {
  id: {
    reminderSubject: 'Tagihan sewa kamar {kamar}: {total}',
    receiptSubject: 'Pembayaran kamar {kamar} sudah kami terima',
    testSubject: 'Pesan uji dari {business}',
    testBody:
      'Halo, ini pesan uji dari {business} lewat Kamar. Jika pesan ini sampai, pengingat dan kuitansi lewat email sudah siap dikirim.',
  },
  en: {
    reminderSubject: 'Rent for room {kamar}: {total}',
    receiptSubject: 'Your payment for room {kamar} has been received',
    testSubject: 'A test message from {business}',
    testBody:
      'Hello, this is a test message from {business}, sent through Kamar. If it reached you, reminders and receipts by email are ready to go.',
  },
} satisfies Record<DocumentLanguage, Record<string, string>>;

/** A message word with its `{name}`s filled. */
export function messageText(
  language: DocumentLanguage,
  key: keyof (typeof messageWords)['id'],
  values: Record<string, string>,
): string {
  return messageWords[language][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
