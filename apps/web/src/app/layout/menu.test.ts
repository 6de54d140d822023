import { describe, expect, it } from 'vitest';
import { isCurrent, menuSections, visibleSections } from './menu';

const entry = (label: string) => {
  const found = menuSections.flatMap((s) => s.entries).find((e) => e.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('menu', () => {
  it('shows administrators all four sections and everyone else no cash or staff entries', () => {
    expect(visibleSections(true).map((s) => s.title)).toEqual([
      'sectionMenu',
      'sectionCashflow',
      'sectionHumanResource',
      'sectionSetting',
    ]);
    const staff = visibleSections(false);
    expect(staff.map((s) => s.title)).toEqual(['sectionMenu', 'sectionSetting']);
    expect(staff.flatMap((s) => s.entries.map((e) => e.label))).toEqual([
      'dashboard',
      'rooms',
      'booking',
      'tenant',
      'bill',
      'arrears',
      'setting',
    ]);
  });

  it('highlights the current entry, Booking for any path containing booking', () => {
    expect(isCurrent(entry('dashboard'), '/')).toBe(true);
    expect(isCurrent(entry('dashboard'), '/rooms')).toBe(false);
    expect(isCurrent(entry('booking'), '/booking/form')).toBe(true);
    expect(isCurrent(entry('booking'), '/some/booking-thing')).toBe(true);
    expect(isCurrent(entry('setting'), '/setting/user/form')).toBe(true);
    expect(isCurrent(entry('setting'), '/settings-other')).toBe(false);
  });
});
