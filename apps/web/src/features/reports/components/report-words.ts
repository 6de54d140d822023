import { reportsEn } from '../../../lib/i18n/reports.en';
import { reportsId } from '../../../lib/i18n/reports.id';
import { addScreenWords } from '../../../lib/i18n/screen-catalogue';

// The report screens' words come with them, not with the first screen (lib/i18n/screen-catalogue.ts).
addScreenWords('reports', { en: reportsEn, id: reportsId });
