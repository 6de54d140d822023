/**
 * A whole rupiah amount written out, as a kuitansi's "terbilang" line says it, in Indonesian or
 * English (short scale: a billion is 10^9). Zod-free so the web's print view can use it too.
 */
export type WordsLanguage = 'id' | 'en';

export const MAX_AMOUNT_IN_WORDS = 999_999_999_999;

const ID_DIGITS = ['nol', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
const ID_SCALES = ['', 'ribu', 'juta', 'miliar'];

function idBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds === 1) words.push('seratus');
  else if (hundreds > 1) words.push(`${ID_DIGITS[hundreds]} ratus`);
  if (rest >= 20) {
    words.push(`${ID_DIGITS[Math.floor(rest / 10)]} puluh`);
    if (rest % 10) words.push(ID_DIGITS[rest % 10] as string);
  } else if (rest >= 12) words.push(`${ID_DIGITS[rest - 10]} belas`);
  else if (rest === 11) words.push('sebelas');
  else if (rest === 10) words.push('sepuluh');
  else if (rest > 0) words.push(ID_DIGITS[rest] as string);
  return words.join(' ');
}

const EN_ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion'];

function enBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${EN_ONES[hundreds]} hundred`);
  if (rest >= 20)
    words.push(rest % 10 ? `${EN_TENS[Math.floor(rest / 10)]}-${EN_ONES[rest % 10]}` : (EN_TENS[rest / 10] as string));
  else if (rest > 0) words.push(EN_ONES[rest] as string);
  return words.join(' ');
}

/** The groups of three digits, highest first, each with its scale index (0 ones, 1 thousands...). */
function groupsOf(amount: number): { value: number; scale: number }[] {
  const groups: { value: number; scale: number }[] = [];
  let rest = amount;
  for (let scale = 0; rest > 0; scale += 1) {
    groups.unshift({ value: rest % 1000, scale });
    rest = Math.floor(rest / 1000);
  }
  return groups.filter((g) => g.value > 0);
}

/** `amount` in words ("satu juta lima ratus ribu"); throws outside 0..999.999.999.999 or on a fraction. */
export function amountInWords(amount: number, language: WordsLanguage): string {
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT_IN_WORDS) {
    throw new RangeError(`amountInWords: ${amount} is not a whole number from 0 to ${MAX_AMOUNT_IN_WORDS}`);
  }
  if (amount === 0) return language === 'id' ? 'nol' : 'zero';
  const words = groupsOf(amount).map(({ value, scale }) => {
    if (language === 'en') return [enBelowThousand(value), EN_SCALES[scale]].filter(Boolean).join(' ');
    // Indonesian says "seribu", never "satu ribu"; but "satu juta", "satu miliar".
    if (scale === 1 && value === 1) return 'seribu';
    return [idBelowThousand(value), ID_SCALES[scale]].filter(Boolean).join(' ');
  });
  return words.join(' ');
}

/** The kuitansi's line: "Satu juta lima ratus ribu rupiah" / "One million five hundred thousand rupiah". */
export function rupiahInWords(amount: number, language: WordsLanguage): string {
  const words = `${amountInWords(amount, language)} rupiah`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
