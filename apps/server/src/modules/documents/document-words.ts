import type { DocumentLanguage } from '@kamar/contract';
import { MONTHS, templateWords } from '../business-profile/reminder-message.js';

/**
 * The words printed on documents, in the two languages a document can be written in. The
 * server writes them (PDFs and shared pages must read the same for every client).
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
    months: MONTHS.id,
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
    months: MONTHS.en,
  },
} satisfies Record<DocumentLanguage, Record<string, string | string[]>>;

export type DocumentWords = (typeof documentWords)['id'];

/** Money is written one way everywhere (DESIGN.md section 5): Rp 1.500.000. */
export const rupiah = templateWords.money;

/** "Mei 2026" / "May 2026". */
export const periodText = (words: DocumentWords, month: number, year: number) => `${words.months[month - 1]} ${year}`;

/** "23 Mei 2026" from YYYY-MM-DD. */
export function dateText(words: DocumentWords, date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${d} ${words.months[m - 1]} ${y}`;
}

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
