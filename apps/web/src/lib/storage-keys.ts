/**
 * What this device keeps in browser storage under fixed names: the session's token (the spec's
 * "Token", section 3) and the chosen language. The build's preload script (build/screen-preload.ts)
 * reads both before the app has arrived, so they live here, in a file that imports nothing.
 */
export const TOKEN_KEY = 'Token';
export const LANGUAGE_KEY = 'Language';
