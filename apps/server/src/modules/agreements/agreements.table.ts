import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/audit-columns.js';
import { bytea } from '../../db/bytea.js';
import { bookings } from '../bookings/bookings.table.js';

/**
 * The business's agreement template (README.md): one row (settings_id 1), a text in Indonesian and
 * one in English with `{{name}}` places. No row: Kamar's own texts (contract agreement-words.ts).
 */
export const agreementTemplates = pgTable(
  'agreement_templates',
  {
    settingsId: smallint().primaryKey().default(1),
    ownerName: varchar({ length: 100 }).notNull().default(''),
    templateId: text().notNull(),
    templateEn: text().notNull(),
    ...auditColumns,
  },
  (t) => [check('agreement_templates_one_row', sql`${t.settingsId} = 1`)],
);

/**
 * A version of a stay's agreement: the text rendered when it was made (kept; the template
 * changing never changes it). Once both have signed, its PDF's bytes and their SHA-256 are kept
 * and the row's content never changes again (a trigger refuses it: sql/agreements.sql).
 */
export const agreements = pgTable(
  'agreements',
  {
    agreementId: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.bookingId),
    /** 1, 2, 3... per stay. */
    version: integer().notNull(),
    language: varchar({ length: 2 }).notNull(),
    /** 1 Draft, 2 Signed by the landlord, 3 Signed by the tenant, 4 Fixed. */
    agreementStatus: smallint().notNull().default(1),
    content: text().notNull(),
    /** The names printed under the signatures, as they were when it was made. */
    landlordName: varchar({ length: 100 }).notNull(),
    tenantName: varchar({ length: 100 }).notNull(),
    /** Rent for the agreed period (a month's when open-ended) plus the deposit: what stamp duty looks at. */
    totalAmount: bigint({ mode: 'number' }).notNull(),
    pdf: bytea(),
    pdfSha256: varchar({ length: 64 }).notNull().default(''),
    fixedAt: timestamp({ withTimezone: true }),
    /** Set when a later version is made; a superseded version is kept and can no longer be signed. */
    supersededAt: timestamp({ withTimezone: true }),
    createBy: varchar({ length: 20 }).notNull(),
    ...auditColumns,
  },
  (t) => [
    unique('agreements_booking_version_key').on(t.bookingId, t.version),
    check('agreements_status_check', sql`${t.agreementStatus} in (1, 2, 3, 4)`),
    check('agreements_language_check', sql`${t.language} in ('id', 'en')`),
    check('agreements_version_check', sql`${t.version} >= 1`),
    // Fixed exactly when its PDF and hash are kept.
    check(
      'agreements_fixed_check',
      sql`(${t.agreementStatus} = 4) = (${t.pdf} is not null and ${t.fixedAt} is not null and length(${t.pdfSha256}) = 64)`,
    ),
  ],
);

/**
 * A drawn signature on a version: the image (re-encoded PNG), when, the client's address and
 * browser, and who took it. Written once; never changed or removed (sql/agreements.sql).
 */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    signatureId: integer().primaryKey().generatedAlwaysAsIdentity(),
    agreementId: integer()
      .notNull()
      .references(() => agreements.agreementId),
    /** The agreement's stay: the property its rows (and audit entries) belong to. */
    bookingId: integer()
      .notNull()
      .references(() => bookings.bookingId),
    /** 1 Landlord, 2 Tenant. */
    signer: smallint().notNull(),
    signerName: varchar({ length: 100 }).notNull(),
    imageType: varchar({ length: 30 }).notNull(),
    image: bytea().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull(),
    address: varchar({ length: 45 }).notNull(),
    userAgent: varchar({ length: 300 }).notNull().default(''),
    /** The staff user who took it; '' when the tenant signed on their own page. */
    signedBy: varchar({ length: 20 }).notNull().default(''),
    onTenantPage: boolean().notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    unique('agreement_signatures_signer_key').on(t.agreementId, t.signer),
    check('agreement_signatures_signer_check', sql`${t.signer} in (1, 2)`),
  ],
);
