import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShellScrollNames } from './build/app-shell-scroll-names';
import { mantineStyles } from './build/mantine-styles';
import { precompress } from './build/precompress';
import { screenPreload } from './build/screen-preload';

// React Router 7's package exports name only its development build (with its dev-only checks and
// warnings); a production build takes the production files it ships beside them.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * A few chunks, each of what screens need together, instead of the dozens of 1-2 KB pieces the
 * automatic split made (33 files for /tenant): on mobile data every file costs a round trip, and a
 * browser fetches only a few at once from one server. Higher priority takes a module first; a
 * group takes the modules its own import too.
 */
const chunkGroups = [
  // Each language's words (the screens' catalogue, the contract's messages and labels) are a chunk
  // of their own that the app fetches before its first paint (lib/i18n/index.ts): a device
  // downloads the language it reads, not both. Taken first, so that no group below swallows them
  // (the form kit's zod words import the English messages) and drags itself into every first screen.
  // Without what they import: the month names (the contract's date-text.ts) are the first screen's
  // too, and taken into the English chunk they would make the entry, and the Indonesian chunk,
  // fetch it (login 164.9 -> 173.6 KB gzip).
  ...(['en', 'id'] as const).map((language) => ({
    name: `words-${language}`,
    test: new RegExp(
      `(src[\\\\/]lib[\\\\/]i18n[\\\\/]${language}|contract[\\\\/]src[\\\\/]i18n[\\\\/](messages|field-labels|enum-labels|pack)\\.${language})\\.ts$`,
    ),
    priority: 50,
    includeDependenciesRecursively: false,
  })),
  // Everything the first screen needs (the login screen, the router, React, Mantine's core) is one file.
  { name: 'boot', tags: ['$initial' as const], priority: 40 },
  // The signed-in frame and what every signed-in screen uses: session, API client, queries, icons;
  // and the few small pieces the dashboard (the first screen after signing in) shares with others
  // (WhatsApp reminders, a message's last word, SimpleGrid, Anchor), which were 1-2 KB files of
  // their own, a request each.
  // Not the dialogs' Mantine Modal (with Floating UI and the scroll lock): the dialogs' host
  // (components/dialogs-host.tsx) and "Remind all" are fetched when needed, after the first paint.
  {
    name: 'frame',
    test: /src[\\/](app[\\/](signed-in|admin-gate|require-auth|layout)|lib[\\/](?!i18n[\\/])|components[\\/](feedback|status-badge|messages|whatsapp[\\/](?!remind-all-dialog)))|node_modules[\\/](@tanstack[\\/]react-query|@tabler[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](SimpleGrid|Anchor)[\\/])/,
    priority: 30,
  },
  // What list screens share (table, cards, filters, pager), then what form screens share (fields, dates).
  // Not the Export menu (Menu and Floating UI): export-button.tsx fetches it after the rows are drawn;
  // nor the wide screens' table (Mantine's Table brings ScrollArea and Floating UI): list-page.tsx.
  // Nor the virtualiser of long lists (page size All): a chunk of its own, below.
  {
    name: 'list-kit',
    test: /src[\\/]components[\\/]list[\\/](?!export-menu|data-table|virtual-cards|use-window-rows)/,
    priority: 20,
  },
  // Mantine's pop-over and menu (the Export menu, the date pickers' calendars): a file of their own, so
  // that the Export menu, fetched after a list is drawn, does not bring the whole form kit with it.
  {
    name: 'popover',
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Popover|Portal|FocusTrap|FloatingArrow)[\\/]/,
    priority: 15,
  },
  // The wide screens' table: a file the preload script asks for only on a screen wider than a phone's
  // (build/screen-preload.ts), after the pop-over has taken Floating UI, which its ScrollArea imports.
  { name: 'data-table', test: /src[\\/]components[\\/]list[\\/]data-table/, priority: 12 },
  // Lists past 150 rows draw only the rows near the screen: the table and the phone's cards share it.
  {
    name: 'virtual-rows',
    test: /src[\\/]components[\\/]list[\\/]use-window-rows|node_modules[\\/]@tanstack[\\/](react-)?virtual/,
    priority: 13,
  },
  // How a phone is shown (the dashboard's rows, lists, forms): a small file of its own, not pulled
  // into the form kit the dashboard does not need.
  { name: 'phone-number', test: /contract[\\/]src[\\/]phone-number\.ts$/, priority: 11 },
  { name: 'form-kit', test: /src[\\/]components[\\/](form|audit)[\\/]/, priority: 10 },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), appShellScrollNames(), mantineStyles(), screenPreload(), precompress()],
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
  build: {
    outDir: 'dist',
    // The manifest lets bench/bundle-size.mjs measure each screen's JavaScript.
    manifest: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
}));
