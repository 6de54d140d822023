import { BookingStatus, dayOfApiDate, type Timeline, type TimelineRoom, type TimelineStay } from '@kamar/contract';
import { addDays, daysBetween } from './timeline-range';

/** A stay drawn on a room's row: from its first day shown, over `span` days, in a lane of the row. */
export interface Bar {
  stay: TimelineStay;
  /** The index of its first day shown. */
  start: number;
  span: number;
  /** 0 is the room's own line; a stay that shares nights with another is drawn beneath it. */
  lane: number;
  /** It began before the first day shown, or goes on after the last. */
  before: boolean;
  after: boolean;
}

export interface RoomRow {
  room: TimelineRoom;
  bars: Bar[];
  /** Lanes the row needs (at least one). */
  lanes: number;
  /** Per day shown: a stay that is not cancelled holds the room that night. */
  taken: boolean[];
}

/**
 * Each room's bars and which of its days are held. A stay's nights are [check-in, check-out), an
 * open-ended one runs past the last day shown. A cancelled stay holds nothing (its days are free
 * to book) and is drawn in a lane below the room's own line, as is any stay sharing nights with
 * one drawn already.
 */
export function roomRows(timeline: Pick<Timeline, 'rooms' | 'stays'>, from: string, to: string): RoomRow[] {
  const dayCount = daysBetween(from, to) + 1;
  const byRoom = new Map<number, TimelineStay[]>();
  for (const stay of timeline.stays) {
    const list = byRoom.get(stay.roomId) ?? [];
    list.push(stay);
    byRoom.set(stay.roomId, list);
  }
  const end = addDays(to, 1);
  return timeline.rooms.map((room) => {
    const taken = Array.from({ length: dayCount }, () => false);
    const placed: Bar[] = [];
    const stays = [...(byRoom.get(room.roomId) ?? [])].sort(
      (a, b) =>
        Number(a.bookingStatus === BookingStatus.Cancelled) - Number(b.bookingStatus === BookingStatus.Cancelled) ||
        a.checkInDate.localeCompare(b.checkInDate),
    );
    const laneEnds: number[] = [];
    for (const stay of stays) {
      const checkIn = dayOfApiDate(stay.checkInDate);
      const open = dayOfApiDate(stay.checkOutDate) === '';
      const checkOut = open ? end : dayOfApiDate(stay.checkOutDate);
      const first = checkIn < from ? from : checkIn;
      const last = checkOut > end ? end : checkOut;
      const start = daysBetween(from, first);
      const span = daysBetween(first, last);
      if (span <= 0) continue;
      const cancelled = stay.bookingStatus === BookingStatus.Cancelled;
      if (!cancelled) for (let d = start; d < start + span; d++) taken[d] = true;
      let lane = cancelled ? 1 : 0;
      while ((laneEnds[lane] ?? 0) > start) lane++;
      laneEnds[lane] = start + span;
      placed.push({ stay, start, span, lane, before: checkIn < from, after: open || checkOut > end });
    }
    return { room, bars: placed, lanes: Math.max(1, laneEnds.length), taken };
  });
}
