import { agreementsEn } from './agreements.en';
import { agreementsId } from './agreements.id';
import type { ScreenCatalogues } from './index';
import { inspectionsEn } from './inspections.en';
import { inspectionsId } from './inspections.id';
import { repairsEn } from './repairs.en';
import { repairsId } from './repairs.id';
import { reportsEn } from './reports.en';
import { reportsId } from './reports.id';
import { residentRegisterEn } from './resident-register.en';
import { residentRegisterId } from './resident-register.id';
import { timelineEn } from './timeline.en';
import { timelineId } from './timeline.id';

/** Every screen's own catalogue (screen-catalogue.ts), for the tests that read all the words. */
export const screenCataloguesEn: ScreenCatalogues = {
  reports: reportsEn,
  residentRegister: residentRegisterEn,
  agreements: agreementsEn,
  inspections: inspectionsEn,
  repairs: repairsEn,
  timeline: timelineEn,
};

export const screenCataloguesId: ScreenCatalogues = {
  reports: reportsId,
  residentRegister: residentRegisterId,
  agreements: agreementsId,
  inspections: inspectionsId,
  repairs: repairsId,
  timeline: timelineId,
};
