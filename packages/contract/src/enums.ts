/**
 * Every enumeration of the product, with its stored value and its English label.
 * Labels are the spec's words; the web app reads them through its i18n catalogue.
 */
export const RecordStatus = { Active: 1, Deleted: 2 } as const;
export type RecordStatus = (typeof RecordStatus)[keyof typeof RecordStatus];
export const recordStatusLabels: Record<RecordStatus, string> = { 1: 'Active', 2: 'Deleted' };

export const UserStatus = { Active: 1, Disabled: 2 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];
export const userStatusLabels: Record<UserStatus, string> = { 1: 'Active', 2: 'Disabled' };

export const Gender = { Male: 1, Female: 2 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const genderLabels: Record<Gender, string> = { 1: 'Male', 2: 'Female' };

export const BookingStatus = { Active: 1, Complete: 2, Cancelled: 3 } as const;
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];
export const bookingStatusLabels: Record<BookingStatus, string> = {
  1: 'Active',
  2: 'Complete',
  3: 'Cancelled',
};

/** Rental period; DESIGN.md: the booking type is the rental period. */
export const RentalPeriod = { Daily: 1, Weekly: 2, Monthly: 3, Yearly: 4 } as const;
export type RentalPeriod = (typeof RentalPeriod)[keyof typeof RentalPeriod];
export const rentalPeriodLabels: Record<RentalPeriod, string> = {
  1: 'Daily',
  2: 'Weekly',
  3: 'Monthly',
  4: 'Yearly',
};

export const PaymentType = { Deposit: 1, RentPayment: 2 } as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];
export const paymentTypeLabels: Record<PaymentType, string> = { 1: 'Deposit', 2: 'Rent Payment' };

export const ExpenseCategory = { Household: 1, HumanResource: 2 } as const;
export type ExpenseCategory = (typeof ExpenseCategory)[keyof typeof ExpenseCategory];
export const expenseCategoryLabels: Record<ExpenseCategory, string> = {
  1: 'Household',
  2: 'Human Resource',
};

export const DepositStatus = { OnHold: 0, Returned: 1, Owned: 2 } as const;
export type DepositStatus = (typeof DepositStatus)[keyof typeof DepositStatus];
export const depositStatusLabels: Record<DepositStatus, string> = {
  0: 'On Hold',
  1: 'Returned',
  2: 'Owned',
};

export const Vehicle = { Motorcycle: 1, Car: 2 } as const;
export type Vehicle = (typeof Vehicle)[keyof typeof Vehicle];
export const vehicleLabels: Record<Vehicle, string> = { 1: 'Motorcycle', 2: 'Car' };

/** DESIGN.md section 4: a room under maintenance cannot be booked. */
export const RoomStatus = { Ready: 1, Maintenance: 2 } as const;
export type RoomStatus = (typeof RoomStatus)[keyof typeof RoomStatus];
export const roomStatusLabels: Record<RoomStatus, string> = { 1: 'Ready', 2: 'Maintenance' };

export const monthLabels: Record<number, string> = {
  1: 'January',
  2: 'February',
  3: 'March',
  4: 'April',
  5: 'May',
  6: 'June',
  7: 'July',
  8: 'August',
  9: 'September',
  10: 'October',
  11: 'November',
  12: 'December',
};

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
export const floorCellKindLabels: Record<FloorCellKind, string> = {
  room: 'Room',
  bathroom: 'Bathroom',
  stairs: 'Stairs',
  kitchen: 'Kitchen',
  livingArea: 'Living Area',
  sharedRoom: 'Shared Room',
  balcony: 'Balcony',
};

/** Tenant record status: the spec's tenant label also names 3 Pending. */
export const TenantStatus = { Active: 1, Deleted: 2, Pending: 3 } as const;
export type TenantStatus = (typeof TenantStatus)[keyof typeof TenantStatus];
export const tenantStatusLabels: Record<TenantStatus, string> = { 1: 'Active', 2: 'Deleted', 3: 'Pending' };

/**
 * A bill's money state (tagihan). Unpaid, Partially paid and Paid follow from its amount and
 * what is paid of it; Void is a bill that is no longer owed (the stay was cancelled or deleted
 * before the period began, the period fell outside a changed stay, or an administrator waived it).
 */
export const BillStatus = { Unpaid: 1, PartiallyPaid: 2, Paid: 3, Void: 4 } as const;
export type BillStatus = (typeof BillStatus)[keyof typeof BillStatus];
export const billStatusLabels: Record<BillStatus, string> = {
  1: 'Unpaid',
  2: 'Partially Paid',
  3: 'Paid',
  4: 'Void',
};

/** What a line of a bill is for. */
export const BillLineKind = { Rent: 1, LateFee: 2 } as const;
export type BillLineKind = (typeof BillLineKind)[keyof typeof BillLineKind];
export const billLineKindLabels: Record<BillLineKind, string> = { 1: 'Rent', 2: 'Late Fee' };

/** Why a bill is void: waived by an administrator (with a reason), or by what happened to the stay. */
export const BillVoidCause = { Waived: 1, StayCancelled: 2, StayDeleted: 3, OutsideStay: 4 } as const;
export type BillVoidCause = (typeof BillVoidCause)[keyof typeof BillVoidCause];
export const billVoidCauseLabels: Record<BillVoidCause, string> = {
  1: 'Waived',
  2: 'Stay cancelled',
  3: 'Stay deleted',
  4: 'Outside the stay',
};

/** How long a stay's oldest unpaid bill has been overdue (the arrears' aging). */
export const AgingBucket = { DueToday: 0, Days1To30: 1, Days31To60: 2, Days61Plus: 3 } as const;
export type AgingBucket = (typeof AgingBucket)[keyof typeof AgingBucket];
export const agingBucketLabels: Record<AgingBucket, string> = {
  0: 'Due today',
  1: '1-30 days',
  2: '31-60 days',
  3: '61+ days',
};

/** What a deposit return keeps back. */
export const DeductionKind = { UnpaidBill: 1, Damage: 2, Cleaning: 3, Other: 4 } as const;
export type DeductionKind = (typeof DeductionKind)[keyof typeof DeductionKind];
export const deductionKindLabels: Record<DeductionKind, string> = {
  1: 'Unpaid bill',
  2: 'Damage',
  3: 'Cleaning',
  4: 'Other',
};

/** Business setting BILL_PRORATION: a stay that ends inside a period pays the days it stayed, or the full period. */
export const BillProration = { Prorate: 'prorate', Full: 'full' } as const;
export type BillProration = (typeof BillProration)[keyof typeof BillProration];
export const billProrationLabels: Record<BillProration, string> = {
  prorate: 'By the days stayed',
  full: 'The full period',
};

/** Business setting LATE_FEE_MODE (denda). */
export const LateFeeMode = { None: 'none', Fixed: 'fixed', PerDay: 'perDay' } as const;
export type LateFeeMode = (typeof LateFeeMode)[keyof typeof LateFeeMode];
export const lateFeeModeLabels: Record<LateFeeMode, string> = {
  none: 'No late fee',
  fixed: 'A fixed amount, once',
  perDay: 'An amount per day late, up to a cap',
};
