import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * STYLE.md rule 2: modules talk to each other only through services. Reading another module's
 * table in a join is fine (one database): a table file may name another module's table (a
 * foreign key), and that is the schema, not a dependency of one module's code on another's.
 * Calling another module's repository is not fine, and no two modules may depend on each other
 * (that is how a change in one starts breaking the other). The server's infrastructure (db, lib)
 * sits below every module and imports none.
 */
const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

type Sources = Map<string, string>;

function readSources(dir: string, into: Sources = new Map()): Sources {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) readSources(path, into);
    else if (entry.name.endsWith('.ts')) into.set(relative(serverRoot, path), readFileSync(path, 'utf8'));
  }
  return into;
}

/** The server files a file imports (relative imports only), as paths relative to apps/server. */
function importsOf(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return specifiers.map((s) => relative(serverRoot, resolve(serverRoot, dirname(file), s.replace(/\.js$/, '.ts'))));
}

const moduleOf = (file: string) => /^src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

export function boundaryViolations(sources: Sources): string[] {
  const violations: string[] = [];
  const dependsOn = new Map<string, Set<string>>();
  for (const [file, source] of sources) {
    const from = moduleOf(file);
    for (const target of importsOf(file, source)) {
      const to = moduleOf(target);
      if (to === null || to === from) continue;
      if (target.endsWith('.repository.ts')) violations.push(`${file} imports another module's repository ${target}`);
      if (/^src\/(db|lib)\//.test(file)) violations.push(`${file} (infrastructure) imports the module file ${target}`);
      // The schema's references (a bill's foreign key to its payment) are not the code's arrows.
      if (from !== null && !target.endsWith('.table.ts'))
        dependsOn.set(from, (dependsOn.get(from) ?? new Set()).add(to));
    }
  }
  const visit = (module: string, path: string[]) => {
    for (const next of dependsOn.get(module) ?? []) {
      if (path.includes(next))
        violations.push(`modules loop: ${[...path.slice(path.indexOf(next)), next].join(' -> ')}`);
      else visit(next, [...path, next]);
    }
  };
  for (const module of dependsOn.keys()) visit(module, [module]);
  return [...new Set(violations)];
}

describe('module boundaries', () => {
  it('are found: a repository reached across modules, infrastructure importing a module, a loop', () => {
    const sources: Sources = new Map([
      ['src/modules/rooms/rooms.service.ts', "import { x } from '../room-types/room-types.repository.js';"],
      ['src/modules/room-types/room-types.service.ts', "import { y } from '../rooms/rooms.service.js';"],
      ['src/db/client.ts', "export * from '../modules/rooms/rooms.table.js';"],
      ['src/modules/rooms/rooms.routes.ts', "import { z } from './rooms.repository.js';"],
    ]);
    expect(boundaryViolations(sources)).toEqual([
      "src/modules/rooms/rooms.service.ts imports another module's repository src/modules/room-types/room-types.repository.ts",
      'src/db/client.ts (infrastructure) imports the module file src/modules/rooms/rooms.table.ts',
      'modules loop: rooms -> room-types -> rooms',
      'modules loop: room-types -> rooms -> room-types',
    ]);
  });

  it('hold in the server: no module reaches into another one’s repository, none loops', () => {
    const sources = readSources(join(serverRoot, 'src'), readSources(join(serverRoot, 'test')));
    expect(sources.size).toBeGreaterThan(50);
    expect(boundaryViolations(sources)).toEqual([]);
  });
});
