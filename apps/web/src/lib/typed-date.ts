/**
 * A date as a person types it, to YYYY-MM-DD; null when it is not a real date. Indonesians write
 * the day first: 31/12/2026, 31-12-2026, 31.12.2026, 1/2/2026 (1 February), or with the month's
 * name in English or Indonesian: 17 Agustus 1945, 31 Dec 2026. YYYY-MM-DD is read as well. The
 * year has four digits: "31/12/20" could be 1920 or 2020, and is refused rather than guessed.
 */
const MONTHS: Record<string, number> = {};
const names = [
  ['january', 'januari', 'jan'],
  ['february', 'februari', 'feb', 'pebruari'],
  ['march', 'maret', 'mar'],
  ['april', 'apr'],
  ['may', 'mei'],
  ['june', 'juni', 'jun'],
  ['july', 'juli', 'jul'],
  ['august', 'agustus', 'aug', 'agu', 'agt', 'ags'],
  ['september', 'sep', 'sept'],
  ['october', 'oktober', 'oct', 'okt'],
  ['november', 'nov', 'nopember'],
  ['december', 'desember', 'dec', 'des'],
];
names.forEach((words, i) => {
  for (const word of words) MONTHS[word] = i + 1;
});

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseTypedDate(text: string): string | null {
  const typed = text.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  if (numeric) return isoOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const named = /^(\d{1,2})[\s/.-]+([a-z]+)\.?[\s/.-]+(\d{4})$/.exec(typed);
  const month = named ? MONTHS[named[2] ?? ''] : undefined;
  if (named && month) return isoOf(Number(named[3]), month, Number(named[1]));
  return null;
}
