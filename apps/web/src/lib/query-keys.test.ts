import { describe, expect, it } from 'vitest';
import { invalidatedBy, topics } from './query-keys';

describe('what a change invalidates', () => {
  it('a payment refreshes payments (a booking history, the deposits) and the dashboard, not bookings', () => {
    expect(invalidatedBy('payments')).toEqual(['payments', 'bills', 'dashboard']);
  });

  it('a booking refreshes what shows bookings: payments, the room map and the dashboard', () => {
    expect(invalidatedBy('bookings')).toEqual(['bookings', 'payments', 'bills', 'floorPlan', 'dashboard']);
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
    ]);
  });

  it('an employee refreshes the expenses that name them and so the dashboard; a user only users', () => {
    expect(invalidatedBy('employees')).toEqual(['employees', 'expenses', 'dashboard']);
    expect(invalidatedBy('users')).toEqual(['users']);
  });

  it('a waived bill refreshes bills and the dashboard only', () => {
    expect(invalidatedBy('bills')).toEqual(['bills', 'dashboard']);
  });

  it('always includes the topic itself', () => {
    for (const topic of topics) expect(invalidatedBy(topic)).toContain(topic);
  });
});
