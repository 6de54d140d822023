import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase & { $client: pg.Pool };

/**
 * Type parsers for this pool only (not pg's global ones): whole rupiah arrive as bigint (int8)
 * and sums as numeric; both fit a JavaScript number for any sum a boarding house will see.
 * Plain dates stay the text PostgreSQL sends (YYYY-MM-DD), free of time-zone shifts.
 */
const parsers: Record<number, (value: string) => unknown> = {
  20: Number, // int8
  1700: Number, // numeric
  1082: (value) => value, // date
};
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export interface DatabaseOptions {
  url: string;
  /** The business time zone: the session's TimeZone, so SQL formats timestamps in business time. */
  timeZone: string;
  maxConnections?: number;
}

export function createDatabase(options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    types,
    options: `-c TimeZone=${options.timeZone}`,
    application_name: 'kamar',
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return drizzle({ client: pool, casing: 'snake_case' }) as Database;
}
