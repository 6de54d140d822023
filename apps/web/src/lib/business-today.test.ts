import type { Session } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessMonthStart, businessToday } from './business-today';
import { session } from './session';

/** The browser's storage, for a test run outside a browser. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

const answer = (businessToday: string): Session & { token: string } => ({
  userId: 1,
  username: 'desk',
  firstName: 'Desk',
  lastName: '',
  email: '',
  isAdmin: false,
  role: 3,
  businessToday,
  token: 'header.payload.signature',
});

beforeAll(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  // The device's clock: noon UTC on 10 March, the 10th in any time zone from UTC-11 to UTC+11.
  vi.useFakeTimers({ now: new Date('2027-03-10T12:00:00Z'), toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the web's today", () => {
  it("is the business's day as the server answered it, not the device's", () => {
    expect(businessToday()).toBe('2027-03-10'); // nothing answered yet on this device
    session.start(answer('2027-03-11')); // Login
    expect(businessToday()).toBe('2027-03-11');
    expect(businessMonthStart()).toBe('2027-03-01');
    session.update(answer('2027-04-01')); // Auth/CheckAuth on the next screen
    expect(businessToday()).toBe('2027-04-01');
    expect(businessMonthStart()).toBe('2027-04-01');
    session.end();
    expect(businessToday()).toBe('2027-03-10');
  });
});
