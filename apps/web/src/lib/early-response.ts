import { EARLY_CALLS_KEY } from './storage-keys';

/** A call the preload script (build/screen-preload.ts) started before the app had arrived. */
export interface EarlyCall {
  token: string;
  language: string;
  /** Date.now() when it was asked. */
  at: number;
  response: Promise<Response>;
}

type EarlyCalls = Record<string, EarlyCall | undefined>;

// Matches lib/early-query.ts: a phone under load can take seconds to reach its first screen.
const OPENING_MS = 10_000;

const earlyCalls = (): EarlyCalls | undefined =>
  (globalThis as unknown as Record<string, EarlyCalls | undefined>)[EARLY_CALLS_KEY];

/**
 * The answer to this very call if the preload script asked it: same path, same body as sent, same
 * token and language, moments ago. Each is handed out once, so only the first screen's first
 * query reads it; every later ask goes to the server.
 */
export function takeEarlyResponse(path: string, body: string, token: string | null, language: string) {
  const calls = earlyCalls();
  const key = `${path} ${body}`;
  const call = calls?.[key];
  if (!calls || !call) return null;
  delete calls[key];
  const fresh = Date.now() - call.at < OPENING_MS;
  return fresh && call.token === token && call.language === language ? call.response : null;
}
