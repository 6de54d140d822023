import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev:web` talks to the API of `npm run dev:server`.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  // The manifest lets bench/bundle-size.mjs measure each screen's JavaScript.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
