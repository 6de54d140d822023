import type { $ZodErrorMap } from 'zod/v4/core';
import zodEn from 'zod/v4/locales/en.js';
import zodId from 'zod/v4/locales/id.js';
import type { Language } from './languages.js';

/** zod's own words in each language (zod ships the locales), for `field.invalid`. */
export const zodLocales: Record<Language, $ZodErrorMap> = { en: zodEn().localeError, id: zodId().localeError };
