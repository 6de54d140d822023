import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
// Imports nothing: the build can read it without the contract package's TypeScript.
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../packages/contract/src/i18n/languages';
import { paths } from '../../../packages/contract/src/paths';
import { PHONE_SCREEN } from '../src/lib/phone-screen';
import { EARLY_CALLS_KEY, LANGUAGE_KEY, TOKEN_KEY, tokenLive } from '../src/lib/storage-keys';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** A contract call the script starts itself: its path and its body exactly as the app sends it. */
export interface EarlyCallSpec {
  path: string;
  body: string;
}

/**
 * What every signed-in screen asks whatever its address: the session check (app/auth-check.ts) and
 * the business profile, whose name the top bar shows (app/layout/top-bar.tsx). Asked by the app,
 * the profile left only once the frame had been drawn, one more request in the way of a phone's
 * first screen.
 */
/** A list's table, which a phone does not draw (it draws cards): components/list/list-page.tsx. */
const LIST_TABLE = 'data-table';

export const SIGNED_IN_CALLS: EarlyCallSpec[] = [
  { path: paths.auth.checkAuth, body: '{}' },
  { path: paths.setting.getBusinessProfile, body: '{}' },
];

/**
 * Which chunk groups (vite.config.ts) a signed-in address needs, first match wins, and for the
 * screens whose data a route loader asks for early (app/router.tsx), the screen's own chunk: with
 * its data already on the way, the screen's code was the last download between entry and drawing.
 * `calls` are that screen's first data calls at its plain address (no query string), which the
 * script starts itself, beside SIGNED_IN_CALLS (screen-preload.test.ts holds them to the
 * bodies the screens send).
 */
