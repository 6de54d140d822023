import { type SQL, sql } from 'drizzle-orm';
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

/** A number taken inside the statement that writes its document: `with` goes into that statement's WITH, `number` reads it. */
export interface DocumentNumberTaking {
  with: SQL;
  /** The formatted number, as `formatDocumentNumber` writes it (a scalar subquery of `with`'s table). */
  number: SQL;
}

/**
 * `takeDocumentNumber` for a document written by one statement: the counter row is taken and
 * locked by that statement, as by `take`, with the same rules (given back by a rollback, never
 * given again once committed).
 */
export function documentNumberTaking(series: DocumentSeries, date: string): DocumentNumberTaking {
  const year = Number(date.slice(0, 4));
  return {
    with: repo.takingSql(series, year),
    // Six digits, more past 999,999 (lpad to the longer of six and the number's own length).
    number: sql`(select ${`${series}/${year}/`}::text
                        || lpad(last_number::text, greatest(6, length(last_number::text)), '0') from taken)`,
  };
}
