// Bundles the server into dist/main.js: our code and the contract (TypeScript sources) are
// bundled, npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const read = (url) => JSON.parse(readFileSync(new URL(url, import.meta.url), 'utf8'));
const pkg = read('./package.json');
const contract = read('../../packages/contract/package.json');
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(contract.dependencies ?? {})],
  logLevel: 'warning',
};
await build({ ...common, entryPoints: ['src/main.ts'], outfile: 'dist/main.js' });
// The PDF render threads' entry (src/pdf-renderers.ts starts lib/pdf-render-pool.ts's threads on it, beside main.js).
await build({ ...common, entryPoints: ['src/pdf-worker.ts'], outfile: 'dist/pdf-worker.js' });
