import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, recordStatusColumn } from '../../db/audit-columns.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { bookings } from '../bookings/bookings.table.js';
import { chargeTypes } from '../charge-types/charge-types.table.js';

/**
 * A stay's add-on charge (README.md): parking or wifi every period (kind 2), laundry or a key once
 * (kind 3). Its name, unit and kind are the type's when it was added: a line on a bill reads as it
 * was agreed. Stopping it (status 2) takes its lines off bills not yet paid; paid bills keep theirs.
 */
export const stayCharges = pgTable(
  'stay_charges',
  {
    stayChargeId: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.bookingId),
    chargeTypeId: integer()
      .notNull()
      .references(() => chargeTypes.chargeTypeId),
    /** 2 Per period, 3 One-off (the type's). */
    chargeKind: smallint().notNull(),
    description: varchar({ length: 50 }).notNull(),
    unitName: varchar({ length: 20 }).notNull().default(''),
    quantity: integer().notNull(),
    unitPrice: bigint({ mode: 'number' }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    remark: varchar({ length: 200 }).notNull().default(''),
    status: recordStatusColumn(),
    ...auditColumns,
  },
  (t) => [
    index('stay_charges_booking_idx').on(t.bookingId),
    check('stay_charges_kind_check', sql`${t.chargeKind} in (2, 3)`),
    check('stay_charges_quantity_check', sql`${t.quantity} between 1 and 10000`),
    check('stay_charges_price_check', sql`${t.unitPrice} >= 0 and ${withinMoneyBound(t.unitPrice)}`),
    check('stay_charges_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('stay_charges_status_check', sql`${t.status} in (1, 2)`),
  ],
);
