import {
  AgingBucket,
  type AgingTotal,
  type ArrearsRow,
  type Bill,
  BillProration,
  BillStatus,
  type billCalls,
  type CallRequest,
  refusal,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cursorPageOf, pageOf } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { StayLedger } from '../../lib/stay-ledger.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { BusinessSettingsService } from '../settings/business-settings.service.js';
import { createArrearsRepository } from './arrears.repository.js';
import { createBillsRepository, type SyncOptions } from './bills.repository.js';

type Req<K extends keyof typeof billCalls> = CallRequest<(typeof billCalls)[K]>;

/** The advisory lock of the daily bill run (one runner across servers); 'kamrbill'. */
const BILLS_DAILY_LOCK = 0x6b616d7262696c6cn.toString();

const ALL_BUCKETS = [AgingBucket.DueToday, AgingBucket.Days1To30, AgingBucket.Days31To60, AgingBucket.Days61Plus];

/** Every aging bucket, in order, zero where no stay falls in it. */
export function allBuckets(found: { agingBucket: number; bookings: number; outstanding: number }[]): AgingTotal[] {
  return ALL_BUCKETS.map((agingBucket) => {
    const row = found.find((b) => Number(b.agingBucket) === agingBucket);
    return { agingBucket, bookings: Number(row?.bookings ?? 0), outstanding: Number(row?.outstanding ?? 0) };
  });
}

export interface BillsDeps {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  settings: BusinessSettingsService;
}

/** The bills' rules (README.md): generation, allocation, waiving, and the lists. */
export function createBillsService(deps: BillsDeps) {
  const { db, clock, businessTimezone, settings } = deps;
  const repo = createBillsRepository(db);
  const arrearsRepo = createArrearsRepository(db);
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

  async function getById(billId: number): Promise<Bill> {
    const bill = await repo.findById(db, billId, today());
    if (!bill) throw notFound(refusal('bill.notFound'));
    return bill as unknown as Bill;
  }

  const ledger: StayLedger = {
    lockStays: (tx, ids) =>
      repo.lockStays(
        tx,
        [...new Set(ids)].sort((a, b) => a - b),
      ),
    async syncStays(tx, ids, actor) {
      await repo.sync(
        tx,
        [...new Set(ids)].sort((a, b) => a - b),
        await syncOptions(actor, tx),
      );
    },
    reallocate: (tx, ids, actor) =>
      repo.reallocate(
        tx,
        [...new Set(ids)].sort((a, b) => a - b),
        actor,
      ),
    releasePayment: (tx, paymentId) => repo.releasePayment(tx, paymentId),
    async payFromDeposit(tx, deposit, bills, actor) {
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
        await repo.allocate(tx, { bookingId: deposit.bookingId, paymentId: deposit.paymentId, billId, amount }, actor);
      }
      await repo.reallocate(tx, [deposit.bookingId], actor);
    },
    settledBy: (tx, paymentId, bookingId) => repo.settledAndCredit(tx, paymentId, bookingId),
  };

  return {
    ledger,
    getById,

    /** The list's whole filtered set, for an export. */
    everyRow: (filter: Omit<Req<'getList'>, 'pageSize' | 'pageIndex' | 'cursor'>) => repo.everyRow(filter, today()),

    async list(filter: Req<'getList'>) {
      const found = await repo.list(filter, today());
      return {
        ...cursorPageOf(found, filter),
        totalAmount: found.totalAmount,
        totalPaid: found.totalPaid,
        totalOutstanding: found.totalOutstanding,
      };
    },

    async ofBooking(filter: Req<'getByBookingId'>) {
      const [found, credit] = await Promise.all([
        repo.ofBooking(filter.bookingId, filter),
        repo.credit(db, filter.bookingId),
      ]);
      return {
        ...pageOf(found, filter),
        totalAmount: found.totalAmount,
        totalPaid: found.totalPaid,
        totalOutstanding: found.totalOutstanding,
        credit,
      };
    },

    /** `withOwed`: with each stay's oldest bill still owed (`owed`), for the rows' reminders (OwedRowReminders.ofStays). */
    async arrears(
      filter: Omit<Req<'getArrears'>, 'cursor'> & { cursor?: string | undefined },
      day: string = today(),
      withOwed = false,
    ) {
      const found = await arrearsRepo.arrears(filter, day, withOwed);
      const buckets = allBuckets(found.buckets);
      return {
        listData: found.rows.map((row, i) => {
          const { total: _, ...rest } = row;
          return { ...rest, rowNumber: filter.pageIndex * filter.pageSize + i + 1 };
        }) as (ArrearsRow & { checkInDate: string; checkOutDate: string })[],
        totalData: buckets.reduce((sum, b) => sum + b.bookings, 0),
        totalOutstanding: buckets.reduce((sum, b) => sum + b.outstanding, 0),
        buckets,
        nextCursor: found.nextCursor,
        prevCursor: found.prevCursor,
        owed: found.owed,
      };
    },

    /** Waives a bill (administrators): what was paid of it goes back to the stay's credit and on. */
    async voidBill(actor: CurrentUser, input: Req<'void'>) {
      await db.transaction(async (tx: Tx) => {
        const bill = await repo.lockBill(tx, input.billId);
        if (!bill) throw notFound(refusal('bill.notFound'));
        await repo.lockStays(tx, [bill.bookingId]);
        const locked = await repo.lockBill(tx, input.billId);
        if (locked?.billStatus === BillStatus.Void) throw conflict(refusal('bill.alreadyVoid'));
        await repo.voidBill(tx, input.billId, input.reason, actor.username);
        await repo.reallocate(tx, [bill.bookingId], actor.username);
      });
      return getById(input.billId);
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

export type BillsService = ReturnType<typeof createBillsService>;
