import {
  BookingStatus,
  type bookingCalls,
  type CallRequest,
  RecordStatus,
  RoomStatus,
  refusal,
  roleMay,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { statusRecords, toggleRecordStatus } from '../../db/record-status.js';
import { refuseUnchanged, type UpdateTarget, unchangedSince } from '../../db/row-version.js';
import { cursorPageOf, pageOf } from '../../db/sql-helpers.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { guardDoubleBooking } from './booking-clash.js';
import { createBookingStayRepository } from './booking-stay.repository.js';
import { createBookingPartiesRepository, createBookingsRepository } from './bookings.repository.js';
import { bookings } from './bookings.table.js';

type Req<K extends keyof typeof bookingCalls> = CallRequest<(typeof bookingCalls)[K]>;

/**
 * Bookings; every write that changes what a stay owes (its dates, period, rent, state) brings its
 * bills along through the stay ledger in the same transaction.
 */
export function createBookingsService({ db, ledger }: { db: Database; ledger: Ledger }) {
  const repo = createBookingsRepository(db);
  const parties = createBookingPartiesRepository(db);
  const stays = createBookingStayRepository(db);

  const records = statusRecords(db, {
    table: bookings,
    idColumn: bookings.bookingId,
    notFound: refusal('booking.notFound'),
    find: (bookingId) => repo.findById(bookingId),
  });

  /** DESIGN.md section 4: a booking needs an active tenant. */
  async function requireActiveTenant(tenantId: number) {
    const status = await parties.tenantStatus(tenantId);
    if (status !== RecordStatus.Active)
      throw new AppError(409, refusal('booking.tenantNotActive'), [
        { field: 'tenantId', ...refusal('booking.tenantNotActive') },
      ]);
  }

  /** DESIGN.md section 4: a booking needs a Ready, active room. */
  async function requireBookableRoom(roomId: number) {
    const room = await parties.room(roomId);
    if (!room)
      throw new AppError(404, refusal('booking.roomNotFound'), [
        { field: 'roomNumberId', ...refusal('booking.roomNotFound') },
      ]);
    if (room.status === RecordStatus.Active && room.roomStatus !== RoomStatus.Ready && room.underRepair) {
      throw conflict(refusal('booking.roomOutOfService', { room: room.roomNumber }));
    }
    if (room.status !== RecordStatus.Active || room.roomStatus !== RoomStatus.Ready) {
      throw conflict(refusal('booking.roomNotBookable', { room: room.roomNumber }));
    }
  }

  /**
   * A rent other than the room type's price is agreed by a Manager or the Owner (rents.set); a
   * Front desk user books at the price, or keeps the rent already agreed while the room and the
   * period stay as they are (editing a remark sends the rent the form read).
   */
  async function refuseRentNotAllowed(
    actor: CurrentUser,
    input: Req<'create'>,
    kept?: { roomId: number; bookingType: number; rentAmount: number | null },
  ) {
    if (input.rentAmount == null || roleMay(actor.role, 'rents.set')) return;
    const unchanged = kept && kept.roomId === input.roomNumberId && kept.bookingType === input.bookingType;
    if (unchanged && kept.rentAmount === input.rentAmount) return;
    const price = await parties.typePrice(input.roomNumberId, input.bookingType);
    if (price === undefined || price === input.rentAmount) return;
    const reason = refusal('booking.rentNotTypePrice', { price });
    throw new AppError(403, reason, [{ field: 'rentAmount', ...reason }]);
  }

  const valuesOf = (actor: CurrentUser, input: Req<'create'>) => ({
    tenantId: input.tenantId,
    roomId: input.roomNumberId,
    bookingDate: input.bookingDate,
    checkInDate: input.checkInDate,
    checkOutDate: input.checkOutDate,
    bookingType: input.bookingType,
    rentAmount: input.rentAmount ?? null,
    remark: input.remark,
    updateBy: actor.username,
  });

  return {
    getById: records.getById,

    list: async (filter: Req<'getList'>) => cursorPageOf(await repo.list(filter), filter),
    /** The list's whole filtered set, for an export. */
    everyRow: (filter: Omit<Req<'getList'>, 'pageSize' | 'pageIndex' | 'cursor'>) => repo.everyRow(filter),

    tenantList: async (filter: Req<'getTenantList'>) => pageOf(await parties.activeTenants(filter), filter),

    availableRooms(input: Req<'getAvailableRoom'>) {
      return stays.availableRooms(input);
    },

    async create(actor: CurrentUser, input: Req<'create'>) {
      await requireActiveTenant(input.tenantId);
      await requireBookableRoom(input.roomNumberId);
      await refuseRentNotAllowed(actor, input);
      const values = valuesOf(actor, input);
      return guardDoubleBooking(
        stays,
        () => values,
        () =>
          db.transaction(async (tx) => {
            const saved = await repo.insert(values, tx);
            await ledger.syncStays(tx, [saved.bookingId], actor.username);
            return saved;
          }),
      );
    },

    /**
     * Only an active booking is edited (a finished or cancelled stay is history; reactivate it
     * first). The tenant and the room are checked again only when they change, so a remark can
     * still be corrected after the room went into maintenance.
     */
    async update(actor: CurrentUser, input: Req<'update'>) {
      const values = valuesOf(actor, input);
      await guardDoubleBooking(
        stays,
        () => ({ ...values, bookingId: input.bookingId }),
        () =>
          db.transaction(async (tx) => {
            const current = await repo.lockForChange(tx, input.bookingId);
            if (!current) throw notFound(refusal('booking.notFound'));
            if (current.status !== RecordStatus.Active) throw conflict(refusal('booking.deleted'));
            if (current.bookingStatus !== BookingStatus.Active) throw conflict(refusal('booking.editNotActive'));
            if (current.tenantId !== input.tenantId) await requireActiveTenant(input.tenantId);
            if (current.roomId !== input.roomNumberId) await requireBookableRoom(input.roomNumberId);
            await refuseRentNotAllowed(actor, input, current);
            // Rent left out: the rent agreed before, unless the room or the period changes (then
            // the database sets the room type's price for the period).
            const priceChanges = current.roomId !== input.roomNumberId || current.bookingType !== input.bookingType;
            const { rentAmount, ...rest } = values;
            const target: UpdateTarget = {
              table: bookings,
              idColumn: bookings.bookingId,
              updateDateColumn: bookings.updateDate,
              statusColumn: bookings.status,
              id: input.bookingId,
              seen: input.rowVersion,
              notFound: refusal('booking.notFound'),
            };
            const changes = rentAmount === null && !priceChanges ? rest : values;
            const updated = await repo.update(tx, input.bookingId, changes, unchangedSince(target));
            if (!updated) await refuseUnchanged(tx, target);
            await ledger.syncStays(tx, [input.bookingId], actor.username);
          }),
      );
      return { bookingId: input.bookingId };
    },

    /**
     * A new rent from a date (README.md, Rent changes): periods starting on or after it are billed
     * at it; the ledger rebuilds the unpaid bills already made and never touches a paid one. A
     * second change of the same date replaces the first (both audited).
     */
    async changeRent(actor: CurrentUser, input: Req<'changeRent'>) {
      await db.transaction(async (tx) => {
        await ledger.lockStays(tx, [input.bookingId]);
        const current = await repo.lockForChange(tx, input.bookingId);
        if (!current) throw notFound(refusal('booking.notFound'));
        if (current.status !== RecordStatus.Active || current.bookingStatus === BookingStatus.Cancelled) {
          throw conflict(refusal('booking.changeRentNotOpen'));
        }
        if (input.fromDate < current.checkInDate) {
          throw badRequest(refusal('booking.changeRentBeforeCheckIn', { date: current.checkInDate }), 'fromDate');
        }
        if (current.checkOutDate !== null && input.fromDate >= current.checkOutDate) {
          throw badRequest(refusal('booking.changeRentAfterCheckOut', { date: current.checkOutDate }), 'fromDate');
        }
        await repo.saveRentChange(tx, input, actor.username);
        await ledger.syncStays(tx, [input.bookingId], actor.username);
      });
      return records.getById(input.bookingId);
    },

    /** Delete / Undelete with the stale check; undeleting onto a taken room is refused by the constraint. */
    async toggleStatus(actor: CurrentUser, input: Req<'delete'>) {
      await guardDoubleBooking(
        stays,
        async () => {
          const b = await repo.findStored(input.bookingId);
          return (
            b && { roomId: b.roomId, checkInDate: b.checkInDate, checkOutDate: b.checkOutDate, bookingId: b.bookingId }
          );
        },
        () =>
          db.transaction(async (tx) => {
            await ledger.lockStays(tx, [input.bookingId]);
            await toggleRecordStatus(tx, {
              table: bookings,
              idColumn: bookings.bookingId,
              id: input.bookingId,
              seenStatus: input.status,
              updateBy: actor.username,
              notFound: refusal('booking.notFound'),
            });
            await ledger.syncStays(tx, [input.bookingId], actor.username);
          }),
      );
      return records.getById(input.bookingId);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
