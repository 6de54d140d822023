/**
 * A phone-size screen, where lists draw cards instead of a table (components/list/list-page.tsx).
 * Imports nothing: the build's preload script (build/screen-preload.ts) asks the same question.
 */
export const PHONE_SCREEN = '(max-width: 48em)';
