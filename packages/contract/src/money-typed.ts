/**
 * An amount as people in Indonesia type it, to whole rupiah, or the reason it is not one. Zod-free,
 * so the web's money input imports it without the schemas. Nothing is ever silently changed: a
 * minus sign, cents or text that could mean two amounts is refused with its reason, never dropped.
 *
 * Read: "1.500.000", "1500000", "1 500 000", "1,500,000", "Rp 1.500.000", "1.500.000,00", "1.500.000,-";
 * with a word for thousands or millions: "1,5jt", "1.5 juta", "2 juta", "1500rb", "750 ribu",
 * "750k", "2 miliar". Refused: "-50.000" (negative), "1,5" and "1.500,50" (cents: whole rupiah
 * only), "1,500jt" (a thousand and a half, or one and a half?), "abc", and figures longer than a
 * number can hold exactly (the money range itself is the schema's: fields.ts `money`).
 */

export type TypedMoney =
  | { ok: true; amount: number }
  | { ok: false; reason: 'empty' | 'negative' | 'fraction' | 'ambiguous' | 'notAmount' | 'tooLarge' };

/** The words for a thousand, a million and a thousand million, as typed in Indonesian and English. */
const UNITS: Record<string, number> = {
  rb: 1e3,
  ribu: 1e3,
  k: 1e3,
  jt: 1e6,
  juta: 1e6,
  mio: 1e6,
  million: 1e6,
  miliar: 1e9,
  milyar: 1e9,
  billion: 1e9,
};

/** More digits than this cannot be held exactly (2^53 has 16), so a longer figure is refused. */
const MAX_DIGITS = 15;

const refused = (reason: Extract<TypedMoney, { ok: false }>['reason']): TypedMoney => ({ ok: false, reason });

/** A figure with a unit word: one decimal separator at most, either "," or "." ("1,5jt", "1.5 juta"). */
function withUnit(figure: string, unit: number): TypedMoney {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(figure);
  if (!match) return refused('notAmount');
  const whole = match[1] ?? '';
  const decimals = match[2] ?? '';
  // "1.500jt" or "1,500jt": grouping (1500 million) or a decimal (1.5 million)? Two readings a
  // thousand times apart; the person is asked to write it one way.
  if (decimals.length === 3) return refused('ambiguous');
  if (whole.replace(/^0+/, '').length + String(unit).length - 1 > MAX_DIGITS) return refused('tooLarge');
  // Whole units and the decimals' share, counted in whole numbers so 1,15jt is not 1.149.999,99.
  const unitDigits = String(unit).length - 1;
  if (decimals.length > unitDigits && /[1-9]/.test(decimals.slice(unitDigits))) return refused('fraction');
  const share = Number(decimals.slice(0, unitDigits).padEnd(unitDigits, '0') || '0');
  return { ok: true, amount: Number(whole) * unit + share };
}

/**
 * A figure without a unit word: whole rupiah, its thousands grouped by "." or "," or spaces
 * (one kind), then optional cents after the other mark, which must be zero.
 */
function plain(figure: string): TypedMoney {
  const match = /^(\d+|\d{1,3}([.,])\d{3}(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(figure);
  if (!match) {
    // "1,5" or "1.5": a part of a rupiah (the grouped forms above have three digits a group).
    return /^\d+[.,]\d+$/.test(figure) ? refused('fraction') : refused('notAmount');
  }
  const [, whole = '', group, mark, cents = ''] = match;
  if (mark !== undefined && mark === group) return refused('notAmount');
  if (/[1-9]/.test(cents)) return refused('fraction');
  const digits = whole.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_DIGITS) return refused('tooLarge');
  return { ok: true, amount: Number(digits) };
}

export function parseTypedMoney(text: string): TypedMoney {
  let typed = text.trim().toLowerCase();
  if (typed === '') return refused('empty');
  // A minus (hyphen, the minus sign or a dash) anywhere before the figure.
  if (/^(?:rp\.?|idr)?\s*[-\u2212\u2013]/.test(typed)) return refused('negative');
  typed = typed
    .replace(/^(?:rp\.?|idr)\s*/, '')
    .replace(/\s*(?:rupiah|idr)$/, '')
    // "Rp 1.500.000,-": the dash after the mark says "no cents", as price tags write it.
    .replace(/[.,]-$/, '')
    .trim();
  const unitMatch = /^(.*?)\s*([a-z]+)\.?$/.exec(typed);
  // Spaces between groups of digits ("1 500 000") group them as dots do.
  const figureOf = (s: string) => s.trim().replace(/(\d)\s+(?=\d{3}(?!\d))/g, '$1.');
  if (unitMatch) {
    const unit = UNITS[unitMatch[2] ?? ''];
    if (unit === undefined) return refused('notAmount');
    return withUnit(figureOf(unitMatch[1] ?? '').replace(/\s/g, ''), unit);
  }
  const figure = figureOf(typed);
  if (/\s/.test(figure)) return refused('notAmount');
  return plain(figure);
}
