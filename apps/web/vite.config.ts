import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// React Router 7's package exports name only its development build (with its dev-only checks and
// warnings); a production build takes the production files it ships beside them.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  server: {
    // `npm run dev:web` talks to the API of `npm run dev:server`.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  // The manifest lets bench/bundle-size.mjs measure each screen's JavaScript.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
}));
