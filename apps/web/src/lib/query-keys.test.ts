import { describe, expect, it } from 'vitest';
import { invalidatedBy, topics } from './query-keys';

describe('what a change invalidates', () => {
  it('a payment refreshes payments (a booking history, the deposits) and the dashboard, not bookings', () => {
    expect(invalidatedBy('payments')).toEqual(['payments', 'bills', 'dashboard', 'receipts', 'audit']);
  });

  it('a booking refreshes what shows bookings: payments, the room map and the dashboard', () => {
    expect(invalidatedBy('bookings')).toEqual([
      'bookings',
      'payments',
      'bills',
      'floorPlan',
      'dashboard',
      'receipts',
      'audit',
    ]);
  });

  it('follows the chain: a room type reaches rooms, bookings, payments, the map and the dashboard', () => {
    expect(invalidatedBy('roomTypes')).toEqual([
      'roomTypes',
      'rooms',
      'bookings',
      'payments',
      'bills',
      'floorPlan',
      'dashboard',
      'receipts',
      'audit',
    ]);
  });

  it('the business profile reaches the receipts, the bills and dashboard (their reminders) and the audit trail', () => {
    expect(invalidatedBy('businessProfile')).toEqual(['bills', 'dashboard', 'businessProfile', 'receipts', 'audit']);
    expect(invalidatedBy('reminders')).toEqual(['bills', 'dashboard', 'reminders', 'audit']);
    expect(invalidatedBy('shareLinks')).toEqual(['shareLinks', 'audit']);
  });

  it('an employee refreshes the expenses that name them and so the dashboard; a user only users', () => {
    expect(invalidatedBy('employees')).toEqual(['employees', 'expenses', 'dashboard', 'audit']);
    expect(invalidatedBy('users')).toEqual(['users', 'audit']);
  });

  it('every change to a record makes the audit trail stale; reading a backup or the dashboard does not', () => {
    const records = [
      'users',
      'roomTypes',
      'cardVendors',
      'rooms',
      'employees',
      'tenants',
      'bookings',
      'payments',
      'expenses',
    ] as const;
    for (const topic of records) expect(invalidatedBy(topic)).toContain('audit');
    expect(invalidatedBy('backups')).toEqual(['backups']);
    expect(invalidatedBy('audit')).toEqual(['audit']);
  });

  it('a waived bill refreshes bills, the dashboard and the audit trail only', () => {
    expect(invalidatedBy('bills')).toEqual(['bills', 'dashboard', 'audit']);
  });

  it('always includes the topic itself', () => {
    for (const topic of topics) expect(invalidatedBy(topic)).toContain(topic);
  });
});
