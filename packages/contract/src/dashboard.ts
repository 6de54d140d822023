import { z } from 'zod';
import { owedReminder, ZAgingTotal } from './bills.js';
import { defineCall } from './call.js';
import { wholeNumberOrAll } from './filters.js';
import { ZLastMessage } from './messaging.js';
import { paths } from './paths.js';
import { propertyFilter } from './properties.js';
import { adminMoney } from './staff-money.js';

/**
 * Spec section 7 sends the current month and year. "This month" is the server's month in
 * BUSINESS_TIMEZONE (DESIGN.md section 3), so a phone whose clock or zone is wrong cannot shift
 * the figures; the fields are accepted for compatibility and not needed.
 */
export const ZDashboardRequest = z
  .object({
    ExpenseMonth: wholeNumberOrAll('expenseMonth', 1, 12),
    ExpenseYear: wholeNumberOrAll('expenseYear', 2000, 2200),
    PaymentMonth: wholeNumberOrAll('paymentMonth', 1, 12),
    PaymentYear: wholeNumberOrAll('paymentYear', 2000, 2200),
    /** One property's figures and lists; none: every property the caller works in, added up. */
    propertyId: propertyFilter(),
  })
  .nullish();
export type DashboardRequest = z.input<typeof ZDashboardRequest>;

/** One stay on a dashboard list; dates as the API returns them (YYYY-MM-DDTHH:mm:ss). */
export const ZDashboardStay = z.object({
  bookingId: z.number().int(),
  tenantName: z.string(),
  /** The tenant's phone, so the front desk can call from the list ('' when not known). */
  phone: z.string(),
  roomNumber: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
});
export type DashboardStay = z.infer<typeof ZDashboardStay>;

/** A stay that owes bills already due (today's included), from its bills. */
export const ZDashboardUnpaidStay = ZDashboardStay.extend({
  /** What is still owed on the stay's bills due up to today. */
  amountOwed: z.number().int(),
  /** The oldest due date not fully paid (YYYY-MM-DDT00:00:00). */
  dueDate: z.string(),
  /** Days since that due date; 0 when it is due today. */
  daysOverdue: z.number().int(),
  /** The oldest bill still owed: the one the reminder is about and links to (Reminder/Record names it). */
  billId: z.number().int(),
  ...owedReminder,
});
export type DashboardUnpaidStay = z.infer<typeof ZDashboardUnpaidStay>;

/** Money over many tenants is for administrators (staff-money.ts): staff get null in its place. */
const money = adminMoney(z.number().int());

/** Stays owing per aging bucket; the money only for administrators. */
export const ZDashboardAging = ZAgingTotal;
export type DashboardAging = z.infer<typeof ZDashboardAging>;

export const ZDashboardInfo = z.object({
  /** YYYY-MM-DD in business time: what "today" meant for these figures. */
  today: z.string(),
  dashboardInfo: z.object({
    occupiedRoom: z.number().int(),
    /** Active rooms: the "out of" of Room Occupied (never a constant). */
    totalRoom: z.number().int(),
    incomeThisMonth: money,
    expenseThisMonth: money,
  }),
  checkInToday: z.array(ZDashboardStay),
  checkOutToday: z.array(ZDashboardStay),
  unpaidTenant: z.array(ZDashboardUnpaidStay),
  /** Arrears by aging bucket (0 / 1-30 / 31-60 / 61+ days), every bucket present. */
  arrears: z.array(ZDashboardAging),
  depositOnHold: money,
  depositOwned: money,
  allTimeIncome: money,
  allTimeExpense: money,
  nettIncome: money,
  /** Tenants' "I have paid" claims waiting for confirmation (PaymentClaim/GetList, claimStatus 1). */
  claimsWaiting: z.number().int(),
  /** Repair requests Open or In progress (MaintenanceRequest/GetList, openOnly). */
  repairsOpen: z.number().int(),
  /** Online payments a gateway reported that were not recorded and wait to be settled by hand. */
  onlinePaymentsToCheck: z.number().int(),
  /** Today's messages the server sent or queued (business day), by delivery status. */
  messagesToday: z.object({
    queued: z.number().int(),
    sent: z.number().int(),
    delivered: z.number().int(),
    read: z.number().int(),
    failed: z.number().int(),
  }),
  /** The last message to a tenant (the server's or one sent by hand), or null. */
  lastMessage: ZLastMessage.nullable(),
});
export type DashboardInfo = z.infer<typeof ZDashboardInfo>;

/** The dashboard lists show at most this many stays each, oldest first. */
export const DASHBOARD_LIST_LIMIT = 100;

export const dashboardCalls = {
  getDashboardInfo: defineCall({
    path: paths.dashboard.getDashboardInfo,
    access: 'user',
    summary:
      'Occupancy, this month and all-time money, deposits, and the stays to check in, check out or chase for rent (with the phone and the rent owed), as of today in the business time zone. The money figures are for administrators: staff get null in their place.',
    request: ZDashboardRequest,
    response: ZDashboardInfo,
  }),
};
