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
  'sendTest',
  'sendDueNow',
  /** A drawn signature put on an agreement (by staff, or by the tenant on their page). */
  'sign',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The kinds of record an entry is about (deposit, audit and arrears appear only as exported lists). */
export const auditEntities = [
  'user',
  'tenant',
  'tenantPhoto',
  'booking',
  'payment',
  'deposit',
  'bill',
  'billLine',
  'billAllocation',
  'depositDeduction',
  'expense',
  'room',
  'roomType',
  'cardVendor',
  'chargeType',
  'meterReading',
  'meterPhoto',
  'checklist',
  'inspection',
  'inspectionItem',
  'inspectionPhoto',
  'tenantLink',
  'paymentClaim',
  'agreement',
  'agreementSignature',
  'agreementTemplate',
  'gatewayCheckout',
  'gatewayAnomaly',
  'stayCharge',
  'rentChange',
  'property',
  'userProperty',
  'employee',
  'floorPlanCell',
  'setting',
  'businessProfile',
  'businessLogo',
  'shareLink',
  'reminder',
  'audit',
  'arrears',
  'expenseCategory',
  'recurringExpense',
  'messageChannels',
  'reminderRules',
  'reportSettings',
  /** A month's report or journal downloaded (money of many tenants; the journal names them). */
  'report',
  /** A resident register downloaded (names, NIK, birth dates and passports of a property's residents). */
  'residentRegister',
  'maintenanceRequest',
  'maintenancePhoto',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

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
  [paths.agreement.sign]: 'sign',
  [paths.tenantPage.signAgreement]: 'sign',
};

/**
 * Calls that only read: Get..., CheckAuth and CheckIsAdmin, and Backup/Create, which reads every
 * table into a file on a connection of its own (a call's transaction held open the whole time
 * would only keep a connection, and its notes of how the backup went must outlive a failure).
 * Every other signed-in call may change records, so it runs in one transaction with its caller
 * named to the database (the audit's actor).
 */
export function isReadCall(path: string): boolean {
  if (path === paths.backup.create) return true;
  const name = path.split('/').pop() ?? '';
  // GetShareLink and GetTenantLink make the link they answer (a row), so they are audited as writes.
  if (name === 'GetShareLink' || name === 'GetTenantLink') return false;
  return name.startsWith('Get') || name === 'CheckAuth' || name === 'CheckIsAdmin';
}

/** Fields whose values are whole rupiah (shown as money, "Rp 1.500.000"); a setting by its field name. */
export const moneyFields: readonly string[] = [
  'amount',
  'returnedAmount',
  'receiptBillLeft',
  'salary',
  'priceDaily',
  'priceWeekly',
  'priceMonthly',
  'priceYearly',
  'rentAmount',
  'periodRent',
  'paidAmount',
  'lateFeeAmount',
  'lateFeeCap',
  'unitPrice',
  'minimumCharge',
  'cost',
];

/** The enumeration a field's values name (its labels are the catalogues' `enums.<name>`). */
export type AuditEnum =
  | 'recordStatus'
  | 'userStatus'
  | 'tenantStatus'
  | 'gender'
  | 'vehicle'
  | 'rentalPeriod'
  | 'bookingStatus'
  | 'paymentType'
  | 'paymentMethod'
  | 'chargeKind'
  | 'depositStatus'
  | 'expenseCategory'
  | 'roomStatus'
  | 'month'
  | 'billStatus'
  | 'billVoidCause'
  | 'billLineKind'
  | 'meterReadingKind'
  | 'deductionKind'
  | 'inspectionKind'
  | 'itemCondition'
  | 'floorCellKind'
  | 'lateFeeMode'
  | 'billProration'
  | 'claimStatus'
  | 'agreementStatus'
  | 'agreementSigner'
  | 'checkoutStatus'
  | 'smtpSecurity'
  | 'reminderChannel'
  | 'taxpayerKind'
  | 'maintenanceRequestStatus'
  | 'maintenancePriority'
  | 'maintenanceReporter';

