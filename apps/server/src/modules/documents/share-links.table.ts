import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Links that show one document to someone without an account. The link carries the row's id
 * and an HMAC over the row's facts, so a guessed or altered link fails before anything is read;
 * the row lets an admin end a link early and shows who made it.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    shareLinkId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 1 payment receipt, 2 deposit return receipt, 3 bill, 4 a stay's statement (its open bills). */
    documentKind: smallint().notNull(),
    /** The payment's id (kinds 1 and 2), the bill's, or the stay's (booking id, kind 4). */
    documentId: integer().notNull(),
    language: varchar({ length: 2 }).notNull().default('id'),
    /**
     * A receipt's number when the link was made (null for bills). A receipt whose payment was
     * changed later has a new number: a link to the old one then says it was replaced.
     */
    documentNumber: varchar({ length: 30 }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: varchar({ length: 20 }),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createBy: varchar({ length: 20 }).notNull(),
  },
  (t) => [
    index('share_links_document_idx').on(t.documentKind, t.documentId),
    check('share_links_kind_check', sql`${t.documentKind} in (1, 2, 3, 4)`),
    check('share_links_language_check', sql`${t.language} in ('id', 'en')`),
  ],
);
