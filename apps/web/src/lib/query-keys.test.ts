import { describe, expect, it } from 'vitest';
import { invalidatedBy, topics } from './query-keys';

describe('what a change invalidates', () => {
  it('a payment refreshes payments (a booking history, the deposits) and the dashboard, not bookings', () => {
    expect(invalidatedBy('payments')).toEqual(['payments', 'dashboard', 'receipts']);
  });

  it('a booking refreshes what shows bookings: payments, the room map and the dashboard', () => {
    expect(invalidatedBy('bookings')).toEqual(['bookings', 'payments', 'floorPlan', 'dashboard', 'receipts']);
  });

  it('follows the chain: a room type reaches rooms, bookings, payments, the map and the dashboard', () => {
    expect(invalidatedBy('roomTypes')).toEqual([
      'roomTypes',
      'rooms',
      'bookings',
      'payments',
      'floorPlan',
      'dashboard',
      'receipts',
    ]);
  });

  it('the business profile reaches the receipts and the dashboard (its reminders); a share link only the links', () => {
    expect(invalidatedBy('businessProfile')).toEqual(['dashboard', 'businessProfile', 'receipts']);
    expect(invalidatedBy('shareLinks')).toEqual(['shareLinks']);
  });

  it('an employee refreshes the expenses that name them and so the dashboard; a user only users', () => {
    expect(invalidatedBy('employees')).toEqual(['employees', 'expenses', 'dashboard']);
    expect(invalidatedBy('users')).toEqual(['users']);
  });

  it('always includes the topic itself', () => {
    for (const topic of topics) expect(invalidatedBy(topic)).toContain(topic);
  });
});
