import { describe, expect, it } from 'vitest';
import { splitRange } from './bill-totals.js';

describe('a due-date range in whole months and the days at its ends', () => {
  it('keeps whole months whole and counts the partial ends', () => {
    expect(splitRange('2027-01-01', '2027-03-31')).toEqual({
      months: { start: '2027-01-01', end: '2027-04-01' },
      edges: [],
    });
    expect(splitRange('2027-01-15', '2027-03-10')).toEqual({
      months: { start: '2027-02-01', end: '2027-03-01' },
      edges: [
        { from: '2027-01-15', to: '2027-01-31' },
        { from: '2027-03-01', to: '2027-03-10' },
      ],
    });
    expect(splitRange(undefined, undefined)).toEqual({ months: { start: null, end: null }, edges: [] });
    expect(splitRange(undefined, '2027-02-27')).toEqual({
      months: { start: null, end: '2027-02-01' },
      edges: [{ from: '2027-02-01', to: '2027-02-27' }],
    });
    expect(splitRange('2028-02-29', undefined)).toEqual({
      months: { start: '2028-03-01', end: null },
      edges: [{ from: '2028-02-29', to: '2028-02-29' }],
    });
  });

  it('a range inside one month is counted from the bills alone', () => {
    expect(splitRange('2027-01-05', '2027-01-20')).toEqual({
      months: null,
      edges: [{ from: '2027-01-05', to: '2027-01-20' }],
    });
    expect(splitRange('2027-01-31', '2027-02-01')).toEqual({
      months: null,
      edges: [{ from: '2027-01-31', to: '2027-02-01' }],
    });
  });
});
