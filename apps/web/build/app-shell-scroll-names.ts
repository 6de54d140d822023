import type { Plugin } from 'vite';

const APP_SHELL_PART = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const NAMES = '\0kamar-remove-scroll-names';

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll only to read two class
 * names (`RemoveScroll.classNames`) that keep them from jumping when a dialog locks the page's
 * scroll. The import brings the whole library (with its side car, style singleton and tslib:
 * about 10 KB) into the signed-in frame, before any dialog exists. Here they get the same two names
 * from the library's own constants module (`react-remove-scroll-bar/constants`, the values
 * react-remove-scroll itself uses); the dialogs, which do lock the scroll, still import the library.
 */
export function appShellScrollNames(): Plugin {
  return {
    name: 'kamar-app-shell-scroll-names',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && APP_SHELL_PART.test(importer)) return NAMES;
      return null;
    },
    load(id) {
      if (id !== NAMES) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      ].join('\n');
    },
  };
}
