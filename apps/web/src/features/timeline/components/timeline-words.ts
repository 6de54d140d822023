import { addScreenWords } from '../../../lib/i18n/screen-catalogue';
import { timelineEn } from '../../../lib/i18n/timeline.en';
import { timelineId } from '../../../lib/i18n/timeline.id';

// The timeline's words come with it, not with the first screen (lib/i18n/screen-catalogue.ts).
addScreenWords('timeline', { en: timelineEn, id: timelineId });
