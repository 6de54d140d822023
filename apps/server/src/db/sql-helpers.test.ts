import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { writtenDay } from './sql-helpers.js';

describe('writtenDay', () => {
  const dialect = new PgDialect();
  it('writes a calendar day into the statement as a date literal, with no parameter', () => {
    expect(dialect.sqlToQuery(writtenDay('2026-11-29'))).toEqual({ sql: "date '2026-11-29'", params: [] });
  });

  it('refuses anything but YYYY-MM-DD, so nothing else is ever written into a statement', () => {
    for (const bad of ["2026-11-29'; drop table bills; --", '2026-1-29', '29-11-2026', '', '2026-11-29T00:00:00'])
      expect(() => writtenDay(bad), bad).toThrow('not a calendar day');
  });
});
