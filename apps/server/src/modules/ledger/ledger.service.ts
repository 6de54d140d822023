import {
  BillProration,
  BillStatus,
  type billCalls,
  type CallRequest,
  refusal,
  type SettledBill,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/transaction.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { BusinessSettingsService } from '../settings/business-settings.service.js';
import { createLedgerRepository, type LockedStay, type SyncOptions } from './ledger.repository.js';

export type { LockedStay } from './ledger.repository.js';

/** The advisory lock of the daily bill run (one runner across servers); 'kamrbill'. */
const BILLS_DAILY_LOCK = 0x6b616d7262696c6cn.toString();

/** Ids once each, in booking order: every writer locks and touches its stays in that order. */
const inOrder = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

export interface LedgerDeps {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  settings: BusinessSettingsService;
}

/**
 * What each stay owes and what paid it (README.md): the bills of a stay follow the stay, payments
 * pay them by the allocation rule, the rest is credit, late fees grow on what is owed. Bookings,
 * payments and deposits call it in their own transaction for every write that changes what a stay
 * owes or has paid: it locks the stays' booking rows first, in booking order (before any other row
 * of theirs), so concurrent writers queue per stay and never deadlock.
 */
export function createLedger(deps: LedgerDeps) {
  const { db, clock, businessTimezone, settings } = deps;
  const repo = createLedgerRepository();
  const today = () => businessDate(clock.now(), businessTimezone);

  async function syncOptions(actor: string, executor?: Tx): Promise<SyncOptions> {
    const s = await settings.get(executor);
    return {
      today: today(),
      daysAhead: s.BILL_DAYS_AHEAD,
      prorate: s.BILL_PRORATION === BillProration.Prorate,
      lateFee: {
        mode: s.LATE_FEE_MODE,
        amount: s.LATE_FEE_AMOUNT,
        cap: s.LATE_FEE_CAP,
        graceDays: s.LATE_FEE_GRACE_DAYS,
        since: s.LATE_FEE_SINCE || null,
      },
      actor,
    };
  }

  return {
    /** Locks the stays' booking rows, in booking order, and answers their statuses as locked (a missing stay has no row). */
    lockStays: (tx: Tx, ids: number[]): Promise<LockedStay[]> => repo.lockStays(tx, inOrder(ids)),

    /** Brings the stays' bills to what the stays now say (made, voided, prorated) and allocates again. */
    async syncStays(tx: Tx, ids: number[], actor: string) {
      await repo.sync(tx, inOrder(ids), await syncOptions(actor, tx));
    },

    /**
     * Puts the stays' meter readings and charges on their bills (README.md, Charges) and allocates
     * again: after a reading or a charge was written, when nothing else of the stay changed.
     */
    placeCharges: (tx: Tx, ids: number[], actor: string) => repo.placeCharges(tx, inOrder(ids), actor),

    /** Allocates the stays' rent payments again (after a payment was added, changed or deleted). */
    reallocate: (tx: Tx, ids: number[], actor: string) => repo.reallocate(tx, inOrder(ids), actor),

    /**
     * Takes a meter reading's line off its bill (before the reading is removed, while that bill is
     * open); the stay is then synced by the caller.
     */
    dropReadingLine: (tx: Tx, meterReadingId: number, actor: string) => repo.dropReadingLine(tx, meterReadingId, actor),

    /** Lets go of what a payment paid (before it is deleted or moved to another stay). */
    releasePayment: (tx: Tx, paymentId: number, actor: string) => repo.releasePayment(tx, paymentId, actor),

    /** The bills a payment paid, as they stand, and its stay's credit. */
    settledBy: (tx: Tx, paymentId: number, bookingId: number): Promise<{ settled: SettledBill[]; credit: number }> =>
      repo.settledAndCredit(tx, paymentId, bookingId),

    /** What the stay's active rent payments hold that no bill has taken yet. */
    credit: (bookingId: number) => repo.credit(db, bookingId),

    /**
     * A deposit's return pays bills of its stay (deductions of unpaid bills): each at most what is
     * still owed on it (400 otherwise, naming the bill's period); then the stay is allocated again.
     */
    async payFromDeposit(
      tx: Tx,
      deposit: { paymentId: number; bookingId: number },
      bills: { billId: number; amount: number; field: string }[],
      actor: string,
    ) {
      const byBill = new Map<number, { amount: number; field: string }>();
      for (const b of bills) {
        const seen = byBill.get(b.billId);
        byBill.set(b.billId, { amount: (seen?.amount ?? 0) + b.amount, field: seen?.field ?? b.field });
      }
      for (const [billId, { amount, field }] of byBill) {
        const bill = await repo.owedOn(tx, billId);
        if (!bill) throw new AppError(404, refusal('bill.notFound'), [{ field, ...refusal('bill.notFound') }]);
        if (bill.bookingId !== deposit.bookingId) throw badRequest(refusal('bill.ofAnotherBooking'), field);
        const open = bill.billStatus === BillStatus.Unpaid || bill.billStatus === BillStatus.PartiallyPaid;
        if (!open) throw badRequest(refusal('deposit.deductionBillNotOpen', { period: bill.period }), field);
        if (amount > bill.owed) {
          throw badRequest(refusal('deposit.deductionBillTooHigh', { period: bill.period, max: bill.owed }), field);
        }
        await repo.payFromDeposit(
          tx,
          { bookingId: deposit.bookingId, paymentId: deposit.paymentId, billId, amount },
          actor,
        );
      }
      await repo.reallocate(tx, [deposit.bookingId], actor);
    },

    /** Waives a bill (administrators): what was paid of it goes back to the stay's credit and on. */
    async voidBill(actor: string, input: CallRequest<typeof billCalls.void>) {
      await db.transaction(async (tx: Tx) => {
        const bill = await repo.billStatusOf(tx, input.billId);
        if (!bill) throw notFound(refusal('bill.notFound'));
        await repo.lockStays(tx, [bill.bookingId]);
        const locked = await repo.billStatusOf(tx, input.billId);
        if (locked?.billStatus === BillStatus.Void) throw conflict(refusal('bill.alreadyVoid'));
        await repo.voidBill(tx, input.billId, input.reason, actor);
        await repo.reallocate(tx, [bill.bookingId], actor);
      });
    },

    /**
     * The daily run (and the one at start-up): bills up to BILL_DAYS_AHEAD for every running stay,
     * late fees, allocation. One runner at a time across servers: a transaction-scoped advisory
     * lock; a second server finds it taken and leaves the work to the first. Answers the bills
     * made, or null when another server was running it.
     */
    async generateDaily(actor = 'system'): Promise<number | null> {
      const options = await syncOptions(actor);
      const lock = sql`select pg_try_advisory_xact_lock(${BILLS_DAILY_LOCK}::bigint) as ok`;
      const made = await db.transaction(async (tx) => {
        if (!(await tx.execute<{ ok: boolean }>(lock)).rows[0]?.ok) return null;
        const ids = await repo.runningStayIds(tx);
        return ids.length === 0 ? 0 : repo.sync(tx, ids, options);
      });
      if (made === null) return null;
      // Late fees reach stays that are over too (they still owe): their own transaction, each
      // stay locked first like any other writer's.
      await db.transaction(async (tx) => {
        if (!(await tx.execute<{ ok: boolean }>(lock)).rows[0]?.ok) return;
        const ids = await repo.lateFeeStayIds(tx, options);
        if (ids.length === 0) return;
        await repo.lockStays(tx, ids);
        await repo.lateFees(tx, ids, options);
      });
      return made;
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
