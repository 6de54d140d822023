import { z } from 'zod';
import { defineCall } from './call.js';
import {
  auditFields,
  cursorPagedData,
  cursorPageRequest,
  pagedData,
  pageRequest,
  rowVersionField,
  statusToggle,
  ZRecordStatus,
  ZSeenRowVersion,
} from './common.js';
import { BookingStatus, enumValues, PaymentMethod, PaymentType, RecordStatus, RentalPeriod } from './enums.js';
import { id, isoDate, money, oneOf, optionalText, wholeNumber } from './fields.js';
import { dateOrAll, filterText, idOrAll, oneOfOrAll, wholeNumberOrAll } from './filters.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';
import { propertyFilter, propertyOfRow } from './properties.js';
import { adminMoney, tenantsTotal } from './staff-money.js';

export const REMARK_MAX = 500;
export const TENANT_NAME_FILTER_MAX = 100;
/** A payment period's year: sensible bounds (the table allows 2000-2200). */
export const PERIOD_YEAR_MIN = 2000;
export const PERIOD_YEAR_MAX = 2100;

export const ZPaymentType = oneOf('paymentType', enumValues(PaymentType));
export const ZPaymentMethod = oneOf('paymentMethod', enumValues(PaymentMethod));
export const PAYMENT_ACCOUNT_MAX = 100;
const periodMonth = wholeNumber('paymentPeriodMonth', 1, 12);
const periodYear = wholeNumber('paymentPeriodYear', PERIOD_YEAR_MIN, PERIOD_YEAR_MAX);

export const ZPaymentCreateRequest = z.object({
  paymentDate: isoDate('paymentDate'),
  paymentType: ZPaymentType,
  bookingId: id('booking'),
  paymentPeriodeMonth: periodMonth,
  paymentPeriodeYear: periodYear,
  amount: money('amount', 1),
  remark: optionalText('remark', REMARK_MAX),
  /**
   * Rent only: the bill this payment is for. Left out, it pays the bill of its payment period
   * when that one is still owed, else the stay's oldest bill still owed; what is left over is
   * the stay's credit, which pays the next bills as they are made.
   */
  billId: idOrAll('bill'),
  /**
   * How it was paid (1 Cash, 2 Bank transfer, 3 QRIS, 4 Online, 5 Other); null: not recorded. Left
   * out: not recorded on Create, unchanged on Update (a client that does not know the field keeps it).
   */
  paymentMethod: ZPaymentMethod.nullish(),
  /**
   * A bank transfer only: the account it was paid into, as text ("BCA 1234567890"); null or '' for
   * none. Left out: none on Create, unchanged on Update.
   */
  paymentAccount: optionalText('paymentAccount', PAYMENT_ACCOUNT_MAX).optional(),
});
export type PaymentCreateRequest = z.input<typeof ZPaymentCreateRequest>;

export const ZPaymentUpdateRequest = ZPaymentCreateRequest.extend({
  paymentId: id('payment'),
  rowVersion: ZSeenRowVersion,
});
export type PaymentUpdateRequest = z.input<typeof ZPaymentUpdateRequest>;

export const ZPaymentIdRequest = z.object({ paymentId: id('payment') });
export const ZPaymentToggleRequest = statusToggle('paymentId', 'payment');

export const ZPaymentListRequest = z
  .object({
    tenantName: filterText('tenantName', TENANT_NAME_FILTER_MAX),
    paymentPeriodeMonth: wholeNumberOrAll('paymentPeriodMonth', 1, 12),
    paymentPeriodeYear: wholeNumberOrAll('paymentPeriodYear', PERIOD_YEAR_MIN, PERIOD_YEAR_MAX),
    paymentType: oneOfOrAll('paymentType', enumValues(PaymentType)),
    status: oneOfOrAll('status', enumValues(RecordStatus)),
    /** The day the money came in, from and to (both included, YYYY-MM-DD); either may be left out. */
    paymentDateFrom: dateOrAll('paymentDateFrom'),
    paymentDateTo: dateOrAll('paymentDateTo'),
    propertyId: propertyFilter(),
    ...cursorPageRequest(),
  })
  .refine((v) => !v.paymentDateFrom || !v.paymentDateTo || v.paymentDateFrom <= v.paymentDateTo, {
    path: ['paymentDateTo'],
    message: issueMessage(refusal('payment.paymentDateRangeReversed')),
  });
export type PaymentListRequest = z.input<typeof ZPaymentListRequest>;

/** Spec section 7: the booking's payment history loads with page size 10000. */
export const ZPaymentByBookingRequest = z.object({ bookingId: id('booking'), ...cursorPageRequest() });
export type PaymentByBookingRequest = z.input<typeof ZPaymentByBookingRequest>;

export const ZPaymentByTenantRequest = z.object({ tenantId: id('tenant'), ...cursorPageRequest() });
export type PaymentByTenantRequest = z.input<typeof ZPaymentByTenantRequest>;

