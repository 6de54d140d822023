import { DEFAULT_LANGUAGE, isLanguage, type Language, pickLanguage } from '@kamar/contract';
import { LANGUAGE_KEY } from '../storage-keys';

/** The chosen language, else the browser's first one the product speaks (`id*` Indonesian), else English. */
export function initialLanguage(): Language {
  // Outside a browser (unit tests under Node) there is no one to ask.
  if (typeof localStorage === 'undefined' || typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  const chosen = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(chosen)) return chosen;
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language ?? DEFAULT_LANGUAGE];
  return pickLanguage(browser);
}

export function rememberLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_KEY, language);
}
