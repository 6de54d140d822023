import { AgingBucket, BillStatus, paths as p } from '@kamar/contract';
import { type AnswerCase, type CaseDates, fromFirstRow, kebab, pages } from './answer-case-kit.js';
import type { AnswerFacts } from './answer-facts.js';

/** The money core's reads: payments, their receipts, deposits, bills, arrears and expenses. */
export function moneyCases(f: AnswerFacts, { today, monthStart, year, month, allYears }: CaseDates): AnswerCase[] {
  const billOf = (billStatus: number) =>
    fromFirstRow(p.bill.getList, { billStatus, status: 1 }, 'billId', (billId) => ({ billId }));
  const firstUnpaidBill = (language: string) =>
    fromFirstRow(p.bill.getList, { billStatus: BillStatus.Unpaid, status: 1 }, 'billId', (billId) => ({
      billId,
      language,
    }));
  const tenant = 'DEWI KUSUMA';
  return [
    // Payments.
    ...pages('payment-list', p.payment.getList, { status: 1 }),
    { name: 'payment-list-all-statuses', path: p.payment.getList, body: {} },
    { name: 'payment-list-deleted', path: p.payment.getList, body: { status: 2 } },
    ...pages('payment-list-tenant', p.payment.getList, { tenantName: tenant, status: 1 }),
    ...pages('payment-list-this-period', p.payment.getList, { paymentPeriodeMonth: month, paymentPeriodeYear: year }, [
      'first',
      'last',
    ]),
    { name: 'payment-list-deposits', path: p.payment.getList, body: { paymentType: 1, status: 1 } },
    ...pages('payment-list-rent', p.payment.getList, { paymentType: 2, status: 1 }, ['first', 'last']),
    { name: 'payment-list-page-size-100', path: p.payment.getList, body: { status: 1, pageSize: 100 } },
    {
      name: 'payments-of-booking',
      path: p.payment.getPaymentByBookingId,
      body: { bookingId: f.bookingId, pageSize: 10000 },
    },
    {
      name: 'payments-of-completed-booking',
      path: p.payment.getPaymentByBookingId,
      body: { bookingId: f.completedBookingId, pageSize: 10000 },
    },
    {
      name: 'payments-of-deleted-booking',
      path: p.payment.getPaymentByBookingId,
      body: { bookingId: f.deletedBookingId, pageSize: 10000 },
    },
    {
      name: 'payments-of-tenant',
      path: p.payment.getPaymentByTenantId,
      body: { tenantId: f.tenantId, pageSize: 10000 },
    },
    ...pages('payments-of-tenant-by-5', p.payment.getPaymentByTenantId, { tenantId: f.tenantId, pageSize: 5 }, [
      'first',
      'middle',
      'last',
    ]),
    { name: 'payment-booking-lookup', path: p.payment.getBookingOptions, body: { tenantName: 'EKO HIDAYAT' } },
    { name: 'payment-by-id-rent', path: p.payment.getById, body: { paymentId: f.rentPaymentId } },
    { name: 'payment-by-id-deposit', path: p.payment.getById, body: { paymentId: f.returnedDepositId } },
    { name: 'payment-by-id-deleted', path: p.payment.getById, body: { paymentId: f.deletedPaymentId } },
    { name: 'payment-receipt-rent', path: p.document.getPaymentReceipt, body: { paymentId: f.rentPaymentId } },
    {
      name: 'payment-receipt-rent-en',
      path: p.document.getPaymentReceipt,
      body: { paymentId: f.rentPaymentId, language: 'en' },
    },
    { name: 'payment-receipt-deleted', path: p.document.getPaymentReceipt, body: { paymentId: f.deletedPaymentId } },
    {
      name: 'deposit-return-receipt',
      path: p.document.getDepositReturnReceipt,
      body: { paymentId: f.returnedDepositId },
    },
    // Deposits.
    ...pages('deposit-list', p.depositReturned.getList, { paymentType: 1 }),
    ...pages('deposit-list-on-hold', p.depositReturned.getList, { paymentType: 1, depositStatus: 0 }, [
      'first',
      'last',
    ]),
    { name: 'deposit-list-returned', path: p.depositReturned.getList, body: { depositStatus: 1 } },
    { name: 'deposit-list-owned', path: p.depositReturned.getList, body: { depositStatus: 2 } },
    { name: 'deposit-list-tenant', path: p.depositReturned.getList, body: { tenantName: tenant } },
    { name: 'deposit-list-deleted', path: p.depositReturned.getList, body: { status: 2 } },
    { name: 'deposit-by-id-returned', path: p.depositReturned.getById, body: { paymentId: f.returnedDepositId } },
    { name: 'deposit-by-id-on-hold', path: p.depositReturned.getById, body: { paymentId: f.heldDepositId } },
    // Bills.
    ...pages('bill-list', p.bill.getList, { status: 1 }),
    { name: 'bill-list-all-statuses', path: p.bill.getList, body: {} },
    { name: 'bill-list-deleted', path: p.bill.getList, body: { status: 2 } },
    ...pages('bill-list-overdue', p.bill.getList, { status: 1, overdueOnly: true }, ['first', 'last']),
    ...Object.entries(BillStatus).map(([label, billStatus]) => ({
      name: `bill-list-${kebab(label)}`,
      path: p.bill.getList,
      body: { billStatus, status: 1 },
    })),
    ...pages('bill-list-tenant', p.bill.getList, { tenantName: tenant, status: 1 }, ['first', 'middle', 'last']),
    { name: 'bill-list-room', path: p.bill.getList, body: { roomNumber: '205', status: 1 } },
    {
      name: 'bill-list-due-this-month',
      path: p.bill.getList,
      body: { dueFrom: monthStart, dueTo: today, status: 1 },
    },
    { name: 'bill-list-of-tenant', path: p.bill.getList, body: { tenantId: f.tenantId } },
    ...Object.entries(BillStatus).map(([label, billStatus]) => ({
      name: `bill-by-id-${kebab(label)}`,
      path: p.bill.getById,
      body: billOf(billStatus),
    })),
    {
      name: 'bill-by-id-of-booking',
      path: p.bill.getById,
      body: fromFirstRow(p.bill.getByBookingId, { bookingId: f.bookingId }, 'billId', (billId) => ({ billId })),
    },
    { name: 'bills-of-booking', path: p.bill.getByBookingId, body: { bookingId: f.bookingId, pageSize: 10000 } },
    {
      name: 'bills-of-completed-booking',
      path: p.bill.getByBookingId,
      body: { bookingId: f.completedBookingId, pageSize: 10000 },
    },
    {
      name: 'bills-of-cancelled-booking',
      path: p.bill.getByBookingId,
      body: { bookingId: f.cancelledBookingId, pageSize: 10000 },
    },
    { name: 'bills-of-deleted-booking', path: p.bill.getByBookingId, body: { bookingId: f.deletedBookingId } },
    { name: 'bill-document', path: p.document.getBillDocument, body: firstUnpaidBill('id') },
    { name: 'bill-document-en', path: p.document.getBillDocument, body: firstUnpaidBill('en') },
    // Arrears.
    ...pages('arrears', p.bill.getArrears, {}),
    ...Object.entries(AgingBucket).flatMap(([label, agingBucket]) =>
      pages(`arrears-${kebab(label)}`, p.bill.getArrears, { agingBucket }, ['first', 'last']),
    ),
    { name: 'arrears-tenant', path: p.bill.getArrears, body: { tenantName: tenant } },
    { name: 'arrears-room', path: p.bill.getArrears, body: { roomNumber: '205' } },
    { name: 'arrears-of-tenant', path: p.bill.getArrears, body: { tenantId: f.tenantId } },
    // Expenses.
    { name: 'expense-list-this-month', path: p.expense.getList, body: { dateFrom: monthStart, dateTo: today } },
    ...pages('expense-list-all-years', p.expense.getList, allYears),
    { name: 'expense-list-deleted', path: p.expense.getList, body: { ...allYears, status: 2 } },
    { name: 'expense-by-id', path: p.expense.getById, body: { expenseId: f.expenseId } },
    { name: 'expense-by-id-deleted', path: p.expense.getById, body: { expenseId: f.deletedExpenseId } },
  ];
}
