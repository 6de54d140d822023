import { type DocumentLanguage, fillTemplate, type TemplateValues, whatsappUrl } from '@kamar/contract';
import type { ProfileRow } from './business-profile.repository.js';

/** The tenant's language: Indonesian for a tenant from Indonesia (or whose country is not given), English for anyone else. */
export const tenantLanguage = (country: string): DocumentLanguage => {
  const c = country.trim().toUpperCase();
  return c === 'INDONESIA' || c === '' ? 'id' : 'en';
};

/** Month names of the two languages documents and messages are written in. */
export const MONTHS: Record<DocumentLanguage, string[]> = {
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
const grouping = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** Words the templates are filled with, in the tenant's language: "Mei 2026", "Rp 1.500.000", "1 Mei 2026". */
export const templateWords = {
  period: (language: DocumentLanguage, month: number, year: number) => `${MONTHS[language][month - 1]} ${year}`,
  money: (amount: number) => `Rp ${grouping.format(amount)}`,
  date: (language: DocumentLanguage, date: string) => {
    const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
    return `${d} ${MONTHS[language][m - 1]} ${y}`;
  },
};

export interface ReminderFacts {
  phone: string;
  country: string;
  values: (language: DocumentLanguage) => TemplateValues;
}

/** The wa.me link of a template message to one tenant, in their language; null when their number cannot be used. */
export function templateUrl(profile: ProfileRow, kind: 'reminder' | 'receipt', facts: ReminderFacts): string | null {
  const language = tenantLanguage(facts.country);
  const template =
    kind === 'reminder'
      ? language === 'id'
        ? profile.reminderId
        : profile.reminderEn
      : language === 'id'
        ? profile.receiptId
        : profile.receiptEn;
  return whatsappUrl(facts.phone, fillTemplate(template, facts.values(language)));
}
