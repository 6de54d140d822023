import {
  AgingBucket,
  type AgingTotal,
  type ArrearsRow,
  type Bill,
  type billCalls,
  type CallRequest,
  type MoneyIds,
  refusal,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { cursorPageOf, pageOf } from '../../db/sql-helpers.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createArrearsRepository } from './arrears.repository.js';
import { createBillsRepository } from './bills.repository.js';
import type { Ledger } from './ledger.service.js';
import { staysInHand } from './stays-in-hand.js';

type Req<K extends keyof typeof billCalls> = CallRequest<(typeof billCalls)[K]>;

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
  ledger: Ledger;
}

/** The Bill calls (README.md): the lists, a bill, a stay's bills and the arrears; waiving through the ledger. */
export function createBillsService(deps: BillsDeps) {
  const { db, clock, businessTimezone, ledger } = deps;
  const repo = createBillsRepository(db);
  const arrearsRepo = createArrearsRepository(db);
  const today = () => businessDate(clock.now(), businessTimezone);

  async function getById(billId: number): Promise<Bill> {
    const bill = await repo.findById(db, billId, today());
    if (!bill) throw notFound(refusal('bill.notFound'));
    return bill as unknown as Bill;
  }

  return {
    /** Whether the stays these ids name are in hand for Front desk (contract staff-money.ts). */
    stayInHand: (ids: MoneyIds, days: number) =>
      staysInHand(db, ids, businessDate(clock.now(), businessTimezone), days),

    getById,

    /** The list's whole filtered set, for an export. */
    everyRow: (filter: Omit<Req<'getList'>, 'pageSize' | 'pageIndex' | 'cursor'>) => repo.everyRow(filter, today()),

    /** The lines of the list's whole filtered set, for the lines' export. */
    everyLine: (filter: Omit<Req<'getList'>, 'pageSize' | 'pageIndex' | 'cursor'>) => repo.everyLine(filter, today()),

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
        repo.ofBooking(filter.bookingId, filter, today()),
        ledger.credit(filter.bookingId),
      ]);
      return {
        ...pageOf(found, filter),
        totalAmount: found.totalAmount,
        totalPaid: found.totalPaid,
        totalOutstanding: found.totalOutstanding,
        credit,
      };
    },

    /** The arrears' whole filtered set, for an export. */
    everyArrears: (filter: Omit<Req<'getArrears'>, 'pageSize' | 'pageIndex' | 'cursor'>) =>
      arrearsRepo.everyRow(filter, today()),

    /** `withOwed`: with each stay's oldest bill still owed (`owed`), for the rows' reminders (OwedRowReminders.ofStays). */
    async arrears(
      filter: Omit<Req<'getArrears'>, 'cursor' | 'propertyId'> & {
        cursor?: string | undefined;
        propertyId?: number | undefined;
      },
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
        totalOutstanding: buckets.reduce((sum, b) => sum + (b.outstanding ?? 0), 0),
        buckets,
        nextCursor: found.nextCursor,
        prevCursor: found.prevCursor,
        owed: found.owed,
      };
    },

    /** Waives a bill (administrators): the ledger lets go of what was paid of it; the bill as it now stands. */
    async voidBill(actor: CurrentUser, input: Req<'void'>) {
      await ledger.voidBill(actor.username, input);
      return getById(input.billId);
    },
  };
}

export type BillsService = ReturnType<typeof createBillsService>;
