import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadScript, SCREEN_CHUNKS, TOKEN_KEY } from './screen-preload';

const FILES: Record<string, string> = { frame: '/f.js', 'list-kit': '/l.js', 'form-kit': '/m.js' };
const script = preloadScript(
  SCREEN_CHUNKS.map(({ path, groups }) => ({ path, files: groups.map((g) => FILES[g] as string) })),
  TOKEN_KEY,
);

/** Runs the script as a browser would at `pathname`, and returns the files it asked for. */
function preloaded(pathname: string, storage: Record<string, string>): string[] {
  const links: { rel: string; href: string }[] = [];
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    location: { pathname },
    document: {
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    },
  });
  expect(links.every((l) => l.rel === 'modulepreload')).toBe(true);
  return links.map((l) => l.href);
}

describe('the screen preload script', () => {
  const signedIn = { [TOKEN_KEY]: 'a-token' };

  it('asks for the address’s shared chunks on a signed-in visit', () => {
    expect(preloaded('/', signedIn)).toEqual(['/f.js']);
    expect(preloaded('/tenant', signedIn)).toEqual(['/f.js', '/l.js']);
    expect(preloaded('/setting/user', signedIn)).toEqual(['/f.js', '/l.js']);
    expect(preloaded('/tenant/form', signedIn)).toEqual(['/f.js', '/l.js', '/m.js']);
  });

  it('asks for nothing without a session or on the login screen', () => {
    expect(preloaded('/tenant', {})).toEqual([]);
    expect(preloaded('/login', signedIn)).toEqual([]);
  });

  it('keeps the key the session is stored under', async () => {
    const storage = new Map<string, string>();
    Object.assign(globalThis, {
      localStorage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => storage.set(k, v),
      },
    });
    storage.set(TOKEN_KEY, 'x');
    const { session } = await import('../src/lib/session');
    expect(session.token()).toBe('x');
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
