import { z } from 'zod';
import { defineCall } from './call.js';
import { pagedData, pageRequest } from './common.js';
import { dateOrAll, filterText, idOrAll, wordOrAll } from './filters.js';
import { messages } from './messages.js';
import { paths } from './paths.js';

/**
 * What an audit entry says happened. Row changes are named by the database (create, update,
 * delete / restore of a status toggle, remove of a hard delete); the calls that are more than an
 * update say what they are (check-in, check-out...); sign-ins and exports are written as such.
 */
export const auditActions = [
  'create',
  'update',
  'delete',
  'restore',
  'remove',
  'checkIn',
  'checkOut',
  'reactivate',
  'cancel',
  'settleDeposit',
  'signIn',
  'signInFailed',
  'signOut',
  'export',
] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  restore: 'Undelete',
  remove: 'Remove',
  checkIn: 'Check In',
  checkOut: 'Check Out',
  reactivate: 'Reactivate',
  cancel: 'Cancel',
  settleDeposit: 'Deposit Return',
  signIn: 'Sign In',
  signInFailed: 'Sign In Failed',
  signOut: 'Sign Out',
  export: 'Export',
};

/** The kinds of record an entry is about (deposit and audit appear only as exported lists). */
export const auditEntities = [
  'user',
  'tenant',
  'tenantPhoto',
  'booking',
  'payment',
  'deposit',
  'expense',
  'room',
  'roomType',
  'cardVendor',
  'employee',
  'floorPlanCell',
  'setting',
  'audit',
] as const;
export type AuditEntity = (typeof auditEntities)[number];
export const auditEntityLabels: Record<AuditEntity, string> = {
  user: 'User',
  tenant: 'Tenant',
  tenantPhoto: 'Tenant Photo',
  booking: 'Booking',
  payment: 'Payment',
  deposit: 'Deposit',
  expense: 'Expense',
  room: 'Room',
  roomType: 'Room Type',
  cardVendor: 'Card Vendor',
  employee: 'Employee',
  floorPlanCell: 'Floor Plan',
  setting: 'Setting',
  audit: 'Audit',
};

/**
 * The calls whose row changes are more than an update: the call binding names the action for the
 * database while the call's transaction runs. Every other change is named by what it did to the row.
 */
export const auditActionOfCall: Partial<Record<string, AuditAction>> = {
  [paths.booking.checkIn]: 'checkIn',
  [paths.booking.completeBooking]: 'checkOut',
  [paths.booking.reactiveBooking]: 'reactivate',
  [paths.booking.cancelBooking]: 'cancel',
  [paths.depositReturned.create]: 'settleDeposit',
};

/**
 * Calls that only read: Get..., CheckAuth and CheckIsAdmin. Every other signed-in call may change
 * records, so it runs in one transaction with its caller named to the database (the audit's actor).
 */
export function isReadCall(path: string): boolean {
  const name = path.split('/').pop() ?? '';
  return name.startsWith('Get') || name === 'CheckAuth' || name === 'CheckIsAdmin';
}

/** Fields whose values are whole rupiah (shown as money, "Rp 1.500.000"). */
export const moneyFields: readonly string[] = [
  'amount',
  'returnedAmount',
  'salary',
  'priceDaily',
  'priceWeekly',
  'priceMonthly',
  'priceYearly',
];

/** The enumeration a field's numbers name; `status` depends on the kind of record. */
export type AuditEnum =
  | 'recordStatus'
  | 'userStatus'
  | 'tenantStatus'
  | 'gender'
  | 'vehicle'
  | 'rentalPeriod'
  | 'bookingStatus'
  | 'paymentType'
  | 'depositStatus'
  | 'expenseCategory'
  | 'roomStatus'
  | 'month';
export function enumOfField(entity: string, field: string): AuditEnum | null {
  if (field === 'status') return entity === 'user' ? 'userStatus' : entity === 'tenant' ? 'tenantStatus' : 'recordStatus';
  const byField: Record<string, AuditEnum> = {
    gender: 'gender',
    vehicle: 'vehicle',
    bookingType: 'rentalPeriod',
    bookingStatus: 'bookingStatus',
    paymentType: 'paymentType',
    depositStatus: 'depositStatus',
    expenseCategory: 'expenseCategory',
    roomStatus: 'roomStatus',
    paymentPeriodeMonth: 'month',
  };
  return byField[field] ?? null;
}

/** A value before or after a change: numbers for money and counts, ISO text for dates, "changed" for secrets. */
export const ZAuditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof ZAuditValue>;
/** What a secret (a password, a photo's bytes) shows instead of its value. */
export const AUDIT_REDACTED = 'changed';

export const ZAuditChange = z.object({ field: z.string(), before: ZAuditValue, after: ZAuditValue });
export type AuditChange = z.infer<typeof ZAuditChange>;

export const AUDIT_USERNAME_FILTER_MAX = 100;

export const ZAuditListRequest = z
  .object({
    entity: wordOrAll('Entity', auditEntities),
    recordId: idOrAll('Record Id'),
    /** The user's name as written (any case); a failed sign-in's attempted name too. */
    username: filterText('Username', AUDIT_USERNAME_FILTER_MAX),
    action: wordOrAll('Action', auditActions),
    dateFrom: dateOrAll('Date From'),
    dateTo: dateOrAll('Date To'),
    ...pageRequest(),
  })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    path: ['dateTo'],
    message: messages.dateRangeReversed,
  });
export type AuditListRequest = z.input<typeof ZAuditListRequest>;

export const ZAuditEntry = z.object({
  rowNumber: z.number().int(),
  auditId: z.number().int(),
  /** YYYY-MM-DDTHH:mm:ss in business time. */
  auditDate: z.string(),
  username: z.string(),
  /** The client's address ('' for the server's own work). */
  address: z.string(),
  entity: z.enum(auditEntities),
  recordId: z.number().int().nullable(),
  action: z.enum(auditActions),
  changes: z.array(ZAuditChange),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const auditCalls = {
  getList: defineCall({
    path: paths.audit.getList,
    access: 'admin',
    summary:
      'The audit trail, newest first: who changed what and when, with the before and after of each changed field (administrators only).',
    request: ZAuditListRequest,
    response: pagedData(ZAuditEntry),
  }),
};
