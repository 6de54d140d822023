import { type DocumentLanguage, fillTemplate, type TemplateValues, whatsappUrl } from '@kamar/contract';
import type { ProfileRow } from './business-profile.repository.js';

/** The tenant's language: Indonesian for a tenant from Indonesia (or whose country is not given), English for anyone else. */
export const tenantLanguage = (country: string): DocumentLanguage => {
  const c = country.trim().toUpperCase();
  return c === 'INDONESIA' || c === '' ? 'id' : 'en';
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
