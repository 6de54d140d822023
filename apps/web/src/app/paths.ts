import { type AuditEntity, type Permission, type Role, roleMay } from '@kamar/contract';
import { formModeOf } from '../components/form/form-mode';

/**
 * Every screen's address, how to build a link to it and who may open it. The router, the menu,
 * the settings page and every link read this table (features link to each other through it, never
 * by importing each other), and the one role gate reads `needs`. It imports nothing of the
 * features, so any layer may import it.
 */

/**
 * The permission a screen needs (contract permissions.ts; the server refuses the screen's calls
 * anyway); a function decides by the address's query (a form's Add or Edit needs more than View).
 */
type ScreenRule = Permission | ((query: URLSearchParams) => Permission);

export interface Screen {
  /** The route's path. */
  readonly path: string;
  readonly needs: ScreenRule;
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
export interface FormScreen<Extra extends Record<string, number | string | undefined> = Record<never, never>>
  extends Screen {
  readonly idParam: string;
  /** The kind of record the form shows, as the audit trail names it (its History panel). */
  readonly auditEntity: AuditEntity;
  to(query: FormQuery & Extra): string;
  /** Whether a role may open a record here in Edit mode. */
  editableBy(role: Role): boolean;
}

function page(path: string, needs: ScreenRule = 'signedIn'): PageScreen {
  return { path, needs, to: () => path };
}

function list(path: string, needs: ScreenRule): ListScreen {
  return {
    path,
    needs,
    to: (filters) => {
      const query = new URLSearchParams(Object.entries(filters ?? {}).map(([k, v]) => [k, String(v)])).toString();
      return query ? `${path}?${query}` : path;
    },
  };
}

function form<Extra extends Record<string, number | string | undefined> = Record<never, never>>(
  path: string,
  idParam: string,
  auditEntity: AuditEntity,
  needs: ScreenRule,
): FormScreen<Extra> {
  const screen: FormScreen<Extra> = {
    path,
    idParam,
    auditEntity,
    needs,
    editableBy: (role) => mayOpen(screen, role, new URLSearchParams({ [idParam]: '1', formType: 'Edit' })),
    to: ({ formType, ...rest }) => {
      const { id, ...extra } = rest as { id?: number } & Record<string, number | string | undefined>;
      const more = Object.entries(extra).filter(([, value]) => value !== undefined);
      const query = more.map(([k, v]) => `&${k}=${encodeURIComponent(String(v))}`).join('');
      return `${path}?${idParam}=${id ?? ''}&formType=${formType}${query}`;
    },
  };
  return screen;
}

/** A document's print view: a payment's receipt or a bill (Front desk may open them), a deposit return's receipt (deposits.return). */
export interface ReceiptScreen extends Screen {
  to(query: { kind: 'payment' | 'depositReturn'; paymentId: number } | { kind: 'bill'; billId: number }): string;
}

function receipt(path: string): ReceiptScreen {
  return {
    path,
    needs: (query) => (query.get('kind') === 'depositReturn' ? 'deposits.return' : 'payments.take'),
    to: (query) =>
      query.kind === 'bill'
        ? `${path}?kind=bill&billId=${query.billId}`
        : `${path}?kind=${query.kind}&paymentId=${query.paymentId}`,
  };
}

/** A form whose View needs `view` and whose Add and Edit need `change`. */
const viewOr =
  (idParam: string, view: Permission, change: Permission) =>
  (query: URLSearchParams): Permission =>
    formModeOf(query, idParam).isView ? view : change;

export const screens = {
  login: page('/login'),
  dashboard: page('/'),
  roomMap: page('/rooms', 'bookings.work'),
  bookings: list('/booking', 'bookings.work'),
  /**
   * A new booking may start from the timeline: its room and check-in date (and a check-out date,
   * dragged across days), and `back`, the timeline's address to return to.
   */
  bookingForm: form<{
    roomId?: number | undefined;
    checkInDate?: string | undefined;
    checkOutDate?: string | undefined;
    back?: string | undefined;
  }>('/booking/form', 'bookingId', 'booking', 'bookings.work'),
  /** One property's rooms by days (`view=week|twoWeeks|month`, `from=YYYY-MM-DD`): booking work, as the room map. */
  timeline: list('/timeline', 'bookings.work'),
  /** A guest at the door: tenant, room, stay and the first money in one flow; from a free room, that room. */
  walkIn: {
    path: '/walk-in',
    needs: 'bookings.work' as Permission,
    to: (query: { roomId?: number } = {}) => (query.roomId ? `/walk-in?roomId=${query.roomId}` : '/walk-in'),
  },
  /** Where a walk-in ends: its receipts and their WhatsApp messages. */
  walkInDone: {
    path: '/walk-in/done',
    needs: 'bookings.work' as Permission,
    to: (query: { bookingId: number }) => `/walk-in/done?bookingId=${query.bookingId}`,
  },
  /**
   * The meter reading round: one room after another on a number pad, each reading kept on the
   * phone until sent; its type and date live in the query, as a list's filters do.
   */
  meterRound: list('/meter-reading', 'bookings.work'),
  /** A stay's check-in or check-out inspection by its id, or by its stay and kind (opened, or made, there). */
  inspection: {
    path: '/inspection',
    needs: 'bookings.work' as Permission,
    to: (query: { inspectionId: number } | { bookingId: number; kind: 1 | 2 }) =>
      'inspectionId' in query
        ? `/inspection?inspectionId=${query.inspectionId}`
        : `/inspection?bookingId=${query.bookingId}&kind=${query.kind}`,
  },
  meterReadings: list('/meter-reading/list', 'bookings.work'),
  tenants: list('/tenant', 'tenants.work'),
  tenantForm: form('/tenant/form', 'tenantId', 'tenant', 'tenants.work'),
  // The business's money: the payment list is the Owner's and the Manager's.
  payments: list('/payment', 'money.readAll'),
  // Front desk records a payment from a booking and may read one; correcting one is payments.change.
  paymentForm: form<{ bookingId?: number | undefined; billId?: number | undefined; amount?: number | undefined }>(
    '/payment/form',
    'paymentId',
    'payment',
    (query) => (formModeOf(query, 'paymentId').isEdit ? 'payments.change' : 'payments.take'),
  ),
  receipt: receipt('/receipt'),
  /** Tenants' "I have paid", each with its transfer photo, waiting first: confirming one is taking a payment. */
  /** Repairs (keluhan): every role takes and works them; their cost is expenses.manage (checked by the server). */
  maintenanceRequests: list('/repair', 'bookings.work'),
  maintenanceRequestForm: form('/repair/form', 'maintenanceRequestId', 'maintenanceRequest', 'bookings.work'),
  paymentClaims: list('/payment-claim', 'payments.take'),
  // One claim (View only): its photo, what its bill still owes, Approve (a payment) or Reject.
  paymentClaimForm: form('/payment-claim/form', 'paymentClaimId', 'paymentClaim', 'payments.take'),
  /**
   * Online payments (shown only while the business takes them): the checkouts tenants opened, and
   * `view=toCheck` the money reported and not recorded, to settle by hand. The business's money.
   */
  onlinePayments: list('/online-payment', 'money.readAll'),
  /** The page a share link opens, signed out: `/s/<token>`. */
  sharedDocument: { path: '/s/:token', needs: 'signedIn' as Permission, to: (token: string) => `/s/${token}` },
  // Every tenant's bills at once add up the business's money; Front desk reads a stay's bills from the stay.
  bills: list('/bill', 'money.readAll'),
  /** Who owes bills already due, with their WhatsApp reminders (front-desk work). */
  arrears: list('/arrears', 'payments.take'),
  /** Every message to tenants, the server's and those sent by hand, with how far each got: as the reminders themselves. */
  messageLog: list('/message-log', 'payments.take'),
  // A bill is read here (View); paying it is a payment, waiving it a button for payments.change.
  billForm: form('/bill/form', 'billId', 'bill', 'payments.take'),
  deposits: list('/deposit', 'deposits.return'),
  // `deductOwed=1`: the return starts with the stay's owed bills deducted (check-out that settles up).
  depositForm: form<{ deductOwed?: number | undefined }>('/deposit/form', 'paymentId', 'payment', 'deposits.return'),
  expenses: list('/expense', 'expenses.manage'),
  expenseForm: form('/expense/form', 'expenseId', 'expense', 'expenses.manage'),
  /** The month's numbers (`month=YYYY-MM`, last month unless said), of the top bar's property: the business's money. */
  report: list('/report', 'money.readAll'),
  /**
   * The resident register (RT/RW) and the APOA list of foreign guests, of the top bar's property
   * (`date`, `since` as YYYY-MM-DD): front-desk work, so not under /report (the money's).
   */
  residentRegister: list('/residents', 'tenants.work'),
  expenseCategories: list('/setting/expense-category', 'expenses.manage'),
  expenseCategoryForm: form(
    '/setting/expense-category/form',
    'expenseCategoryId',
    'expenseCategory',
    'expenses.manage',
  ),
  employees: list('/employee', 'employees.manage'),
  employeeForm: form('/employee/form', 'employeeId', 'employee', 'employees.manage'),
  settings: page('/setting'),
  users: list('/setting/user', 'users.manage'),
  userForm: form('/setting/user/form', 'userId', 'user', 'users.manage'),
  roomTypes: list('/setting/room-type', 'rooms.read'),
  roomTypeForm: form(
    '/setting/room-type/form',
    'roomTypeId',
    'roomType',
    viewOr('roomTypeId', 'rooms.read', 'prices.manage'),
  ),
  chargeTypes: list('/setting/charge-type', 'rooms.read'),
  chargeTypeForm: form(
    '/setting/charge-type/form',
    'chargeTypeId',
    'chargeType',
    viewOr('chargeTypeId', 'rooms.read', 'prices.manage'),
  ),
  rooms: list('/setting/room-setup', 'rooms.read'),
  roomForm: form('/setting/room-setup/form', 'roomId', 'room', viewOr('roomId', 'rooms.read', 'rooms.manage')),
  cardVendors: list('/setting/card-vendor', 'rooms.read'),
  // The audit trail: who changed what, for the Owner.
  audit: list('/setting/audit', 'audit.read'),
  cardVendorForm: form(
    '/setting/card-vendor/form',
    'cardVendorId',
    'cardVendor',
    viewOr('cardVendorId', 'rooms.read', 'rooms.manage'),
  ),
  businessProfile: page('/setting/business', 'settings.manage'),
  /** The channels the server sends through (WhatsApp Cloud API, email) and when reminders go out: business settings. */
  messageSettings: page('/setting/messages', 'settings.manage'),
  /** The tax figure's settings and the journal export's accounts: business settings. */
  reportSettings: page('/setting/report', 'settings.manage'),
  // The rental agreement's template (both languages): the Owner's.
  agreementTemplate: page('/setting/agreement', 'settings.manage'),
  // The kos of the business: the Owner's to add, change and delete.
  properties: list('/setting/property', 'settings.manage'),
  propertyForm: form('/setting/property/form', 'propertyId', 'property', 'settings.manage'),
};

/** The permission `screen` needs at an address with this query. */
export function permissionFor(screen: Screen, query: URLSearchParams = new URLSearchParams()): Permission {
  return typeof screen.needs === 'function' ? screen.needs(query) : screen.needs;
}

/** Whether a role may open `screen`; menus and links offer only these. */
export function mayOpen(screen: Screen, role: Role, query?: URLSearchParams): boolean {
  return roleMay(role, permissionFor(screen, query));
}
