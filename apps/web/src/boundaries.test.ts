import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md, "Imports flow one way": contract -> lib -> components -> features -> app.
 * A layer imports only its own and the layers before it; features never import each other; of
 * `app`, only the paths table (`src/app/paths.ts`) may be imported from below, and it imports
 * nothing of the features. main.tsx, the entry, may import anything.
 */
const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Sources = Map<string, string>;

function readSources(dir: string, into: Sources = new Map()): Sources {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) readSources(path, into);
    else if (/\.tsx?$/.test(entry.name)) into.set(relative(webRoot, path), readFileSync(path, 'utf8'));
  }
  return into;
}

/** The web files a file imports (relative imports, static, dynamic and for effect), relative to apps/web, without extension. */
function importsOf(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return specifiers.map((s) => relative(webRoot, resolve(webRoot, dirname(file), s)).replace(/\.(tsx?|js)$/, ''));
}

const LAYERS = ['lib', 'components', 'features', 'app'] as const;
type Layer = (typeof LAYERS)[number];

function layerOf(file: string): Layer | null {
  const top = /^src\/([^/]+)\//.exec(file)?.[1];
  return LAYERS.find((layer) => layer === top) ?? null;
}

const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const PATHS_TABLE = 'src/app/paths';

export function boundaryViolations(sources: Sources): string[] {
  const violations: string[] = [];
  for (const [file, source] of sources) {
    const from = layerOf(file);
    if (from === null) continue;
    for (const target of importsOf(file, source)) {
      const to = layerOf(target);
      if (to === null) continue;
      if (target === PATHS_TABLE) {
        if (file.startsWith(`${PATHS_TABLE}.`) || from === 'app') continue;
      } else if (LAYERS.indexOf(to) > LAYERS.indexOf(from)) {
        violations.push(`${file} (${from}) imports ${target} (${to})`);
        continue;
      }
      if (file.startsWith(`${PATHS_TABLE}.`) && to === 'features') {
        violations.push(`${file} (the paths table) imports the feature file ${target}`);
      }
      const a = featureOf(file);
      const b = featureOf(target);
      if (a !== null && b !== null && a !== b)
        violations.push(`${file} (feature ${a}) imports ${target} (feature ${b})`);
    }
  }
  return [...new Set(violations)];
}

describe('web import boundaries', () => {
  it('are found: a lower layer importing a higher one, a feature importing another, app reached from below', () => {
    const sources: Sources = new Map([
      ['src/lib/format.ts', "import { x } from '../components/list/list-page';"],
      ['src/components/list/list-page.tsx', "import { screens } from '../../app/paths';"],
      ['src/features/bills/components/bill-page.tsx', "import { NotFound } from '../../../app/not-found-page';"],
      ['src/features/bills/components/bill-list.tsx', "import { useTenant } from '../../tenants/api/get-tenant';"],
      ['src/features/bills/api/get-bill.ts', "const page = () => import('../components/bill-page');"],
      ['src/app/router.tsx', "const page = () => import('../features/bills/components/bill-page');"],
      ['src/app/paths.ts', "import type { Bill } from '../features/bills/api/get-bill';"],
    ]);
    expect(boundaryViolations(sources)).toEqual([
      'src/lib/format.ts (lib) imports src/components/list/list-page (components)',
      'src/features/bills/components/bill-page.tsx (features) imports src/app/not-found-page (app)',
      'src/features/bills/components/bill-list.tsx (feature bills) imports src/features/tenants/api/get-tenant (feature tenants)',
      'src/app/paths.ts (the paths table) imports the feature file src/features/bills/api/get-bill',
    ]);
  });

  it('hold in the web app', () => {
    const sources = readSources(join(webRoot, 'src'));
    expect(sources.size).toBeGreaterThan(100);
    expect(boundaryViolations(sources)).toEqual([]);
  });
});
