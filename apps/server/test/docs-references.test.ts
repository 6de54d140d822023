import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and documents cite the design (`DESIGN.md section 4`) and the product specification
 * (`spec section 7`): both live in docs/ (docs/DESIGN.md, docs/spec/), and every section cited exists.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', '.tsbuild', '.data', 'test-results', 'data']);

function sources(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, into);
    else if (/\.(ts|tsx|mjs|md)$/.test(entry.name)) into.push(path);
  }
  return into;
}

const headings = (file: string) =>
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^#+\s*/, ''));

describe('the design and the specification', () => {
  const design = headings('docs/DESIGN.md');
  const spec = headings('docs/spec/boarding-house-admin-spec.md');
  const has = (sections: string[], cited: string) =>
    sections.some((h) => h.startsWith(`${cited}.`) || h.startsWith(`${cited} `) || h === cited);

  it('are in the repository, and every section cited exists', () => {
    const missing: string[] = [];
    let cites = 0;
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/DESIGN(?:\.md)? section (\d+)/g)) {
        cites++;
        if (!has(design, m[1] ?? '')) missing.push(`${relative(root, file)}: ${m[0]}`);
      }
      for (const m of text.matchAll(/spec(?:'s)? section (\d+|\/[a-z/-]+)/g)) {
        cites++;
        if (!has(spec, m[1] ?? '')) missing.push(`${relative(root, file)}: ${m[0]}`);
      }
    }
    expect(cites).toBeGreaterThan(90);
    expect(missing).toEqual([]);
  });
});
