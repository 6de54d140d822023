import type { DashboardInfo, DashboardStay, DashboardUnpaidStay } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock, dateToApi } from '../../lib/business-time.js';
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

const toStay = (row: StayRow): DashboardStay => ({
  ...row,
  checkInDate: dateToApi(row.checkInDate),
  checkOutDate: dateToApi(row.checkOutDate),
});

export function createDashboardService(deps: { db: Database; clock: Clock; businessTimezone: string }) {
  const repository = createDashboardRepository(deps.db);
  const businessProfile = createBusinessProfileService({ db: deps.db });

  /**
   * Each unpaid stay with its tenant's phone, the rent of its period and the reminder ready for
   * WhatsApp: this month's rent, due on the month's first day.
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
      const contact = contacts.get(stay.bookingId) ?? { phone: '', country: '', rentAmount: 0, lastRemindedAt: null };
      const whatsappUrl = templateUrl(profile, 'reminder', {
        phone: contact.phone,
        country: contact.country,
        values: (language) => ({
          nama: stay.tenantName,
          kamar: stay.roomNumber,
          periode: templateWords.period(language, month, year),
          jumlah: templateWords.money(contact.rentAmount),
          jatuh_tempo: templateWords.date(language, days.monthStart),
          link: '',
        }),
      });
      return {
        ...toStay(stay),
        phone: contact.phone,
        rentAmount: contact.rentAmount,
        whatsappUrl,
        lastRemindedAt: contact.lastRemindedAt,
      };
    });
  }

  return {
    async info(): Promise<DashboardInfo> {
      const days = dashboardDays(deps.clock.now(), deps.businessTimezone);
      const [figures, checkIns, checkOuts, unpaid] = await Promise.all([
        repository.figures(days),
        repository.checkIns(days),
        repository.checkOuts(days),
        repository.unpaid(days),
      ]);
      const allTimeIncome = figures.allRent + figures.depositOwned;
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
        unpaidTenant: await withReminders(unpaid, days),
        depositOnHold: figures.depositOnHold,
        depositOwned: figures.depositOwned,
        allTimeIncome,
        allTimeExpense: figures.allExpense,
        nettIncome: allTimeIncome - figures.allExpense,
      };
    },
  };
}