export const ZDepositStatusValue = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const ZPayment = z.object({
  paymentId: z.number().int(),
  paymentDate: z.string(),
  paymentType: ZPaymentType,
  bookingId: z.number().int(),
  tenantName: z.string(),
  roomNumber: z.string(),
  paymentPeriodeMonth: z.number().int(),
  paymentPeriodeYear: z.number().int(),
  amount: z.number().int(),
  remark: z.string(),
  /** Deposits only (0 On Hold, 1 Returned, 2 Owned); null for rent. */
  depositStatus: ZDepositStatusValue.nullable(),
  /** How the deposit went back (null to staff: staff-money.ts). */
  returnedAmount: adminMoney(z.number().int()),
  /** YYYY-MM-DDT00:00:00, or the empty date while not returned (null to staff). */
  returnDate: adminMoney(z.string()),
  /** The receipt's number (KW/2026/000123); a returned deposit's receipt number, or '' (null to staff). */
  receiptNumber: z.string(),
  returnReceiptNumber: adminMoney(z.string()),
  /** The bill the payment was recorded for, if one was chosen. */
  billId: z.number().int().nullable(),
  /** How it was paid; null when not recorded (payments recorded before the method was asked). */
  paymentMethod: ZPaymentMethod.nullable(),
  /** A bank transfer's account paid into, or ''. */
  paymentAccount: z.string(),
  /** How much of the payment pays bills (the rest of a rent payment is the stay's credit). */
  allocatedAmount: z.number().int(),
  status: ZRecordStatus,
  ...propertyOfRow,
  ...auditFields,
  ...rowVersionField,
});
export type Payment = z.infer<typeof ZPayment>;

export const ZPaymentRow = ZPayment.extend({ rowNumber: z.number().int() });
export type PaymentRow = z.infer<typeof ZPaymentRow>;

/** Spec section 3: the list also carries the total of the whole filtered set (not the page). */
/** (A booking's or a tenant's history: that tenant's total, which staff read too; staff-money.ts.) */
export const ZPaymentList = cursorPagedData(ZPaymentRow).extend({ totalPayment: tenantsTotal(z.number().int()) });

/** A bill a payment paid (part of), as it stands after the payment. */
export const ZSettledBill = z.object({
  billId: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** How much of this payment went to the bill. */
  amount: z.number().int(),
  /** What is still owed on the bill. */
  outstanding: z.number().int(),
});
export type SettledBill = z.infer<typeof ZSettledBill>;

/** The saved payment and what it settled: the bills it paid, and the stay's credit afterwards. */
export const ZPaymentSaved = z.object({
  paymentId: z.number().int(),
  settled: z.array(ZSettledBill),
  credit: z.number().int(),
});
export type PaymentSaved = z.infer<typeof ZPaymentSaved>;

/** A new payment's id, what it settled, and its receipt number. */
export const ZPaymentCreated = ZPaymentSaved.extend({ receiptNumber: z.string() });

/** The booking lookup of the payment form: active, not-deleted bookings. */
export const ZBookingOptionsRequest = z.object({
  tenantName: filterText('tenantName', TENANT_NAME_FILTER_MAX),
  ...pageRequest(),
});
export type BookingOptionsRequest = z.input<typeof ZBookingOptionsRequest>;

export const ZBookingOption = z.object({
  rowNumber: z.number().int(),
  bookingId: z.number().int(),
  tenantName: z.string(),
  roomNumber: z.string(),
  bookingType: oneOf('bookingType', enumValues(RentalPeriod)),
  bookingStatus: oneOf('bookingStatus', enumValues(BookingStatus)),
  checkInDate: z.string(),
  /** The room type's price for the booking's rental period: the rent the form prefills. */
  rentPrice: z.number().int(),
});
export type BookingOption = z.infer<typeof ZBookingOption>;

export const paymentCalls = {
  create: defineCall({
    path: paths.payment.create,
    access: 'user',
    summary: 'Records a rent payment or a deposit (On Hold) for an active, not-deleted booking.',
    request: ZPaymentCreateRequest,
    response: ZPaymentCreated,
  }),
  update: defineCall({
    path: paths.payment.update,
    access: 'admin',
    summary: 'Changes a payment; a settled deposit keeps its type and amount (administrators only).',
    request: ZPaymentUpdateRequest,
    response: ZPaymentSaved,
  }),
  delete: defineCall({
    path: paths.payment.delete,
    access: 'admin',
    summary: 'Toggles a payment between Active and Deleted; status is the one the client saw.',
    request: ZPaymentToggleRequest,
    response: ZPayment,
  }),
  getById: defineCall({
    path: paths.payment.getById,
    access: 'user',
    summary: 'One payment with its tenant and room.',
    request: ZPaymentIdRequest,
    response: ZPayment,
  }),
  getList: defineCall({
    path: paths.payment.getList,
    access: 'admin',
    summary: 'Payments filtered by tenant, period, type and status, paged, with the total of the filtered set.',
    request: ZPaymentListRequest,
    response: ZPaymentList,
  }),
  getPaymentByBookingId: defineCall({
    path: paths.payment.getPaymentByBookingId,
    access: 'user',
    summary: "A booking's payment history (deleted payments included, marked by status), with its total.",
    request: ZPaymentByBookingRequest,
    response: ZPaymentList,
  }),
  getPaymentByTenantId: defineCall({
    path: paths.payment.getPaymentByTenantId,
    access: 'user',
    summary:
      "A tenant's payments over all their stays, newest first (deleted payments included, marked by status), with the total of the active ones. Read like a booking's history: staff may.",
    request: ZPaymentByTenantRequest,
    response: ZPaymentList,
  }),
  getBookingOptions: defineCall({
    path: paths.payment.getBookingOptions,
    access: 'user',
    summary: 'Active, not-deleted bookings a payment can be recorded for, with the rent for their period.',
    request: ZBookingOptionsRequest,
    response: pagedData(ZBookingOption),
  }),
};
