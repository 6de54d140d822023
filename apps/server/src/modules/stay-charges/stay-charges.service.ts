import {
  BookingStatus,
  type CallRequest,
  ChargeKind,
  RecordStatus,
  refusal,
  roleMay,
  type stayChargeCalls,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/transaction.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { type ChargedStay, createStayChargesRepository } from './stay-charges.repository.js';

type Req<K extends keyof typeof stayChargeCalls> = CallRequest<(typeof stayChargeCalls)[K]>;

/**
 * A stay's add-on charges (README.md): parking or wifi on every bill of its dates, laundry or a
 * key once. Each write brings the stay's bills along through the ledger in its transaction (the
 * ledger places the lines); a paid bill never changes.
 */
export function createStayChargesService({ db, ledger }: { db: Database; ledger: Ledger }) {
  const repo = createStayChargesRepository(db);

  /** The stay, locked, that charges may be added to: active or completed, not deleted. */
  async function openStay(tx: Tx, bookingId: number): Promise<ChargedStay> {
    await ledger.lockStays(tx, [bookingId]);
    const stay = await repo.stay(tx, bookingId);
    if (!stay)
      throw new AppError(404, refusal('booking.notFound'), [{ field: 'bookingId', ...refusal('booking.notFound') }]);
    if (stay.status !== RecordStatus.Active || stay.bookingStatus === BookingStatus.Cancelled) {
      throw conflict(refusal('stayCharge.bookingNotOpen'));
    }
    return stay;
  }

  /** Front desk charges at the type's price (or the one agreed before); another needs rents.set, as a rent does. */
  function checkPrice(actor: CurrentUser, price: number, typePrice: number, kept?: number) {
    if (price === typePrice || price === kept || roleMay(actor.role, 'rents.set')) return;
    const reason = refusal('stayCharge.priceNotTypePrice', { price: typePrice });
    throw new AppError(403, reason, [{ field: 'unitPrice', ...reason }]);
  }

  async function refuseOnPaidBill(tx: Tx, stayChargeId: number) {
    const number = await repo.closedBillOf(tx, stayChargeId);
    if (number !== null) throw conflict(refusal('stayCharge.onPaidBill', { number }));
  }

  return {
    async create(actor: CurrentUser, input: Req<'create'>) {
      const stayChargeId = await db.transaction(async (tx) => {
        const stay = await openStay(tx, input.bookingId);
        const type = await repo.chargeType(tx, input.chargeTypeId);
        if (!type) {
          throw new AppError(404, refusal('chargeType.notFound'), [
            { field: 'chargeTypeId', ...refusal('chargeType.notFound') },
          ]);
        }
        const named = { type: type.chargeTypeName };
        if (type.chargeKind === ChargeKind.Metered)
          throw badRequest(refusal('stayCharge.metered', named), 'chargeTypeId');
        if (type.status !== RecordStatus.Active)
          throw badRequest(refusal('stayCharge.typeNotActive', named), 'chargeTypeId');
        if (type.propertyId !== null && type.propertyId !== stay.propertyId) {
          throw badRequest(refusal('stayCharge.typeOfAnotherProperty', named), 'chargeTypeId');
        }
        if (input.startDate < stay.checkInDate) {
          throw badRequest(refusal('stayCharge.startBeforeCheckIn', { date: stay.checkInDate }), 'startDate');
        }
        const unitPrice = input.unitPrice ?? type.unitPrice;
        checkPrice(actor, unitPrice, type.unitPrice);
        const id = await repo.insert(
          tx,
          {
            bookingId: input.bookingId,
            chargeTypeId: input.chargeTypeId,
            chargeKind: type.chargeKind,
            description: type.chargeTypeName,
            unitName: type.unitName,
            quantity: input.quantity,
            unitPrice,
            startDate: input.startDate,
            endDate: input.endDate ?? null,
            remark: input.remark,
          },
          actor.username,
        );
        await ledger.placeCharges(tx, [input.bookingId], actor.username);
        return id;
      });
      return { stayChargeId };
    },

    async update(actor: CurrentUser, input: Req<'update'>) {
      await db.transaction(async (tx) => {
        const seen = await repo.find(tx, input.stayChargeId);
        if (!seen) throw notFound(refusal('stayCharge.notFound'));
        const stay = await openStay(tx, seen.bookingId);
        const charge = await repo.find(tx, input.stayChargeId);
        if (!charge) throw notFound(refusal('stayCharge.notFound'));
        if (charge.status !== RecordStatus.Active) throw conflict(refusal('stayCharge.deleted'));
        if (input.rowVersion !== undefined && input.rowVersion !== charge.rowVersion) {
          throw conflict(refusal('record.stale'));
        }
        if (charge.chargeKind === ChargeKind.OneOff) await refuseOnPaidBill(tx, charge.stayChargeId);
        if (input.startDate < stay.checkInDate) {
          throw badRequest(refusal('stayCharge.startBeforeCheckIn', { date: stay.checkInDate }), 'startDate');
        }
        const type = await repo.chargeType(tx, charge.chargeTypeId);
        const unitPrice = input.unitPrice ?? charge.unitPrice;
        checkPrice(actor, unitPrice, type?.unitPrice ?? charge.unitPrice, charge.unitPrice);
        await repo.update(
          tx,
          charge.stayChargeId,
          {
            quantity: input.quantity,
            unitPrice,
            startDate: input.startDate,
            endDate: input.endDate ?? null,
            remark: input.remark,
          },
          actor.username,
        );
        await ledger.placeCharges(tx, [charge.bookingId], actor.username);
      });
      return { stayChargeId: input.stayChargeId };
    },

    /** Stops a charge: its lines come off the bills not yet paid. */
    async stop(actor: CurrentUser, input: Req<'delete'>) {
      await db.transaction(async (tx) => {
        const seen = await repo.find(tx, input.stayChargeId);
        if (!seen) throw notFound(refusal('stayCharge.notFound'));
        await ledger.lockStays(tx, [seen.bookingId]);
        const charge = await repo.find(tx, input.stayChargeId);
        if (!charge) throw notFound(refusal('stayCharge.notFound'));
        if (charge.status !== RecordStatus.Active) throw conflict(refusal('stayCharge.deleted'));
        if (charge.chargeKind === ChargeKind.OneOff) await refuseOnPaidBill(tx, charge.stayChargeId);
        await repo.stop(tx, charge.stayChargeId, actor.username);
        await ledger.placeCharges(tx, [charge.bookingId], actor.username);
      });
      return { stayChargeId: input.stayChargeId };
    },

    async ofStay(input: Req<'getList'>) {
      if (!(await repo.stay(db, input.bookingId))) throw notFound(refusal('booking.notFound'));
      return repo.ofStay({ bookingId: input.bookingId });
    },

    async getById(stayChargeId: number) {
      const [charge] = await repo.ofStay({ stayChargeId });
      if (!charge) throw notFound(refusal('stayCharge.notFound'));
      return charge;
    },
  };
}

export type StayChargesService = ReturnType<typeof createStayChargesService>;
