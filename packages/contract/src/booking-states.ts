import { BookingStatus, RecordStatus } from './enums.js';
import { type Refusal, refusal } from './i18n/refusal.js';

/**
 * The stay's state machine (DESIGN.md section 4, "Booking lifecycle"): which moves a booking
 * allows today, and the refusal of any other. The server decides with it (409 with that refusal)
 * and the web offers only what it allows (the form's buttons, the list's tick), with the
 * business's today from the server. Zod-free, so the web's screens import it without schemas.
 *
 *   Active, not arrived --checkIn (from its check-in date)--> Active, arrived
 *   Active, arrived --checkOut--> Complete --reactivate--> Active
 *   Active, not arrived --cancel--> Cancelled
 *
 * Check-out follows arrival: DESIGN's tick is "Check In before arrival and Check Out after", and
 * a stay whose tenant never came is cancelled, not completed (which would keep its bills).
 */

/** What the machine reads of a booking. */
export interface StayFacts {
  bookingStatus: BookingStatus;
  /** The record status: a deleted booking makes no move (undelete it first). */
  status: RecordStatus;
  /** The tenant has checked in (the arrival is recorded). */
  arrived: boolean;
  /** YYYY-MM-DD; a time may follow, as the API writes it. */
  checkInDate: string;
}

export const STAY_MOVES = ['checkIn', 'checkOut', 'cancel', 'reactivate'] as const;
export type StayMove = (typeof STAY_MOVES)[number];

/** Why a booking cannot make a move on `today` (YYYY-MM-DD, the business's day), or null when it can. */
export function stayMoveRefusal(move: StayMove, stay: StayFacts, today: string): Refusal | null {
  if (stay.status !== RecordStatus.Active) return refusal('booking.deleted');
  const active = stay.bookingStatus === BookingStatus.Active;
  const startDay = stay.checkInDate.slice(0, 10);
  const begun = startDay <= today;
  switch (move) {
    case 'checkIn':
      if (!active) return refusal('booking.checkInNotActive');
      if (stay.arrived) return refusal('booking.alreadyCheckedIn');
      return begun ? null : refusal('booking.checkInNotYet', { date: startDay });
    case 'checkOut':
      if (!active) return refusal('booking.checkOutNotActive');
      if (!begun) return refusal('booking.checkOutNotStarted');
      return stay.arrived ? null : refusal('booking.checkOutNotArrived');
    case 'cancel':
      if (!active) return refusal('booking.cancelNotActive');
      return stay.arrived ? refusal('booking.cancelCheckedIn') : null;
    case 'reactivate':
      return stay.bookingStatus === BookingStatus.Complete ? null : refusal('booking.reactivateNotComplete');
  }
}

/** Every move, and whether the booking allows it today. */
export function stayMoves(stay: StayFacts, today: string): Record<StayMove, boolean> {
  return {
    checkIn: stayMoveRefusal('checkIn', stay, today) === null,
    checkOut: stayMoveRefusal('checkOut', stay, today) === null,
    cancel: stayMoveRefusal('cancel', stay, today) === null,
    reactivate: stayMoveRefusal('reactivate', stay, today) === null,
  };
}

/** The booking list's tick: Check In before arrival, Check Out after; none when it cannot happen today. */
export function stayTick(stay: StayFacts, today: string): 'checkIn' | 'checkOut' | null {
  const move = stay.arrived ? 'checkOut' : 'checkIn';
  return stayMoveRefusal(move, stay, today) === null ? move : null;
}
