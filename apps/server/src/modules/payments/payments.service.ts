import { type CallRequest, type Payment, type paymentCalls, refusal } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { statusRecords } from '../../db/record-status.js';
import { pageOf } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { DocumentSeries, takeDocumentNumber } from '../document-numbers/document-numbers.service.js';
import { createPaymentsRepository, type PaymentValues } from './payments.repository.js';
import { payments } from './payments.table.js';

type Req<K extends keyof typeof paymentCalls> = CallRequest<(typeof paymentCalls)[K]>;

const valuesOf = (input: Req<'create'>): PaymentValues => ({
  bookingId: input.bookingId,
  paymentDate: input.paymentDate,
  paymentType: input.paymentType,
  paymentPeriodeMonth: input.paymentPeriodeMonth,
  paymentPeriodeYear: input.paymentPeriodeYear,
  amount: input.amount,
  remark: input.remark,
});

export function createPaymentsService({
  db,
  clock,
  businessTimezone,
}: {
  db: Database;
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
   * New money is recorded only against an active, not-deleted booking; the booking row is held
   * until the transaction ends so it cannot be cancelled or deleted in between.
   */
  async function requirePayableBooking(tx: Tx, bookingId: number) {
    const booking = await repo.lockBooking(tx, bookingId);
    if (!booking)
      throw new AppError(404, refusal('booking.notFound'), [{ field: 'bookingId', ...refusal('booking.notFound') }]);
    if (booking.bookingStatus !== 1 || booking.status !== 1) throw conflict(refusal('payment.bookingNotPayable'));
  }

  return {
    getById: records.getById,

    async list(filter: Req<'getList'>) {
      const found = await repo.list({ ...filter });
      return { ...pageOf(found, filter), totalPayment: found.sum };
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
          },
          sql`p.payment_date, p.payment_id`,
        ),
        repo.activeSumOfBooking(filter.bookingId),
      ]);
      return { ...pageOf(found, filter), totalPayment: sum };
    },

    /** The list's whole filtered set, for an export. */
    everyRow: (filter: Omit<Req<'getList'>, 'pageSize' | 'pageIndex'>) => repo.everyRow(filter),

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
        }),
        repo.activeSumOfTenant(filter.tenantId),
      ]);
      return { ...pageOf(found, filter), totalPayment: sum };
    },

    bookingOptions: async (filter: Req<'getBookingOptions'>) => pageOf(await repo.bookingOptions(filter), filter),

    async create(actor: CurrentUser, input: Req<'create'>) {
      return db.transaction(async (tx) => {
        await requirePayableBooking(tx, input.bookingId);
        // The receipt is issued today (its year picks the series), whatever date the payment names.
        const receiptNumber = await takeDocumentNumber(
          tx,
          DocumentSeries.PaymentReceipt,
          businessDate(clock.now(), businessTimezone),
        );
        return repo.insert(tx, valuesOf(input), actor.username, receiptNumber);
      });
    },

    async update(actor: CurrentUser, input: Req<'update'>) {
      await db.transaction(async (tx) => {
        const current = await repo.lockPayment(tx, input.paymentId);
        if (!current) throw notFound(refusal('payment.notFound'));
        // Moving a payment to another booking is new money for that booking.
        if (current.bookingId !== input.bookingId) await requirePayableBooking(tx, input.bookingId);
        const settled = current.depositStatus !== null && current.depositStatus !== 0;
        if (settled && (input.paymentType !== current.paymentType || input.amount !== current.amount)) {
          throw conflict(refusal('deposit.settledLocked'));
        }
        await repo.update(tx, input.paymentId, valuesOf(input), actor.username);
      });
      return { paymentId: input.paymentId };
    },

    toggleStatus: (actor: CurrentUser, input: Req<'delete'>) =>
      records.toggleStatus(actor.username, input.paymentId, input.status),
  };
}
