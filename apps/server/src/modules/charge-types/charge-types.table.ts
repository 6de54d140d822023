import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { properties } from '../properties/properties.table.js';

/**
 * What a kos bills besides rent (issue 42): 1 Metered (electricity, water: `unit_price` per unit
 * read from a room's meter, at least `minimum_charge`), 2 Per period (parking, wifi), 3 One-off
 * (laundry, a key). A type serves one property, or every property when it names none (the
 * business's defaults: migration 0058). Never removed, only disabled: what it billed keeps its name.
 */
export const chargeTypes = pgTable(
  'charge_types',
  {
    chargeTypeId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** null: every property's. */
    propertyId: integer().references(() => properties.propertyId),
    /** As the tenant reads it on a bill ("Listrik"); unique where it serves. */
    chargeTypeName: varchar({ length: 50 }).notNull(),
    chargeKind: smallint().notNull(),
    unitName: varchar({ length: 20 }).notNull().default(''),
    unitPrice: bigint({ mode: 'number' }).notNull().default(0),
    minimumCharge: bigint({ mode: 'number' }).notNull().default(0),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('charge_types_name_key').on(sql`coalesce(${t.propertyId}, 0)`, t.chargeTypeName),
    index('charge_types_property_idx').on(t.propertyId),
    check('charge_types_kind_check', sql`${t.chargeKind} in (1, 2, 3)`),
    check('charge_types_prices_check', sql`${t.unitPrice} >= 0 and ${t.minimumCharge} >= 0`),
    check(
      'charge_types_prices_bound_check',
      sql`${withinMoneyBound(t.unitPrice)} and ${withinMoneyBound(t.minimumCharge)}`,
    ),
    // A metered type bills by its unit; only it has a minimum.
    check(
      'charge_types_metered_check',
      sql`${t.chargeKind} = 1 and ${t.unitName} <> '' or ${t.chargeKind} <> 1 and ${t.minimumCharge} = 0`,
    ),
    check('charge_types_status_check', sql`${t.status} in (1, 2)`),
  ],
);
