import type { AuditEntity } from '@kamar/contract';
import { formModeOf } from '../components/form/form-mode';

/**
 * Every screen's address, how to build a link to it and who may open it. The router, the menu,
 * the settings page and every link read this table (features link to each other through it, never
 * by importing each other), and the one admin gate reads `adminOnly`. It imports nothing of the
 * features, so any layer may import it.
 */

/** Administrators only (the server refuses others anyway); a function decides by the address's query. */
type AdminRule = boolean | ((query: URLSearchParams) => boolean);

export interface Screen {
  /** The route's path. */
  readonly path: string;
  readonly adminOnly: AdminRule;
}

export interface PageScreen extends Screen {
  to(): string;
}

/** A list: its filters, page and size live in the query, so a link may open it filtered. */
export interface ListScreen extends Screen {
  to(filters?: Record<string, string | number>): string;
}

export type FormQuery = { formType: 'Add' } | { formType: 'Edit' | 'View'; id: number };

/** A form (spec section 2): `?<idParam>=<id>&formType=Add|Edit|View`, then any extra parameters. */
export interface FormScreen<Extra extends Record<string, number | undefined> = Record<never, never>> extends Screen {
  readonly idParam: string;
  /** The kind of record the form shows, as the audit trail names it (its History panel). */
  readonly auditEntity: AuditEntity;
  to(query: FormQuery & Extra): string;
  /** Whether someone (administrator or not) may open a record here in Edit mode. */
  editableBy(isAdmin: boolean): boolean;
}

function page(path: string, adminOnly: AdminRule = false): PageScreen {
  return { path, adminOnly, to: () => path };
}

function list(path: string, adminOnly: AdminRule = false): ListScreen {
  return {
    path,
    adminOnly,
    to: (filters) => {
      const query = new URLSearchParams(Object.entries(filters ?? {}).map(([k, v]) => [k, String(v)])).toString();
      return query ? `${path}?${query}` : path;
    },
  };
}

function form<Extra extends Record<string, number | undefined> = Record<never, never>>(
  path: string,
  idParam: string,
  auditEntity: AuditEntity,
  adminOnly: AdminRule = false,
): FormScreen<Extra> {
  const screen: FormScreen<Extra> = {
    path,
    idParam,
    auditEntity,
    adminOnly,
    editableBy: (isAdmin) => mayOpen(screen, isAdmin, new URLSearchParams({ [idParam]: '1', formType: 'Edit' })),
    to: ({ formType, ...rest }) => {
      const { id, ...extra } = rest as { id?: number } & Record<string, number | undefined>;
      const more = Object.entries(extra).filter(([, value]) => value !== undefined);
      return `${path}?${idParam}=${id ?? ''}&formType=${formType}${more.map(([k, v]) => `&${k}=${v}`).join('')}`;
    },
  };
  return screen;
}

/** A document's print view: a payment's receipt or a bill (staff may open them), a deposit return's receipt (administrators). */
export interface ReceiptScreen extends Screen {
  to(query: { kind: 'payment' | 'depositReturn'; paymentId: number } | { kind: 'bill'; billId: number }): string;
}

function receipt(path: string): ReceiptScreen {
  return {
    path,
    adminOnly: (query) => query.get('kind') === 'depositReturn',
    to: (query) =>
      query.kind === 'bill'
        ? `${path}?kind=bill&billId=${query.billId}`
        : `${path}?kind=${query.kind}&paymentId=${query.paymentId}`,
  };
}

export const screens = {
  login: page('/login'),
  dashboard: page('/'),
  roomMap: page('/rooms'),
  bookings: list('/booking'),
  bookingForm: form('/booking/form', 'bookingId', 'booking'),
  tenants: list('/tenant'),
  tenantForm: form('/tenant/form', 'tenantId', 'tenant'),
  // Spec section 6: Payment, Deposit, Expense and Employee are for administrators.
  payments: list('/payment', true),
  // Staff record a payment from a booking and may read one; changing one is for administrators.
  paymentForm: form<{ bookingId?: number | undefined; billId?: number | undefined; amount?: number | undefined }>(
    '/payment/form',
    'paymentId',
    'payment',
    (query) => formModeOf(query, 'paymentId').isEdit,
  ),
  receipt: receipt('/receipt'),
  /** The page a share link opens, signed out: `/s/<token>`. */
  sharedDocument: { path: '/s/:token', adminOnly: false, to: (token: string) => `/s/${token}` },
  bills: list('/bill'),
  /** Who owes bills already due, with their WhatsApp reminders (front-desk work, open to staff). */
  arrears: list('/arrears'),
  // A bill is read here (View); paying it is a payment, waiving it a button for administrators.
  billForm: form('/bill/form', 'billId', 'bill'),
  deposits: list('/deposit', true),
  depositForm: form('/deposit/form', 'paymentId', 'payment', true),
  expenses: list('/expense', true),
  expenseForm: form('/expense/form', 'expenseId', 'expense', true),
  employees: list('/employee', true),
  employeeForm: form('/employee/form', 'employeeId', 'employee', true),
  settings: page('/setting'),
  users: list('/setting/user', true),
  userForm: form('/setting/user/form', 'userId', 'user', true),
  roomTypes: list('/setting/room-type'),
  roomTypeForm: form('/setting/room-type/form', 'roomTypeId', 'roomType'),
  rooms: list('/setting/room-setup'),
  roomForm: form('/setting/room-setup/form', 'roomId', 'room'),
  cardVendors: list('/setting/card-vendor'),
  // The audit trail: who changed what, for administrators.
  audit: list('/setting/audit', true),
  cardVendorForm: form('/setting/card-vendor/form', 'cardVendorId', 'cardVendor'),
  businessProfile: page('/setting/business', true),
  // The kos of the business: the owner's to add, change and delete.
  properties: list('/setting/property', true),
  propertyForm: form('/setting/property/form', 'propertyId', 'property', true),
};

/** Whether only administrators may open `screen` at an address with this query. */
export function isAdminOnly(screen: Screen, query: URLSearchParams = new URLSearchParams()): boolean {
  return typeof screen.adminOnly === 'function' ? screen.adminOnly(query) : screen.adminOnly;
}

/** Whether someone (administrator or not) may open `screen`; menus and links offer only these. */
export function mayOpen(screen: Screen, isAdmin: boolean, query?: URLSearchParams): boolean {
  return isAdmin || !isAdminOnly(screen, query);
}
