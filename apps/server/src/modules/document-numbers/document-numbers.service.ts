import type { Tx } from '../../db/transaction.js';
import { createDocumentNumbersRepository } from './document-numbers.repository.js';

/** The series of numbered documents: payment receipts (kuitansi) and deposit-return receipts. */
export const DocumentSeries = { PaymentReceipt: 'KW', DepositReturn: 'PD' } as const;
export type DocumentSeries = (typeof DocumentSeries)[keyof typeof DocumentSeries];

/** KW/2026/000123: series, year, and the number within the year, six digits (more past 999,999). */
export function formatDocumentNumber(series: DocumentSeries, year: number, number: number): string {
  return `${series}/${year}/${String(number).padStart(6, '0')}`;
}

const repo = createDocumentNumbersRepository();

/**
 * Numbers are taken inside the transaction that writes the document: a rolled-back payment
 * gives its number back, a committed one is never given again (nothing is hard-deleted), and
 * concurrent payments queue on the year's counter row for the rest of their transaction.
 * `date` is the business date (YYYY-MM-DD) the document is issued on; its year picks the series' year.
 */
export async function takeDocumentNumber(tx: Tx, series: DocumentSeries, date: string): Promise<string> {
  const year = Number(date.slice(0, 4));
  return formatDocumentNumber(series, year, await repo.take(tx, series, year));
}
