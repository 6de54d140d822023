import { refusal } from '@kamar/contract';
import { withSavepoint } from '../../db/actor-scope.js';
import { PgError, violatedConstraint } from '../../db/sql-helpers.js';
import { conflict } from '../../lib/errors.js';
import type { createBookingStayRepository, Stay } from './booking-stay.repository.js';

export const NO_DOUBLE_BOOKING = 'bookings_no_double_booking';

/**
 * Runs a change that may put a stay on a room and turns a violation of the exclusion constraint
 * into 409 naming the room and the clashing stay. The constraint decides (under any concurrency);
 * the lookup afterwards only finds the room and dates the refusal names.
 */
export async function guardDoubleBooking<T>(
  stays: ReturnType<typeof createBookingStayRepository>,
  stay: () => Promise<Stay | undefined> | Stay | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await withSavepoint(work);
  } catch (error) {
    if (violatedConstraint(error, PgError.exclusionViolation) !== NO_DOUBLE_BOOKING) throw error;
    const wanted = await stay();
    if (!wanted) throw error;
    const clash = await stays.firstClash(wanted);
    if (!clash) {
      // The other booking changed again since; the refusal stands, without dates.
      const roomNumber = await stays.roomNumber(wanted.roomId);
      throw conflict(refusal('booking.roomTakenUnknown', { room: roomNumber }));
    }
    throw conflict(
      clash.to
        ? refusal('booking.roomTaken', { room: clash.roomNumber, from: clash.from, to: clash.to })
        : refusal('booking.roomTakenOnwards', { room: clash.roomNumber, from: clash.from }),
    );
  }
}
