import { describe, expect, it } from 'vitest';
import { choiceFilter, dateFilter, readFilter, readFilters, textFilter, writeFilter } from './list-filters';

describe('list filters read from the address', () => {
  const status = choiceFilter([1, 2] as const, 1);
  const month = choiceFilter([1, 2, 3] as const);

  it('a choice: the number when it is one of the choices, All ("") as undefined, else the starting value', () => {
    expect(readFilter(status, '2')).toBe(2);
    expect(readFilter(status, '')).toBeUndefined();
    expect(readFilter(status, null)).toBe(1);
    expect(readFilter(status, '7')).toBe(1);
    expect(readFilter(status, 'x')).toBe(1);
    expect(readFilter(month, null)).toBeUndefined();
  });

  it('a choice among words (a kind of record): the word when offered, else the starting value', () => {
    const entity = choiceFilter(['payment', 'tenant'] as const);
    expect(readFilter(entity, 'tenant')).toBe('tenant');
    expect(readFilter(entity, 'bogus')).toBeUndefined();
    expect(readFilter(entity, '')).toBeUndefined();
  });

  it('On Hold is 0 and still a choice, not All', () => {
    expect(readFilter(choiceFilter([0, 1, 2] as const, 0), '0')).toBe(0);
    expect(readFilter(choiceFilter([0, 1, 2] as const, 0), '')).toBeUndefined();
  });

  it('a date: a real YYYY-MM-DD, "" for no bound, else the starting value of today', () => {
    const from = dateFilter(() => '2026-03-01');
    expect(readFilter(from, '2026-02-10')).toBe('2026-02-10');
    expect(readFilter(from, '')).toBe('');
    expect(readFilter(from, null)).toBe('2026-03-01');
    expect(readFilter(from, '10/02/2026')).toBe('2026-03-01');
  });

  it('reads every filter at once and writes them back as the address holds them', () => {
    const specs = { tenantName: textFilter({ transform: 'upper' }), status, month };
    const values = readFilters(specs, new URLSearchParams('tenantName=BUDI&month=&status=2'));
    expect(values).toEqual({ tenantName: 'BUDI', status: 2, month: undefined });
    expect(writeFilter(values.status)).toBe('2');
    expect(writeFilter(values.month)).toBe('');
  });
});
