import { inspectionsEn } from '../../../lib/i18n/inspections.en';
import { inspectionsId } from '../../../lib/i18n/inspections.id';
import { addScreenWords } from '../../../lib/i18n/screen-catalogue';

// The inspection screen's words come with it, not with the first screen (lib/i18n/screen-catalogue.ts).
addScreenWords('inspections', { en: inspectionsEn, id: inspectionsId });
