import type { MeterRoundRoom } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import type { QueuedReading } from '../queue/reading-queue';
import { nextToRead, photoBlocker, roundProgress, roundRooms, typedRefusal, typedUsage } from './round-rooms';

const room = (roomId: number, read: number | null = null): MeterRoundRoom => ({
  roomId,
  roomNumber: String(100 + roomId),
  bookingId: null,
  tenantName: null,
  previousReading: 1000,
  previousReadingDate: '2027-02-10T00:00:00',
  meterReadingId: read === null ? null : 50 + roomId,
  reading: read,
  usage: read === null ? null : read - 1000,
  photoURL: '',
  amount: read === null ? null : 0,
  billId: null,
});
const queued = (roomId: number, reading: number, held = false): QueuedReading => ({
  roomId,
  roomNumber: String(100 + roomId),
  reading,
  meterReplaced: false,
  startReading: null,
  key: `k${roomId}`,
  confirmHighUsage: false,
  held: held ? { refusal: null, message: 'no' } : null,
});

describe('the round as the reader sees it', () => {
  it("lays this phone's queue over the server's round: typed rooms wait, refused ones are held, and count as left", () => {
    const rooms = roundRooms(
      [room(1, 1100), room(2), room(3), room(4), room(5)],
      [queued(2, 1200), queued(4, 900, true)],
    );
    expect(rooms.map((r) => r.state)).toEqual(['read', 'waiting', 'unread', 'held', 'unread']);
    expect(roundProgress(rooms)).toEqual({ total: 5, done: 2, left: 3, waiting: 1, held: 1 });
    // From room 102 the next to read is 103; from 105 it goes round to 103, then 104 (held) is next after it.
    expect(nextToRead(rooms, 1)).toBe(2);
    expect(nextToRead(rooms, 4)).toBe(2);
    expect(nextToRead(rooms, 2)).toBe(3);
    expect(nextToRead(roundRooms([room(1), room(2, 1100)], []), 0)).toBeNull();
  });

  it('counts the usage from the previous reading, or from a replaced meter’s start', () => {
    const figures = { reading: 1250, meterReplaced: false, startReading: null };
    expect(typedUsage(room(1), figures)).toBe(250);
    expect(typedUsage({ previousReading: null }, figures)).toBeNull();
    expect(typedUsage(room(1), { reading: 40, meterReplaced: true, startReading: 5 })).toBe(35);
  });

  it("refuses at once, in the server's words, a figure below the previous one or a replaced meter without its start", () => {
    expect(typedRefusal(room(1), { reading: 999, meterReplaced: false, startReading: null })).toEqual({
      code: 'meterReading.belowPrevious',
      params: { reading: 999, previous: 1000, date: '2027-02-10T00:00:00' },
    });
    expect(typedRefusal(room(1), { reading: 1000, meterReplaced: false, startReading: null })).toBeNull();
    expect(typedRefusal(room(1), { reading: 40, meterReplaced: true, startReading: null })?.code).toBe(
      'meterReading.startRequired',
    );
    expect(typedRefusal(room(1), { reading: 4, meterReplaced: true, startReading: 5 })?.code).toBe(
      'meterReading.belowStart',
    );
  });

  it('lets a meter be photographed only once its reading is recorded, and only with a connection', () => {
    const [read, waiting, unread, held] = roundRooms(
      [room(1, 1100), room(2), room(3), room(4)],
      [queued(2, 1200), queued(4, 900, true)],
    );
    if (!read || !waiting || !unread || !held) throw new Error('four rooms');
    expect(photoBlocker(read, true)).toBeNull();
    expect(photoBlocker(read, false)).toBe('offline');
    // Only on this phone: waiting to be sent, or refused and held for the reader; online or not.
    for (const online of [true, false]) {
      expect(photoBlocker(waiting, online)).toBe('notSent');
      expect(photoBlocker(held, online)).toBe('notSent');
      expect(photoBlocker(unread, online)).toBe('unread');
    }
  });
});
