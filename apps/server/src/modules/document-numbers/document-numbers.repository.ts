import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction.js';

export function createDocumentNumbersRepository() {
  return {
    /**
     * What `take` does, as a WITH table (`taken`, its `last_number`) for the statement that writes
     * the document, so taking the number costs no round trip of its own.
     */
    takingSql(series: string, year: number): SQL {
      return sql`taken as (
        insert into document_numbers (series, year, last_number) values (${series}, ${year}, 1)
        on conflict (series, year) do update set last_number = document_numbers.last_number + 1
        returning last_number)`;
    },

    /** The next number of the series and year; the row stays locked until the transaction ends. */
    async take(tx: Tx, series: string, year: number): Promise<number> {
      const result = await tx.execute<{ lastNumber: number }>(sql`
        insert into document_numbers (series, year, last_number) values (${series}, ${year}, 1)
        on conflict (series, year) do update set last_number = document_numbers.last_number + 1
        returning last_number as "lastNumber"`);
      return Number(result.rows[0]?.lastNumber);
    },
  };
}
