import { describe, expect, it } from 'vitest';
import { backOf, startedFrom } from './booking-start';

const query = (text: string) => new URLSearchParams(text);

describe('a booking started from the timeline', () => {
  it('fills in the room and the check-in date; a stay dragged across days its check-out and period', () => {
    expect(startedFrom(query('roomId=7&checkInDate=2026-12-05'))).toEqual({
      roomNumberId: '7',
      checkInDate: '2026-12-05',
    });
    expect(startedFrom(query('roomId=7&checkInDate=2026-12-05&checkOutDate=2026-12-08'))).toMatchObject({
      checkOutDate: '2026-12-08',
      bookingType: '1',
    });
    expect(startedFrom(query('roomId=7&checkInDate=2026-12-05&checkOutDate=2026-12-19')).bookingType).toBe('2');
    expect(startedFrom(query('roomId=7&checkInDate=2026-12-01&checkOutDate=2027-01-01')).bookingType).toBe('3');
  });

  it('leaves out what is not a real date, a room that is no id, or a check-out not after the check-in', () => {
    expect(startedFrom(query('roomId=7&checkInDate=2026-02-30'))).toEqual({});
    expect(startedFrom(query('roomId=x&checkInDate=2026-12-05'))).toEqual({ checkInDate: '2026-12-05' });
    expect(startedFrom(query('roomId=7&checkInDate=2026-12-05&checkOutDate=2026-12-05'))).toEqual({
      roomNumberId: '7',
      checkInDate: '2026-12-05',
    });
    expect(startedFrom(query(''))).toEqual({});
  });

  it('returns to the timeline it came from, and nowhere else', () => {
    expect(backOf(query(`back=${encodeURIComponent('/timeline?view=month&from=2026-12-01')}`))).toBe(
      '/timeline?view=month&from=2026-12-01',
    );
    expect(backOf(query('back=/timeline'))).toBe('/timeline');
    expect(backOf(query('back=https://evil.example/timeline'))).toBe('/booking');
    expect(backOf(query('back=/timeline-elsewhere'))).toBe('/booking');
    expect(backOf(query(''))).toBe('/booking');
  });
});
