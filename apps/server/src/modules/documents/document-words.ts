import { type DocumentLanguage, longDateText, MONTH_NAMES, monthYearText } from '@kamar/contract';

/**
 * The words printed on documents, in the two languages a document can be written in. The
 * server writes them (PDFs and shared pages must read the same for every client). Money, month
 * names and dates are the contract's (`formatRupiah`, `monthYearText`, `longDateText`).
 */
export const documentWords = {
  id: {
    paymentTitle: 'KUITANSI',
    returnTitle: 'BUKTI PENGEMBALIAN DEPOSIT',
    billTitle: 'TAGIHAN',
    number: 'No.',
    date: 'Tanggal',
    receivedFrom: 'Telah terima dari',
    paidTo: 'Dibayarkan kepada',
    room: 'Kamar',
    period: 'Periode',
    description: 'Uraian',
    amount: 'Jumlah',
    total: 'Total',
    inWords: 'Terbilang',
    paidBy: 'Cara bayar',
    remark: 'Keterangan',
    receivedBy: 'Diterima oleh',
    handedBy: 'Diserahkan oleh',
    tenantSignature: 'Penyewa',
    bankAccounts: 'Rekening pembayaran',
    void: 'BATAL',
    rentLine: 'Sewa kamar {room}, {period}',
    depositLine: 'Deposit kamar {room}',
    depositAmountLine: 'Deposit yang dibayarkan',
    keptLine: 'Ditahan',
    returnedLine: 'Deposit dikembalikan',
    dueDate: 'Jatuh tempo',
    lateFeeLine: 'Denda keterlambatan',
    lateFeeDaysLine: 'Denda keterlambatan ({days} hari)',
    paidLine: 'Sudah dibayar',
    amountDue: 'Sisa tagihan',
  },
  en: {
    paymentTitle: 'RECEIPT',
    returnTitle: 'DEPOSIT RETURN RECEIPT',
    billTitle: 'BILL',
    number: 'No.',
    date: 'Date',
    receivedFrom: 'Received from',
    paidTo: 'Paid to',
    room: 'Room',
    period: 'Period',
    description: 'Description',
    amount: 'Amount',
    total: 'Total',
    inWords: 'In words',
    paidBy: 'Paid by',
    remark: 'Remark',
    receivedBy: 'Received by',
    handedBy: 'Handed over by',
    tenantSignature: 'Tenant',
    bankAccounts: 'Pay by transfer to',
    void: 'VOID',
    rentLine: 'Rent of room {room}, {period}',
    depositLine: 'Deposit for room {room}',
    depositAmountLine: 'Deposit paid',
    keptLine: 'Kept',
    returnedLine: 'Deposit returned',
    dueDate: 'Due date',
    lateFeeLine: 'Late fee',
    lateFeeDaysLine: 'Late fee ({days} days)',
    paidLine: 'Already paid',
    amountDue: 'Amount due',
  },
} satisfies Record<DocumentLanguage, Record<string, string>>;

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** Days in a month of the proleptic Gregorian calendar (as Date counts them). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * A bill's period in words: "Mei 2026" when it is one whole calendar month, else "15 Mei 2026 -
 * 14 Juni 2026" (`end` is the day after the period's last day, YYYY-MM-DD). The last day is
 * counted, not made as a Date and formatted: a list's reminders write one period a row.
 */
export function billPeriodText(language: DocumentLanguage, start: string, end: string): string {
  const [y, m, d] = start.slice(0, 10).split('-').map(Number) as [number, number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  if (d === 1 && end.slice(0, 10) === next) return monthYearText(language, m, y);
  const [ey, em, ed] = end.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ly, lm] = ed > 1 ? [ey, em] : em > 1 ? [ey, em - 1] : [ey - 1, 12];
  const ld = ed > 1 ? ed - 1 : daysInMonth(ly, lm);
  return `${longDateText(language, start)} – ${ld} ${MONTH_NAMES[language].long[lm - 1]} ${ly}`;
}
