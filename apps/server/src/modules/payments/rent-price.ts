import { sql } from 'drizzle-orm';

/**
 * The rent a booking owes per rental period: its room type's price for that period (daily,
 * weekly, monthly, yearly). SQL over a booking aliased `b` joined to its room type aliased `rt`.
 * The one place this is decided: the payment form's prefill and the dashboard's "owed" read it,
 * so bills (tagihan) can replace it here.
 */
export const rentPriceSql = sql`case b.booking_type when 1 then rt.price_daily when 2 then rt.price_weekly
  when 3 then rt.price_monthly else rt.price_yearly end`;
