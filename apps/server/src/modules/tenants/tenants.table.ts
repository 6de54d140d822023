import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { imageColumns } from '../../db/image-columns.js';
import { propertyColumn } from '../properties/properties.table.js';

/**
 * Photos live in PostgreSQL so that app servers stay stateless (DESIGN.md section 1). Rows are
 * written once, already re-encoded by sharp; a replaced photo stays (nothing is hard-deleted).
 */
export const tenantPhotos = pgTable('tenant_photos', {
  photoId: integer().primaryKey().generatedAlwaysAsIdentity(),
  ...imageColumns(),
  createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createBy: varchar({ length: 20 }).notNull(),
});

export const tenants = pgTable(
  'tenants',
  {
    tenantId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The property the tenant was registered in (a person, not a room: staff of other properties
     * see them once they stay there). Left out, the default property (properties.sql).
     */
    propertyId: propertyColumn(),
    /** Upper case, trimmed, required. */
    tenantName: varchar({ length: 100 }).notNull(),
    /** 1 Male, 2 Female; null when not given. */
    gender: smallint(),
    idNumber: varchar({ length: 30 }).notNull().default(''),
    placeOfBirth: varchar({ length: 50 }).notNull().default(''),
    dateOfBirth: date({ mode: 'string' }),
    address: varchar({ length: 200 }).notNull().default(''),
    city: varchar({ length: 50 }).notNull().default(''),
    province: varchar({ length: 50 }).notNull().default(''),
    country: varchar({ length: 50 }).notNull().default('INDONESIA'),
    phone: varchar({ length: 20 }).notNull().default(''),
    workPlace: varchar({ length: 100 }).notNull().default(''),
    /** 1 Motorcycle, 2 Car; null = none. */
    vehicle: smallint(),
    vehicleBrand: varchar({ length: 50 }).notNull().default(''),
    vehicleModel: varchar({ length: 50 }).notNull().default(''),
    licensePlate: varchar({ length: 20 }).notNull().default(''),
    contactName: varchar({ length: 100 }).notNull().default(''),
    contactPhone: varchar({ length: 20 }).notNull().default(''),
    contactRelation: varchar({ length: 50 }).notNull().default(''),
    /** For the server's messages by email ('' none). */
    email: varchar({ length: 100 }).notNull().default(''),
    /** How the server's own messages reach the tenant: 1 WhatsApp, 2 Email. */
    reminderChannel: smallint().notNull().default(1),
    /** The tenant asked for no automatic messages. */
    reminderOptOut: boolean().notNull().default(false),
    /**
     * ISO 3166-1 alpha-2 ('ID' Indonesian): a foreigner is on the APOA list of the resident
     * register (modules/resident-register), with their passport's number.
     */
    nationality: varchar({ length: 2 }).notNull().default('ID'),
    passportNumber: varchar({ length: 20 }).notNull().default(''),
    photoId: integer().references(() => tenantPhotos.photoId),
    /** 1 Active, 2 Deleted (3 Pending is a label only). */
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    index('tenants_name_idx').on(t.tenantName),
    index('tenants_phone_idx').on(t.phone),
    index('tenants_id_number_idx').on(t.idNumber),
    index('tenants_property_idx').on(t.propertyId),
    check('tenants_gender_check', sql`${t.gender} in (1, 2)`),
    check('tenants_vehicle_check', sql`${t.vehicle} in (1, 2)`),
    check('tenants_status_check', sql`${t.status} in (1, 2, 3)`),
    check('tenants_reminder_channel_check', sql`${t.reminderChannel} in (1, 2)`),
    check('tenants_nationality_check', sql`${t.nationality} ~ '^[A-Z]{2}$'`),
  ],
);
