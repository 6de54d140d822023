import type { Language } from '@kamar/contract';
import i18next, { type TFunction } from 'i18next';
import { en } from './en';
import { id } from './id';

/** A test's `t` in one language: the screens' catalogue through i18next, as the app reads it. */
export async function screenWords(language: Language): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { translation: language === 'id' ? id : en } } });
  return instance.t;
}
