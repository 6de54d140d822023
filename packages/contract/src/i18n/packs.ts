import type { Params } from './catalogue.js';
import type { MessageCode } from './codes.js';
import type { Language } from './languages.js';
import { packEn } from './pack.en.js';
import { packId } from './pack.id.js';
import { type LanguagePack, renderMessage } from './render.js';
import { zodLocales } from './zod-locales.js';

/** Every language's pack, with zod's words: what the server (which answers in any of them) and the tests use. */
export const languagePacks: Record<Language, LanguagePack> = {
  en: { ...packEn, zodWords: zodLocales.en },
  id: { ...packId, zodWords: zodLocales.id },
};

/** A message in a language from its code and params. */
export function formatMessage(language: Language, code: MessageCode | string, params: Params = {}): string {
  return renderMessage(languagePacks[language], code, params);
}
