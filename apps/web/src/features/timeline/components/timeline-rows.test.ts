import { BookingStatus, EMPTY_API_DATE, RoomStatus, type TimelineStay } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { roomRows } from './timeline-rows';

const room = { roomId: 1, roomNumber: '101', floor: 1, roomTypeName: 'AC', roomStatus: RoomStatus.Ready } as const;
const stay = (bookingId: number, from: string, to: string | null, bookingStatus: BookingStatus = 1): TimelineStay => ({
  bookingId,
  roomId: 1,
  tenantName: `T${bookingId}`,
  checkInDate: `${from}T00:00:00`,
  checkOutDate: to ? `${to}T00:00:00` : EMPTY_API_DATE,
  bookingStatus,
  checkedIn: false,
  outstanding: 0,
});
const rowOf = (stays: TimelineStay[]) => roomRows({ rooms: [room], stays }, '2026-12-01', '2026-12-07')[0];

describe("a room's row", () => {
  it('clips a stay to the days shown and says it goes on either side', () => {
    const row = rowOf([stay(1, '2026-11-20', '2026-12-03'), stay(2, '2026-12-07', null)]);
    expect(row?.bars.map((b) => [b.stay.bookingId, b.start, b.span, b.before, b.after])).toEqual([
      [1, 0, 2, true, false],
      [2, 6, 1, false, true],
    ]);
    expect(row?.taken).toEqual([true, true, false, false, false, false, true]);
    expect(row?.lanes).toBe(1);
  });

  it('holds nothing for a cancelled stay, drawn beneath the room’s own line; a stay sharing nights goes below too', () => {
    const row = rowOf([
      stay(3, '2026-12-02', '2026-12-05', BookingStatus.Cancelled),
      stay(4, '2026-12-03', '2026-12-06'),
      stay(5, '2026-12-01', '2026-12-04', BookingStatus.Complete),
    ]);
    expect(row?.bars.map((b) => [b.stay.bookingId, b.lane])).toEqual([
      [5, 0],
      [4, 1],
      [3, 2],
    ]);
    expect(row?.taken).toEqual([true, true, true, true, true, false, false]);
    expect(row?.lanes).toBe(3);
    expect(rowOf([stay(6, '2026-12-02', '2026-12-03', BookingStatus.Cancelled)])?.lanes).toBe(2);
  });

  it('is empty and free with no stay', () => {
    expect(rowOf([])).toMatchObject({ bars: [], lanes: 1, taken: [false, false, false, false, false, false, false] });
  });
});
