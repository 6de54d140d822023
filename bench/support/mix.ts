import { allCalls, FLOOR_PLAN_ROOM_LIMIT } from '@kamar/contract';

/** One call of the mixed load: its path and a body made afresh for every request. */
export type MixStep = { path: string; body: () => Record<string, unknown> };

/**
 * The mixed load's cycle (2 writes in 10). Payment/Create pays a month's rent into each running
 * stay in turn (`bookingIds`), as many clerks paying into many rooms do: all of them paying into
 * one stay queued every write on that stay's row lock, and its bill reallocation read more
 * payments with every run, so the benchmark slowed by itself.
 */
export function mixSteps(facts: { bookingIds: number[]; today: string }): MixStep[] {
  const { today, bookingIds } = facts;
  if (bookingIds.length === 0) throw new Error('no running stay to pay into');
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const served = new Set(allCalls.map((c) => c.path as string));
  let sequence = 0;
  let payment = 0;
  const steps: MixStep[] = [
    { path: '/api/Dashboard/GetDashboardInfo', body: () => ({}) },
    { path: '/api/Tenant/GetList', body: () => ({ tenantName: 'BUDI SANTOSO', status: 1 }) },
    { path: '/api/Booking/GetList', body: () => ({ bookingStatus: 1, status: 1 }) },
    { path: '/api/Booking/GetAvailableRoom', body: () => ({ checkInDate: today }) },
    // The room map as its screen opens it: the summary and the first floors.
    { path: '/api/Room/GetFloorPlan', body: () => ({ roomLimit: FLOOR_PLAN_ROOM_LIMIT }) },
    { path: '/api/Payment/GetList', body: () => ({ paymentPeriodeMonth: month, paymentPeriodeYear: year }) },
    {
      path: '/api/Payment/Create',
      body: () => ({
        bookingId: bookingIds[payment++ % bookingIds.length],
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
