import { DEFAULT_TEMPLATES } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/audit-columns.js';
import { imageColumns } from '../../db/image-columns.js';

/** Logos are written once, already re-encoded by sharp; a replaced logo stays (nothing is hard-deleted). */
export const businessLogos = pgTable('business_logos', {
  logoId: integer().primaryKey().generatedAlwaysAsIdentity(),
  ...imageColumns(),
  createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createBy: varchar({ length: 20 }).notNull(),
});

/** The one business this installation serves: a single row (id 1), made by the migration. */
export const businessProfile = pgTable(
  'business_profile',
  {
    profileId: smallint().primaryKey().default(1),
    businessName: varchar({ length: 100 }).notNull(),
    address: varchar({ length: 300 }).notNull().default(''),
    phone: varchar({ length: 30 }).notNull().default(''),
    receiptFooter: varchar({ length: 300 }).notNull().default(''),
    /** [{ bankName, accountNumber, accountHolder }], checked by the contract's schema on the way in. */
    bankAccounts: jsonb().notNull().default(sql`'[]'::jsonb`),
    reminderTemplateId: varchar({ length: 1000 }).notNull(),
    reminderTemplateEn: varchar({ length: 1000 }).notNull(),
    receiptTemplateId: varchar({ length: 1000 }).notNull(),
    receiptTemplateEn: varchar({ length: 1000 }).notNull(),
    /** The column default is the first default, for the row made before the column was. */
    depositReturnTemplateId: varchar({ length: 1000 }).notNull().default(DEFAULT_TEMPLATES.depositReturn.id),
    depositReturnTemplateEn: varchar({ length: 1000 }).notNull().default(DEFAULT_TEMPLATES.depositReturn.en),
    logoId: integer().references(() => businessLogos.logoId),
    /** The house rules the stay's page shows its tenant (issue 43). */
    houseRules: varchar({ length: 2000 }).notNull().default(''),
    /** A static QRIS image (kept with the logos: an image written once), or null when none. */
    qrisLogoId: integer().references(() => businessLogos.logoId),
    ...auditColumns,
  },
  (t) => [check('business_profile_single_row', sql`${t.profileId} = 1`)],
);
