import { Role } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { isCurrent, menuSections, visibleSections } from './menu';

const entry = (label: string) => {
  const found = menuSections.flatMap((s) => s.entries).find((e) => e.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('menu', () => {
  it('shows the Owner and a Manager all four sections, Front desk no cash, staff or bill-list entries', () => {
    expect(visibleSections(Role.Owner).map((s) => s.title)).toEqual([
      'sectionMenu',
      'sectionCashflow',
      'sectionHumanResource',
      'sectionSetting',
    ]);
    expect(visibleSections(Role.Manager)).toEqual(visibleSections(Role.Owner));
    const staff = visibleSections(Role.FrontDesk);
    expect(staff.map((s) => s.title)).toEqual(['sectionMenu', 'sectionSetting']);
    expect(staff.flatMap((s) => s.entries.map((e) => e.label))).toEqual([
      'dashboard',
      'rooms',
      'timeline',
      'meterRound',
      'booking',
      'tenant',
      'residentRegister',
      'arrears',
      'messageLog',
      'paymentClaims',
      'repairs',
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
    expect(isCurrent(entry('meterRound'), '/meter-reading/list')).toBe(true);
    expect(isCurrent(entry('paymentClaims'), '/payment-claim/form')).toBe(true);
    expect(isCurrent(entry('payment'), '/payment-claim')).toBe(false);
    expect(isCurrent(entry('onlinePayments'), '/online-payment')).toBe(true);
    expect(isCurrent(entry('payment'), '/online-payment')).toBe(false);
    expect(isCurrent(entry('messageLog'), '/message-log')).toBe(true);
    expect(isCurrent(entry('setting'), '/setting/messages')).toBe(true);
    expect(isCurrent(entry('residentRegister'), '/residents')).toBe(true);
    expect(isCurrent(entry('tenant'), '/residents')).toBe(false);
  });

  it('offers Online Payments beside the confirmations, to those who read the money, only while online payment is on', () => {
    const labels = (role: Role, off?: readonly 'onlinePayments'[]) =>
      visibleSections(role, off).flatMap((s) => s.entries.map((e) => e.label));
    const owner = labels(Role.Owner);
    const arrears = owner.indexOf('arrears');
    expect(owner.slice(arrears, arrears + 4)).toEqual(['arrears', 'messageLog', 'paymentClaims', 'onlinePayments']);
    expect(labels(Role.Manager)).toContain('onlinePayments');
    expect(labels(Role.FrontDesk)).not.toContain('onlinePayments');
    expect(labels(Role.Owner, ['onlinePayments'])).not.toContain('onlinePayments');
    expect(labels(Role.Owner, ['onlinePayments'])).toContain('paymentClaims');
  });

  it('offers Reports after the cashflow entries, to the Owner and a Manager, not Front desk', () => {
    const cashflow = (role: Role) =>
      visibleSections(role)
        .find((s) => s.title === 'sectionCashflow')
        ?.entries.map((e) => e.label);
    expect(cashflow(Role.Owner)).toEqual(['payment', 'deposit', 'expense', 'report']);
    expect(cashflow(Role.Manager)).toEqual(['payment', 'deposit', 'expense', 'report']);
    expect(visibleSections(Role.FrontDesk).flatMap((s) => s.entries.map((e) => e.label))).not.toContain('report');
    expect(isCurrent(entry('report'), '/report')).toBe(true);
    expect(isCurrent(entry('setting'), '/setting/report')).toBe(true);
  });
});
