import { DEFAULT_REMINDER_RULES, MessageKind } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { currentRule, isQuiet, minutesFromClock, type RuleSet, sendAfter } from './reminder-moments.js';

const rules: RuleSet = {
  ...DEFAULT_REMINDER_RULES,
  quietStart: minutesFromClock(DEFAULT_REMINDER_RULES.quietStart),
  quietEnd: minutesFromClock(DEFAULT_REMINDER_RULES.quietEnd),
};

describe('which rule applies to a bill due 10 March 2027', () => {
  const due = '2027-03-10';
  it.each([
    ['2027-03-06', null],
    ['2027-03-07', MessageKind.BeforeDue],
    ['2027-03-09', MessageKind.BeforeDue],
    ['2027-03-10', MessageKind.OnDue],
    ['2027-03-12', MessageKind.OnDue],
    ['2027-03-13', MessageKind.AfterDue],
    ['2027-03-17', MessageKind.AfterDueAgain],
    ['2027-05-01', MessageKind.AfterDueAgain],
  ])('on %s: %s', (today, kind) => {
    expect(currentRule(rules, due, today)).toBe(kind);
  });

  it('skips the rules that are off, and never says "due in 3 days" once the day has come', () => {
    expect(currentRule({ ...rules, onDueOn: false }, due, '2027-03-10')).toBeNull();
    expect(currentRule({ ...rules, onDueOn: false }, due, '2027-03-12')).toBeNull();
    expect(currentRule({ ...rules, afterDueOn: false }, due, '2027-03-14')).toBe(MessageKind.OnDue);
    expect(currentRule({ ...rules, beforeDueOn: false }, due, '2027-03-08')).toBeNull();
  });

  it('counts days across a leap February and a year end', () => {
    expect(currentRule(rules, '2028-03-01', '2028-02-27')).toBe(MessageKind.BeforeDue);
    expect(currentRule(rules, '2028-03-01', '2028-02-26')).toBeNull();
    expect(currentRule(rules, '2026-12-30', '2027-01-02')).toBe(MessageKind.AfterDue);
  });
});

describe('quiet hours (Jakarta, 20:00-08:00)', () => {
  const jakarta = (text: string) => new Date(`${text}+07:00`);
  it('hold an evening message until the next morning and an early one until the same morning', () => {
    expect(sendAfter(rules, jakarta('2027-03-10T21:30:00'), 'Asia/Jakarta')).toEqual(jakarta('2027-03-11T08:00:00'));
    expect(sendAfter(rules, jakarta('2027-03-10T06:15:00'), 'Asia/Jakarta')).toEqual(jakarta('2027-03-10T08:00:00'));
    expect(sendAfter(rules, jakarta('2027-12-31T23:59:00'), 'Asia/Jakarta')).toEqual(jakarta('2028-01-01T08:00:00'));
  });

  it('let a daytime message go at once, and any message when they are off', () => {
    const noon = jakarta('2027-03-10T12:00:00');
    expect(sendAfter(rules, noon, 'Asia/Jakarta')).toBe(noon);
    const night = jakarta('2027-03-10T22:00:00');
    expect(sendAfter({ ...rules, quietHoursOn: false }, night, 'Asia/Jakarta')).toBe(night);
    expect(isQuiet(rules, 20 * 60)).toBe(true);
    expect(isQuiet(rules, 8 * 60)).toBe(false);
    expect(isQuiet({ ...rules, quietStart: 13 * 60, quietEnd: 15 * 60 }, 14 * 60)).toBe(true);
  });
});
