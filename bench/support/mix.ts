import { allCalls } from '@kamar/contract';

/** One call of the mixed load: its path and a body made afresh for every request. */
export type MixStep = { path: string; body: () => Record<string, unknown> };

/**
 * The mixed load's cycle (2 writes in 10), on `bookingId`'s stay: the oldest running one, since
 * bench:api reads the newest one's payments, which must stay as generated.
 */
export function mixSteps(facts: { bookingId: number; today: string }): MixStep[] {
  const { today } = facts;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const served = new Set(allCalls.map((c) => c.path as string));
  let sequence = 0;
  const steps: MixStep[] = [
    { path: '/api/Dashboard/GetDashboardInfo', body: () => ({}) },
    { path: '/api/Tenant/GetList', body: () => ({ tenantName: 'BUDI SANTOSO', status: 1 }) },
    { path: '/api/Booking/GetList', body: () => ({ bookingStatus: 1, status: 1 }) },
    { path: '/api/Booking/GetAvailableRoom', body: () => ({ checkInDate: today }) },
    { path: '/api/Room/GetFloorPlan', body: () => ({}) },
    { path: '/api/Payment/GetList', body: () => ({ paymentPeriodeMonth: month, paymentPeriodeYear: year }) },
    {
      path: '/api/Payment/Create',
      body: () => ({
        bookingId: facts.bookingId,
        paymentDate: today,
        paymentType: 2,
        paymentPeriodeMonth: month,
        paymentPeriodeYear: year,
        amount: 1_500_000,
        remark: `LOAD ${++sequence}`,
      }),
    },
    { path: '/api/Expense/GetList', body: () => ({ dateFrom: `${today.slice(0, 7)}-01`, dateTo: today }) },
    {
      path: '/api/Expense/Create',
      body: () => ({ expenseDate: today, expenseCategory: 1, amount: 25_000, remark: `LOAD ${++sequence}` }),
    },
    { path: '/api/User/GetList', body: () => ({}) },
  ];
  return steps.filter((step) => served.has(step.path));
}
