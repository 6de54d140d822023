import { FLOOR_PLAN_ROOM_LIMIT, paths as p } from '@kamar/contract';
import { type AnswerCase, type CaseDates, exportsOf, fromFirstRow, pages } from './answer-case-kit.js';
import type { AnswerFacts } from './answer-facts.js';
import { moneyCases } from './answer-money-cases.js';
import { addDays, datesAround } from './bench-facts.js';

/**
 * The answers bench/answers.ts keeps, in order: the audit lists first (an export writes an audit
 * entry), the exports last. Name filters use two words, as bench/api-bench.ts does. Every audit
 * list is bounded by `dateTo: today`, the fixed day before the data was generated: the entries a
 * run writes itself (its sign-in, each export's, each share link a list makes) are dated by the
 * real clock, after it, and so stay out of every run's answers.
 */
export function answerCases(f: AnswerFacts): AnswerCase[] {
  const { today } = f;
  const dates: CaseDates = { today, ...datesAround(today), allYears: { dateFrom: '2000-01-01', dateTo: today } };
  const { monthStart, year, month, weekAgo } = dates;
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
    ...pages('booking-list-room', p.booking.getList, { roomNumber: '205' }, ['first', 'middle', 'last']),
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
    ...moneyCases(f, dates),
    ...exportCases(dates),
  ];
  return cases;
}

/**
 * Every export: the filtered sets in both formats, the whole money lists (a million payments,
 * every bill) as CSV only (their .xlsx would be read back whole by answers-diff).
 */
function exportCases({ today, monthStart, year, month, allYears }: CaseDates): AnswerCase[] {
  const tenant = 'DEWI KUSUMA';
  return [
    ...exportsOf('audit-user-and-month', p.audit.export, { username: 'budi', dateFrom: monthStart, dateTo: today }),
    ...exportsOf('user', p.user.export, {}),
    ...exportsOf('tenant-name', p.tenant.export, { tenantName: 'BUDI SANTOSO', status: 1 }),
    ...exportsOf('tenant-all', p.tenant.export, {}, ['csv']),
    ...exportsOf('booking-tenant', p.booking.export, { tenantName: 'CITRA PRATAMA' }),
    ...exportsOf('booking-all', p.booking.export, {}, ['csv']),
    ...exportsOf('payment-tenant', p.payment.export, { tenantName: tenant, status: 1 }),
    ...exportsOf('payment-this-period', p.payment.export, {
      paymentPeriodeMonth: month,
      paymentPeriodeYear: year,
    }),
    ...exportsOf('payment-all', p.payment.export, {}, ['csv']),
    ...exportsOf('deposit-on-hold', p.depositReturned.export, { depositStatus: 0 }),
    ...exportsOf('deposit-tenant', p.depositReturned.export, { tenantName: tenant }),
    ...exportsOf('deposit-all', p.depositReturned.export, {}, ['csv']),
    ...exportsOf('bill-tenant', p.bill.export, { tenantName: tenant, status: 1 }),
    ...exportsOf('bill-overdue', p.bill.export, { status: 1, overdueOnly: true }),
    ...exportsOf('bill-all', p.bill.export, {}, ['csv']),
    ...exportsOf('expense-this-month', p.expense.export, { dateFrom: monthStart, dateTo: today }),
    ...exportsOf('expense-all-years', p.expense.export, allYears, ['csv']),
    ...exportsOf('room', p.room.export, {}),
    ...exportsOf('room-type', p.roomType.export, {}),
    ...exportsOf('card-vendor', p.cardVendor.export, {}),
    ...exportsOf('employee', p.employee.export, {}),
  ];
}
