import { sql } from 'drizzle-orm';

/**
 * The rent a booking owes per rental period: the rent agreed on the booking (`rent_amount`,
 * prefilled from its room type's price for the period and editable). SQL over a booking aliased
 * `b`. The one place this is decided: the payment form's prefill reads it; what a stay owes comes
 * from its bills.
 */
export const rentPriceSql = sql`b.rent_amount`;
