import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * The last number given per document series and year. A number is taken by an upsert on this
 * row inside the transaction that writes the document, so concurrent writers queue on the row,
 * a rolled-back write gives its number back (no gap) and a committed one is never given again.
 */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    /** KW payment receipts, PD deposit returns (TG bills). */
    series: varchar({ length: 4 }).notNull(),
    year: smallint().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check('document_numbers_positive', sql`${t.lastNumber} > 0`)],
);
