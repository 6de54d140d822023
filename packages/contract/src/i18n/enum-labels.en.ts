import type { AuditAction, AuditEntity } from '../audit-labels.js';
import { monthLabels } from '../date-text.js';
import type {
  AgingBucket,
  AgreementSigner,
  AgreementStatus,
  BillLineKind,
  BillProration,
  BillStatus,
  BillVoidCause,
  BookingStatus,
  ChargeKind,
  CheckoutStatus,
  ClaimStatus,
  DeductionKind,
  DeliveryStatus,
  DepositStatus,
  ExpenseCategory,
  FloorCellKind,
  GatewayAnomaly,
  Gender,
  IncomeKind,
  InspectionKind,
  ItemCondition,
  LateFeeMode,
  MaintenancePriority,
  MaintenanceReporter,
  MaintenanceRequestStatus,
  MessageChannel,
  MessageFailure,
  MessageKind,
  MessageLink,
  MeterReadingKind,
  Month,
  PaymentMethod,
  PaymentType,
  RecordStatus,
  ReminderChannel,
  RentalPeriod,
  Role,
  RoomStatus,
  SmtpSecurity,
  TaxpayerKind,
  TenantStatus,
  UserStatus,
  Vehicle,
} from '../enums.js';
import type { Permission } from '../permissions.js';

/** What every enumeration's labels must cover: each of its values. */
interface EnumLabels {
  recordStatus: Record<RecordStatus, string>;
  userStatus: Record<UserStatus, string>;
  role: Record<Role, string>;
  permission: Record<Permission, string>;
  tenantStatus: Record<TenantStatus, string>;
  gender: Record<Gender, string>;
  bookingStatus: Record<BookingStatus, string>;
  rentalPeriod: Record<RentalPeriod, string>;
  paymentType: Record<PaymentType, string>;
  paymentMethod: Record<PaymentMethod, string>;
  chargeKind: Record<ChargeKind, string>;
  expenseCategory: Record<ExpenseCategory, string>;
  depositStatus: Record<DepositStatus, string>;
  vehicle: Record<Vehicle, string>;
  roomStatus: Record<RoomStatus, string>;
  month: Record<Month, string>;
  floorCellKind: Record<FloorCellKind, string>;
  auditAction: Record<AuditAction, string>;
  auditEntity: Record<AuditEntity, string>;
  billStatus: Record<BillStatus, string>;
  billLineKind: Record<BillLineKind, string>;
  meterReadingKind: Record<MeterReadingKind, string>;
  claimStatus: Record<ClaimStatus, string>;
  agreementStatus: Record<AgreementStatus, string>;
  agreementSigner: Record<AgreementSigner, string>;
  checkoutStatus: Record<CheckoutStatus, string>;
  gatewayAnomaly: Record<GatewayAnomaly, string>;
  billVoidCause: Record<BillVoidCause, string>;
  agingBucket: Record<AgingBucket, string>;
  deductionKind: Record<DeductionKind, string>;
  inspectionKind: Record<InspectionKind, string>;
  itemCondition: Record<ItemCondition, string>;
  billProration: Record<BillProration, string>;
  messageLink: Record<MessageLink, string>;
  lateFeeMode: Record<LateFeeMode, string>;
  messageChannel: Record<MessageChannel, string>;
  reminderChannel: Record<ReminderChannel, string>;
  messageKind: Record<MessageKind, string>;
  deliveryStatus: Record<DeliveryStatus, string>;
  messageFailure: Record<MessageFailure, string>;
  maintenanceRequestStatus: Record<MaintenanceRequestStatus, string>;
  maintenancePriority: Record<MaintenancePriority, string>;
  maintenanceReporter: Record<MaintenanceReporter, string>;
  smtpSecurity: Record<SmtpSecurity, string>;
  incomeKind: Record<IncomeKind, string>;
  taxpayerKind: Record<TaxpayerKind, string>;
}

/**
 * The enumerations' labels in English: the spec's words. A new value gets its label here and in
 * enum-labels.id.ts (the typecheck fails until both have it).
 */
