import {
  BillStatus,
  type CallRequest,
  type Payment,
  PaymentMethod,
  type PaymentSaved,
  PaymentType,
  type paymentCalls,
  RecordStatus,
  refusal,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { statusRecords, toggleRecordStatus } from '../../db/record-status.js';
import { refuseUnchanged, type UpdateTarget, unchangedSince } from '../../db/row-version.js';
import { cursorPageOf, pageOf } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import {
  DocumentSeries,
  documentNumberTaking,
  takeDocumentNumber,
} from '../document-numbers/document-numbers.service.js';
import type { Ledger, LockedStay } from '../ledger/ledger.service.js';
import { createPaymentsRepository, OLDEST_FIRST, type PaymentValues } from './payments.repository.js';
import { payments } from './payments.table.js';
import { changesReceipt } from './stated-on-receipt.js';

// The deposit list pages by the payments' kept counts, as the payment list does.
export { paymentMonthJumpOf } from './month-jump.js';

type Req<K extends keyof typeof paymentCalls> = CallRequest<(typeof paymentCalls)[K]>;

/**
 * The values to store. How it was paid: left out, none on Create and the stored one on Update
 * (`kept`); an account is named for a bank transfer only (a left-out account of a payment that
 * is no longer a transfer is dropped).
 */
function valuesOf(input: Req<'create'>, kept?: Pick<PaymentValues, 'paymentMethod' | 'paymentAccount'>): PaymentValues {
  const paymentMethod = input.paymentMethod === undefined ? (kept?.paymentMethod ?? null) : input.paymentMethod;
  const transfer = paymentMethod === PaymentMethod.BankTransfer;
  if (input.paymentAccount && !transfer) {
    throw badRequest(refusal('payment.accountOnlyForTransfer'), 'paymentAccount');
  }
  const paymentAccount = input.paymentAccount ?? (transfer ? (kept?.paymentAccount ?? '') : '');
  return {
    bookingId: input.bookingId,
    paymentDate: input.paymentDate,
    paymentType: input.paymentType,
    paymentPeriodeMonth: input.paymentPeriodeMonth,
    paymentPeriodeYear: input.paymentPeriodeYear,
    amount: input.amount,
    remark: input.remark,
    billId: input.billId ?? null,
    paymentMethod,
    paymentAccount,
  };
}

/**
 * Payments, and through the stay ledger (the bills module) what they settle: every write locks
 * the stay's booking row first and allocates the stay's rent payments again in the same
 * transaction, so bills, payments and credit never disagree.
 */
export function createPaymentsService({
  db,
  ledger,
  clock,
  businessTimezone,
}: {
  db: Database;
  ledger: Ledger;
  clock: Clock;
  businessTimezone: string;
}) {
  const repo = createPaymentsRepository(db);

  const records = statusRecords<Payment>(db, {
    table: payments,
    idColumn: payments.paymentId,
    notFound: refusal('payment.notFound'),
    find: (paymentId) => repo.findById(paymentId),
  });

  /**
   * New money is recorded only against an active, not-deleted booking (its row is locked; `locked`:
   * as the ledger's lock of the stays already read it).
   */
  async function requirePayableBooking(tx: Tx, bookingId: number, locked?: LockedStay[]) {
    const booking = locked ? locked.find((s) => s.bookingId === bookingId) : await repo.lockBooking(tx, bookingId);
    if (!booking)
      throw new AppError(404, refusal('booking.notFound'), [{ field: 'bookingId', ...refusal('booking.notFound') }]);
    if (booking.bookingStatus !== 1 || booking.status !== 1) throw conflict(refusal('payment.bookingNotPayable'));
  }

  /** A chosen bill: rent only, the payment's own stay, and still owed (or already paid by this payment). */
  async function checkChosenBill(tx: Tx, values: PaymentValues, paymentId?: number) {
    if (values.billId === null) return;
    if (values.paymentType !== PaymentType.RentPayment) throw badRequest(refusal('bill.onlyForRent'), 'billId');
    const bill = await repo.billOf(tx, values.billId);
    if (!bill) throw new AppError(404, refusal('bill.notFound'), [{ field: 'billId', ...refusal('bill.notFound') }]);
    if (bill.bookingId !== values.bookingId) throw badRequest(refusal('bill.ofAnotherBooking'), 'billId');
    const payable = bill.billStatus === BillStatus.Unpaid || bill.billStatus === BillStatus.PartiallyPaid;
    if (!payable && !(paymentId && bill.billStatus === BillStatus.Paid)) {
      throw conflict(refusal('bill.notPayable'));
    }
  }

  async function saved(tx: Tx, paymentId: number, bookingId: number): Promise<PaymentSaved> {
    return { paymentId, ...(await ledger.settledBy(tx, paymentId, bookingId)) };
  }

  return {
    getById: records.getById,

    async list(filter: Req<'getList'>) {
      const found = await repo.list({ ...filter });
      return { ...cursorPageOf(found, filter), totalPayment: found.sum };
    },

    /** A booking's history, oldest first; the total counts its active payments only. */
    async listOfBooking(filter: Req<'getPaymentByBookingId'>) {
      const [found, sum] = await Promise.all([
        repo.list(
          {
            tenantName: '',
            paymentPeriodeMonth: undefined,
            paymentPeriodeYear: undefined,
            paymentType: undefined,
            status: undefined,
            bookingId: filter.bookingId,
            pageSize: filter.pageSize,
            pageIndex: filter.pageIndex,
            cursor: filter.cursor,
          },
          OLDEST_FIRST,
        ),
        repo.activeSumOfBooking(filter.bookingId),
      ]);
      return { ...cursorPageOf(found, filter), totalPayment: sum };
    },

    /** The list's whole filtered set, for an export. */
    everyRow: (filter: Omit<Req<'getList'>, 'pageSize' | 'pageIndex' | 'cursor'>) => repo.everyRow(filter),

    /** A tenant's payments over all their stays, newest first; the total counts active payments only. */
    async listOfTenant(filter: Req<'getPaymentByTenantId'>) {
      const [found, sum] = await Promise.all([
        repo.list({
          tenantName: '',
          paymentPeriodeMonth: undefined,
          paymentPeriodeYear: undefined,
          paymentType: undefined,
          status: undefined,
          tenantId: filter.tenantId,
          pageSize: filter.pageSize,
          pageIndex: filter.pageIndex,
          cursor: filter.cursor,
        }),
        repo.activeSumOfTenant(filter.tenantId),
      ]);
      return { ...cursorPageOf(found, filter), totalPayment: sum };
    },

    bookingOptions: async (filter: Req<'getBookingOptions'>) => pageOf(await repo.bookingOptions(filter), filter),

    /** `actor`: who records it (a user, or the payment gateway's settlement: only the name is kept). */
    async create(actor: Pick<CurrentUser, 'username'>, input: Req<'create'>) {
      const values = valuesOf(input);
      return db.transaction(async (tx) => {
        const locked = await ledger.lockStays(tx, [input.bookingId]);
        await requirePayableBooking(tx, input.bookingId, locked);
        await checkChosenBill(tx, values);
        // The receipt is issued today (its year picks the series), whatever date the payment names;
        // its number is taken by the insert itself.
        const receipt = documentNumberTaking(
          DocumentSeries.PaymentReceipt,
          businessDate(clock.now(), businessTimezone),
        );
        const { paymentId, receiptNumber } = await repo.insert(tx, values, actor.username, receipt);
        if (values.paymentType === PaymentType.RentPayment) {
          await ledger.reallocate(tx, [input.bookingId], actor.username);
          if (values.billId !== null) await repo.stateBillLeft(tx, paymentId, values.billId);
        }
        return { paymentId, ...(await ledger.settledBy(tx, paymentId, input.bookingId)), receiptNumber };
      });
    },

    /**
     * Re-allocates the stay it was on and the one it moves to, in one transaction. Only the
     * payment as the caller read it (`rowVersion`), and not a deleted one. An issued receipt is
     * never changed: when the update changes what it states, the payment gets a new receipt
     * number (and a returned deposit a new return receipt number); the old number's share links
     * then say it was replaced.
     */
    async update(actor: CurrentUser, input: Req<'update'>) {
      const before = await repo.bookingOfPayment(input.paymentId);
      if (before === undefined) throw notFound(refusal('payment.notFound'));
      const target: UpdateTarget = {
        table: payments,
        idColumn: payments.paymentId,
        updateDateColumn: payments.updateDate,
        statusColumn: payments.status,
        id: input.paymentId,
        seen: input.rowVersion,
        notFound: refusal('payment.notFound'),
      };
      return db.transaction(async (tx) => {
        await ledger.lockStays(tx, [before, input.bookingId]);
        const current = await repo.lockPayment(tx, input.paymentId);
        if (!current) throw notFound(refusal('payment.notFound'));
        // Moved by someone else between the look and the lock: its stay is not the one locked.
        if (current.bookingId !== before) throw conflict(refusal('record.stale'));
        if (current.status !== RecordStatus.Active) throw conflict(refusal('record.deleted'));
        const values = valuesOf(input, current);
        // Moving a payment to another booking is new money for that booking.
        if (current.bookingId !== input.bookingId) await requirePayableBooking(tx, input.bookingId);
        const settledDeposit = current.depositStatus !== null && current.depositStatus !== 0;
        if (settledDeposit && (input.paymentType !== current.paymentType || input.amount !== current.amount)) {
          throw conflict(refusal('deposit.settledLocked'));
        }
        if (
          current.paymentType === PaymentType.Deposit &&
          current.allocatedAmount > 0 &&
          current.bookingId !== input.bookingId
        )
          throw conflict(refusal('deposit.paidBills'));
        // A deposit held with deductions already recorded (an inspection's damaged item) stays a
        // deposit of its stay, of at least what they keep back.
        if (
          current.paymentType === PaymentType.Deposit &&
          current.deductedAmount > 0 &&
          (input.paymentType !== current.paymentType ||
            current.bookingId !== input.bookingId ||
            input.amount < current.deductedAmount)
        )
          throw conflict(refusal('deposit.hasDeductions', { amount: current.deductedAmount }));
        await checkChosenBill(tx, values, input.paymentId);
        if (current.paymentType === PaymentType.RentPayment)
          await ledger.releasePayment(tx, input.paymentId, actor.username);
        // New numbers are taken in this transaction: a refused update gives them back.
        const today = businessDate(clock.now(), businessTimezone);
        const reissue = changesReceipt(current, values);
        const receipts = reissue
          ? {
              receiptNumber: await takeDocumentNumber(tx, DocumentSeries.PaymentReceipt, today),
              ...(current.returnReceiptNumber
                ? { returnReceiptNumber: await takeDocumentNumber(tx, DocumentSeries.DepositReturn, today) }
                : {}),
            }
          : {};
        const updated = await repo.update(tx, unchangedSince(target), values, actor.username, receipts);
        if (!updated) await refuseUnchanged(tx, target);
        await ledger.reallocate(tx, [current.bookingId, input.bookingId], actor.username);
        // The new receipt states its bill as it stands now; an unchanged receipt keeps what it said.
        if (reissue) {
          await repo.stateBillLeft(
            tx,
            input.paymentId,
            values.paymentType === PaymentType.RentPayment ? values.billId : null,
          );
        }
        return saved(tx, input.paymentId, input.bookingId);
      });
    },

    /** Delete lets go of what the payment paid (the stay's other payments take over); Undelete allocates it again. */
    async toggleStatus(actor: CurrentUser, input: Req<'delete'>) {
      const bookingId = await repo.bookingOfPayment(input.paymentId);
      if (bookingId === undefined) throw notFound(refusal('payment.notFound'));
      await db.transaction(async (tx) => {
        await ledger.lockStays(tx, [bookingId]);
        const current = await repo.lockPayment(tx, input.paymentId);
        if (!current || current.bookingId !== bookingId) throw conflict(refusal('record.stale'));
        if (current.paymentType === PaymentType.Deposit && current.allocatedAmount > 0)
          throw conflict(refusal('deposit.paidBills'));
        if (current.status === RecordStatus.Active) await ledger.releasePayment(tx, input.paymentId, actor.username);
        await toggleRecordStatus(tx, {
          table: payments,
          idColumn: payments.paymentId,
          id: input.paymentId,
          seenStatus: input.status,
          updateBy: actor.username,
          notFound: refusal('payment.notFound'),
        });
        await ledger.reallocate(tx, [bookingId], actor.username);
      });
      return records.getById(input.paymentId);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
