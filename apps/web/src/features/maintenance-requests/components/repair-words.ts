import { repairsEn } from '../../../lib/i18n/repairs.en';
import { repairsId } from '../../../lib/i18n/repairs.id';
import { addScreenWords } from '../../../lib/i18n/screen-catalogue';

// The repair screens' words come with them, not with the first screen (lib/i18n/screen-catalogue.ts).
addScreenWords('repairs', { en: repairsEn, id: repairsId });