/** Fields that name one enumeration whatever the record; a new enum field is one line here. */
const enumByField: Record<string, AuditEnum> = {
  gender: 'gender',
  vehicle: 'vehicle',
  bookingType: 'rentalPeriod',
  bookingStatus: 'bookingStatus',
  paymentType: 'paymentType',
  paymentMethod: 'paymentMethod',
  chargeKind: 'chargeKind',
  readingKind: 'meterReadingKind',
  inspectionKind: 'inspectionKind',
  condition: 'itemCondition',
  depositStatus: 'depositStatus',
  roomStatus: 'roomStatus',
  paymentPeriodeMonth: 'month',
  billStatus: 'billStatus',
  voidCause: 'billVoidCause',
  lateFeeMode: 'lateFeeMode',
  billProration: 'billProration',
  claimStatus: 'claimStatus',
  agreementStatus: 'agreementStatus',
  signer: 'agreementSigner',
  checkoutStatus: 'checkoutStatus',
  smtpSecurity: 'smtpSecurity',
  reminderChannel: 'reminderChannel',
  taxpayerKind: 'taxpayerKind',
  requestStatus: 'maintenanceRequestStatus',
  priority: 'maintenancePriority',
  reportedBy: 'maintenanceReporter',
};

/** `status` and `kind` name a different enumeration per kind of record. */
export function enumOfField(entity: string, field: string): AuditEnum | null {
  if (field === 'status')
    return entity === 'user' ? 'userStatus' : entity === 'tenant' ? 'tenantStatus' : 'recordStatus';
  if (field === 'kind') {
    const byEntity: Partial<Record<string, AuditEnum>> = {
      billLine: 'billLineKind',
      depositDeduction: 'deductionKind',
      floorPlanCell: 'floorCellKind',
    };
    return byEntity[entity] ?? null;
  }
  return enumByField[field] ?? null;
}

/**
 * Fields that hold another record's id, and the kind of record: the trail shows that record's
 * name (a room's number, a tenant's name), or "#9 (deleted)" when it is gone.
 */
export const auditReferenceFields: Readonly<Record<string, AuditEntity>> = {
  tenantId: 'tenant',
  roomId: 'room',
  roomTypeId: 'roomType',
  cardVendorId: 'cardVendor',
  chargeTypeId: 'chargeType',
  meterReadingId: 'meterReading',
  inspectionId: 'inspection',
  inspectionItemId: 'inspectionItem',
  deductionId: 'depositDeduction',
  stayChargeId: 'stayCharge',
  propertyId: 'property',
  employeeId: 'employee',
  expenseCategory: 'expenseCategory',
  recurringExpenseId: 'recurringExpense',
  bookingId: 'booking',
  paymentId: 'payment',
  billId: 'bill',
  assignedEmployeeId: 'employee',
  expenseId: 'expense',
  maintenanceRequestId: 'maintenanceRequest',
};

/**
 * Columns the trail keeps but does not show: the database's own bookkeeping, worked out from
 * other rows or internal to a file. A bill's number in its stay (periodNo; its period is shown),
 * what of a payment is spent on bills or deductions (allocatedAmount, deductedAmount: each
 * allocation and deduction is an entry of its own), a photo's or logo's size and type (its change
 * reads "changed"), the record a share link opens (documentId: its number is shown), the row
 * version a form sends back (update_date, never written), what was left on a bill when a
 * receipt naming it was issued and its lines then (receiptBillLeft, receiptBillLines: worked out from the bill, and shown
 * on the receipt).
 */
export const auditHiddenFields: readonly string[] = [
  'periodNo',
  'allocatedAmount',
  'deductedAmount',
  'rowVersion',
  'contentType',
  'byteSize',
  'width',
  'height',
  'documentId',
  'receiptBillLeft',
  'receiptBillLines',
  // A claim's photo's type and size (its bytes read "changed"), the link it came through; a
  // checkout's address at the provider, our id for it and when it was last asked about; what a
  // provider sent (kept whole in its row).
  'photoType',
  'photoBytes',
  'tenantLinkId',
  'checkoutUrl',
  'externalId',
  'checkedAt',
  'payload',
];

/** Columns shown under another field's label (the profile's templates are the form's fields). */
export const auditFieldLabels: Readonly<Record<string, string>> = {
  reminderTemplateId: 'reminderId',
  reminderTemplateEn: 'reminderEn',
  receiptTemplateId: 'receiptId',
  receiptTemplateEn: 'receiptEn',
};

/** What a secret (a password, a photo's bytes) shows instead of its value. */
export const AUDIT_REDACTED = 'changed';
