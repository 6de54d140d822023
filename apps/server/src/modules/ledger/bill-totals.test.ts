import { describe, expect, it } from 'vitest';
import { edgeCount, splitRange } from './bill-totals.js';

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

describe('the days at an end of a due-date range', () => {
  it('are the month less the rest of it when the rest has fewer days', () => {
    // "Due this month so far" late in the month: the month's kept totals less its last day.
    expect(edgeCount('2026-11-01', '2026-11-29')).toEqual({
      month: '2026-11-01',
      counted: [{ from: '2026-11-30', to: '2026-11-30' }],
    });
    expect(edgeCount('2027-01-03', '2027-01-28')).toEqual({
      month: '2027-01-01',
      counted: [
        { from: '2027-01-01', to: '2027-01-02' },
        { from: '2027-01-29', to: '2027-01-31' },
      ],
    });
    // A leap February's last day is in the month.
    expect(edgeCount('2028-02-02', '2028-02-29')).toEqual({
      month: '2028-02-01',
      counted: [{ from: '2028-02-01', to: '2028-02-01' }],
    });
  });

  it('are counted from the bills when they are fewer, or cross a month end', () => {
    expect(edgeCount('2026-11-01', '2026-11-10')).toEqual({
      month: null,
      counted: [{ from: '2026-11-01', to: '2026-11-10' }],
    });
    // 15 days against the other 15 of November: counted.
    expect(edgeCount('2026-11-16', '2026-11-30')).toEqual({
      month: null,
      counted: [{ from: '2026-11-16', to: '2026-11-30' }],
    });
    expect(edgeCount('2027-01-31', '2027-02-01')).toEqual({
      month: null,
      counted: [{ from: '2027-01-31', to: '2027-02-01' }],
    });
  });
});
