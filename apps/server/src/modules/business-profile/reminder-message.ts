import { type DocumentLanguage, fillTemplate, type TemplateValues, tenantLanguage, whatsappUrl } from '@kamar/contract';
import type { ProfileRow } from './business-profile.repository.js';

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
