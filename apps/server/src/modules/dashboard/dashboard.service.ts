import { apiDateText, DASHBOARD_LIST_LIMIT, type DashboardInfo, type DashboardStay } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import type { Asker, OwedRowReminders } from '../../lib/owed-reminders.js';
import type { BillsService } from '../ledger/bills.service.js';
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
  checkInDate: apiDateText(row.checkInDate),
  checkOutDate: apiDateText(row.checkOutDate),
});

export function createDashboardService(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  bills: BillsService;
  reminders: OwedRowReminders;
  /** Claims waiting for confirmation, of one property or all the caller sees (payment-claims). */
  claimsWaiting: (propertyId?: number | null) => Promise<number>;
  /** Repair requests Open or In progress, of one property or all the caller sees (maintenance-requests). */
  repairsOpen: (propertyId?: number | null) => Promise<number>;
  /** Online payments reported and not recorded, to settle by hand (payment-gateway). */
  onlinePaymentsToCheck: () => Promise<number>;
  /** Today's messages by delivery status and the last one (messaging). */
  messages: (day: string, propertyId?: number | null) => Promise<Pick<DashboardInfo, 'messagesToday' | 'lastMessage'>>;
}) {
  const repository = createDashboardRepository(deps.db);

  return {
    /**
     * Everyone sees occupancy and today's lists; the money figures reach only administrators (the
     * call binding withholds them from staff: contract staff-money.ts). `asker`: who reads it, and
     * at which address (the reminders' links are made in their name).
     */
    async info(asker: Asker, propertyId?: number): Promise<DashboardInfo> {
      const days = dashboardDays(deps.clock.now(), deps.businessTimezone);
      const [{ figures, checkIns, checkOuts }, unpaid, claimsWaiting, onlinePaymentsToCheck, messages, repairsOpen] =
        await Promise.all([
          repository.today(days, propertyId),
          // Who owes: stays with bills due by today still not fully paid, oldest debt first; with
          // each one's oldest bill still owed, for its reminder.
          deps.bills.arrears(
            {
              tenantName: '',
              roomNumber: '',
              tenantId: undefined,
              agingBucket: undefined,
              propertyId,
              pageSize: DASHBOARD_LIST_LIMIT,
              pageIndex: 0,
            },
            days.today,
            true,
          ),
          deps.claimsWaiting(propertyId),
          deps.onlinePaymentsToCheck(),
          deps.messages(days.today, propertyId),
          deps.repairsOpen(propertyId),
        ]);
      // All a deposit did not hand back is income: money applied to bills paid rent; the rest the
      // house kept (forfeited in full, or deducted for damage, cleaning...). Only that rest is forfeited.
      const allTimeIncome = figures.allRent + figures.depositKept;
      return {
        today: days.today,
        dashboardInfo: {
          occupiedRoom: figures.occupiedRoom,
          totalRoom: figures.totalRoom,
          incomeThisMonth: figures.incomeThisMonth,
          expenseThisMonth: figures.expenseThisMonth,
        },
        checkInToday: checkIns.map(toStay),
        checkOutToday: checkOuts.map(toStay),
        unpaidTenant: await deps.reminders.ofStays(
          asker,
          unpaid.listData.map((row) => ({
            bookingId: row.bookingId,
            tenantName: row.tenantName,
            roomNumber: row.roomNumber,
            checkInDate: row.checkInDate,
            checkOutDate: row.checkOutDate,
            phone: row.phone,
            amountOwed: row.outstanding,
            dueDate: row.oldestDueDate,
            daysOverdue: row.daysOverdue,
          })),
          unpaid.owed,
        ),
        arrears: unpaid.buckets,
        depositOnHold: figures.depositOnHold,
        depositOwned: figures.depositKept - figures.depositApplied,
        allTimeIncome,
        allTimeExpense: figures.allExpense,
        nettIncome: allTimeIncome - figures.allExpense,
        claimsWaiting,
        repairsOpen,
        onlinePaymentsToCheck,
        ...messages,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
