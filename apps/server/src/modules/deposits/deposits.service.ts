import { type CallRequest, DepositStatus, type depositCalls, refusal } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { pageOf } from '../../db/sql-helpers.js';
import { businessDate, type Clock, dateToApi } from '../../lib/business-time.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { DocumentSeries, takeDocumentNumber } from '../document-numbers/document-numbers.service.js';
import { createDepositsRepository } from './deposits.repository.js';

type Req<K extends keyof typeof depositCalls> = CallRequest<(typeof depositCalls)[K]>;

/** Thrown inside the settling transaction when the UPDATE changed nothing, to roll it back. */
const NOT_SETTLED = Symbol('not settled');
export function createDepositsService(deps: { db: Database; clock: Clock; businessTimezone: string }) {
  const repo = createDepositsRepository(deps.db);

  return {
    /** The list's whole filtered set, for an export. */
    everyRow: (filter: Omit<Req<'getList'>, 'pageSize' | 'pageIndex'>) => repo.everyRow(filter),

    async list(filter: Req<'getList'>) {
      const found = await repo.list(filter);
      return {
        ...pageOf(found, filter),
        totalAmount: found.totalAmount,
        totalReturnedAmount: found.totalReturnedAmount,
      };
    },

    /** DESIGN.md section 4, "Deposits": Full / Split return (1), Owned (2, returned 0), only from On Hold. */
    async settle(actor: CurrentUser, input: Req<'create'>) {
      const returnAmount = input.depositStatus === DepositStatus.Owned ? 0 : input.amount;
      const returnDate = input.returnDate ?? businessDate(deps.clock.now(), deps.businessTimezone);
      // Money handed back gets a receipt the tenant signs; an owned deposit hands nothing back. The
      // number is set in the settling UPDATE (one audited change); a refused settlement rolls the
      // transaction back, so its number is given back.
      const settled = await deps.db
        .transaction(async (tx) => {
          const today = businessDate(deps.clock.now(), deps.businessTimezone);
          const returnReceiptNumber =
            input.depositStatus === DepositStatus.Returned
              ? await takeDocumentNumber(tx, DocumentSeries.DepositReturn, today)
              : null;
          const updated = await repo.settle(tx, {
            paymentId: input.paymentId,
            depositStatus: input.depositStatus,
            returnAmount,
            returnDate,
            returnReceiptNumber,
            updateBy: actor.username,
          });
          if (!updated) throw NOT_SETTLED;
          return true;
        })
        .catch((error: unknown) => {
          if (error === NOT_SETTLED) return false;
          throw error;
        });
      if (!settled) {
        const deposit = await repo.findDeposit(input.paymentId);
        if (!deposit) throw notFound(refusal('deposit.notFound'));
        if (deposit.depositStatus !== DepositStatus.OnHold) throw conflict(refusal('deposit.alreadySettled'));
        if (deposit.status !== 1) throw conflict(refusal('deposit.deleted'));
        if (returnDate < deposit.paymentDate) {
          throw badRequest(refusal('deposit.returnBeforePayment', { date: deposit.paymentDate }), 'returnDate');
        }
        throw badRequest(refusal('deposit.returnAmountTooHigh', { max: deposit.amount }), 'amount');
      }
      return {
        paymentId: input.paymentId,
        depositStatus: input.depositStatus,
        returnAmount,
        returnDate: dateToApi(returnDate),
      };
    },
  };
}
