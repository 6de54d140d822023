import type { DashboardInfo, DashboardStay, DashboardUnpaidStay } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock, dateToApi } from '../../lib/business-time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createBusinessProfileService } from '../business-profile/business-profile.service.js';
import { templateUrl, templateWords } from '../business-profile/reminder-message.js';
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
const toUnpaid = (row: StayRow) => ({ ...toStay(row), amountOwed: row.rentPrice });

export function createDashboardService(deps: { db: Database; clock: Clock; businessTimezone: string }) {
  const repository = createDashboardRepository(deps.db);
  const businessProfile = createBusinessProfileService({ db: deps.db });

  /**
   * Each unpaid stay with the reminder ready for WhatsApp (this month's rent, due on the month's
   * first day, in the tenant's language) and when the tenant was last reminded.
   */
  async function withReminders(stays: StayRow[], days: DashboardDays): Promise<DashboardUnpaidStay[]> {
    const [contacts, profile] = await Promise.all([
      repository.contacts(
        stays.map((s) => s.bookingId),
        days,
      ),
      businessProfile.find(),
    ]);
    const month = Number(days.monthStart.slice(5, 7));
    const year = Number(days.monthStart.slice(0, 4));
    return stays.map((stay) => {
      const contact = contacts.get(stay.bookingId) ?? { country: '', lastRemindedAt: null };
      const whatsappUrl = templateUrl(profile, 'reminder', {
        phone: stay.phone,
        country: contact.country,
        values: (language) => ({
          nama: stay.tenantName,
          kamar: stay.roomNumber,
          periode: templateWords.period(language, month, year),
          jumlah: templateWords.money(stay.rentPrice),
          jatuh_tempo: templateWords.date(language, days.monthStart),
          link: '',
        }),
      });
      return { ...toUnpaid(stay), whatsappUrl, lastRemindedAt: contact.lastRemindedAt };
    });
  }

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
        unpaidTenant: await withReminders(unpaid, days),
        depositOnHold: money(figures.depositOnHold),
        depositOwned: money(figures.depositOwned),
        allTimeIncome: money(allTimeIncome),
        allTimeExpense: money(figures.allExpense),
        nettIncome: money(allTimeIncome - figures.allExpense),
      };
    },
  };
}
