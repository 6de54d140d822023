import { type Booking, type BookingRow, BookingStatus, RecordStatus } from '@kamar/contract';
import dayjs from 'dayjs';

type StayState = Pick<Booking, 'bookingStatus' | 'status' | 'checkInDate'> & { arrived: boolean };

/** What can happen to a stay today (DESIGN.md section 4), so that only those actions are offered. */
export function stayMoves(stay: StayState, today: string = dayjs().format('YYYY-MM-DD')) {
  const open = stay.status === RecordStatus.Active && stay.bookingStatus === BookingStatus.Active;
  return {
    /** The tenant arrives: the stay has started (not one that starts in the future), not yet arrived. */
    checkIn: open && !stay.arrived && stay.checkInDate.slice(0, 10) <= today,
    /** The tenant leaves: only after arriving. */
    checkOut: open && stay.arrived,
    /** Called off before the tenant came. */
    cancel: open && !stay.arrived,
    reactivate: stay.status === RecordStatus.Active && stay.bookingStatus === BookingStatus.Complete,
  };
}

export const bookingState = (b: Booking): StayState => ({ ...b, arrived: b.checkedInAt !== '' });
export const rowState = (b: BookingRow): StayState => ({ ...b, arrived: b.checkedIn });
