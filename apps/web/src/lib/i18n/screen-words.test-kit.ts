import type { Language } from '@kamar/contract';
import i18next, { type TFunction } from 'i18next';
import { en } from './en';
import { id } from './id';
import { screenCataloguesEn, screenCataloguesId } from './screen-catalogues.test-kit';

/** A test's `t` in one language: the screens' catalogue (and the screens' own ones) through i18next, as the app reads it. */
export async function screenWords(language: Language): Promise<TFunction> {
  const instance = i18next.createInstance();
  const words = language === 'id' ? { ...id, ...screenCataloguesId } : { ...en, ...screenCataloguesEn };
  await instance.init({ lng: language, resources: { [language]: { translation: words } } });
  return instance.t;
}
