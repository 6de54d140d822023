import { languagePacks } from '@kamar/contract';
import type { Page } from '@playwright/test';
import { en } from '../../apps/web/src/lib/i18n/en';
import { id } from '../../apps/web/src/lib/i18n/id';
import { reportsEn } from '../../apps/web/src/lib/i18n/reports.en';
import { reportsId } from '../../apps/web/src/lib/i18n/reports.id';
import { timelineEn } from '../../apps/web/src/lib/i18n/timeline.en';
import { timelineId } from '../../apps/web/src/lib/i18n/timeline.id';

/** Every string of a catalogue. */
function strings(catalogue: object): string[] {
  return Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : strings(value)));
}

/** The fixed words of a string: the text between its {{placeholders}}, trimmed, with letters. */
const fragments = (text: string) =>
  text
    .split(/\{\{[^}]*\}\}/)
    .map((part) => part.trim().replace(/^[\s:·,;.()-]+|[\s:·,;.()-]+$/g, ''))
    .filter((part) => /\p{L}{2,}/u.test(part));

/** English the libraries write themselves unless a screen names the thing (Mantine's password eye). */
const libraryEnglish = ['Toggle password visibility'];

// With the words of the screens that bring their own (apps/web/src/lib/i18n/screen-catalogue.ts).
const english = [
  ...strings(en),
  ...strings(reportsEn),
  ...strings(timelineEn),
  ...strings(languagePacks.en.messages),
  ...strings(languagePacks.en.fields),
  ...libraryEnglish,
];
const indonesian = new Set(
  [
    ...strings(id),
    ...strings(reportsId),
    ...strings(timelineId),
    ...strings(languagePacks.id.messages),
    ...strings(languagePacks.id.fields),
  ].flatMap(fragments),
);

/** Single words Indonesian borrows and uses inside its own phrases ("Audit" in "Jejak Audit"). */
const indonesianWords = new Set([...indonesian].flatMap((part) => part.split(/\s+/)));
const borrowed = (part: string) => /^\p{L}+$/u.test(part) && indonesianWords.has(part);

/**
 * The English words of the catalogues that an Indonesian screen must never show: every fixed part
 * of an English string (three letters or more when it is only part of one), except words the
 * Indonesian catalogue uses too (Check In, Deposit, Status, the business's name...).
 */
export const englishWords: string[] = [
  ...new Set(
    english.flatMap((text) => {
      const parts = fragments(text);
      return parts.filter(
        (part) => (parts.length === 1 || part.length >= 3) && !indonesian.has(part) && !borrowed(part),
      );
    }),
  ),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = englishWords.map((word) => ({
  word,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u'),
}));

/** All a person can read or hear on the page: its text, the options of its lists, and labels, titles, placeholders. */
export async function textOnScreen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt'];
    const labelled = Array.from(document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))).flatMap((el) =>
      attributes.map((a) => el.getAttribute(a) ?? ''),
    );
    const options = Array.from(document.querySelectorAll('option')).map((o) => o.textContent ?? '');
    return [document.body.innerText, ...labelled, ...options].join('\n');
  });
}

/** The catalogues' English words found on the page now. */
export async function englishOnScreen(page: Page): Promise<string[]> {
  const text = await textOnScreen(page);
  return patterns.filter(({ pattern }) => pattern.test(text)).map(({ word }) => word);
}
