import type { Role } from '@kamar/contract';
import {
  type Icon,
  IconAlarm,
  IconBed,
  IconBook2,
  IconBuildingStore,
  IconCash,
  IconCreditCardPay,
  IconFileInvoice,
  IconGauge,
  IconLayoutDashboard,
  IconReceipt2,
  IconSettings,
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
    | 'meterRound'
    | 'booking'
    | 'tenant'
    | 'bill'
    | 'arrears'
    | 'paymentClaims'
    | 'payment'
    | 'deposit'
    | 'expense'
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
      // The monthly walk through the rooms, reading each meter: every role's work.
      { screen: screens.meterRound, label: 'meterRound', icon: IconGauge },
      { screen: screens.bookings, label: 'booking', icon: IconBook2 },
      { screen: screens.tenants, label: 'tenant', icon: IconUsers },
      // Who owes what is front-desk work (arrears); every tenant's bills at once are money.readAll.
      { screen: screens.bills, label: 'bill', icon: IconFileInvoice },
      { screen: screens.arrears, label: 'arrears', icon: IconAlarm },
      // Tenants' "I have paid" to confirm: front-desk work like the arrears, just above Payment.
      { screen: screens.paymentClaims, label: 'paymentClaims', icon: IconCreditCardPay },
    ],
  },
  {
    title: 'sectionCashflow',
    entries: [
      { screen: screens.payments, label: 'payment', icon: IconCash },
      { screen: screens.deposits, label: 'deposit', icon: IconWallet },
      { screen: screens.expenses, label: 'expense', icon: IconReceipt2 },
    ],
  },
  {
    title: 'sectionHumanResource',
    entries: [{ screen: screens.employees, label: 'employee', icon: IconUserSquareRounded }],
  },
  { title: 'sectionSetting', entries: [{ screen: screens.settings, label: 'setting', icon: IconSettings }] },
];

/** The sections a user sees: screens they may not open (the paths table says) dropped, and sections left empty. */
export function visibleSections(role: Role): MenuSection[] {
  return menuSections
    .map((s) => ({ ...s, entries: s.entries.filter((e) => mayOpen(e.screen, role)) }))
    .filter((s) => s.entries.length > 0);
}

/** Whether an entry is the current one: Dashboard only at /, Booking for any path containing "booking". */
export function isCurrent(entry: MenuEntry, pathname: string): boolean {
  const { path } = entry.screen;
  if (entry.screen === screens.dashboard) return pathname === path;
  if (entry.screen === screens.bookings) return pathname.includes('booking');
  return pathname === path || pathname.startsWith(`${path}/`);
}

export { IconBuildingStore as BusinessIcon };
