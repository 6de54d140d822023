import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Which chunk groups (vite.config.ts) a signed-in address needs, first match wins. A screen's own
 * chunk is small and still comes through the router; these are the big shared ones under it.
 */
export const SCREEN_CHUNKS: { path: RegExp; groups: string[] }[] = [
  { path: /^\/login$/, groups: [] },
  { path: /^\/$/, groups: ['frame'] },
  { path: /\/form$/, groups: ['frame', 'list-kit', 'form-kit'] },
  { path: /./, groups: ['frame', 'list-kit'] },
];

/** lib/session.ts keeps the session under this key; without it the address ends on /login. */
export const TOKEN_KEY = 'Token';

/**
 * The script itself: on a signed-in visit, asks for the address's shared chunks while the entry
 * chunk is still on its way. Anything wrong (no storage, an old browser) and it does nothing: the
 * router loads the same files a moment later.
 */
export function preloadScript(chunks: { path: RegExp; files: string[] }[], tokenKey: string): string {
  const table = chunks.map((c) => `[${c.path.toString()},${JSON.stringify(c.files)}]`).join(',');
  return `(function(){try{if(!localStorage.getItem(${JSON.stringify(tokenKey)}))return;var t=[${table}],p=location.pathname;for(var i=0;i<t.length;i++)if(t[i][0].test(p)){for(var j=0;j<t[i][1].length;j++){var l=document.createElement('link');l.rel='modulepreload';l.href=t[i][1][j];document.head.appendChild(l)}return}}catch(e){}})();\n`;
}

/** A chunk group's file and every chunk it imports, but not the entry's (index.html loads those). */
function filesOf(bundle: OutputBundle, group: string): string[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const start = chunks.find((c) => c.name === group && !c.isEntry);
  if (!start) throw new Error(`screen-preload: the build has no chunk group "${group}" (vite.config.ts)`);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen];
}

/**
 * The entry chunk finds a screen's chunks only once it has arrived and run: on mobile data, the
 * signed-in screens waited one download after another (entry, then frame and kits, then data).
 * This writes a tiny script, loaded from index.html next to the entry (the CSP allows no inline
 * script), that asks for the address's shared chunks at once.
 */
export function screenPreload(): Plugin {
  return {
    name: 'kamar-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const base = '/';
      const chunks = SCREEN_CHUNKS.map(({ path, groups }) => ({
        path,
        files: [...new Set(groups.flatMap((g) => filesOf(bundle, g)))].map((f) => base + f),
      }));
      const source = preloadScript(chunks, TOKEN_KEY);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/screen-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') {
        throw new Error('screen-preload: the build has no index.html');
      }
      html.source = html.source.replace('</title>', `</title>\n    <script async src="${base}${fileName}"></script>`);
    },
  };
}
