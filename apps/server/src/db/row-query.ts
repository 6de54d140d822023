import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * A statement whose rows a cursor reads (an export): its text and parameters, and, for a query
 * built with Drizzle's select (whose columns come unnamed, in the order of its fields), the
 * fields' names in that order.
 */
export interface RowQuery {
  text: string;
  params: unknown[];
  keys?: string[];
}

const dialect = new PgDialect({ casing: 'snake_case' });

/** A raw SQL statement whose columns are named as the rows' fields ("tenantName"). */
export function rawRowQuery(query: SQL): RowQuery {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, params };
}

/** A Drizzle select (`db.select(fields)...`), its rows named by `fields`. */
export function builtRowQuery(
  builder: { toSQL(): { sql: string; params: unknown[] } },
  fields: Record<string, unknown>,
): RowQuery {
  const { sql, params } = builder.toSQL();
  return { text: sql, params, keys: Object.keys(fields) };
}
