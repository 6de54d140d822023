import { AgingBucket, BillStatus, type ExportFormat, FLOOR_PLAN_ROOM_LIMIT, paths } from '@kamar/contract';
import type { AnswerFacts } from './answer-facts.js';
import { addDays, datesAround } from './bench-facts.js';
import { type Ask, type ListPage, pageBody } from './list-page.js';

type Body = Record<string, unknown>;

/**
 * One answer to keep: a read call (or an export, `format`) and its request, or how to work it out
 * from other answers (null when the data holds no such record: the case is kept as that fact).
 */
export interface AnswerCase {
  /** The file's name after its number: kebab-case, unique. */
  name: string;
  path: string;
  body: Body | ((ask: Ask) => Promise<Body | null>);
  format?: ExportFormat;
}

type Position = 'first' | ListPage;
const POSITION_NAMES: Record<Position, string> = {
  first: 'first-page',
  middle: 'middle-page',
  back: 'back-from-middle',
  last: 'last-page',
  jump: 'jump-to-middle',
};
const EVERY_POSITION: Position[] = ['first', 'middle', 'back', 'last', 'jump'];

/** A list's pages: the first, the middle by cursor, Back from it, the last and the middle by number. */
function pages(name: string, path: string, body: Body, positions: Position[] = EVERY_POSITION): AnswerCase[] {
  return positions.map((p) => ({
    name: `${name}-${POSITION_NAMES[p]}`,
    path,
    body: p === 'first' ? body : (ask: Ask) => pageBody(ask, path, body, p),
  }));
}

/** A request naming a record the first row of a list answered (a bill of each status); null when it answered none. */
function fromFirstRow(list: string, filter: Body, field: string, make: (value: unknown) => Body) {
  return async (ask: Ask) => {
    const [row] = (await ask(list, filter)).listData as Body[];
    return row ? make(row[field]) : null;
  };
}

const exportsOf = (name: string, path: string, body: Body, formats: ExportFormat[] = ['xlsx', 'csv']): AnswerCase[] =>
  formats.map((format) => ({ name: `${name}-export`, path, body: { ...body, format }, format }));

/**
 * The answers bench/answers.ts keeps, in order: the audit lists first (an export writes an audit
 * entry), the exports last. Name filters use two words, as bench/api-bench.ts does. Every audit
 * list is bounded by `dateTo: today`, the fixed day before the data was generated: the entries a
 * run writes itself (its sign-in, each export's, each share link a list makes) are dated by the
 * real clock, after it, and so stay out of every run's answers.
 */
