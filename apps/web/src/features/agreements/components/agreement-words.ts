import { agreementsEn } from '../../../lib/i18n/agreements.en';
import { agreementsId } from '../../../lib/i18n/agreements.id';
import { addScreenWords } from '../../../lib/i18n/screen-catalogue';

// The agreement screens' words come with them, not with the first screen (lib/i18n/screen-catalogue.ts).
addScreenWords('agreements', { en: agreementsEn, id: agreementsId });
