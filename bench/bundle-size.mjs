#!/usr/bin/env node
// The gzip size of the JavaScript each screen needs before it can render: the entry chunk, the
// screen's own chunk and everything they import statically (Vite's manifest), counted once.
// Usage: node bench/bundle-size.mjs [--check]   (--check fails when a budget is missed)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
};

/**
 * Budgets in KB (DESIGN.md section 6 asks the login screen's initial JavaScript <= 200 KB gzip;
 * it is 164.6 KB, with the larger language's words, since the dialogs left the entry chunk, and the
 * budget holds it near there). The
 * dashboard is the screen every signed-in day starts on, on mobile data: its budget is the login
 * screen plus the frame, with a few KB to spare (193.5 KB since the dialogs' host, hints and
 * Floating UI left the frame; docs/PERFORMANCE.md). 5 Dec 2026: the third round's words (roles and
 * permissions, walk-in, inputs, categories: +2.8 KB in the larger language's chunk) and the entry's
 * role gate and phone and money readers (+2.5 KB) took the login screen from 165.9 to 171.2 KB;
 * its budget went from 170 to 172 until each screen's words load with it (docs/PERFORMANCE.md).
 * The properties' top bar (the picker, the picked property read by every list and the dashboard)
 * took the dashboard from 199.6 to 201.5 KB: its budget 202 KB, on the same terms. 6 Dec 2026:
 * charge types (issue 42: their calls, permissions, refusals, field and kind labels in both
 * languages, the two screens' routes) took the login screen from 171.9 to 172.3 KB and the
 * dashboard from 201.6 to 202.1 KB: budgets 173 and 203, on the same terms. The rest of issue 42
 * (meter readings, a stay's charges, rent changes: 27 refusals, their fields, the readings' and
 * lines' words in both languages, two more screens' routes and the menu's entry) took the login
 * screen from 172.3 to 174.4 KB and the dashboard from 202.1 to 204.2 KB: budgets 175 and 205.
 * Issue 43 (the tenant's page, claims, online payment: 40 refusals and their fields, the claims'
 * and checkouts' labels in both languages, the payment confirmations' routes and menu entry with
 * its waiting count, the dashboard's card, the booking's tenant-page panel) took the login screen
 * from 174.4 to 176.7 KB and the dashboard from 204.2 to 207.3 KB, and its online payments (the
 * screen's route and menu entry with the gateway's status and open count, the dashboard's card,
 * the message-link setting) to 177.0 and 208.0 KB: budgets 178 and 209, on the same terms (each
 * screen's words loading with it would take the refusals off the first screen). Issue 44
 * (automatic messages: 8 refusals, 38 field labels, the channels', kinds', statuses' and failures'
 * labels in both languages, the message log's and settings' routes and menu entry, the dashboard's
 * messages card and the bill's last message) took the login screen from 177.0 to 179.5 KB and the
 * dashboard from 208.0 to 211.2 KB: budgets 180 and 212, on the same terms. Issue 46 (the
 * resident register, agreements, inspections, repairs and the timeline: 56 refusals, 44 field
 * labels, 7 enums' labels and the audit entities' in both languages, 30 paths and permissions,
 * 8 screens' routes, the menu's new entries and the dashboard's repairs card; every screen's own words load
 * with it) took the login screen from 179.7 to 182.9 KB and the dashboard from 211.6 to 215.6 KB:
 * budgets 183 and 216, on the same terms. The refusals and field labels are most of it: the next
 * step is a pack of each module's refusals loaded with its screens.
 */
const budgets = { login: 183, dashboard: 216 };
// Every signed-in screen also needs the frame and the admin gate around it: their own chunks, or
// the `frame` chunk group (apps/web/vite.config.ts) that holds them.
const signedIn = Object.keys(manifest).filter(
  (k) => /app\/(signed-in|admin-gate)\.tsx$/.test(k) || manifest[k].name === 'frame',
);
if (signedIn.length === 0) {
  console.error('The build has no chunk of the signed-in frame: bench/bundle-size.mjs no longer knows the build.');
  process.exit(1);
}
const screens = Object.keys(manifest).filter((k) => /-page\.tsx$/.test(k));
// Each language's words are a chunk of their own that every first screen waits for (main.tsx):
// a screen counts the larger language's, whichever the device reads. They are the `words-<language>`
// chunk group (apps/web/vite.config.ts), or the catalogue's own chunks without it.
const languageKeys = (language) =>
  Object.keys(manifest).filter(
    (k) =>
      manifest[k].name === `words-${language}` ||
      k.endsWith(`lib/i18n/${language}.ts`) ||
      k.endsWith(`i18n/pack.${language}.ts`),
  );
for (const language of ['en', 'id']) {
  if (languageKeys(language).length === 0) {
    console.error(`The build has no chunk of the ${language} words: bench/bundle-size.mjs no longer knows the build.`);
    process.exit(1);
  }
}
const withLanguage = (files) =>
  Math.max(
    ...['en', 'id'].map((language) => {
      const all = new Set(files);
      for (const key of languageKeys(language)) closure(key, all);
      return [...all].reduce((sum, f) => sum + gzipSize(f), 0);
    }),
  );
// The login screen is part of the entry chunk (the first screen of every visit): the entry alone.
if (!screens.some((k) => k.endsWith('login-page.tsx'))) screens.push('login');
const rows = screens.map((key) => {
  const name = path.basename(key, '.tsx').replace(/-page$/, '');
  const files = closure(entryKey);
  closure(key, files);
  if (name !== 'login') for (const key of signedIn) closure(key, files);
  const kb = withLanguage(files) / 1024;
  return { screen: name, kb: Math.round(kb * 10) / 10, budget: budgets[name] };
});
rows.sort((a, b) => a.screen.localeCompare(b.screen));
console.log('screen'.padEnd(24), 'JS gzip KB'.padStart(10), 'budget'.padStart(8));
for (const r of rows) console.log(r.screen.padEnd(24), String(r.kb).padStart(10), String(r.budget ?? '').padStart(8));
const missed = rows.filter((r) => r.budget !== undefined && r.kb > r.budget);
if (process.argv.includes('--check') && missed.length) {
  console.error(`Over budget: ${missed.map((r) => `${r.screen} ${r.kb} KB > ${r.budget} KB`).join(', ')}`);
  process.exit(1);
}
