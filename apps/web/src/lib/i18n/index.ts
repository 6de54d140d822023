import {
  fieldLabel,
  hasMessage,
  isLanguage,
  type Language,
  type LanguagePack,
  packEn,
  packId,
  type Refusal,
  renderMessage,
  type zodLocales,
} from '@kamar/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { id } from './id';
import { initialLanguage, rememberLanguage } from './language';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

/** Each language's messages and field and enumeration labels, from the contract. */
const messagePacks: Record<Language, LanguagePack> = { en: packEn, id: packId };
/** zod's words, brought by the screens that validate with zod (the form kit). */
let zodWords: typeof zodLocales | undefined;

// The page's lang follows the language (screen readers, spelling, hyphenation).
i18next.on('languageChanged', (next) => {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(next);
});
void i18next.use(initReactI18next).init({
  lng: initialLanguage(),
  supportedLngs: ['en', 'id'],
  resources: { en: { translation: en }, id: { translation: id } },
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

export const i18n = i18next;

/** The language the screens speak now. */
export function currentLanguage(value: string | undefined = i18next.language): Language {
  return isLanguage(value) ? value : 'en';
}

/** Switches every screen at once and remembers the choice on this device. */
export async function chooseLanguage(next: Language) {
  rememberLanguage(next);
  await i18next.changeLanguage(next);
}

/**
 * A refusal or message (a code and its params) in the reader's language, by the contract's
 * renderer; null for a code this app has no words for (a newer server's).
 */
export function messageText(message: Refusal): string | null {
  const language = currentLanguage();
  const pack = { ...messagePacks[language], zodWords: zodWords?.[language] };
  return hasMessage(pack, message.code) ? renderMessage(pack, message.code, message.params) : null;
}

/** Lets messages name what zod refused in zod's own words (`field.invalid`), in every language. */
export function knowZodWords(words: typeof zodLocales) {
  zodWords = words;
}

/** A record field's name in the reader's language (the contract's field labels); the key itself if it has none. */
export function fieldName(field: string): string {
  return fieldLabel(messagePacks[currentLanguage()], field);
}
