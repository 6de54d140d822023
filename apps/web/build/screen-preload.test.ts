import { runInNewContext } from 'node:vm';
import { LANGUAGES, pickLanguage } from '@kamar/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { listRequest } from '../src/components/list/use-list-params';
import { tenantFilters } from '../src/features/tenants/api/get-tenants';
import { PHONE_SCREEN } from '../src/lib/phone-screen';
import { LANGUAGE_KEY, TOKEN_KEY } from '../src/lib/storage-keys';
import { preloadScript, SCREEN_CHUNKS, SIGNED_IN_CALLS } from './screen-preload';

const FILES: Record<string, string> = {
  frame: '/f.js',
  'list-kit': '/l.js',
  'form-kit': '/m.js',
  'data-table': '/t.js',
};
const script = preloadScript({
  words: Object.fromEntries(LANGUAGES.map((language) => [language, [`/words-${language}.js`]])),
  chunks: SCREEN_CHUNKS.map(({ path, groups, screen, calls, wide }) => ({
    path,
    always: groups.length > 0 ? SIGNED_IN_CALLS : [],
    plain: calls ?? [],
    files: [...groups.map((g) => FILES[g] as string), ...(screen ? [`/${screen.split('/').pop()}`] : [])],
    wide: wide ? [FILES[wide] as string] : [],
  })),
});

interface Visit {
  storage?: Record<string, string>;
  languages?: string[];
  search?: string;
  /** The screen's width in CSS pixels; a phone's unless said. */
  width?: number;
}

/** A token as the server signs it (a JWT; the script reads only its payload), expiring in `seconds`. */
function jwt(seconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
}

interface Asked {
  files: string[];
  calls: { path: string; init: { headers: Record<string, string>; body: string } }[];
  early: Record<string, { token: string; language: string; response: Promise<unknown> }>;
}

/** Runs the script as a browser would at `pathname`: the files it asked for and the calls it started. */
function visit(pathname: string, { storage = {}, languages = ['en-US'], search = '', width = 390 }: Visit = {}): Asked {
  const links: { rel: string; href: string }[] = [];
  const calls: Asked['calls'] = [];
  const context: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    location: { pathname, search },
    navigator: { languages, language: languages[0] },
    document: {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    },
    atob,
    // What the script asks: whether the screen is at most a phone's (48em, 768 px) wide.
    matchMedia: (query: string) => ({ matches: query === PHONE_SCREEN && width <= 768 }),
    fetch: (path: string, init: Asked['calls'][number]['init']) => {
      calls.push({ path, init });
      return Promise.resolve(`answer to ${path}`);
    },
  };
  context.window = context;
  runInNewContext(script, context);
  expect(links.every((l) => l.rel === 'modulepreload')).toBe(true);
  return { files: links.map((l) => l.href), calls, early: (context.__kamarEarlyCalls ?? {}) as Asked['early'] };
}

const preloaded = (pathname: string, options?: Visit) => visit(pathname, options).files;

const realStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
afterEach(() => {
  if (realStorage) Object.defineProperty(globalThis, 'localStorage', realStorage);
  else Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('the screen preload script', () => {
  const token = jwt(3600);
  const signedIn = { storage: { [TOKEN_KEY]: token } };

  it('asks for the words, then the address’s chunks on a signed-in visit', () => {
    expect(preloaded('/', signedIn)).toEqual(['/words-en.js', '/f.js', '/dashboard-page.tsx']);
    expect(preloaded('/tenant', signedIn)).toEqual(['/words-en.js', '/f.js', '/l.js', '/tenant-list-page.tsx']);
    expect(preloaded('/setting/user', signedIn)).toEqual(['/words-en.js', '/f.js', '/l.js']);
    expect(preloaded('/tenant/form', signedIn)).toEqual(['/words-en.js', '/f.js', '/l.js', '/m.js']);
  });

  it('asks for a list’s table only on a screen wider than a phone’s (a phone draws cards)', () => {
    const wide = { ...signedIn, width: 1280 };
    expect(preloaded('/tenant', wide)).toEqual(['/words-en.js', '/f.js', '/l.js', '/tenant-list-page.tsx', '/t.js']);
    expect(preloaded('/setting/user', wide)).toEqual(['/words-en.js', '/f.js', '/l.js', '/t.js']);
    expect(preloaded('/', wide)).toEqual(['/words-en.js', '/f.js', '/dashboard-page.tsx']);
    expect(preloaded('/tenant/form', wide)).toEqual(['/words-en.js', '/f.js', '/l.js', '/m.js']);
    expect(preloaded('/tenant', { ...signedIn, width: 768 })).not.toContain('/t.js');
    expect(preloaded('/tenant', { width: 1280 })).toEqual(['/words-en.js']);
  });

  it('asks only for the words without a session or on the login screen', () => {
    expect(preloaded('/tenant')).toEqual(['/words-en.js']);
    expect(preloaded('/login', signedIn)).toEqual(['/words-en.js']);
  });

  it('does nothing more for an expired or unreadable token: its session is over', () => {
    for (const stale of [jwt(-5), 'a-token', 'a.b.c', `x.${btoa('{"sub":"1"}')}.y`]) {
      const asked = visit('/tenant', { storage: { [TOKEN_KEY]: stale } });
      expect(asked.files, stale).toEqual(['/words-en.js']);
      expect(asked.calls, stale).toEqual([]);
    }
  });

  it('starts the session check, the business profile and the screen’s first call, as the app would send them', async () => {
    const asked = visit('/tenant', { ...signedIn, languages: ['id-ID'] });
    const tenants = JSON.stringify(listRequest(tenantFilters, new URLSearchParams()));
    expect(asked.calls.map((c) => [c.path, c.init.body])).toEqual([
      ['/api/Auth/CheckAuth', '{}'],
      ['/api/Setting/GetBusinessProfile', '{}'],
      ['/api/Tenant/GetList', tenants],
    ]);
    for (const { init } of asked.calls) {
      expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
      expect(init.headers).toEqual({
        'content-type': 'application/json',
        'accept-language': 'id',
        authorization: `Bearer ${token}`,
      });
    }
    const early = asked.early[`/api/Tenant/GetList ${tenants}`];
    expect(early).toMatchObject({ token, language: 'id' });
    expect(await early?.response).toBe('answer to /api/Tenant/GetList');
    expect(visit('/', signedIn).calls.map((c) => c.path)).toEqual([
      '/api/Auth/CheckAuth',
      '/api/Setting/GetBusinessProfile',
      '/api/Dashboard/GetDashboardInfo',
    ]);
  });

  it('starts only the calls of every signed-in screen where the first call depends on the query string, or is not known', () => {
    const frameOnly = ['/api/Auth/CheckAuth', '/api/Setting/GetBusinessProfile'];
    expect(visit('/tenant', { ...signedIn, search: '?status=2' }).calls.map((c) => c.path)).toEqual(frameOnly);
    expect(visit('/booking', signedIn).calls.map((c) => c.path)).toEqual(frameOnly);
    expect(visit('/login', signedIn).calls).toEqual([]);
    expect(visit('/s/abc', signedIn)).toMatchObject({ files: ['/words-en.js'], calls: [] });
  });

  it('picks the language as the app does: the stored choice, else the browser’s', () => {
    const cases: [string | undefined, string[]][] = [
      ['id', ['en-US']],
      ['en', ['id-ID']],
      [undefined, ['id-ID', 'en']],
      [undefined, ['fr-FR', 'in', 'ID_id']],
      [undefined, ['fr', 'de']],
      [undefined, []],
      ['constructor', ['de']],
      ['xx', ['id']],
    ];
    for (const [stored, languages] of cases) {
      const storage: Record<string, string> = stored ? { [LANGUAGE_KEY]: stored } : {};
      const expected = LANGUAGES.find((l) => l === stored) ?? pickLanguage(languages);
      expect(preloaded('/login', { storage, languages }), `${stored} ${languages}`).toEqual([`/words-${expected}.js`]);
    }
  });

  it('finds the session lib/session.ts keeps', async () => {
    const storage = new Map<string, string>();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
    });
    const { session } = await import('../src/lib/session');
    session.replaceToken(token);
    expect(preloaded('/', { storage: Object.fromEntries(storage) })).toContain('/f.js');
  });

  it('does nothing when the browser refuses storage', () => {
    expect(() =>
      runInNewContext(script, {
        get localStorage() {
          throw new Error('SecurityError');
        },
      }),
    ).not.toThrow();
  });
});
