import { BookingStatus, MeterReadingKind, refusal, type StayMove, stayMoveRefusal } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, businessDayStart, type Clock } from '../../lib/business-time.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { MeterReadingsService } from '../meter-readings/meter-readings.service.js';
import { guardDoubleBooking } from './booking-clash.js';
import { createBookingStayRepository } from './booking-stay.repository.js';
import { type BookingValues, createBookingsRepository, type StoredBooking } from './bookings.repository.js';

type Changes = Partial<BookingValues> & {
  bookingStatus?: BookingStatus;
  checkedInAt?: Date | null;
  checkedOutAt?: Date | null;
};

/** The day after `date` (YYYY-MM-DD), by the calendar. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The contract's state machine allows the move on `day`, or the booking is refused with its words (409). */
function allow(move: StayMove, b: StoredBooking, day: string) {
  const refused = stayMoveRefusal(move, { ...b, arrived: b.checkedIn }, day);
  if (refused) throw conflict(refused);
}

/**
 * The booking lifecycle of DESIGN.md section 4. Each transition locks the booking's row, asks the
 * contract's state machine (`booking-states.ts`, which the web's buttons read too) whether the move
 * is allowed from the state it is in (else 409) and writes the new state in one transaction;
 * "today" is the business day of the injected clock.
 */
export function createBookingLifecycleService(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  ledger: Ledger;
  meters: MeterReadingsService;
}) {
  const { db, clock, businessTimezone } = deps;
  const repo = createBookingsRepository(db);
  const stays = createBookingStayRepository(db);
  const today = () => businessDate(clock.now(), businessTimezone);

  /** The meter readings taken at the door, recorded after the stay moved (a check-out's need it Complete). */
  type Readings = { kind: MeterReadingKind; readings: Parameters<MeterReadingsService['recordAtMove']>[3] };

  async function transition(
    actor: CurrentUser,
    bookingId: number,
    decide: (booking: StoredBooking, today: string) => Changes,
    readings?: Readings,
  ) {
    let planned: StoredBooking | undefined;
    await guardDoubleBooking(
      stays,
      () =>
        planned && {
          roomId: planned.roomId,
          checkInDate: planned.checkInDate,
          checkOutDate: planned.checkOutDate,
          bookingId,
        },
      () =>
        db.transaction(async (tx) => {
          const current = await repo.lockForChange(tx, bookingId);
          if (!current) throw notFound(refusal('booking.notFound'));
          const changes = decide(current, today());
          planned = { ...current, ...changes } as StoredBooking;
          await repo.update(tx, bookingId, { ...changes, updateBy: actor.username });
          if (readings && readings.readings.length > 0) {
            await deps.meters.recordAtMove(
              tx,
              actor,
              { bookingId, roomId: current.roomId, kind: readings.kind },
              readings.readings,
            );
          }
          await deps.ledger.syncStays(tx, [bookingId], actor.username);
        }),
    );
    const saved = await repo.findById(bookingId);
    if (!saved) throw notFound(refusal('booking.notFound'));
    return saved;
  }

  return {
    /**
     * Active, not yet checked in, and the stay has begun: records the arrival. A stay that began
     * on an earlier day (typed in afterwards) arrived on its first day, not today: the arrival is
     * recorded as the start of that day, as the confirmation tells the person checking in.
     */
    checkIn: (actor: CurrentUser, bookingId: number, readings: Readings['readings'] = []) =>
      transition(
        actor,
        bookingId,
        (b, day) => {
          allow('checkIn', b, day);
          return { checkedInAt: b.checkInDate < day ? businessDayStart(b.checkInDate, businessTimezone) : clock.now() };
        },
        { kind: MeterReadingKind.CheckIn, readings },
      ),

    /**
     * Check-out: an arrived Active stay -> Complete, the departure recorded, and the check-out date
     * brought to today when it is empty or later. A stay that began today ends tomorrow at the
     * earliest, because a stay always ends after it begins (the database checks it too).
     */
    completeBooking: (actor: CurrentUser, bookingId: number, readings: Readings['readings'] = []) =>
      transition(
        actor,
        bookingId,
        (b, day) => {
          allow('checkOut', b, day);
          const end = b.checkInDate === day ? nextDay(day) : day;
          const checkOutDate = b.checkOutDate === null || b.checkOutDate > end ? end : b.checkOutDate;
          return { bookingStatus: BookingStatus.Complete, checkOutDate, checkedOutAt: clock.now() };
        },
        { kind: MeterReadingKind.CheckOut, readings },
      ),

    /**
     * Complete -> Active: the tenant stays after all. A check-out date that was already due when
     * reactivated (by tomorrow at the latest, which is what CompleteBooking leaves) is cleared, so
     * the stay is open-ended again; if someone has booked the room since, the exclusion
     * constraint refuses it and the answer names that booking.
     */
    reactiveBooking: (actor: CurrentUser, bookingId: number) =>
      transition(actor, bookingId, (b, day) => {
        allow('reactivate', b, day);
        const due = b.checkOutDate !== null && b.checkOutDate <= nextDay(day);
        return {
          bookingStatus: BookingStatus.Active,
          checkedOutAt: null,
          ...(due ? { checkOutDate: null } : {}),
        };
      }),

    /** Active and not yet checked in -> Cancelled (the room is free again for that stay). */
    cancelBooking: (actor: CurrentUser, bookingId: number) =>
      transition(actor, bookingId, (b, day) => {
        allow('cancel', b, day);
        return { bookingStatus: BookingStatus.Cancelled };
      }),
  };
}

export type BookingLifecycleService = ReturnType<typeof createBookingLifecycleService>;
