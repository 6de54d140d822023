import {
  type CallRequest,
  DeductionKind,
  type DepositReturn,
  DepositStatus,
  type depositCalls,
  refusal,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { cursorPageOf } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { businessDate, type Clock, dateToApi } from '../../lib/business-time.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { DocumentSeries, takeDocumentNumber } from '../document-numbers/document-numbers.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { createDepositsRepository } from './deposits.repository.js';

type Req<K extends keyof typeof depositCalls> = CallRequest<(typeof depositCalls)[K]>;

export function createDepositsService(deps: { db: Database; clock: Clock; businessTimezone: string; ledger: Ledger }) {
  const repo = createDepositsRepository(deps.db);

  return {
    /** The list's whole filtered set, for an export. */
    everyRow: (filter: Omit<Req<'getList'>, 'pageSize' | 'pageIndex' | 'cursor'>) => repo.everyRow(filter),

    async list(filter: Req<'getList'>) {
      const found = await repo.list(filter);
      return {
        ...cursorPageOf(found, filter),
        totalAmount: found.totalAmount,
        totalReturnedAmount: found.totalReturnedAmount,
      };
    },

    async getById(paymentId: number): Promise<DepositReturn> {
      const found = await repo.findReturn(paymentId);
      if (!found) throw notFound(refusal('deposit.notFound'));
      return { ...found, deductions: await repo.deductionsOf(paymentId) } as unknown as DepositReturn;
    },

    /**
     * DESIGN.md section 4, "Deposits": Full / Split return (1), Owned (2, returned 0), only from On
     * Hold. A return may keep back deductions; then the returned amount is the deposit minus them
     * (those recorded before it, from an inspection, and those it sends), and a deducted unpaid
     * bill is paid from the deposit, in the same transaction.
     */
    async settle(actor: CurrentUser, input: Req<'create'>) {
      const returnAmount = input.depositStatus === DepositStatus.Owned ? 0 : input.amount;
      const returnDate = input.returnDate ?? businessDate(deps.clock.now(), deps.businessTimezone);
      const deducted = input.deductions.reduce((sum, d) => sum + d.amount, 0);
      const found = await repo.findDeposit(input.paymentId);
      if (!found) throw notFound(refusal('deposit.notFound'));
      const totalDeductions = await deps.db.transaction(async (tx) => {
        await deps.ledger.lockStays(tx, [found.bookingId]);
        // Read again under the stay's lock: a deduction recorded before the return (beforeReturn)
        // takes the same lock, so what was deducted cannot change under this return.
        const deposit = (await repo.findDeposit(input.paymentId, tx)) ?? found;
        const allDeducted = deposit.deductedAmount + deducted;
        if (allDeducted > 0 && deposit.depositStatus === DepositStatus.OnHold && deposit.status === 1) {
          if (allDeducted > deposit.amount)
            throw badRequest(refusal('deposit.deductionsTooHigh', { max: deposit.amount }), 'deductions');
          if (input.depositStatus === DepositStatus.Returned && returnAmount !== deposit.amount - allDeducted)
            throw badRequest(
              refusal('deposit.returnAmountMismatch', { amount: deposit.amount - allDeducted }),
              'amount',
            );
        }
        // Money handed back gets a receipt the tenant signs; an owned deposit hands nothing back. The
        // number is set in the settling UPDATE (one audited change); a refusal below throws inside
        // this transaction, so its number is given back.
        const returnReceiptNumber =
          input.depositStatus === DepositStatus.Returned
            ? await takeDocumentNumber(
                tx,
                DocumentSeries.DepositReturn,
                businessDate(deps.clock.now(), deps.businessTimezone),
              )
            : null;
        const settled = await repo.settle(tx, {
          paymentId: input.paymentId,
          depositStatus: input.depositStatus,
          returnAmount,
          returnDate,
          returnReceiptNumber,
          updateBy: actor.username,
          deducted,
        });
        if (!settled) {
          const now = await repo.findDeposit(input.paymentId, tx);
          if (!now) throw notFound(refusal('deposit.notFound'));
          if (now.depositStatus !== DepositStatus.OnHold) throw conflict(refusal('deposit.alreadySettled'));
          if (now.status !== 1) throw conflict(refusal('deposit.deleted'));
          if (returnDate < now.paymentDate) {
            throw badRequest(refusal('deposit.returnBeforePayment', { date: now.paymentDate }), 'returnDate');
          }
          throw badRequest(refusal('deposit.returnAmountTooHigh', { max: now.amount }), 'amount');
        }
        if (input.deductions.length === 0) return allDeducted;
        await repo.insertDeductions(
          tx,
          input.paymentId,
          input.deductions.map((d) => ({ kind: d.kind, amount: d.amount, billId: d.billId ?? null, note: d.note })),
          actor.username,
        );
        const bills = input.deductions
          .map((d, i) => ({ billId: d.billId ?? 0, amount: d.amount, field: `deductions.${i}.amount`, kind: d.kind }))
          .filter((d) => d.kind === DeductionKind.UnpaidBill);
        if (bills.length > 0)
          await deps.ledger.payFromDeposit(
            tx,
            { paymentId: input.paymentId, bookingId: found.bookingId },
            bills,
            actor.username,
          );
        return allDeducted;
      });
      return {
        paymentId: input.paymentId,
        depositStatus: input.depositStatus,
        returnAmount,
        returnDate: dateToApi(returnDate),
        totalDeductions,
      };
    },

    /**
     * A deduction recorded before the deposit is returned (an inspection's damaged or missing
     * item): from then on one of the deposit's deductions, which its return takes in and cannot
     * drop (settle). Within what the stay's On Hold deposit still holds; the stay's lock first, as
     * a return takes it. Answers the deduction, or why there is none.
     */
    async deductBeforeReturn(
      tx: Tx,
      d: { bookingId: number; kind: DeductionKind; amount: number; note: string; updateBy: string },
    ): Promise<
      | { deductionId: number; paymentId: number; held: number }
      | { refused: 'noDeposit' | 'settled' }
      | { refused: 'tooHigh'; max: number }
    > {
      await deps.ledger.lockStays(tx, [d.bookingId]);
      const deposits = await repo.depositsOfStay(tx, d.bookingId);
      if (deposits.length === 0) return { refused: 'noDeposit' };
      const held = deposits
        .filter((x) => x.depositStatus === DepositStatus.OnHold)
        .map((x) => ({ ...x, held: x.amount - x.deductedAmount }));
      if (held.length === 0) return { refused: 'settled' };
      const deposit = held.find((x) => x.held >= d.amount);
      if (!deposit) return { refused: 'tooHigh', max: Math.max(...held.map((x) => x.held)) };
      const deductionId = await repo.insertDeduction(tx, deposit.paymentId, d, d.updateBy);
      return { deductionId, paymentId: deposit.paymentId, held: deposit.held - d.amount };
    },

    /** A stay's deposit as an inspection shows it: the first still On Hold, else the last settled. */
    heldOfStay: (bookingId: number) => repo.heldOfStay(bookingId),
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
