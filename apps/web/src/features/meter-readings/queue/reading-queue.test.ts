import { type MeterReadingSaved, refusal } from '@kamar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  confirmHighUsage,
  type QueuedReading,
  queuedRounds,
  queueReading,
  type Round,
  readQueue,
  removeReading,
  roundStorageKey,
} from './reading-queue';
import { createQueueSender } from './send-queue';

/** The browser's storage, for a test run outside a browser. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (i: number) => [...this.items.keys()][i] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

const round: Round = { propertyId: 2, chargeTypeId: 1, readingDate: '2027-03-10' };
const typed = (roomId: number, reading: number) => ({
  roomId,
  roomNumber: String(100 + roomId),
  reading,
  meterReplaced: false,
  startReading: null,
});

/**
 * The server as the queue meets it: readings by room and date, each Idempotency-Key's answer kept,
 * and a connection that may be down, or drop the answer of a call it has recorded.
 */
function server() {
  const readings = new Map<string, number>();
  const answers = new Map<string, MeterReadingSaved>();
  const calls: { key: string; roomId: number; confirm: boolean }[] = [];
  const state = { down: false, loseAnswers: false, usual: Number.POSITIVE_INFINITY };
  let nextId = 1;
  const create = async (r: Round, entry: QueuedReading): Promise<MeterReadingSaved> => {
    if (state.down) throw new ApiError(0, refusal('client.networkError'));
    calls.push({ key: entry.key, roomId: entry.roomId, confirm: entry.confirmHighUsage });
    const kept = answers.get(entry.key);
    if (kept) return kept;
    const day = `${entry.roomId}:${r.readingDate}`;
    if (readings.has(day)) {
      throw new ApiError(409, refusal('meterReading.sameDate', { room: entry.roomNumber, type: 'Listrik', date: '' }));
    }
    if (entry.reading < 1000) {
      const params = { reading: entry.reading, previous: 1000, date: '2027-02-10' };
      throw new ApiError(400, refusal('meterReading.belowPrevious', params), [], 'below');
    }
    if (entry.reading - 1000 > state.usual && !entry.confirmHighUsage) {
      const params = { usage: entry.reading - 1000, unit: 'kWh', date: '2027-02-10', factor: 3, room: '101' };
      throw new ApiError(409, refusal('meterReading.highUsage', params), [], 'high');
    }
    readings.set(day, entry.reading);
    const saved = { meterReadingId: nextId++, usage: entry.reading - 1000, amount: 0, billId: null };
    answers.set(entry.key, saved);
    if (state.loseAnswers) throw new ApiError(0, refusal('client.networkError'));
    return saved;
  };
  const recorded = async (r: Round, entry: QueuedReading) =>
    readings.get(`${entry.roomId}:${r.readingDate}`) === entry.reading;
  const sent: number[] = [];
  const sender = () =>
    createQueueSender({ create, recorded, onRecorded: (_round, entry) => void sent.push(entry.roomId) });
  return { readings, answers, calls, state, sender, sent };
}

