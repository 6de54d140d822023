import type { Language } from '@kamar/contract';
import { i18n, type ScreenCatalogues } from './index';

/**
 * The words of a screen that brings its own rather than adding them to the first screen's
 * catalogue (every word there is the login screen's download too: docs/PERFORMANCE.md). The
 * screen's chunk holds them in both languages and adds them as it loads, under their own key
 * (`t('reports.title')`), before it draws; a switch of language then finds them there.
 */
export function addScreenWords<N extends keyof ScreenCatalogues>(
  name: N,
  words: Record<Language, ScreenCatalogues[N]>,
) {
  for (const [language, catalogue] of Object.entries(words)) {
    i18n.addResourceBundle(language, 'translation', { [name]: catalogue }, true, true);
  }
}
