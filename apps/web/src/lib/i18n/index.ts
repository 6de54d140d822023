import {
  fieldLabel,
  type fieldLabelsEn,
  hasMessage,
  isLanguage,
  LANGUAGES,
  type Language,
  type LanguagePack,
  type Refusal,
  renderMessage,
  type zodLocales,
} from '@kamar/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { agreementsEn } from './agreements.en';
import type { en } from './en';
import type { inspectionsEn } from './inspections.en';
import { initialLanguage, rememberLanguage } from './language';
import type { repairsEn } from './repairs.en';
import type { reportsEn } from './reports.en';
import type { residentRegisterEn } from './resident-register.en';
import type { timelineEn } from './timeline.en';

/**
 * What `t` reads: the screens' catalogue, and under `fields` the contract's field labels, the very
 * words the server's messages name a field by ("Contact Relation is required!"), so a form's label
 * and a refusal about that field always agree, in every language.
 */
export type ScreenWords = typeof en & { fields: typeof fieldLabelsEn } & ScreenCatalogues;

/** The words of the screens that bring their own (screen-catalogue.ts), each under its own key: `t('reports.title')`. */
export type ScreenCatalogues = {
  reports: typeof reportsEn;
  residentRegister: typeof residentRegisterEn;
  agreements: typeof agreementsEn;
  inspections: typeof inspectionsEn;
  repairs: typeof repairsEn;
  timeline: typeof timelineEn;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: ScreenWords };
  }
}

/**
 * Each language's words (the screens' catalogue and the contract's messages and labels) come in a
 * chunk of their own, fetched when the language is first spoken: a device downloads the one it
 * reads, not both (the first screen's JavaScript budget, docs/PERFORMANCE.md).
 */
const loaders: Record<Language, () => Promise<{ screens: typeof en; pack: LanguagePack }>> = {
  en: async () => {
    const [screens, pack] = await Promise.all([import('./en'), import('@kamar/contract/pack/en')]);
    return { screens: screens.en, pack: pack.packEn };
  },
  id: async () => {
    const [screens, pack] = await Promise.all([import('./id'), import('@kamar/contract/pack/id')]);
    return { screens: screens.id, pack: pack.packId };
  },
};

/** Each loaded language's messages and field and enumeration labels, from the contract. */
const messagePacks: Partial<Record<Language, LanguagePack>> = {};
/** zod's words, brought by the screens that validate with zod (the form kit). */
let zodWords: typeof zodLocales | undefined;

async function loadLanguage(language: Language) {
  if (messagePacks[language]) return;
  const { screens, pack } = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', { ...screens, fields: pack.fields }, true, true);
  messagePacks[language] = pack;
}

// The page's lang follows the language (screen readers, spelling, hyphenation).
i18next.on('languageChanged', (next) => {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(next);
});

/** Starts the screens' words in this device's language; the app renders once they are here (main.tsx). */
export async function startI18n() {
  const language = initialLanguage();
  await i18next.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}

export const i18n = i18next;

/** The language the screens speak now. */
export function currentLanguage(value: string | undefined = i18next.language): Language {
  return isLanguage(value) ? value : 'en';
}

/** Switches every screen at once (its words fetched first, the first time) and remembers the choice on this device. */
export async function chooseLanguage(next: Language) {
  await loadLanguage(next);
  rememberLanguage(next);
  await i18next.changeLanguage(next);
}

/**
 * A refusal or message (a code and its params) in the reader's language, by the contract's
 * renderer; null for a code this app has no words for (a newer server's).
 */
export function messageText(message: Refusal): string | null {
  const language = currentLanguage();
  const loaded = messagePacks[language];
  if (!loaded) return null;
  const pack = { ...loaded, zodWords: zodWords?.[language] };
  const code = readersWords[message.code] ?? message.code;
  return hasMessage(pack, code) ? renderMessage(pack, code, message.params) : null;
}

/**
 * Codes the screens word otherwise than the API does: the API's 500 message keeps the spec's
 * wording (misspelt "occured") for the clients that compare it; people read it spelt right.
 */
const readersWords: Partial<Record<Refusal['code'], Refusal['code']>> = { 'server.error': 'client.unexpectedError' };

/** Lets messages name what zod refused in zod's own words (`field.invalid`), in every language. */
export function knowZodWords(words: typeof zodLocales) {
  zodWords = words;
}

/** A record field's name in the reader's language (the contract's field labels); the key itself if it has none. */
export function fieldName(field: string): string {
  const pack = messagePacks[currentLanguage()];
  return pack ? fieldLabel(pack, field) : field;
}
