import { runInNewContext } from 'node:vm';
import { LANGUAGES, pickLanguage } from '@kamar/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, TOKEN_KEY } from '../src/lib/storage-keys';
import { preloadScript, SCREEN_CHUNKS } from './screen-preload';

const FILES: Record<string, string> = { frame: '/f.js', 'list-kit': '/l.js', 'form-kit': '/m.js' };
const script = preloadScript({
  words: Object.fromEntries(LANGUAGES.map((language) => [language, [`/words-${language}.js`]])),
  chunks: SCREEN_CHUNKS.map(({ path, groups, screen }) => ({
    path,
    files: [...groups.map((g) => FILES[g] as string), ...(screen ? [`/${screen.split('/').pop()}`] : [])],
  })),
});

interface Visit {
  storage?: Record<string, string>;
  languages?: string[];
}

/** Runs the script as a browser would at `pathname`, and returns the files it asked for. */
function preloaded(pathname: string, { storage = {}, languages = ['en-US'] }: Visit = {}): string[] {
  const links: { rel: string; href: string }[] = [];
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    location: { pathname },
    navigator: { languages, language: languages[0] },
    document: {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    },
  });
  expect(links.every((l) => l.rel === 'modulepreload')).toBe(true);
  return links.map((l) => l.href);
}

const realStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
afterEach(() => {
  if (realStorage) Object.defineProperty(globalThis, 'localStorage', realStorage);
  else Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('the screen preload script', () => {
  const signedIn = { storage: { [TOKEN_KEY]: 'a-token' } };

  it('asks for the words, then the address’s chunks on a signed-in visit', () => {
    expect(preloaded('/', signedIn)).toEqual(['/words-en.js', '/f.js', '/dashboard-page.tsx']);
    expect(preloaded('/tenant', signedIn)).toEqual(['/words-en.js', '/f.js', '/l.js', '/tenant-list-page.tsx']);
    expect(preloaded('/setting/user', signedIn)).toEqual(['/words-en.js', '/f.js', '/l.js']);
    expect(preloaded('/tenant/form', signedIn)).toEqual(['/words-en.js', '/f.js', '/l.js', '/m.js']);
  });

  it('asks only for the words without a session or on the login screen', () => {
    expect(preloaded('/tenant')).toEqual(['/words-en.js']);
    expect(preloaded('/login', signedIn)).toEqual(['/words-en.js']);
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
    session.replaceToken('x');
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
