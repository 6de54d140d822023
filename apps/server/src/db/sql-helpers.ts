import { type AnyColumn, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PLANNED_PER_CALL_MARK } from './client.js';

/** A timestamp as the API returns it: YYYY-MM-DDTHH:mm:ss in the session's (business) time zone. */
export function apiDateTime(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
}

/** A LIKE pattern matching text that contains `term`, with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Marks a statement whose best plan depends on its values (how many rows a name pattern matches,
 * how long a list of ids is): the connection runs it unprepared, so PostgreSQL plans it for these
 * values every time instead of settling on one generic plan (client.ts).
 */
export const PLANNED_PER_CALL = sql.raw(`/* ${PLANNED_PER_CALL_MARK} */`);

/** `column` contains `term`, case-insensitively (ILIKE, through the column's trigram index); planned per call. */
export function contains(column: AnyColumn | SQL, term: string): SQL {
  return sql`${column} ilike ${containsPattern(term)} ${PLANNED_PER_CALL}`;
}

/**
 * Integers as one `integer[]` parameter (`x = any(${intArray(ids)})`): one parameter for the
 * driver to send and PostgreSQL to parse, however many ids (an IN list sends one each).
 */
export const intArray = (values: readonly number[]): SQL => sql`${`{${values.join(',')}}`}::integer[]`;

/** Text values as one `varchar[]` parameter (`language = any(${textArray(languages)})`). */
export const textArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::varchar[]`;

/** A row count the server worked out (a page size, a skip), checked before it is written into a statement. */
function rowCount(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return n;
}

/**
 * `limit n offset m` for a page. The limit is written into the statement (a page size: a handful of
 * values), so a prepared statement can settle on one generic plan: with LIMIT as a parameter,
 * PostgreSQL prices a generic plan as if a tenth of the rows were wanted and plans every call
 * afresh. An offset past zero stays a parameter, so deep pages share their statement.
 */
export function limitOffset(limit: number, offset: number): SQL {
  const limited = sql.raw(`limit ${rowCount(limit)}`);
  return rowCount(offset) === 0 ? limited : sql`${limited} offset ${offset}`;
}

/** The same limit for drizzle's query builder (`.limit(writtenLimit(n))`), which takes a number or SQL. */
export function writtenLimit(limit: number): number {
  return sql.raw(String(rowCount(limit))) as unknown as number;
}

/**
 * A calendar day (YYYY-MM-DD: today, in the business time zone) written into the statement as a
 * literal, not sent as a parameter. PostgreSQL prices a generic plan with "due after $1" as a
 * third of the table, so a statement that compares dates with today was planned afresh on every
 * call (1-2 ms of CPU for the arrears and the room map); written in, its text changes once a day
 * and its plan is made once a day per connection, for that day's values.
 */
export function writtenDay(day: string): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a calendar day: ${day}`);
  return sql.raw(`date '${day}'`);
}

/** Offset of a zero-based page. */
export function pageOffset(page: { pageIndex: number; pageSize: number }): number {
  return page.pageIndex * page.pageSize;
}

/**
 * Every column of a table as the API shows it: dates and timestamps as text in business time,
 * the rest as stored. The call's response schema then keeps only the fields the contract names.
 */
export function apiColumns(table: PgTable): Record<string, PgColumn | SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const type = column.getSQLType();
      return [key, type === 'date' || type.startsWith('timestamp') ? apiDateTime(column) : column];
    }),
  );
}

/** Adds the 1-based rowNumber across pages (spec section 3: each row has rowNumber). */
export function withRowNumbers<T>(
  rows: T[],
  page: { pageIndex: number; pageSize: number },
): (T & { rowNumber: number })[] {
  const first = pageOffset(page) + 1;
  return rows.map((row, i) => ({ ...row, rowNumber: first + i }));
}

/** A paged answer (spec section 3): the page's rows numbered across pages, and the count of the whole filtered set. */
export function pageOf<T>(found: { rows: T[]; total: number }, page: { pageIndex: number; pageSize: number }) {
  return { listData: withRowNumbers(found.rows, page), totalData: found.total };
}

/** A paged answer with the positions of the pages beside it (a list that pages by cursor). */
export function cursorPageOf<T>(
  found: { rows: T[]; total: number; nextCursor: string | null; prevCursor: string | null },
  page: { pageIndex: number; pageSize: number },
) {
  return { ...pageOf(found, page), nextCursor: found.nextCursor, prevCursor: found.prevCursor };
}

/** PostgreSQL error codes the services turn into answers. */
export const PgError = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  /** Text the database cannot store (a NUL character, an unpaired surrogate). */
  characterNotInRepertoire: '22021',
  untranslatableCharacter: '22P05',
} as const;

/** The PostgreSQL error inside `error`, if any (Drizzle wraps driver errors in `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string } | null {
  let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as typeof e;
  }
  return null;
}

/** Whether `error` is the PostgreSQL error `code`. */
export function hasPgErrorCode(error: unknown, code: string): boolean {
  return pgError(error)?.code === code;
}

/** The constraint a PostgreSQL error names, when it is that error; null otherwise. */
export function violatedConstraint(error: unknown, code: string): string | null {
  const e = pgError(error);
  return e?.code === code ? (e.constraint ?? '') : null;
}
