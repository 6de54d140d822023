import type { Language } from '@kamar/contract';
import i18next, { type TFunction } from 'i18next';
import { agreementsEn } from './agreements.en';
import { agreementsId } from './agreements.id';
import { en } from './en';
import { id } from './id';
import { reportsEn } from './reports.en';
import { reportsId } from './reports.id';
import { residentRegisterEn } from './resident-register.en';
import { residentRegisterId } from './resident-register.id';

/** A test's `t` in one language: the screens' catalogue (and the screens' own ones) through i18next, as the app reads it. */
export async function screenWords(language: Language): Promise<TFunction> {
  const instance = i18next.createInstance();
  const words =
    language === 'id'
      ? { ...id, reports: reportsId, residentRegister: residentRegisterId, agreements: agreementsId }
      : { ...en, reports: reportsEn, residentRegister: residentRegisterEn, agreements: agreementsEn };
  await instance.init({ lng: language, resources: { [language]: { translation: words } } });
  return instance.t;
}
