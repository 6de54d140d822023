import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall } from './api-client';

/** The browser's storage, for a test run outside a browser. */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

beforeAll(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

/** fetch as the network answers it: each call's Idempotency-Key, then `outcomes` in turn. */
function network(outcomes: ('drop' | 'ok')[]) {
  const keys: (string | undefined)[] = [];
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: { headers: Record<string, string> }) => {
      keys.push(init.headers['Idempotency-Key']);
      if (outcomes.shift() === 'drop') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ status: 1, message: '', data: { paymentId: 7 } }));
    }),
  );
  return keys;
}

const payment = { bookingId: 1, paymentDate: '2027-03-10', paymentType: 2, amount: 1_500_000, remark: '' } as never;

describe('a call that makes a record', () => {
  it('sent again after its connection dropped carries the same Idempotency-Key, so it is recorded once', async () => {
    const keys = network(['drop', 'ok']);
    await expect(apiCall('/api/Payment/Create', payment)).rejects.toBeInstanceOf(ApiError);
    await apiCall('/api/Payment/Create', payment);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('answered, a second one of the same amount is a new payment with a new key; a read carries none', async () => {
    const keys = network(['ok', 'ok', 'ok']);
    await apiCall('/api/Payment/Create', payment);
    await apiCall('/api/Payment/Create', payment);
    await apiCall('/api/Payment/GetList', {} as never);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeUndefined();
  });

  it("sent with the caller's own key carries that key on every try, answered or not, and leaves the client's memory alone", async () => {
    const keys = network(['drop', 'ok', 'ok', 'ok']);
    const reading = { roomId: 3, chargeTypeId: 1, readingDate: '2027-03-10', reading: 1234 } as never;
    const options = { idempotencyKey: 'meter-7f3a' };
    await expect(apiCall('/api/MeterReading/Create', reading, options)).rejects.toBeInstanceOf(ApiError);
    await apiCall('/api/MeterReading/Create', reading, options);
    await apiCall('/api/MeterReading/Create', reading, options);
    // The same request without a key of the caller's gets the client's own, a new one.
    await apiCall('/api/MeterReading/Create', reading);
    expect(keys.slice(0, 3)).toEqual(['meter-7f3a', 'meter-7f3a', 'meter-7f3a']);
    expect(keys[3]).toMatch(/^[0-9a-f]{32}$/);
  });
});
