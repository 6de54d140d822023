/**
 * People's names as messages write them. Tenants are often typed in capitals from an ID card
 * (KTP: "AGUS PRATAMA"); a message shouts that back. Zod-free: the server's messages and the
 * Setting screen's previews use the same words.
 */

const hasLower = (text: string) => text !== text.toUpperCase();
const hasUpper = (text: string) => text !== text.toLowerCase();

/** One word: "AGUS" -> "Agus", "O'NEIL" -> "O'Neil", "MA'RUF" -> "Ma'ruf", "SITI-AISYAH" -> "Siti-Aisyah". */
function properWord(word: string): string {
  return word
    .split('-')
    .map((part) => {
      const lower = part.toLocaleLowerCase('id');
      const capital = (text: string) => text.charAt(0).toLocaleUpperCase('id') + text.slice(1);
      // An initial stands alone before its apostrophe (O'Neil, D'Angelo); after a longer part
      // the apostrophe is a glottal stop inside one word (Ma'ruf, Nur'aini).
      const apostrophe = /^(\p{L})(['’])(.+)$/u.exec(lower);
      if (apostrophe) return `${capital(apostrophe[1] ?? '')}${apostrophe[2]}${capital(apostrophe[3] ?? '')}`;
      // Initials written together keep each letter a capital: "A.R." -> "A.R.".
      if (/^(\p{L}\.)+$/u.test(lower)) return lower.toLocaleUpperCase('id');
      return capital(lower);
    })
    .join('-');
}

/**
 * A name in proper case when it was typed all in capitals or all in small letters ("AGUS
 * PRATAMA", "agus pratama" -> "Agus Pratama"); a name that already mixes them ("Siti van der
 * Berg", "McDonald") is the person's own spelling and is left as typed. Runs of spaces become one.
 */
export function properCaseName(name: string): string {
  const text = name.trim().replace(/\s+/g, ' ');
  if (hasLower(text) && hasUpper(text)) return text;
  return text.split(' ').map(properWord).join(' ');
}

/**
 * What a message calls the tenant ("Halo Kak Agus"): the first word of the name in proper case
 * that is not an initial ("M. RIZKY" -> "Rizky"); the whole name when every word is one.
 */
export function firstNameOf(name: string): string {
  const words = properCaseName(name).split(' ').filter(Boolean);
  return words.find((w) => !/^(\p{L}\.)+$/u.test(w) && !/^\p{L}$/u.test(w)) ?? words.join(' ');
}
