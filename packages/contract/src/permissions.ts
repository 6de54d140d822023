import type { AnyCall } from './calls.js';
import { Role } from './enums.js';
import type { ExportPath } from './exports.js';
import { paths } from './paths.js';

/**
 * Who may do what: the one table. The server's call binding admits a call only to a role that
 * holds the call's permission (403 `auth.roleNotAllowed` naming it otherwise), the money rule
 * (staff-money.ts) withholds by `money.readAll`, and the web app offers only what the signed-in
 * role holds (menu, screens, buttons, fields). README "Roles" and docs/DESIGN.md section 3 show
 * this table in words; a test keeps the README's copy equal to it.
 *
 * Owner: everything. Manager: runs the kos (prices, agreed rents, rooms, corrections of money,
 * deposit returns, expenses, employees, the money figures, personal-data exports), not users,
 * business settings, backups or the audit trail. Front desk: tenants, bookings at the room type's
 * price, check-in and check-out, payments, reminders and receipts, one running stay's money at a
 * time (staff-money.ts).
 */
export const permissionRoles = {
  /** Sign in and out, one's own user, the dashboard (money figures need money.readAll), the business profile. */
  signedIn: [Role.Owner, Role.Manager, Role.FrontDesk],
  /** Take a tenant: create, edit, read, look up. */
  'tenants.work': [Role.Owner, Role.Manager, Role.FrontDesk],
  'tenants.delete': [Role.Owner, Role.Manager],
  /** The tenant and booking exports: names, NIK, addresses, phones and rents of everyone (UU PDP 27/2022). */
  'personalData.export': [Role.Owner, Role.Manager],
  /** Book at the room type's price, check in, check out, cancel, reactivate; the room map. */
  'bookings.work': [Role.Owner, Role.Manager, Role.FrontDesk],
  'bookings.delete': [Role.Owner, Role.Manager],
  /** Agree a rent other than the room type's price (a booking's rent); checked inside Booking/Create and Update. */
  'rents.set': [Role.Owner, Role.Manager],
  /** Read rooms, room types and card vendors (and export those lists). */
  'rooms.read': [Role.Owner, Role.Manager, Role.FrontDesk],
  /** Room setup and card vendors: create, edit, delete. */
  'rooms.manage': [Role.Owner, Role.Manager],
  /** Room types and their prices. */
  'prices.manage': [Role.Owner, Role.Manager],
  /** Record a payment; a running stay's payments, bills, receipts and share links; arrears and reminders. */
  'payments.take': [Role.Owner, Role.Manager, Role.FrontDesk],
  /** Correct or delete a payment, void a bill. */
  'payments.change': [Role.Owner, Role.Manager],
  /** Return or keep deposits, their list and receipts. */
  'deposits.return': [Role.Owner, Role.Manager],
  /** The business's money: the payment list, totals over many tenants, any stay's money, the money exports. */
  'money.readAll': [Role.Owner, Role.Manager],
  /** See and end a document's share links. */
  'shareLinks.manage': [Role.Owner, Role.Manager],
  'expenses.manage': [Role.Owner, Role.Manager],
  'employees.manage': [Role.Owner, Role.Manager],
  /** Users and their roles; other users' records. */
  'users.manage': [Role.Owner],
  /** Business settings (billing rules) and the business profile. */
  'settings.manage': [Role.Owner],
  'backups.manage': [Role.Owner],
  'audit.read': [Role.Owner],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionRoles;
export const PERMISSIONS = Object.keys(permissionRoles) as Permission[];

/** Whether a role holds a permission. */
export function roleMay(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (permissionRoles[permission] as readonly Role[]).includes(role);
}

/**
 * The permission each call and each export needs ('public': no sign-in). Every call of the
 * contract has a row (the typecheck and permissions.test.ts fail until it does). To add a call:
 * give it the permission of what it does (read its neighbours' rows); only when none fits, add a
 * permission above with the roles that hold it, its words in i18n/enum-labels.*.ts and a row in
 * the README's Roles table. A call's `access` says only whether it needs a sign-in and whether the
 * spec kept it from staff ('admin': Front desk must lack its permission, checked by the test).
 */
export const callPermissions = {
  [paths.auth.login]: 'public',
  [paths.auth.checkAuth]: 'signedIn',
  [paths.auth.logout]: 'signedIn',
  [paths.user.create]: 'users.manage',
  [paths.user.update]: 'users.manage',
  [paths.user.delete]: 'users.manage',
  // One's own user; anyone else's needs users.manage (the users service decides).
  [paths.user.getById]: 'signedIn',
  [paths.user.checkIsAdmin]: 'signedIn',
  [paths.user.getList]: 'users.manage',
  [paths.user.export]: 'users.manage',
  [paths.dashboard.getDashboardInfo]: 'signedIn',
  // The month's numbers are money over many tenants; the tax and accounts settings are the owner's.
  [paths.report.getMonthly]: 'money.readAll',
  [paths.report.getTrend]: 'money.readAll',
  [paths.report.getSettings]: 'money.readAll',
  [paths.report.updateSettings]: 'settings.manage',
  // The register is front-desk work (the desk reports new tenants to the RT/RW and foreigners to
  // APOA): anyone who takes tenants, for their properties; its file is audited as personal data.
  [paths.report.getResidentRegister]: 'tenants.work',
  [paths.payment.create]: 'payments.take',
  [paths.payment.update]: 'payments.change',
  [paths.payment.delete]: 'payments.change',
  [paths.payment.getById]: 'payments.take',
  [paths.payment.getList]: 'money.readAll',
  [paths.payment.getPaymentByBookingId]: 'payments.take',
  [paths.payment.getPaymentByTenantId]: 'payments.take',
  [paths.payment.getBookingOptions]: 'payments.take',
  [paths.payment.export]: 'money.readAll',
  [paths.depositReturned.create]: 'deposits.return',
  [paths.depositReturned.getList]: 'deposits.return',
  [paths.depositReturned.getById]: 'deposits.return',
  [paths.depositReturned.export]: 'deposits.return',
  [paths.expense.create]: 'expenses.manage',
  [paths.expense.update]: 'expenses.manage',
  [paths.expense.delete]: 'expenses.manage',
  [paths.expense.getById]: 'expenses.manage',
  [paths.expense.getList]: 'expenses.manage',
  [paths.expense.export]: 'expenses.manage',
  [paths.expense.stopRepeating]: 'expenses.manage',
  [paths.expenseCategory.create]: 'expenses.manage',
  [paths.expenseCategory.update]: 'expenses.manage',
  [paths.expenseCategory.delete]: 'expenses.manage',
  [paths.expenseCategory.remove]: 'expenses.manage',
  [paths.expenseCategory.getById]: 'expenses.manage',
  [paths.expenseCategory.getList]: 'expenses.manage',
  [paths.expenseCategory.export]: 'expenses.manage',
  [paths.roomType.create]: 'prices.manage',
  [paths.roomType.update]: 'prices.manage',
  [paths.roomType.delete]: 'prices.manage',
  [paths.roomType.getById]: 'rooms.read',
  [paths.roomType.getList]: 'rooms.read',
  [paths.roomType.export]: 'rooms.read',
  [paths.chargeType.create]: 'prices.manage',
  [paths.chargeType.update]: 'prices.manage',
  [paths.chargeType.delete]: 'prices.manage',
  [paths.chargeType.getById]: 'rooms.read',
  [paths.chargeType.getList]: 'rooms.read',
  [paths.chargeType.export]: 'rooms.read',
  [paths.room.create]: 'rooms.manage',
  [paths.room.update]: 'rooms.manage',
  [paths.room.delete]: 'rooms.manage',
  [paths.room.getById]: 'rooms.read',
  [paths.room.getList]: 'rooms.read',
  [paths.room.export]: 'rooms.read',
  [paths.floorPlan.getFloorPlan]: 'bookings.work',
  [paths.cardVendor.create]: 'rooms.manage',
  [paths.cardVendor.update]: 'rooms.manage',
  [paths.cardVendor.delete]: 'rooms.manage',
  [paths.cardVendor.getById]: 'rooms.read',
  [paths.cardVendor.getList]: 'rooms.read',
  [paths.cardVendor.export]: 'rooms.read',
  // The business's properties: the Owner makes and changes them; everyone reads the ones they work in.
  [paths.property.create]: 'settings.manage',
  [paths.property.update]: 'settings.manage',
  [paths.property.delete]: 'settings.manage',
  [paths.property.uploadLogo]: 'settings.manage',
  [paths.property.uploadQris]: 'settings.manage',
  [paths.property.getById]: 'signedIn',
  [paths.property.getList]: 'signedIn',
  [paths.property.export]: 'rooms.read',
  [paths.employee.create]: 'employees.manage',
  [paths.employee.update]: 'employees.manage',
  [paths.employee.delete]: 'employees.manage',
  [paths.employee.getById]: 'employees.manage',
  [paths.employee.getList]: 'employees.manage',
  [paths.employee.export]: 'employees.manage',
  [paths.booking.create]: 'bookings.work',
  [paths.booking.update]: 'bookings.work',
  [paths.booking.delete]: 'bookings.delete',
  [paths.booking.getById]: 'bookings.work',
  [paths.booking.getList]: 'bookings.work',
  [paths.booking.getTenantList]: 'tenants.work',
  [paths.booking.getAvailableRoom]: 'bookings.work',
  // The rooms by days, as the room map by today: front-desk work; what each stay owes now is the arrears'.
  [paths.booking.getTimeline]: 'bookings.work',
  [paths.booking.checkIn]: 'bookings.work',
  [paths.booking.completeBooking]: 'bookings.work',
  [paths.booking.reactiveBooking]: 'bookings.work',
  [paths.booking.cancelBooking]: 'bookings.work',
  // A walk-in is a tenant, a booking at the type's price, a check-in and payments: front-desk work.
  [paths.booking.walkIn]: 'bookings.work',
  [paths.booking.export]: 'personalData.export',
  // A new rent is an agreed rent: whoever may agree one.
  [paths.booking.changeRent]: 'rents.set',
  // The reading round is the front desk's walk through the rooms; a reading is removed only by
  // those who correct money, and only while its bill is not paid.
  [paths.meterReading.getRound]: 'bookings.work',
  [paths.meterReading.create]: 'bookings.work',
  [paths.meterReading.update]: 'bookings.work',
  [paths.meterReading.delete]: 'payments.change',
  [paths.meterReading.getList]: 'bookings.work',
  [paths.meterReading.getById]: 'bookings.work',
  [paths.meterReading.uploadPhoto]: 'bookings.work',
  [paths.inspection.getChecklist]: 'rooms.read',
  [paths.inspection.updateChecklist]: 'rooms.manage',
  [paths.inspection.create]: 'bookings.work',
  [paths.inspection.update]: 'bookings.work',
  [paths.inspection.getById]: 'bookings.work',
  [paths.inspection.getList]: 'bookings.work',
  [paths.inspection.addPhoto]: 'bookings.work',
  [paths.inspection.deletePhoto]: 'bookings.work',
  [paths.inspection.createDeduction]: 'deposits.return',
  // Repairs are everyone's daily work (the front desk takes complaints); recording their cost as
  // money is checked inside Update (expenses.manage).
  [paths.maintenanceRequest.create]: 'bookings.work',
  [paths.maintenanceRequest.update]: 'bookings.work',
  [paths.maintenanceRequest.getById]: 'bookings.work',
  [paths.maintenanceRequest.getList]: 'bookings.work',
  [paths.maintenanceRequest.uploadPhoto]: 'bookings.work',
  // The stay's page is handed over by whoever takes its money; ending its links is an admin's, as share links.
  [paths.booking.getTenantLink]: 'payments.take',
  [paths.booking.revokeTenantLink]: 'shareLinks.manage',
  [paths.tenantPage.get]: 'public',
  [paths.tenantPage.submitClaim]: 'public',
  [paths.tenantPage.submitMaintenanceRequest]: 'public',
  // Confirming a transfer is taking a payment; the queue shows every stay's claims, as the payment list does.
  [paths.tenantPage.createCheckout]: 'public',
  [paths.paymentGateway.getStatus]: 'signedIn',
  // What came in online over many stays: the business's money, as the payment list.
  [paths.paymentGateway.getCheckoutList]: 'money.readAll',
  [paths.paymentGateway.getAnomalyList]: 'money.readAll',
  // Settling money by hand is correcting money.
  [paths.paymentGateway.resolveAnomaly]: 'payments.change',
  // A stay's agreement is front-desk work (check-in); its template is the business's settings. Who
  // may sign as the landlord (rents.set: Owner, Manager) is checked inside Agreement/Sign.
  [paths.agreement.getTemplate]: 'settings.manage',
  [paths.agreement.updateTemplate]: 'settings.manage',
  [paths.agreement.create]: 'bookings.work',
  [paths.agreement.getById]: 'bookings.work',
  [paths.agreement.getList]: 'bookings.work',
  [paths.agreement.sign]: 'bookings.work',
  [paths.tenantPage.signAgreement]: 'public',
  [paths.paymentClaim.getList]: 'payments.take',
  [paths.paymentClaim.getById]: 'payments.take',
  [paths.paymentClaim.approve]: 'payments.take',
  [paths.paymentClaim.reject]: 'payments.take',
  // A stay's charges at the type's price are booking work; another price needs rents.set (checked inside).
  [paths.stayCharge.create]: 'bookings.work',
  [paths.stayCharge.update]: 'bookings.work',
  [paths.stayCharge.delete]: 'bookings.work',
  [paths.stayCharge.getList]: 'bookings.work',
  [paths.stayCharge.getById]: 'bookings.work',
  [paths.tenant.create]: 'tenants.work',
  [paths.tenant.update]: 'tenants.work',
  [paths.tenant.delete]: 'tenants.delete',
  [paths.tenant.getById]: 'tenants.work',
  [paths.tenant.getList]: 'tenants.work',
  [paths.tenant.export]: 'personalData.export',
  [paths.backup.getLatest]: 'backups.manage',
  [paths.backup.create]: 'backups.manage',
  [paths.bill.getList]: 'payments.take',
  [paths.bill.getById]: 'payments.take',
  [paths.bill.getByBookingId]: 'payments.take',
  [paths.bill.void]: 'payments.change',
  [paths.bill.getArrears]: 'payments.take',
  [paths.bill.export]: 'money.readAll',
  [paths.bill.exportLines]: 'money.readAll',
  // Who owes what, with their phones, as a file: the business's money and personal data.
  [paths.bill.exportArrears]: 'money.readAll',
  [paths.setting.getBusinessSettings]: 'signedIn',
  [paths.setting.updateBusinessSettings]: 'settings.manage',
  [paths.setting.getBusinessProfile]: 'signedIn',
  // The login screen's greeting: the business's name and nothing else.
  [paths.setting.getBusinessName]: 'public',
  [paths.setting.updateBusinessProfile]: 'settings.manage',
  [paths.setting.updateBusinessLogo]: 'settings.manage',
  [paths.setting.updateBusinessQris]: 'settings.manage',
  [paths.document.getPaymentReceipt]: 'payments.take',
  [paths.document.getDepositReturnReceipt]: 'deposits.return',
  [paths.document.paymentShareLink]: 'payments.take',
  [paths.document.depositReturnShareLink]: 'deposits.return',
  [paths.document.getBillDocument]: 'payments.take',
  [paths.document.billShareLink]: 'payments.take',
  [paths.document.getShareLinks]: 'shareLinks.manage',
  [paths.document.revokeShareLink]: 'shareLinks.manage',
  [paths.document.getShared]: 'public',
  [paths.reminder.record]: 'payments.take',
  // What was sent to whom: as the reminders themselves (property by property, by row-level security).
  [paths.reminder.getLog]: 'payments.take',
  [paths.reminder.getRules]: 'signedIn',
  // When the business writes to tenants, and through which accounts: business settings.
  [paths.reminder.updateRules]: 'settings.manage',
  [paths.reminder.sendDueNow]: 'settings.manage',
  [paths.messageChannel.get]: 'settings.manage',
  [paths.messageChannel.updateWhatsapp]: 'settings.manage',
  [paths.messageChannel.updateEmail]: 'settings.manage',
  [paths.messageChannel.sendTest]: 'settings.manage',
  [paths.audit.getList]: 'audit.read',
  [paths.audit.export]: 'audit.read',
} as const satisfies Record<AnyCall['path'] | ExportPath, Permission | 'public'>;

/** The permission a call (or an export) at `path` needs; undefined for a path the contract does not have. */
export function permissionOf(path: string): Permission | 'public' | undefined {
  return (callPermissions as Record<string, Permission | 'public'>)[path];
}

/** The roles, strongest first, as the users screen offers them. */
export const ROLES = [Role.Owner, Role.Manager, Role.FrontDesk] as const;

/** `isAdmin` as the spec's client reads it: the Owner only. */
export const isAdminRole = (role: Role) => role === Role.Owner;

/** A role from the spec's `isAdmin` (a client that knows no roles): 1 Owner, 0 Front desk. */
export const roleOfAdminFlag = (isAdmin: boolean): Role => (isAdmin ? Role.Owner : Role.FrontDesk);
