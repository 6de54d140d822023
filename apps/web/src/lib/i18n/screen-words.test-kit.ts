import type { Language } from '@kamar/contract';
import i18next, { type TFunction } from 'i18next';
import { en } from './en';
import { id } from './id';
import { reportsEn } from './reports.en';
import { reportsId } from './reports.id';
import { timelineEn } from './timeline.en';
import { timelineId } from './timeline.id';

/** A test's `t` in one language: the screens' catalogue (and the screens' own ones) through i18next, as the app reads it. */
export async function screenWords(language: Language): Promise<TFunction> {
  const instance = i18next.createInstance();
  const words =
    language === 'id'
      ? { ...id, reports: reportsId, timeline: timelineId }
      : { ...en, reports: reportsEn, timeline: timelineEn };
  await instance.init({ lng: language, resources: { [language]: { translation: words } } });
  return instance.t;
}
