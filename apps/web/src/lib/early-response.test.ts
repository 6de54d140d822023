import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyResponse } from './early-response';
import { EARLY_CALLS_KEY } from './storage-keys';

const answer = Promise.resolve(new Response('{"status":1,"data":{}}'));
const BODY = '{"pageIndex":0}';

function leave(at = Date.now(), token = 't', language = 'en') {
  Reflect.set(globalThis, EARLY_CALLS_KEY, {
    [`/api/Tenant/GetList ${BODY}`]: { token, language, at, response: answer },
  });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, EARLY_CALLS_KEY);
  vi.useRealTimers();
});

describe('an answer the preload script asked for', () => {
  it('is handed to the same call once, then never again', () => {
    leave();
    expect(takeEarlyResponse('/api/Tenant/GetList', BODY, 't', 'en')).toBe(answer);
    expect(takeEarlyResponse('/api/Tenant/GetList', BODY, 't', 'en')).toBeNull();
  });

  it('is not handed to another body or path', () => {
    leave();
    expect(takeEarlyResponse('/api/Tenant/GetList', '{"pageIndex":1}', 't', 'en')).toBeNull();
    expect(takeEarlyResponse('/api/Booking/GetList', BODY, 't', 'en')).toBeNull();
    expect(takeEarlyResponse('/api/Tenant/GetList', BODY, 't', 'en')).toBe(answer);
  });

  it('is dropped when the session or language has changed since, or it is no longer fresh', () => {
    for (const [left, token, language] of [
      [Date.now(), 'another', 'en'],
      [Date.now(), 't', 'id'],
      [Date.now() - 11_000, 't', 'en'],
    ] as const) {
      leave(left);
      expect(takeEarlyResponse('/api/Tenant/GetList', BODY, token, language)).toBeNull();
      // Dropped, not kept for a later ask.
      expect(takeEarlyResponse('/api/Tenant/GetList', BODY, 't', 'en')).toBeNull();
    }
  });

  it('is nothing when the script asked nothing', () => {
    expect(takeEarlyResponse('/api/Tenant/GetList', BODY, 't', 'en')).toBeNull();
  });
});
