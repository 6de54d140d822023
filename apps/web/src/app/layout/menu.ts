import type { Role } from '@kamar/contract';
import {
  type Icon,
  IconAlarm,
  IconBed,
  IconBook2,
  IconBuildingStore,
  IconCash,
  IconChartBar,
  IconCoin,
  IconCreditCardPay,
  IconFileInvoice,
  IconGauge,
  IconId,
  IconLayoutDashboard,
  IconMessages,
  IconReceipt2,
  IconSettings,
  IconTimeline,
  IconTool,
  IconUserSquareRounded,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { type ListScreen, mayOpen, type PageScreen, screens } from '../paths';

export interface MenuEntry {
  screen: PageScreen | ListScreen;
  label:
    | 'dashboard'
    | 'rooms'
    | 'timeline'
    | 'meterRound'
    | 'booking'
    | 'tenant'
    | 'residentRegister'
    | 'bill'
    | 'arrears'
    | 'messageLog'
    | 'paymentClaims'
    | 'onlinePayments'
    | 'repairs'
    | 'payment'
    | 'deposit'
    | 'expense'
    | 'report'
    | 'employee'
    | 'setting';
  icon: Icon;
}

export interface MenuSection {
  title: 'sectionMenu' | 'sectionCashflow' | 'sectionHumanResource' | 'sectionSetting';
  entries: MenuEntry[];
}

/** The sidebar (spec section 2, "Layout and menu"). */
export const menuSections: MenuSection[] = [
  {
    title: 'sectionMenu',
    entries: [
      { screen: screens.dashboard, label: 'dashboard', icon: IconLayoutDashboard },
      { screen: screens.roomMap, label: 'rooms', icon: IconBed },
      // The rooms across days, beside the rooms of today.
      { screen: screens.timeline, label: 'timeline', icon: IconTimeline },
      // The monthly walk through the rooms, reading each meter: every role's work.
      { screen: screens.meterRound, label: 'meterRound', icon: IconGauge },
      { screen: screens.bookings, label: 'booking', icon: IconBook2 },
      { screen: screens.tenants, label: 'tenant', icon: IconUsers },
      // Who stays here, for the RT/RW and (foreigners) APOA: the desk's paperwork, beside the tenants.
      { screen: screens.residentRegister, label: 'residentRegister', icon: IconId },
      // Who owes what is front-desk work (arrears); every tenant's bills at once are money.readAll.
      { screen: screens.bills, label: 'bill', icon: IconFileInvoice },
      { screen: screens.arrears, label: 'arrears', icon: IconAlarm },
      // What was sent to whom and how far it got: the reminders' own log, beside them.
      { screen: screens.messageLog, label: 'messageLog', icon: IconMessages },
      // Tenants' "I have paid" to confirm: front-desk work like the arrears, just above Payment.
      { screen: screens.paymentClaims, label: 'paymentClaims', icon: IconCreditCardPay },
      // What tenants paid online and what of it waits to be settled by hand: the business's money,
      // beside the other way tenants pay from their page; only while online payment is on.
      { screen: screens.onlinePayments, label: 'onlinePayments', icon: IconCoin },
      // Repairs the tenants and staff reported: every role's work, after the rooms' money.
      { screen: screens.maintenanceRequests, label: 'repairs', icon: IconTool },
    ],
  },
  {
    title: 'sectionCashflow',
    entries: [
      { screen: screens.payments, label: 'payment', icon: IconCash },
      { screen: screens.deposits, label: 'deposit', icon: IconWallet },
      { screen: screens.expenses, label: 'expense', icon: IconReceipt2 },
      // The month's numbers add up the money above: after it, for those who read all of it.
      { screen: screens.report, label: 'report', icon: IconChartBar },
    ],
  },
  {
    title: 'sectionHumanResource',
    entries: [{ screen: screens.employees, label: 'employee', icon: IconUserSquareRounded }],
  },
  { title: 'sectionSetting', entries: [{ screen: screens.settings, label: 'setting', icon: IconSettings }] },
];

/** Entries of something the business may not use: Online payments without a payment provider set. */
export type OptionalEntry = 'onlinePayments';

/**
 * The sections a user sees: screens they may not open (the paths table says) dropped, and those of
 * something the business does not use (`off`), and sections left empty.
 */
export function visibleSections(role: Role, off: readonly OptionalEntry[] = []): MenuSection[] {
  const shown = (e: MenuEntry) => mayOpen(e.screen, role) && !(off as readonly string[]).includes(e.label);
  return menuSections.map((s) => ({ ...s, entries: s.entries.filter(shown) })).filter((s) => s.entries.length > 0);
}

/** Whether an entry is the current one: Dashboard only at /, Booking for any path containing "booking". */
export function isCurrent(entry: MenuEntry, pathname: string): boolean {
  const { path } = entry.screen;
  if (entry.screen === screens.dashboard) return pathname === path;
  if (entry.screen === screens.bookings) return pathname.includes('booking');
  return pathname === path || pathname.startsWith(`${path}/`);
}

export { IconBuildingStore as BusinessIcon };
