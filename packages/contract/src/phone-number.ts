/**
 * Phone numbers are kept in one form: E.164's digits without the plus (6281234567890), however
 * they were typed ("0812-3456-7890", "+62 812 3456 7890", "(0812) 3456 7890", "62812...",
 * "812..."), so that a list finds a tenant whichever way the number is typed in the search box, a
 * WhatsApp link needs no guessing, and one person's number is not two. Zod-free, so the web's
 * forms and search boxes use the same rule as the server.
 */

/** The marks people put inside a number: spaces, dashes, dots, slashes and brackets. */
const MARKS = /[\s().\-/]/g;

/**
 * The stored form of a typed number; "" for nothing typed; null when the text is not a phone
 * number (letters, a plus that is not the first character). Indonesian numbers written with the
 * trunk 0, with 62 or +62 (even "+62 (0)812") or from the mobile 8 become 62 then the number; a
 * foreign one written with + or 00 keeps its own country code; other digits are kept as typed
 * (a short extension is not guessed at).
 */
export function storedPhone(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return '';
  if (!/^\+?[\d\s().\-/]+$/.test(typed)) return null;
  let digits = typed.replace(MARKS, '').replace('+', '');
  if (digits === '') return null;
  const international = typed.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('62')) return `62${digits.slice(2).replace(/^0/, '')}`;
  if (international) return digits;
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
}

/**
 * What a search box's text looks for among stored numbers (which contain it): its digits, with a
 * leading 0, 00 or +62 read as the stored form's start, so "0812 3456", "+62 812-3456",
 * "62812" and "812 3456" all find 6281234567890. Text that is no number at all looks for itself.
 */
export function phoneSearchText(text: string): string {
  const typed = text.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(typed)) return typed;
  let digits = typed.replace(MARKS, '').replace('+', '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  return digits;
}

/**
 * A stored number as people read it: an Indonesian mobile as 0812-3456-7890, another Indonesian
 * number from its trunk 0 (0274512345: area codes differ in length, so it is not split), a
 * foreign one with its plus (+6591234567), a short one as kept. Typed back, each is stored as it was.
 */
export function phoneText(stored: string): string {
  // A number kept before the one form (marks in it, or a trunk 0) is shown as it was typed.
  if (!/^[1-9]\d*$/.test(stored)) return stored;
  if (stored.startsWith('628') && stored.length > 9) {
    const local = `0${stored.slice(2)}`;
    return `${local.slice(0, 4)}-${local.slice(4, 8)}-${local.slice(8)}`;
  }
  if (stored.startsWith('62')) return `0${stored.slice(2)}`;
  return stored.length >= 8 ? `+${stored}` : stored;
}

/** A `tel:` address for a stored number: E.164 with its plus when it has a country, else as kept. */
export function phoneHref(stored: string): string {
  return `tel:${/^[1-9]\d{7,}$/.test(stored) ? `+${stored}` : stored}`;
}