export const SCREEN_CHUNKS: {
  path: RegExp;
  groups: string[];
  screen?: string;
  calls?: EarlyCallSpec[];
  /** A chunk group (and what it imports) that only a screen wider than a phone's draws. */
  wide?: string;
}[] = [
  { path: /^\/login$/, groups: [] },
  // A share link's page is the same for anyone: no frame, no session check.
  { path: /^\/s\//, groups: [] },
  {
    path: /^\/$/,
    groups: ['frame'],
    screen: 'src/features/dashboard/components/dashboard-page.tsx',
    calls: [{ path: paths.dashboard.getDashboardInfo, body: '{}' }],
  },
  {
    path: /^\/tenant$/,
    groups: ['frame', 'list-kit'],
    wide: LIST_TABLE,
    screen: 'src/features/tenants/components/tenant-list-page.tsx',
    calls: [
      {
        path: paths.tenant.getList,
        body: JSON.stringify({ tenantName: '', phone: '', status: 1, pageIndex: 0, pageSize: 25 }),
      },
    ],
  },
  { path: /\/form$/, groups: ['frame', 'list-kit', 'form-kit'] },
  { path: /./, groups: ['frame', 'list-kit'], wide: LIST_TABLE },
];

export interface PreloadTable {
  /** Each language's words (the `words-<language>` chunk groups). */
  words: Record<string, string[]>;
  /**
   * `always`: asked at any address the path matches; `plain`: only without a query string;
   * `wide`: files asked only on a screen wider than a phone's.
   */
  chunks: { path: RegExp; files: string[]; always: EarlyCallSpec[]; plain: EarlyCallSpec[]; wide: string[] }[];
}

/**
 * The script itself: asks for the words in this device's language (the first screen waits for
 * them, lib/i18n/index.ts), chosen as lib/i18n/language.ts chooses: the stored choice, else the
 * browser's first language the product speaks; then, on a visit with a live session (a token not
 * yet expired), for the address's chunks (on a screen wider than a phone's, its `wide` ones too),
 * and starts its first calls (lib/early-response.ts hands each answer to the app's same call,
 * once), all while the entry chunk is still on its way.
 * Anything wrong (no storage, an old browser) and it does nothing: the app loads the same files
 * and asks the same calls a moment later.
 */
export function preloadScript({ words, chunks }: PreloadTable): string {
  const calls = (list: EarlyCallSpec[]) => JSON.stringify(list.map((c) => [c.path, c.body]));
  const table = chunks
    .map(
      (c) =>
        `[${c.path.toString()},${JSON.stringify(c.files)},${calls(c.always)},${calls(c.plain)},${JSON.stringify(c.wide)}]`,
    )
    .join(',');
  return `(function(){try{var d=document,s=localStorage,w=${JSON.stringify(words)},o=function(k){return Object.prototype.hasOwnProperty.call(w,k)},a=function(f){for(var j=0;j<f.length;j++){var l=d.createElement('link');l.rel='modulepreload';l.href=f[j];d.head.appendChild(l)}};var g=s.getItem(${JSON.stringify(LANGUAGE_KEY)});if(!o(g)){g=${JSON.stringify(DEFAULT_LANGUAGE)};var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||g];for(var i=0;i<n.length;i++){var p=String(n[i]).trim().toLowerCase().split(/[-_]/)[0];if(o(p)){g=p;break}}}a(w[g]);var k=s.getItem(${JSON.stringify(TOKEN_KEY)});if(!(${tokenLive.toString()})(k,Date.now()))return;var t=[${table}],u=location.pathname;for(i=0;i<t.length;i++)if(t[i][0].test(u)){a(t[i][1]);if(t[i][4].length&&window.matchMedia&&!matchMedia(${JSON.stringify(PHONE_SCREEN)}).matches)a(t[i][4]);var c=t[i][2].concat(location.search?[]:t[i][3]),e=window[${JSON.stringify(EARLY_CALLS_KEY)}]={};for(var q=0;q<c.length;q++){var r=fetch(c[q][0],{method:'POST',headers:{'content-type':'application/json','accept-language':g,authorization:'Bearer '+k},body:c[q][1],credentials:'include'});r.catch(function(){});e[c[q][0]+' '+c[q][1]]={token:k,language:g,at:Date.now(),response:r}}return}}catch(e){}})();\n`;
}

/**
 * A chunk group's file (`group`) or a screen's (`screen`: its module) and every chunk it imports,
 * but not the entry's (index.html loads those).
 */
function filesOf(bundle: OutputBundle, wanted: { group: string } | { screen: string }): string[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const start = chunks.find((c) =>
    'group' in wanted ? c.name === wanted.group && !c.isEntry : c.facadeModuleId?.endsWith(`/${wanted.screen}`),
  );
  if (!start) throw new Error(`screen-preload: the build has no chunk for ${JSON.stringify(wanted)}`);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // What index.html loads already: the entry and the chunks it imports.
  const seen = new Set<string>(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
  const initial = seen.size;
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen].slice(initial);
}

/**
 * The entry chunk finds the words and a screen's chunks only once it has arrived and run: on
 * mobile data, the screens waited one download after another (entry, then words, frame and kits,
 * then data). This writes a tiny script, loaded from index.html next to the entry (the CSP allows
 * no inline script), that asks for them at once.
 */
export function screenPreload(): Plugin {
  return {
    name: 'kamar-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const base = '/';
      const chunks = SCREEN_CHUNKS.map(({ path, groups, screen, calls, wide }) => {
        const files = new Set([
          ...groups.flatMap((group) => filesOf(bundle, { group })),
          ...(screen ? filesOf(bundle, { screen }) : []),
        ]);
        return {
          path,
          always: groups.length > 0 ? SIGNED_IN_CALLS : [],
          plain: calls ?? [],
          files: [...files].map((f) => base + f),
          wide: (wide ? filesOf(bundle, { group: wide }) : []).filter((f) => !files.has(f)).map((f) => base + f),
        };
      });
      const words = Object.fromEntries(
        LANGUAGES.map((language) => [language, filesOf(bundle, { group: `words-${language}` }).map((f) => base + f)]),
      );
      const source = preloadScript({ words, chunks });
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
