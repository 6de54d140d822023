import type { SettledBill } from '@kamar/contract';
import type { Tx } from '../db/transaction.js';

/** A stay's booking row as `lockStays` locked it. */
export type LockedStay = {
  bookingId: number;
  bookingStatus: number;
  status: number;
};

/**
 * What the bills module does for the modules whose writes change what a stay owes or has paid
 * (bookings, payments, deposits). `app.ts` hands the bills module's implementation to them, so
 * they need not import it (bills reads their tables; a loop would follow).
 *
 * Every method runs inside the caller's transaction and locks the stays' booking rows in booking
 * order first, so concurrent writers queue per stay and never deadlock.
 */
export interface StayLedger {
  /** Brings the stays' bills to what the stays now say (made, voided, prorated) and allocates again. */
  syncStays(tx: Tx, bookingIds: number[], actor: string): Promise<void>;
  /** Allocates the stays' rent payments again (after a payment was added, changed or deleted). */
  reallocate(tx: Tx, bookingIds: number[], actor: string): Promise<void>;
  /** Lets go of what a payment paid (before it is deleted or moved). */
  releasePayment(tx: Tx, paymentId: number): Promise<void>;
  /**
   * The bills a payment paid, as they stand, and its stay's credit. `'inserted'`: the payment this
   * transaction inserted last, so the read can be sent right behind the insert, before its id is back.
   */
  settledBy(
    tx: Tx,
    paymentId: number | 'inserted',
    bookingId: number,
  ): Promise<{ settled: SettledBill[]; credit: number }>;
  /**
   * A deposit's return pays bills of its stay (deductions of unpaid bills): each at most what is
   * still owed on it (400 otherwise, naming the bill's period).
   */
  payFromDeposit(
    tx: Tx,
    deposit: { paymentId: number; bookingId: number },
    bills: { billId: number; amount: number; field: string }[],
    actor: string,
  ): Promise<void>;
  /**
   * Locks the stays' booking rows, in booking order (before any other row of theirs), and answers
   * their statuses as locked (a stay that does not exist has no row).
   */
  lockStays(tx: Tx, bookingIds: number[]): Promise<LockedStay[]>;
}
