import { z } from 'zod';
import { defineCall } from './call.js';
import { wholeNumberOrAll } from './filters.js';
import { paths } from './paths.js';

/**
 * Spec section 7 sends the current month and year. "This month" is the server's month in
 * BUSINESS_TIMEZONE (DESIGN.md section 3), so a phone whose clock or zone is wrong cannot shift
 * the figures; the fields are accepted for compatibility and not needed.
 */
export const ZDashboardRequest = z
  .object({
    ExpenseMonth: wholeNumberOrAll('Expense Month', 1, 12),
    ExpenseYear: wholeNumberOrAll('Expense Year', 2000, 2200),
    PaymentMonth: wholeNumberOrAll('Payment Month', 1, 12),
    PaymentYear: wholeNumberOrAll('Payment Year', 2000, 2200),
  })
  .nullish();
export type DashboardRequest = z.input<typeof ZDashboardRequest>;

/** One stay on a dashboard list; dates as the API returns them (YYYY-MM-DDTHH:mm:ss). */
export const ZDashboardStay = z.object({
  bookingId: z.number().int(),
  tenantName: z.string(),
  roomNumber: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
});
export type DashboardStay = z.infer<typeof ZDashboardStay>;

/** A stay whose rent is unpaid, with the reminder ready to send (null when the tenant's phone cannot be used). */
export const ZDashboardUnpaidStay = ZDashboardStay.extend({
  phone: z.string(),
  /** The rent for the stay's rental period (the room type's price). */
  rentAmount: z.number().int(),
  whatsappUrl: z.string().nullable(),
  /** When a reminder for this month's rent was last sent (YYYY-MM-DDTHH:mm:ss, business time), or null. */
  lastRemindedAt: z.string().nullable(),
});
export type DashboardUnpaidStay = z.infer<typeof ZDashboardUnpaidStay>;

export const ZDashboardInfo = z.object({
  /** YYYY-MM-DD in business time: what "today" meant for these figures. */
  today: z.string(),
  dashboardInfo: z.object({
    occupiedRoom: z.number().int(),
    /** Active rooms: the "out of" of Room Occupied (never a constant). */
    totalRoom: z.number().int(),
    incomeThisMonth: z.number().int(),
    expenseThisMonth: z.number().int(),
  }),
  checkInToday: z.array(ZDashboardStay),
  checkOutToday: z.array(ZDashboardStay),
  unpaidTenant: z.array(ZDashboardUnpaidStay),
  depositOnHold: z.number().int(),
  depositOwned: z.number().int(),
  allTimeIncome: z.number().int(),
  allTimeExpense: z.number().int(),
  nettIncome: z.number().int(),
});
export type DashboardInfo = z.infer<typeof ZDashboardInfo>;

/** The dashboard lists show at most this many stays each, oldest first. */
export const DASHBOARD_LIST_LIMIT = 100;

export const dashboardCalls = {
  getDashboardInfo: defineCall({
    path: paths.dashboard.getDashboardInfo,
    access: 'user',
    summary:
      'Occupancy, this month and all-time money, deposits, and the stays to check in, check out or chase for rent, as of today in the business time zone.',
    request: ZDashboardRequest,
    response: ZDashboardInfo,
  }),
};
