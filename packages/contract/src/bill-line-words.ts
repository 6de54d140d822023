/**
 * How a bill's lines read, in the language of whoever reads them (the bill screen, the bill's PDF
 * and shared page, the receipt, the WhatsApp reminder): one home, so that each says the same
 * thing in the same words. Numbers and money as money text writes them (`groupDigits`,
 * `formatRupiah`). Zod-free.
 */
import type { DocumentLanguage } from './documents.js';
import { BillLineKind } from './enums.js';
import { formatRupiah, groupDigits } from './money-text.js';

export const billLineWords = {
  id: {
    rent: 'Sewa',
    lateFee: 'Denda',
    meter: 'meteran',
    minimum: 'biaya minimum',
  },
  en: {
    rent: 'Rent',
    lateFee: 'Late fee',
    meter: 'meter',
    minimum: 'minimum charge',
  },
} satisfies Record<DocumentLanguage, Record<string, string>>;

/** What a line says of itself (the fields of `Bill/GetById`'s lines it needs). */
export interface BillLineFacts {
  lineKind: number;
  description: string;
  quantity: number | null;
  unitName: string;
  unitPrice: number | null;
  amount: number;
  previousReading: number | null;
  reading: number | null;
  usage: number | null;
}

/** "86 kWh", "3 kg", "2": a count and its unit. */
const counted = (quantity: number, unit: string) => (unit ? `${groupDigits(quantity)} ${unit}` : groupDigits(quantity));

/**
 * A charge's line in full, as a bill lists it: "Listrik 86 kWh (meteran 1.000 – 1.086)", with
 * ", biaya minimum" when the minimum was billed; "Parkir Motor" (or "Parkir Motor 2 motor × Rp
 * 50.000"); "Laundry 3 kg × Rp 7.000". Rent and late fees are worded by their documents (their
 * period, their days late), not here: null.
 */
export function chargeLineText(language: DocumentLanguage, line: BillLineFacts): string | null {
  const w = billLineWords[language];
  const quantity = line.quantity ?? 0;
  const price = line.unitPrice ?? 0;
  switch (line.lineKind) {
    case BillLineKind.Metered: {
      const read =
        line.previousReading !== null && line.reading !== null
          ? [`${w.meter} ${groupDigits(line.previousReading)} – ${groupDigits(line.reading)}`]
          : [];
      const minimum = line.amount > quantity * price ? [w.minimum] : [];
      const facts = [...read, ...minimum];
      return `${line.description} ${counted(quantity, line.unitName)}${facts.length > 0 ? ` (${facts.join(', ')})` : ''}`;
    }
    case BillLineKind.PerPeriod:
    case BillLineKind.OneOff:
      if (quantity === 1 && (line.lineKind === BillLineKind.PerPeriod || !line.unitName)) return line.description;
      return `${line.description} ${counted(quantity, line.unitName)} × ${formatRupiah(price)}`;
    default:
      return null;
  }
}

/**
 * A line in a sum, short: "Sewa Rp 1.500.000", "Listrik 86 kWh Rp 129.000", "Parkir Motor Rp
 * 50.000", "Laundry 3 kg Rp 21.000", "Denda Rp 50.000".
 */
export function lineSumPart(language: DocumentLanguage, line: BillLineFacts): string {
  const w = billLineWords[language];
  const money = formatRupiah(line.amount);
  switch (line.lineKind) {
    case BillLineKind.Rent:
      return `${w.rent} ${money}`;
    case BillLineKind.LateFee:
      return `${w.lateFee} ${money}`;
    case BillLineKind.Metered:
      return `${line.description} ${counted(line.quantity ?? 0, line.unitName)} ${money}`;
    default: {
      const quantity = line.quantity ?? 1;
      const many = quantity !== 1 || (line.lineKind === BillLineKind.OneOff && line.unitName !== '');
      return `${line.description}${many ? ` ${counted(quantity, line.unitName)}` : ''} ${money}`;
    }
  }
}

/** Whether a bill carries more than its rent and late fee (then its messages spell its lines out). */
export const hasChargeLines = (lines: readonly Pick<BillLineFacts, 'lineKind'>[]) =>
  lines.some((l) => l.lineKind >= BillLineKind.Metered);

/** "Sewa Rp 1.500.000 + Listrik 86 kWh Rp 129.000 + Parkir Motor Rp 50.000 = Rp 1.679.000". */
export function lineSumText(language: DocumentLanguage, lines: readonly BillLineFacts[]): string {
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return `${lines.map((l) => lineSumPart(language, l)).join(' + ')} = ${formatRupiah(total)}`;
}
