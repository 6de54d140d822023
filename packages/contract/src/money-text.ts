/**
 * Money as every screen, message, document, WhatsApp text and export writes it (DESIGN.md
 * section 5): whole rupiah, Indonesian grouping, in every language. Zod-free, so that the web's
 * screens import it without the schemas. Written by hand rather than with Intl, so that the text
 * is the same whatever ICU data a Node build or a browser carries.
 */

/** Thousands grouped the Indonesian way, rounded to whole units: 1500000 -> "1.500.000", -1500 -> "-1.500". */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  // Half away from zero, as Intl rounds; BigInt writes every digit of a large whole number.
  const whole = BigInt(Math.round(Math.abs(value))).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return value < 0 && whole !== '0' ? `-${grouped}` : grouped;
}

/**
 * Whole rupiah: "Rp 1.500.000", "Rp 0", and an amount taken off (a deduction, what was already
 * paid) "- Rp 250.000", as the documents' lines write it.
 */
export function formatRupiah(amount: number): string {
  const digits = groupDigits(amount);
  return digits.startsWith('-') ? `- Rp ${digits.slice(1)}` : `Rp ${digits}`;
}
