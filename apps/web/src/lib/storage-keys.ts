/**
 * What this device keeps in browser storage under fixed names: the session's token (the spec's
 * "Token", section 3) and the chosen language. The build's preload script (build/screen-preload.ts)
 * reads both before the app has arrived, so they live here, in a file that imports nothing.
 */
export const TOKEN_KEY = 'Token';
export const LANGUAGE_KEY = 'Language';
/** The property picked in the top bar, its id; none or 0: all properties (lib/current-property.ts). */
export const PROPERTY_KEY = 'Property';
/** The business's today as the server last answered it (lib/business-today.ts). */
export const BUSINESS_TODAY_KEY = 'BusinessToday';
/**
 * Meter readings typed on this device and not yet sent, one queue per round:
 * `MeterQueue:<propertyId>:<chargeTypeId>:<YYYY-MM-DD>` (features/meter-readings/queue).
 */
export const METER_QUEUE_PREFIX = 'MeterQueue:';

/**
 * The window property where the preload script leaves the calls it started for the address's
 * first screen (lib/early-response.ts takes them), keyed by `<path> <JSON body>`.
 */
export const EARLY_CALLS_KEY = '__kamarEarlyCalls';

/**
 * Whether a stored token is one the server may still accept: a JWT whose `exp` (seconds) is in
 * the future. Self-contained (no imports, no outside names but the browser's): the preload script
 * carries its source.
 */
export function tokenLive(token: string | null, now: number): boolean {
  if (!token) return false;
  try {
    const part = token.split('.')[1] ?? '';
    const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' && payload.exp * 1000 > now;
  } catch {
    return false;
  }
}
