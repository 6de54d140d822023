import type { KeptCounter } from '../../db/routines/kept-counter.js';

/** What a booking's write keeps besides the booking (db/routines/kept-counter.ts). */
export const bookingCounters: KeptCounter[] = [
  {
    table: 'booking_counts',
    from: 'bookings',
    why: "the booking list's count when only its statuses filter it",
    keys: { booking_status: 'x.booking_status', status: 'x.status' },
    sums: { row_count: '1' },
  },
  {
    table: 'booking_day_counts',
    from: 'bookings',
    why: 'a page of the booking list asked by its number starts from the edge of its check-in day',
    keys: { check_in_date: 'x.check_in_date', booking_status: 'x.booking_status', status: 'x.status' },
    sums: { row_count: '1' },
  },
];
