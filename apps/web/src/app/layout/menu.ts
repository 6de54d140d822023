import {
  type Icon,
  IconBed,
  IconBook2,
  IconBuildingStore,
  IconCash,
  IconLayoutDashboard,
  IconReceipt2,
  IconSettings,
  IconUserSquareRounded,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';

export interface MenuEntry {
  path: string;
  label: 'dashboard' | 'rooms' | 'booking' | 'tenant' | 'payment' | 'deposit' | 'expense' | 'employee' | 'setting';
  icon: Icon;
  /** Spec section 6: Payment, Deposit, Expense and Employee are for administrators only. */
  adminOnly?: boolean;
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
      { path: '/', label: 'dashboard', icon: IconLayoutDashboard },
      { path: '/rooms', label: 'rooms', icon: IconBed },
      { path: '/booking', label: 'booking', icon: IconBook2 },
      { path: '/tenant', label: 'tenant', icon: IconUsers },
    ],
  },
  {
    title: 'sectionCashflow',
    entries: [
      { path: '/payment', label: 'payment', icon: IconCash, adminOnly: true },
      { path: '/deposit', label: 'deposit', icon: IconWallet, adminOnly: true },
      { path: '/expense', label: 'expense', icon: IconReceipt2, adminOnly: true },
    ],
  },
  {
    title: 'sectionHumanResource',
    entries: [{ path: '/employee', label: 'employee', icon: IconUserSquareRounded, adminOnly: true }],
  },
  { title: 'sectionSetting', entries: [{ path: '/setting', label: 'setting', icon: IconSettings }] },
];

/** The sections a user sees: admin-only entries dropped for others, and sections left empty. */
export function visibleSections(isAdmin: boolean): MenuSection[] {
  return menuSections
    .map((s) => ({ ...s, entries: s.entries.filter((e) => isAdmin || !e.adminOnly) }))
    .filter((s) => s.entries.length > 0);
}

/** Whether an entry is the current one: Dashboard only at /, Booking for any path containing "booking". */
export function isCurrent(entry: MenuEntry, pathname: string): boolean {
  if (entry.path === '/') return pathname === '/';
  if (entry.path === '/booking') return pathname.includes('booking');
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}

export { IconBuildingStore as BusinessIcon };