export function answerCases(f: AnswerFacts): AnswerCase[] {
  const { today } = f;
  const { monthStart, year, month, weekAgo } = datesAround(today);
  const allYears = { dateFrom: '2000-01-01', dateTo: today };
  const p = paths;
  const billOf = (billStatus: number) =>
    fromFirstRow(p.bill.getList, { billStatus, status: 1 }, 'billId', (billId) => ({ billId }));
  const firstUnpaidBill = (language: string) =>
    fromFirstRow(p.bill.getList, { billStatus: BillStatus.Unpaid, status: 1 }, 'billId', (billId) => ({
      billId,
      language,
    }));
  const toToday = { dateTo: today };
  const cases: AnswerCase[] = [
    // Audit (taken before any export).
    ...pages('audit-list-to-today', p.audit.getList, toToday),
    { name: 'audit-list-page-size-100', path: p.audit.getList, body: { ...toToday, pageSize: 100 } },
    ...pages('audit-list-payments', p.audit.getList, { ...toToday, entity: 'payment' }, ['first', 'last']),
    ...pages('audit-list-user-siti', p.audit.getList, { ...toToday, username: 'siti' }, ['first', 'middle']),
    ...pages('audit-list-failed-sign-ins', p.audit.getList, { ...toToday, action: 'signInFailed' }, ['first', 'last']),
    { name: 'audit-list-last-7-days', path: p.audit.getList, body: { dateFrom: weekAgo, dateTo: today } },
    {
      name: 'audit-list-user-and-month',
      path: p.audit.getList,
      body: { username: 'budi', dateFrom: monthStart, dateTo: today },
    },
    {
      name: 'audit-payment-history',
      path: p.audit.getList,
      body: { ...toToday, entity: 'payment', recordId: f.paymentId, pageSize: 100 },
    },
    {
      name: 'audit-booking-history',
      path: p.audit.getList,
      body: { ...toToday, entity: 'booking', recordId: f.bookingId },
    },
    // Users and the session.
    { name: 'auth-check-auth', path: p.auth.checkAuth, body: {} },
    { name: 'user-check-is-admin', path: p.user.checkIsAdmin, body: { userId: f.userId } },
    { name: 'user-list', path: p.user.getList, body: {} },
    { name: 'user-list-newest-first', path: p.user.getList, body: { sortBy: 'A.CreateDate', sortOrder: 'DESC' } },
    { name: 'user-list-name', path: p.user.getList, body: { username: 'admin', status: 1 } },
    { name: 'user-by-id', path: p.user.getById, body: { userId: f.userId } },
    // The dashboard.
    { name: 'dashboard', path: p.dashboard.getDashboardInfo, body: {} },
    {
      name: 'dashboard-spec-month-fields',
      path: p.dashboard.getDashboardInfo,
      body: { ExpenseMonth: month, ExpenseYear: year, PaymentMonth: month, PaymentYear: year },
    },
    // Rooms, the room map and what is free.
    { name: 'floor-plan-first-part', path: p.floorPlan.getFloorPlan, body: { roomLimit: FLOOR_PLAN_ROOM_LIMIT } },
    {
      name: 'floor-plan-next-part',
      path: p.floorPlan.getFloorPlan,
      body: async (ask) => {
        const first = await ask(p.floorPlan.getFloorPlan, { roomLimit: FLOOR_PLAN_ROOM_LIMIT });
        return { roomLimit: FLOOR_PLAN_ROOM_LIMIT, fromFloor: first.nextFloor };
      },
    },
    { name: 'floor-plan-every-floor', path: p.floorPlan.getFloorPlan, body: {} },
    { name: 'available-rooms-today', path: p.booking.getAvailableRoom, body: { checkInDate: today } },
    {
      name: 'available-rooms-next-30-days',
      path: p.booking.getAvailableRoom,
      body: { checkInDate: today, checkOutDate: addDays(today, 30) },
    },
    {
      name: 'available-rooms-a-year-ago',
      path: p.booking.getAvailableRoom,
      body: { checkInDate: addDays(today, -400), checkOutDate: addDays(today, -390) },
    },
    {
      name: 'available-rooms-editing-a-stay',
      path: p.booking.getAvailableRoom,
      body: { checkInDate: today, bookingId: f.bookingId },
    },
    ...pages('room-list', p.room.getList, {}, ['first', 'last', 'jump']),
    { name: 'room-list-maintenance', path: p.room.getList, body: { roomStatus: 2 } },
    { name: 'room-list-number', path: p.room.getList, body: { roomNumber: '105' } },
    { name: 'room-by-id', path: p.room.getById, body: { roomId: f.roomId } },
    { name: 'room-type-list', path: p.roomType.getList, body: {} },
    {
      name: 'room-type-by-id',
      path: p.roomType.getById,
      body: fromFirstRow(p.roomType.getList, {}, 'roomTypeId', (roomTypeId) => ({ roomTypeId })),
    },
    { name: 'card-vendor-list', path: p.cardVendor.getList, body: {} },
    { name: 'employee-list', path: p.employee.getList, body: {} },
    { name: 'business-settings', path: p.setting.getBusinessSettings, body: {} },
    { name: 'business-profile', path: p.setting.getBusinessProfile, body: {} },
    // Tenants.
    ...pages('tenant-list', p.tenant.getList, { status: 1 }),
    ...pages('tenant-list-name', p.tenant.getList, { tenantName: 'BUDI SANTOSO', status: 1 }, ['first', 'last']),
    { name: 'tenant-list-phone', path: p.tenant.getList, body: { phone: '0812' } },
    { name: 'tenant-list-all-statuses', path: p.tenant.getList, body: {} },
    { name: 'tenant-list-deleted', path: p.tenant.getList, body: { status: 2 } },
    { name: 'tenant-by-id', path: p.tenant.getById, body: { tenantId: f.tenantId } },
    // Bookings.
    ...pages('booking-list', p.booking.getList, {}),
    ...pages('booking-list-tenant', p.booking.getList, { tenantName: 'CITRA PRATAMA' }, ['first', 'last']),
    ...pages('booking-list-room', p.booking.getList, { roomNumber: '1050' }, ['first', 'middle', 'last']),
    ...pages('booking-list-active', p.booking.getList, { bookingStatus: 1, status: 1 }, ['first', 'last']),
    { name: 'booking-list-cancelled', path: p.booking.getList, body: { bookingStatus: 3 } },
    { name: 'booking-list-deleted', path: p.booking.getList, body: { status: 2 } },
    { name: 'booking-list-of-tenant', path: p.booking.getList, body: { tenantId: f.tenantId } },
    { name: 'booking-by-id-active', path: p.booking.getById, body: { bookingId: f.bookingId } },
    { name: 'booking-by-id-completed', path: p.booking.getById, body: { bookingId: f.completedBookingId } },
    {
      name: 'booking-tenant-lookup-name',
      path: p.booking.getTenantList,
      body: { tenantName: 'DEWI SARI', pageSize: 50 },
    },
    {
      name: 'booking-tenant-lookup-name-page-2',
      path: p.booking.getTenantList,
      body: { tenantName: 'DEWI SARI', pageSize: 50, pageIndex: 1 },
    },
    { name: 'booking-tenant-lookup-phone', path: p.booking.getTenantList, body: { phone: '0812' } },
    ...moneyCases(f, { monthStart, year, month, allYears }),
    ...exportCases({ monthStart, year, month, allYears }),
  ];
  return cases;

  function moneyCases(
    f: AnswerFacts,
    d: { monthStart: string; year: number; month: number; allYears: Body },
  ): AnswerCase[] {
    const tenant = 'DEWI KUSUMA';
    return [
      // Payments.
      ...pages('payment-list', p.payment.getList, { status: 1 }),
      { name: 'payment-list-all-statuses', path: p.payment.getList, body: {} },
      { name: 'payment-list-deleted', path: p.payment.getList, body: { status: 2 } },
      ...pages('payment-list-tenant', p.payment.getList, { tenantName: tenant, status: 1 }),
      ...pages(
        'payment-list-this-period',
        p.payment.getList,
        { paymentPeriodeMonth: d.month, paymentPeriodeYear: d.year },
        ['first', 'last'],
      ),
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
      { name: 'bill-list-room', path: p.bill.getList, body: { roomNumber: '1050', status: 1 } },
      {
        name: 'bill-list-due-this-month',
        path: p.bill.getList,
        body: { dueFrom: d.monthStart, dueTo: today, status: 1 },
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
      { name: 'arrears-room', path: p.bill.getArrears, body: { roomNumber: '1050' } },
      { name: 'arrears-of-tenant', path: p.bill.getArrears, body: { tenantId: f.tenantId } },
      // Expenses.
      { name: 'expense-list-this-month', path: p.expense.getList, body: { dateFrom: d.monthStart, dateTo: today } },
      ...pages('expense-list-all-years', p.expense.getList, d.allYears),
      { name: 'expense-list-deleted', path: p.expense.getList, body: { ...d.allYears, status: 2 } },
      { name: 'expense-by-id', path: p.expense.getById, body: { expenseId: f.expenseId } },
      { name: 'expense-by-id-deleted', path: p.expense.getById, body: { expenseId: f.deletedExpenseId } },
    ];
  }

  /**
   * Every export: the filtered sets in both formats, the whole money lists (a million payments,
   * every bill) as CSV only (their .xlsx would be read back whole by answers-diff).
   */
  function exportCases(d: { monthStart: string; year: number; month: number; allYears: Body }): AnswerCase[] {
    const tenant = 'DEWI KUSUMA';
    return [
      ...exportsOf('audit-user-and-month', p.audit.export, { username: 'budi', dateFrom: d.monthStart, dateTo: today }),
      ...exportsOf('user', p.user.export, {}),
      ...exportsOf('tenant-name', p.tenant.export, { tenantName: 'BUDI SANTOSO', status: 1 }),
      ...exportsOf('tenant-all', p.tenant.export, {}, ['csv']),
      ...exportsOf('booking-tenant', p.booking.export, { tenantName: 'CITRA PRATAMA' }),
      ...exportsOf('booking-all', p.booking.export, {}, ['csv']),
      ...exportsOf('payment-tenant', p.payment.export, { tenantName: tenant, status: 1 }),
      ...exportsOf('payment-this-period', p.payment.export, {
        paymentPeriodeMonth: d.month,
        paymentPeriodeYear: d.year,
      }),
      ...exportsOf('payment-all', p.payment.export, {}, ['csv']),
      ...exportsOf('deposit-on-hold', p.depositReturned.export, { depositStatus: 0 }),
      ...exportsOf('deposit-tenant', p.depositReturned.export, { tenantName: tenant }),
      ...exportsOf('deposit-all', p.depositReturned.export, {}, ['csv']),
      ...exportsOf('bill-tenant', p.bill.export, { tenantName: tenant, status: 1 }),
      ...exportsOf('bill-overdue', p.bill.export, { status: 1, overdueOnly: true }),
      ...exportsOf('bill-all', p.bill.export, {}, ['csv']),
      ...exportsOf('expense-this-month', p.expense.export, { dateFrom: d.monthStart, dateTo: today }),
      ...exportsOf('expense-all-years', p.expense.export, d.allYears, ['csv']),
      ...exportsOf('room', p.room.export, {}),
      ...exportsOf('room-type', p.roomType.export, {}),
      ...exportsOf('card-vendor', p.cardVendor.export, {}),
      ...exportsOf('employee', p.employee.export, {}),
    ];
  }
}

/** DueToday -> due-today, Days1To30 -> days-1-to-30. */
const kebab = (label: string) => label.replace(/([a-z])(?=[A-Z0-9])|([0-9])(?=[A-Z])/g, '$1$2-').toLowerCase();