describe('the reading queue', () => {
  it('keeps each reading in storage under its round, with a key made once; retyped, a room keeps its place with a new key', () => {
    const first = queueReading(round, typed(1, 1200));
    queueReading(round, typed(2, 1300));
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(localStorage.getItem('MeterQueue:2:1:2027-03-10') ?? '')).toHaveLength(2);
    expect(roundStorageKey(round)).toBe('MeterQueue:2:1:2027-03-10');

    const retyped = queueReading(round, typed(1, 1250));
    expect(readQueue(round).map((e) => [e.roomId, e.reading])).toEqual([
      [1, 1250],
      [2, 1300],
    ]);
    expect(retyped.key).not.toBe(first.key);
    removeReading(round, { key: first.key });
    expect(readQueue(round)).toHaveLength(2);
    removeReading(round, { roomId: 1 });
    expect(readQueue(round).map((e) => e.roomId)).toEqual([2]);
  });

  it('sends in the order typed, each with its own key; without a connection the rest waits, and goes with the same keys', async () => {
    const s = server();
    const sender = s.sender();
    const keys = [queueReading(round, typed(1, 1200)), queueReading(round, typed(2, 1300))].map((e) => e.key);
    s.state.down = true;
    expect(await sender.send(round)).toEqual({ outcome: 'later' });
    expect(readQueue(round)).toHaveLength(2);

    s.state.down = false;
    expect(await sender.send(round)).toEqual({ outcome: 'done' });
    expect(s.calls.map((c) => c.key)).toEqual(keys);
    expect(s.sent).toEqual([1, 2]);
    expect(readQueue(round)).toEqual([]);
    expect(localStorage.getItem(roundStorageKey(round))).toBeNull();
  });

  it('records nothing twice: a lost answer is asked again with the same key, after a reload too', async () => {
    const s = server();
    const entry = queueReading(round, typed(1, 1200));
    s.state.loseAnswers = true;
    expect(await s.sender().send(round)).toEqual({ outcome: 'later' });
    expect(s.readings.size).toBe(1);
    expect(readQueue(round)).toHaveLength(1);

    // A reload: a new page, a new sender; the queue is still in storage.
    s.state.loseAnswers = false;
    expect(await s.sender().send(round)).toEqual({ outcome: 'done' });
    expect(s.calls.map((c) => c.key)).toEqual([entry.key, entry.key]);
    expect(s.readings.size).toBe(1);
    expect(readQueue(round)).toEqual([]);
  });

  it("counts a 'same date' refusal as sent when the round shows the room with that very figure, and holds it otherwise", async () => {
    const s = server();
    s.readings.set(`1:${round.readingDate}`, 1200);
    s.readings.set(`2:${round.readingDate}`, 1290);
    queueReading(round, typed(1, 1200));
    queueReading(round, typed(2, 1300));
    expect(await s.sender().send(round)).toEqual({ outcome: 'done' });
    expect(s.sent).toEqual([1]);
    expect(readQueue(round)).toEqual([
      expect.objectContaining({ roomId: 2, held: expect.objectContaining({ refusal: expect.anything() }) }),
    ]);
    expect(readQueue(round)[0]?.held?.refusal?.code).toBe('meterReading.sameDate');
  });

  it('holds a refusal that needs the reader instead of trying it again; the others go on', async () => {
    const s = server();
    s.state.usual = 500;
    queueReading(round, typed(1, 900));
    queueReading(round, typed(2, 2000));
    queueReading(round, typed(3, 1100));
    const sender = s.sender();
    expect(await sender.send(round)).toEqual({ outcome: 'done' });
    expect(s.sent).toEqual([3]);
    const held = () => readQueue(round).map((e) => [e.roomId, e.held?.refusal?.code]);
    expect(held()).toEqual([
      [1, 'meterReading.belowPrevious'],
      [2, 'meterReading.highUsage'],
    ]);
    expect(await sender.send(round)).toEqual({ outcome: 'done' });
    expect(s.calls).toHaveLength(3);

    // Confirmed, the high usage goes again with a new key, saying so; retyped, the slip goes too.
    const before = readQueue(round).find((e) => e.roomId === 2)?.key;
    confirmHighUsage(round, 2);
    queueReading(round, typed(1, 1050));
    expect(await sender.send(round)).toEqual({ outcome: 'done' });
    expect(s.calls.slice(3).map((c) => [c.roomId, c.confirm])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(s.calls[4]?.key).not.toBe(before);
    expect(readQueue(round)).toEqual([]);
  });

  it('sends one pass at a time: asked again during a pass, it sends what was typed meanwhile, each reading once', async () => {
    const s = server();
    const sender = s.sender();
    queueReading(round, typed(1, 1200));
    const first = sender.send(round);
    queueReading(round, typed(2, 1300));
    const second = sender.send(round);
    expect(second).toBe(first);
    expect(await first).toEqual({ outcome: 'done' });
    expect(s.calls.map((c) => c.roomId)).toEqual([1, 2]);
    expect(readQueue(round)).toEqual([]);
  });

  it('sends the other rounds this device holds after the one on screen, and stops at a signed-out session', async () => {
    const s = server();
    const older: Round = { ...round, readingDate: '2027-03-09' };
    queueReading(older, typed(5, 1100));
    queueReading(round, typed(1, 1200));
    expect(queuedRounds()).toEqual([older, round]);
    expect(await s.sender().send(round)).toEqual({ outcome: 'done' });
    expect(s.sent).toEqual([1, 5]);
    expect(queuedRounds()).toEqual([]);

    queueReading(round, typed(2, 1300));
    const expired = new ApiError(401, refusal('auth.unauthorized'));
    const signedOut = createQueueSender({
      create: async () => Promise.reject(expired),
      recorded: async () => false,
      onRecorded: () => undefined,
    });
    expect(await signedOut.send(round)).toEqual({ outcome: 'signedOut', error: expired });
    expect(readQueue(round)[0]?.held).toBeNull();
  });
});
