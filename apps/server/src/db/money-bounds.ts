import { MAX_MONEY } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The database's half of the money bounds. A column a person types money into holds at most the
 * contract's MAX_MONEY (Rp 100.000.000.000), the bound every call's money field already refuses
 * more than; the CHECK keeps it for any other writer. It is added NOT VALID: rows written before
 * the bound (up to Rp 1.000.000.000.000) stay as they are, every new or changed row is checked.
 */
export const withinMoneyBound = (column: AnyPgColumn): SQL => sql`${column} <= ${sql.raw(String(MAX_MONEY))}`;

/**
 * The largest total JavaScript (and so every answer) holds exactly: 2^53 - 1. `money_grand_totals`
 * keeps, per counted table, the sum of every row's money, deleted rows too; its CHECK refuses the
 * write that would pass this, so every total the app reads (a subset of one table's rows, all
 * >= 0) is exact and no read can fail on its size.
 */
export const EXACT_SUM_MAX = Number.MAX_SAFE_INTEGER;
export const GRAND_TOTAL_CHECK = 'money_grand_totals_exact_check';

/** How every money bound's CHECK is named (`<table>_<column>_bound_check`, in the table files). */
export const isMoneyBoundCheck = (constraint: string | null) => constraint?.endsWith('_bound_check') ?? false;
