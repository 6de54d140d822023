import { type MeterRoundRoom, type Refusal, refusal } from '@kamar/contract';
import type { QueuedReading, TypedReading } from '../queue/reading-queue';

/**
 * A room of the round as the reader sees it: recorded on the server (`read`), typed and waiting
 * to be sent (`waiting`), refused and waiting for the reader (`held`), or not read yet.
 */
export type RoomState = 'read' | 'waiting' | 'held' | 'unread';

/** Each state's colour, wherever a room is shown. */
export const ROOM_STATE_COLOR: Record<RoomState, string> = {
  read: 'green',
  waiting: 'yellow',
  held: 'red',
  unread: 'gray',
};

export interface RoundRoom extends MeterRoundRoom {
  state: RoomState;
  /** This device's entry for the room, while it is in the queue. */
  queued: QueuedReading | null;
}

/** The server's round with this device's queue laid over it: an entry not yet answered is what the reader last typed. */
export function roundRooms(rooms: MeterRoundRoom[], queue: QueuedReading[]): RoundRoom[] {
  const byRoom = new Map(queue.map((entry) => [entry.roomId, entry]));
  return rooms.map((room) => {
    const queued = byRoom.get(room.roomId) ?? null;
    const state: RoomState = queued
      ? queued.held
        ? 'held'
        : 'waiting'
      : room.meterReadingId !== null
        ? 'read'
        : 'unread';
    return { ...room, state, queued };
  });
}

/** How far the round is: rooms read or typed (`done`), those left (held ones among them), and what waits to be sent. */
export function roundProgress(rooms: RoundRoom[]) {
  const count = (state: RoomState) => rooms.filter((r) => r.state === state).length;
  const done = count('read') + count('waiting');
  return { total: rooms.length, done, left: rooms.length - done, waiting: count('waiting'), held: count('held') };
}

/** Whether a room still asks to be read: not recorded and not typed (a held one needs the reader too). */
export const stillToRead = (room: RoundRoom) => room.state === 'unread' || room.state === 'held';

/**
 * The next room still to read after the one at `index`, going round the building; null when
 * every other room is read or typed.
 */
export function nextToRead(rooms: RoundRoom[], index: number): number | null {
  for (let step = 1; step < rooms.length; step++) {
    const at = (index + step) % rooms.length;
    const room = rooms[at];
    if (room && stillToRead(room)) return at;
  }
  return null;
}

/**
 * Why the room's meter cannot be photographed now, or null when it can. A photo is of a recorded
 * reading and is sent at once, never queued (a few MB do not belong in the phone's queue): not
 * while the reading is only on this phone (`notSent`, waiting or held), nor without a connection.
 * `unread`: nothing to photograph yet.
 */
export function photoBlocker(
  room: Pick<RoundRoom, 'state' | 'meterReadingId'>,
  online: boolean,
): 'unread' | 'notSent' | 'offline' | null {
  if (room.state === 'unread') return 'unread';
  if (room.state !== 'read' || room.meterReadingId === null) return 'notSent';
  return online ? null : 'offline';
}

type Figures = Pick<TypedReading, 'reading' | 'meterReplaced' | 'startReading'>;

/** The usage a figure comes to: from the new meter's start when it was replaced, else from the previous reading. */
export function typedUsage(room: Pick<MeterRoundRoom, 'previousReading'>, typed: Figures): number | null {
  if (typed.meterReplaced) return typed.startReading === null ? null : typed.reading - typed.startReading;
  return room.previousReading === null ? null : typed.reading - room.previousReading;
}

/**
 * What the server would refuse of a figure at once, in its own words, so that a slip is put right
 * at the meter and not found later, when the phone has signal again. The server still decides.
 */
export function typedRefusal(
  room: Pick<MeterRoundRoom, 'previousReading' | 'previousReadingDate'>,
  typed: Figures,
): Refusal | null {
  if (typed.meterReplaced) {
    if (typed.startReading === null) return refusal('meterReading.startRequired');
    return typed.reading < typed.startReading ? refusal('meterReading.belowStart') : null;
  }
  if (room.previousReading !== null && typed.reading < room.previousReading) {
    return refusal('meterReading.belowPrevious', {
      reading: typed.reading,
      previous: room.previousReading,
      date: room.previousReadingDate ?? '',
    });
  }
  return null;
}
