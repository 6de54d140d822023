/**
 * Every enumeration of the product, with its stored values. Their labels, in each language, are
 * in i18n/enum-labels.<language>.ts.
 */
export const RecordStatus = { Active: 1, Deleted: 2 } as const;
export type RecordStatus = (typeof RecordStatus)[keyof typeof RecordStatus];

export const UserStatus = { Active: 1, Disabled: 2 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

/** What a user may do (permissions.ts): the Owner everything, a Manager runs the kos, Front desk serves tenants. */
export const Role = { Owner: 1, Manager: 2, FrontDesk: 3 } as const;
export type Role = (typeof Role)[keyof typeof Role];

export const Gender = { Male: 1, Female: 2 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export const BookingStatus = { Active: 1, Complete: 2, Cancelled: 3 } as const;
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];

/** Rental period; DESIGN.md: the booking type is the rental period. */
export const RentalPeriod = { Daily: 1, Weekly: 2, Monthly: 3, Yearly: 4 } as const;
export type RentalPeriod = (typeof RentalPeriod)[keyof typeof RentalPeriod];

export const PaymentType = { Deposit: 1, RentPayment: 2 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

/** How a payment was paid: 1 Cash, 2 Bank transfer, 3 QRIS, 4 Online, 5 Other (null: not recorded, rows from before). */
export const PaymentMethod = { Cash: 1, BankTransfer: 2, Qris: 3, Online: 4, Other: 5 } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** A tenant's "I have paid" with a transfer photo: 1 Waiting for the owner, 2 Approved (a payment made), 3 Rejected. */
export const ClaimStatus = { Waiting: 1, Approved: 2, Rejected: 3 } as const;
export type ClaimStatus = (typeof ClaimStatus)[keyof typeof ClaimStatus];

/**
 * A version of a stay's agreement: 1 Draft (no signature), 2 Signed by the landlord, 3 Signed by
 * the tenant, 4 Fixed (both signed: its PDF and hash kept, never changed again).
 */
export const AgreementStatus = { Draft: 1, SignedByLandlord: 2, SignedByTenant: 3, Fixed: 4 } as const;
export type AgreementStatus = (typeof AgreementStatus)[keyof typeof AgreementStatus];

/** Who signs an agreement: 1 the landlord (the owner, or a manager for them), 2 the tenant. */
export const AgreementSigner = { Landlord: 1, Tenant: 2 } as const;
export type AgreementSigner = (typeof AgreementSigner)[keyof typeof AgreementSigner];

/**
 * A message's way to the tenant: 1 a WhatsApp link a person tapped (wa.me, the default), 2 the
 * WhatsApp Business Cloud API (sent by the server), 3 email over SMTP.
 */
export const MessageChannel = { WhatsappLink: 1, WhatsappApi: 2, Email: 3 } as const;
export type MessageChannel = (typeof MessageChannel)[keyof typeof MessageChannel];

/** The channel a tenant prefers for messages the server sends: 1 WhatsApp, 2 Email. */
export const ReminderChannel = { WhatsApp: 1, Email: 2 } as const;
export type ReminderChannel = (typeof ReminderChannel)[keyof typeof ReminderChannel];

/**
 * What a message is: a bill's reminder before its due date, on it, after it and after it again
 * (the rules), a payment's receipt, a test of a channel, or a reminder a person sent by hand.
 */
export const MessageKind = {
  BeforeDue: 1,
  OnDue: 2,
  AfterDue: 3,
  AfterDueAgain: 4,
  Receipt: 5,
  Test: 6,
  ByHand: 7,
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];

/** How far a message got: 1 Queued, 2 Sent (the provider took it), 3 Delivered, 4 Read, 5 Failed. */
export const DeliveryStatus = { Queued: 1, Sent: 2, Delivered: 3, Read: 4, Failed: 5 } as const;
export type DeliveryStatus = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];

/** Why a message was not sent or not delivered, in words (enum labels); the provider's own text beside it. */
export const MessageFailure = {
  NotOnWhatsapp: 'notOnWhatsapp',
  TemplateRejected: 'templateRejected',
  Quota: 'quota',
  AccessDenied: 'accessDenied',
  NumberNotAllowed: 'numberNotAllowed',
  AddressRefused: 'addressRefused',
  ProviderUnavailable: 'providerUnavailable',
  NoContact: 'noContact',
  ChannelOff: 'channelOff',
  Other: 'other',
} as const;
export type MessageFailure = (typeof MessageFailure)[keyof typeof MessageFailure];

/** How the SMTP connection is protected: 1 STARTTLS (port 587), 2 TLS from the start (port 465), 3 none (a local relay). */
export const SmtpSecurity = { StartTls: 1, Tls: 2, None: 3 } as const;
export type SmtpSecurity = (typeof SmtpSecurity)[keyof typeof SmtpSecurity];

/**
 * A line of a report's income: 1 Rent, 2 Late fee, 3 a charge (by its type), 4 Paid ahead (what
 * payments paid beyond the bills: the stay's credit), 5 Deposit kept (settled deposits' damage,
 * cleaning and forfeits: what they did not hand back and did not pay bills with).
 */
export const IncomeKind = { Rent: 1, LateFee: 2, Charge: 3, PaidAhead: 4, DepositKept: 5 } as const;
export type IncomeKind = (typeof IncomeKind)[keyof typeof IncomeKind];

/** Who pays the final income tax of PP 55/2022: 1 an individual (the first Rp 500 juta a year is exempt), 2 a company. */
export const TaxpayerKind = { Individual: 1, Company: 2 } as const;
export type TaxpayerKind = (typeof TaxpayerKind)[keyof typeof TaxpayerKind];

/** A gateway checkout (a hosted payment page for one bill): 1 Pending, 2 Paid, 3 Expired, 4 Held (an anomaly: see its entry). */
export const CheckoutStatus = { Pending: 1, Paid: 2, Expired: 3, Held: 4 } as const;
export type CheckoutStatus = (typeof CheckoutStatus)[keyof typeof CheckoutStatus];

/**
 * Why money a gateway reported was not recorded as a payment, kept for the owner: the amount or
 * currency is not the checkout's, its bill was paid or voided meanwhile, its stay cannot take
 * money any more, or no checkout of ours has that reference.
 */
export const GatewayAnomaly = {
  AmountDiffers: 'amountDiffers',
  CurrencyDiffers: 'currencyDiffers',
  BillNotOpen: 'billNotOpen',
  StayNotPayable: 'stayNotPayable',
  UnknownReference: 'unknownReference',
} as const;
export type GatewayAnomaly = (typeof GatewayAnomaly)[keyof typeof GatewayAnomaly];

export const ExpenseCategory = { Household: 1, HumanResource: 2 } as const;
export type ExpenseCategory = (typeof ExpenseCategory)[keyof typeof ExpenseCategory];

export const DepositStatus = { OnHold: 0, Returned: 1, Owned: 2 } as const;
export type DepositStatus = (typeof DepositStatus)[keyof typeof DepositStatus];

export const Vehicle = { Motorcycle: 1, Car: 2 } as const;
export type Vehicle = (typeof Vehicle)[keyof typeof Vehicle];

/** What a charge type bills (issue 42): a meter's usage, a fixed sum every rental period, or once. */
export const ChargeKind = { Metered: 1, PerPeriod: 2, OneOff: 3 } as const;
export type ChargeKind = (typeof ChargeKind)[keyof typeof ChargeKind];

/**
 * Why a meter was read: the monthly round (its usage is billed to the stay in the room), a
 * check-in (opens the new tenant's usage; billed to no one), a check-out (closes the leaving
 * tenant's usage onto their final bill).
 */
export const MeterReadingKind = { Round: 1, CheckIn: 2, CheckOut: 3 } as const;
export type MeterReadingKind = (typeof MeterReadingKind)[keyof typeof MeterReadingKind];

/** DESIGN.md section 4: a room under maintenance cannot be booked. */
export const RoomStatus = { Ready: 1, Maintenance: 2 } as const;
export type RoomStatus = (typeof RoomStatus)[keyof typeof RoomStatus];

/** The months of a payment period, 1-12. */
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type Month = (typeof MONTHS)[number];

/** The values of an enumeration object, as a non-empty tuple zod can take. */
export function enumValues<T extends Record<string, number>>(e: T): [T[keyof T], ...T[keyof T][]] {
  return Object.values(e) as [T[keyof T], ...T[keyof T][]];
}

/** What a cell of the stored floor layout holds (DESIGN.md section 4, "Floor layout"). */
export const FloorCellKind = {
  Room: 'room',
  Bathroom: 'bathroom',
  Stairs: 'stairs',
  Kitchen: 'kitchen',
  LivingArea: 'livingArea',
  SharedRoom: 'sharedRoom',
  Balcony: 'balcony',
} as const;
export type FloorCellKind = (typeof FloorCellKind)[keyof typeof FloorCellKind];

/** Tenant record status: the spec's tenant label also names 3 Pending. */
export const TenantStatus = { Active: 1, Deleted: 2, Pending: 3 } as const;
export type TenantStatus = (typeof TenantStatus)[keyof typeof TenantStatus];

/**
 * A bill's money state (tagihan). Unpaid, Partially paid and Paid follow from its amount and
 * what is paid of it; Void is a bill that is no longer owed (the stay was cancelled or deleted
 * before the period began, the period fell outside a changed stay, or an administrator waived it).
 */
export const BillStatus = { Unpaid: 1, PartiallyPaid: 2, Paid: 3, Void: 4 } as const;
export type BillStatus = (typeof BillStatus)[keyof typeof BillStatus];

/**
 * What a line of a bill is for: the period's rent, a late fee, a meter reading's usage (electricity,
 * water), a charge every period (parking, wifi), a one-off charge (laundry, a key).
 */
export const BillLineKind = { Rent: 1, LateFee: 2, Metered: 3, PerPeriod: 4, OneOff: 5 } as const;
export type BillLineKind = (typeof BillLineKind)[keyof typeof BillLineKind];

/** Why a bill is void: waived by an administrator (with a reason), or by what happened to the stay. */
export const BillVoidCause = { Waived: 1, StayCancelled: 2, StayDeleted: 3, OutsideStay: 4 } as const;
export type BillVoidCause = (typeof BillVoidCause)[keyof typeof BillVoidCause];

/** How long a stay's oldest unpaid bill has been overdue (the arrears' aging). */
export const AgingBucket = { DueToday: 0, Days1To30: 1, Days31To60: 2, Days61Plus: 3 } as const;
export type AgingBucket = (typeof AgingBucket)[keyof typeof AgingBucket];

/** What a deposit return keeps back. */
export const DeductionKind = { UnpaidBill: 1, Damage: 2, Cleaning: 3, Other: 4 } as const;
export type DeductionKind = (typeof DeductionKind)[keyof typeof DeductionKind];

/** A room's inspection: at the tenant's check-in, or at their check-out (set beside the check-in's). */
export const InspectionKind = { CheckIn: 1, CheckOut: 2 } as const;
export type InspectionKind = (typeof InspectionKind)[keyof typeof InspectionKind];

/** What an inspection found of one checklist item. */
export const ItemCondition = { Good: 1, Damaged: 2, Missing: 3 } as const;
export type ItemCondition = (typeof ItemCondition)[keyof typeof ItemCondition];

/** Business setting BILL_PRORATION: a stay that ends inside a period pays the days it stayed, or the full period. */
/**
 * Business setting MESSAGE_LINK: what the reminder and receipt messages link to: the one document
 * (a bill, a statement, a receipt: a share link) or the stay's own page (`/t/...`, issue 43).
 */
export const MessageLink = { Document: 'document', TenantPage: 'tenantPage' } as const;
export type MessageLink = (typeof MessageLink)[keyof typeof MessageLink];

export const BillProration = { Prorate: 'prorate', Full: 'full' } as const;
export type BillProration = (typeof BillProration)[keyof typeof BillProration];

/** Business setting LATE_FEE_MODE (denda). */
export const LateFeeMode = { None: 'none', Fixed: 'fixed', PerDay: 'perDay' } as const;
export type LateFeeMode = (typeof LateFeeMode)[keyof typeof LateFeeMode];

/** A repair request's state (keluhan): Open, In progress, Done, Cancelled. */
export const MaintenanceRequestStatus = { Open: 1, InProgress: 2, Done: 3, Cancelled: 4 } as const;
export type MaintenanceRequestStatus = (typeof MaintenanceRequestStatus)[keyof typeof MaintenanceRequestStatus];

/** How soon a repair is wanted; a new request is Normal unless said otherwise. */
export const MaintenancePriority = { Low: 1, Normal: 2, High: 3, Urgent: 4 } as const;
export type MaintenancePriority = (typeof MaintenancePriority)[keyof typeof MaintenancePriority];

/** Who reported a repair: staff in Kamar, or the tenant from their stay's page. */
export const MaintenanceReporter = { Staff: 1, Tenant: 2 } as const;
export type MaintenanceReporter = (typeof MaintenanceReporter)[keyof typeof MaintenanceReporter];
