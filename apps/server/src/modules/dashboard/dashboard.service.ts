import type { DashboardInfo, DashboardStay, DashboardUnpaidStay } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock, dateToApi } from '../../lib/business-time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createDashboardRepository, type DashboardDays, type StayRow } from './dashboard.repository.js';

/** Today and this month in the business time zone (a UTC server at 23:30 is already tomorrow in Jakarta). */
export function dashboardDays(now: Date, timeZone: string): DashboardDays {
  const today = businessDate(now, timeZone);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    today,
    monthStart: `${year}-${pad(month)}-01`,
    nextMonthStart: `${next.year}-${pad(next.month)}-01`,
    monthKey: year * 12 + month - 1,
  };
}

const toStay = ({ rentPrice: _, ...row }: StayRow): DashboardStay => ({
  ...row,
  checkInDate: dateToApi(row.checkInDate),
  checkOutDate: dateToApi(row.checkOutDate),
});

/** The month not covered costs one period's rent (bills will say it exactly). */
const toUnpaid = (row: StayRow): DashboardUnpaidStay => ({ ...toStay(row), amountOwed: row.rentPrice });

export function createDashboardService(deps: { db: Database; clock: Clock; businessTimezone: string }) {
  const repository = createDashboardRepository(deps.db);

  return {
    /** Everyone sees occupancy and today's lists; the money figures only administrators (DESIGN.md section 3). */
    async info(user: Pick<CurrentUser, 'isAdmin'>): Promise<DashboardInfo> {
      const days = dashboardDays(deps.clock.now(), deps.businessTimezone);
      const [figures, checkIns, checkOuts, unpaid] = await Promise.all([
        repository.figures(days),
        repository.checkIns(days),
        repository.checkOuts(days),
        repository.unpaid(days),
      ]);
      const allTimeIncome = figures.allRent + figures.depositOwned;
      const money = (value: number) => (user.isAdmin ? value : null);
      return {
        today: days.today,
        dashboardInfo: {
          occupiedRoom: figures.occupiedRoom,
          totalRoom: figures.totalRoom,
          incomeThisMonth: money(figures.incomeThisMonth),
          expenseThisMonth: money(figures.expenseThisMonth),
        },
        checkInToday: checkIns.map(toStay),
        checkOutToday: checkOuts.map(toStay),
        unpaidTenant: unpaid.map(toUnpaid),
        depositOnHold: money(figures.depositOnHold),
        depositOwned: money(figures.depositOwned),
        allTimeIncome: money(allTimeIncome),
        allTimeExpense: money(figures.allExpense),
        nettIncome: money(allTimeIncome - figures.allExpense),
      };
    },
  };
}