export const enumLabelsEn = {
  recordStatus: { 1: 'Active', 2: 'Deleted' },
  userStatus: { 1: 'Active', 2: 'Disabled' },
  role: { 1: 'Owner', 2: 'Manager', 3: 'Front desk' },
  /** What each permission lets a role do (permissions.ts), as the Roles table and a refusal say it. */
  permission: {
    signedIn: 'sign in and use the dashboard',
    'tenants.work': 'take tenants',
    'tenants.delete': 'delete tenants',
    'personalData.export': "export tenants' personal data",
    'bookings.work': "book at the room type's price, check in and check out",
    'bookings.delete': 'delete bookings',
    'rents.set': "agree a rent other than the room type's price",
    'rooms.read': 'see rooms and room types',
    'rooms.manage': 'set up rooms and card vendors',
    'prices.manage': 'change room types and their prices',
    'payments.take': 'record payments, send reminders and hand over receipts',
    'payments.change': 'correct or delete payments and void bills',
    'deposits.return': 'return deposits',
    'money.readAll': "see the business's money",
    'shareLinks.manage': 'see and end share links',
    'expenses.manage': 'keep expenses',
    'employees.manage': 'keep employees',
    'users.manage': 'manage users and their roles',
    'settings.manage': 'change the business settings and profile',
    'backups.manage': 'make and download backups',
    'audit.read': 'read the audit trail',
  },
  tenantStatus: { 1: 'Active', 2: 'Deleted', 3: 'Pending' },
  gender: { 1: 'Male', 2: 'Female' },
  bookingStatus: { 1: 'Active', 2: 'Complete', 3: 'Cancelled' },
  rentalPeriod: { 1: 'Daily', 2: 'Weekly', 3: 'Monthly', 4: 'Yearly' },
  paymentType: { 1: 'Deposit', 2: 'Rent Payment' },
  paymentMethod: { 1: 'Cash', 2: 'Bank transfer', 3: 'QRIS', 4: 'Online', 5: 'Other' },
  chargeKind: { 1: 'Metered', 2: 'Per period', 3: 'One-off' },
  expenseCategory: { 1: 'Household', 2: 'Human Resource' },
  depositStatus: { 0: 'On Hold', 1: 'Returned', 2: 'Forfeited' },
  vehicle: { 1: 'Motorcycle', 2: 'Car' },
  roomStatus: { 1: 'Ready', 2: 'Maintenance' },
  month: monthLabels('en'),
  floorCellKind: {
    room: 'Room',
    bathroom: 'Bathroom',
    stairs: 'Stairs',
    kitchen: 'Kitchen',
    livingArea: 'Living Area',
    sharedRoom: 'Shared Room',
    balcony: 'Balcony',
  },
  auditAction: {
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
    sendTest: 'Test Message Sent',
    sendDueNow: 'Due Reminders Queued',
    sign: 'Sign',
  },
  auditEntity: {
    user: 'User',
    tenant: 'Tenant',
    tenantPhoto: 'Tenant Photo',
    booking: 'Booking',
    payment: 'Payment',
    bill: 'Bill',
    billLine: 'Bill Line',
    billAllocation: 'Bill Payment',
    depositDeduction: 'Deposit Deduction',
    deposit: 'Deposit',
    expense: 'Expense',
    room: 'Room',
    roomType: 'Room Type',
    cardVendor: 'Card Vendor',
    chargeType: 'Charge Type',
    meterReading: 'Meter Reading',
    meterPhoto: 'Meter Photo',
    checklist: 'Inspection Checklist',
    inspection: 'Inspection',
    inspectionItem: 'Inspection Item',
    inspectionPhoto: 'Inspection Photo',
    tenantLink: 'Tenant Page Link',
    paymentClaim: 'Payment Claim',
    agreement: 'Rental Agreement',
    agreementSignature: 'Agreement Signature',
    agreementTemplate: 'Agreement Template',
    gatewayCheckout: 'Online Checkout',
    gatewayAnomaly: 'Online Payment To Check',
    stayCharge: 'Stay Charge',
    rentChange: 'Rent Change',
    property: 'Property',
    userProperty: "User's Property",
    employee: 'Employee',
    floorPlanCell: 'Floor Plan',
    setting: 'Setting',
    businessProfile: 'Business Profile',
    businessLogo: 'Business Logo',
    shareLink: 'Share Link',
    reminder: 'Reminder',
    audit: 'Audit',
    arrears: 'Arrears',
    expenseCategory: 'Expense Category',
    recurringExpense: 'Monthly Expense',
    messageChannels: 'Message Channels',
    reminderRules: 'Reminder Rules',
    reportSettings: 'Report Settings',
    report: 'Monthly Report',
    residentRegister: 'Resident Register',
    maintenanceRequest: 'Repair Request',
    maintenancePhoto: 'Repair Photo',
  },
  billStatus: { 1: 'Unpaid', 2: 'Partially Paid', 3: 'Paid', 4: 'Void' },
  billLineKind: { 1: 'Rent', 2: 'Late Fee', 3: 'Metered', 4: 'Per Period Charge', 5: 'One-off Charge' },
  meterReadingKind: { 1: 'Round', 2: 'Check-in', 3: 'Check-out' },
  claimStatus: { 1: 'Waiting', 2: 'Approved', 3: 'Rejected' },
  agreementStatus: { 1: 'Draft', 2: 'Signed by the landlord', 3: 'Signed by the tenant', 4: 'Signed by both (fixed)' },
  agreementSigner: { 1: 'Landlord', 2: 'Tenant' },
  checkoutStatus: { 1: 'Pending', 2: 'Paid', 3: 'Expired', 4: 'Held for checking' },
  gatewayAnomaly: {
    amountDiffers: 'The amount paid is not the amount asked',
    currencyDiffers: 'Paid in another currency',
    billNotOpen: 'The bill was already paid or voided',
    stayNotPayable: 'The stay cannot take payments any more',
    unknownReference: 'No checkout of ours has this reference',
  },
  billVoidCause: { 1: 'Waived', 2: 'Stay cancelled', 3: 'Stay deleted', 4: 'Outside the stay' },
  agingBucket: { 0: 'Due today', 1: '1-30 days', 2: '31-60 days', 3: '61+ days' },
  deductionKind: { 1: 'Unpaid bill', 2: 'Damage', 3: 'Cleaning', 4: 'Other' },
  inspectionKind: { 1: 'Check-in inspection', 2: 'Check-out inspection' },
  itemCondition: { 1: 'Good', 2: 'Damaged', 3: 'Missing' },
  billProration: { prorate: 'By the days stayed', full: 'The full period' },
  messageLink: { document: 'The bill or receipt itself', tenantPage: "The tenant's page" },
  lateFeeMode: { none: 'No late fee', fixed: 'A fixed amount, once', perDay: 'An amount per day late, up to a cap' },
  messageChannel: { 1: 'WhatsApp (by hand)', 2: 'WhatsApp (automatic)', 3: 'Email' },
  reminderChannel: { 1: 'WhatsApp', 2: 'Email' },
  messageKind: {
    1: 'Before the due date',
    2: 'On the due date',
    3: 'After the due date',
    4: 'After the due date, again',
    5: 'Receipt',
    6: 'Test message',
    7: 'Reminder sent by hand',
  },
  deliveryStatus: { 1: 'Queued', 2: 'Sent', 3: 'Delivered', 4: 'Read', 5: 'Failed' },
  messageFailure: {
    notOnWhatsapp: 'The number is not on WhatsApp or cannot receive messages',
    templateRejected: 'WhatsApp refused the template (missing, not approved, paused or its words do not fit)',
    quota: 'Too many messages: WhatsApp’s sending limit was reached',
    accessDenied: 'WhatsApp or the mail server refused the access token, password or account',
    numberNotAllowed: 'A test account may only send to the numbers it lists',
    addressRefused: 'The mail server refused the address',
    providerUnavailable: 'The service did not answer; tried several times',
    noContact: 'The tenant has no usable WhatsApp number or email address',
    channelOff: 'The channel was turned off before it could be sent',
    other: 'The service refused the message',
  },
  smtpSecurity: { 1: 'STARTTLS (port 587)', 2: 'TLS (port 465)', 3: 'None (local relay only)' },
  incomeKind: { 1: 'Rent', 2: 'Late fees', 3: 'Charges', 4: 'Paid ahead', 5: 'Deposits kept' },
  taxpayerKind: { 1: 'Individual', 2: 'Company' },
  maintenanceRequestStatus: { 1: 'Open', 2: 'In progress', 3: 'Done', 4: 'Cancelled' },
  maintenancePriority: { 1: 'Low', 2: 'Normal', 3: 'High', 4: 'Urgent' },
  maintenanceReporter: { 1: 'Staff', 2: 'Tenant' },
} as const satisfies EnumLabels;
