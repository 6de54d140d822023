import { residentRegisterEn } from '../../../lib/i18n/resident-register.en';
import { residentRegisterId } from '../../../lib/i18n/resident-register.id';
import { addScreenWords } from '../../../lib/i18n/screen-catalogue';

// The register screen's words come with it, not with the first screen (lib/i18n/screen-catalogue.ts).
addScreenWords('residentRegister', { en: residentRegisterEn, id: residentRegisterId });
