import { describe, expect, it } from 'vitest';
import { addDays, daysOf, parseView, rangeOf, shiftRange } from './timeline-range';

describe('the range in the address', () => {
  it('reads the view, a week unless it names another', () => {
    expect(parseView('month')).toBe('month');
    expect(parseView('twoWeeks')).toBe('twoWeeks');
    expect(parseView('year')).toBe('week');
    expect(parseView(null)).toBe('week');
  });

  it('shows a week or two from the day named, else from today; a month is the calendar month', () => {
    expect(rangeOf('week', '2026-12-30', '2026-12-06')).toEqual({ view: 'week', from: '2026-12-30', to: '2027-01-05' });
    expect(rangeOf('twoWeeks', null, '2026-12-06')).toEqual({ view: 'twoWeeks', from: '2026-12-06', to: '2026-12-19' });
    expect(rangeOf('week', '2026-02-30', '2026-12-06').from).toBe('2026-12-06');
    expect(rangeOf('month', '2026-12-06', '2026-01-01')).toEqual({
      view: 'month',
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(rangeOf('month', '2028-02-10', '2026-01-01').to).toBe('2028-02-29');
  });

  it('moves a week or two along, or a month, across years', () => {
    expect(shiftRange(rangeOf('week', '2026-12-29', '2026-12-06'), 1).from).toBe('2027-01-05');
    expect(shiftRange(rangeOf('twoWeeks', '2026-12-06', '2026-12-06'), -1).from).toBe('2026-11-22');
    expect(shiftRange(rangeOf('month', '2026-12-15', '2026-12-06'), 1)).toEqual({
      view: 'month',
      from: '2027-01-01',
      to: '2027-01-31',
    });
    expect(shiftRange(rangeOf('month', '2027-01-15', '2026-12-06'), -1).from).toBe('2026-12-01');
  });

  it('lists the days shown', () => {
    expect(daysOf({ from: '2026-12-30', to: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
