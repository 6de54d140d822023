import { z } from 'zod';
import { defineCall } from './call.js';
import { auditFields, cursorPagedData, cursorPageRequest, pagedData, pageRequest, ZRecordStatus } from './common.js';
import {
  AgingBucket,
  BillLineKind,
  BillStatus,
  BillVoidCause,
  BookingStatus,
  enumValues,
  PaymentType,
  RecordStatus,
  RentalPeriod,
} from './enums.js';
import { id, oneOf, requiredText } from './fields.js';
import { dateOrAll, filterText, flagOrAll, idOrAll, oneOfOrAll } from './filters.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { ZLastMessage } from './messaging.js';
import { paths } from './paths.js';
import { TENANT_NAME_FILTER_MAX } from './payments.js';
import { propertyFilter, propertyOfRow } from './properties.js';
import { tenantsTotal } from './staff-money.js';

export const VOID_REASON_MAX = 500;

export const ZBillStatus = oneOf('billStatus', enumValues(BillStatus));
export const ZAgingBucket = oneOf('agingBucket', enumValues(AgingBucket));

/**
 * What every answer naming a tenant who owes carries: the reminder from the business's template
 * in the tenant's language, carrying the bill's share link, ready to open in WhatsApp (null when
 * nothing is owed or the tenant's phone cannot be used), and when the tenant was last reminded.
 */
export const owedReminder = {
  whatsappUrl: z.string().nullable(),
  /** YYYY-MM-DDTHH:mm:ss in business time, or null. */
  lastRemindedAt: z.string().nullable(),
};

/** A list's due-date range: From on or before To. */
const dueRangeIsOrdered = (v: { dueFrom?: string | undefined; dueTo?: string | undefined }) =>
  !v.dueFrom || !v.dueTo || v.dueFrom <= v.dueTo;
const dueRangeError = { message: issueMessage(refusal('bill.dueRangeReversed')), path: ['dueTo'] };

export const ZBillListRequest = z
  .object({
    tenantName: filterText('tenantName', TENANT_NAME_FILTER_MAX),
    roomNumber: filterText('room', 10),
    /** One tenant's bills (the tenant's View). */
    tenantId: idOrAll('tenant'),
    billStatus: oneOfOrAll('billStatus', enumValues(BillStatus)),
    /** Due dates from and to (YYYY-MM-DD, both included). */
    dueFrom: dateOrAll('dueFrom'),
    dueTo: dateOrAll('dueTo'),
    /** Only bills still owed whose due date has passed. */
    overdueOnly: flagOrAll('overdueOnly'),
    /** The record status of the bill, which follows its stay's: a deleted stay's bills are Deleted. */
    status: oneOfOrAll('status', enumValues(RecordStatus)),
    propertyId: propertyFilter(),
    ...cursorPageRequest(),
  })
  .refine(dueRangeIsOrdered, dueRangeError);
export type BillListRequest = z.input<typeof ZBillListRequest>;

/** What every bill answer says of the money: `outstanding` = amount - paidAmount (0 once void). */
const billMoney = {
  amount: z.number().int(),
  paidAmount: z.number().int(),
  outstanding: z.number().int(),
  billStatus: ZBillStatus,
};

/** Dates as the API writes them (YYYY-MM-DDT00:00:00); `periodEnd` is the day after the period's last day. */
const billPeriod = {
  periodStart: z.string(),
  periodEnd: z.string(),
  dueDate: z.string(),
};

/** TG/2026/000042: the bill's document number, consecutive within the year it was issued in. */
const documentNumber = z.string();

export const ZBillRow = z.object({
  rowNumber: z.number().int(),
  billId: z.number().int(),
  documentNumber,
  bookingId: z.number().int(),
  tenantId: z.number().int(),
  tenantName: z.string(),
  roomNumber: z.string(),
  ...billPeriod,
  ...billMoney,
  /** Days since the due date while something is still owed; 0 otherwise. */
  daysOverdue: z.number().int(),
  status: ZRecordStatus,
  ...propertyOfRow,
  ...owedReminder,
});
export type BillRow = z.infer<typeof ZBillRow>;

/** The list's totals cover the whole filtered set, not the page (null to staff unless it is one tenant's, staff-money.ts). */
export const ZBillList = cursorPagedData(ZBillRow).extend({
  totalAmount: tenantsTotal(z.number().int()),
  totalPaid: tenantsTotal(z.number().int()),
  totalOutstanding: tenantsTotal(z.number().int()),
});

export const ZBillIdRequest = z.object({ billId: id('bill') });

export const ZBillLine = z.object({
  billLineId: z.number().int(),
  /** 1 Rent, 2 Late fee, 3 Metered, 4 Per period charge, 5 One-off. */
  lineKind: oneOf('billLine', enumValues(BillLineKind)),
  /** The same as `lineKind` (the name it had before charges). */
  kind: oneOf('billLine', enumValues(BillLineKind)),
  /**
   * A charge's name as it was when the line was made ("Listrik", "Parkir Motor"); "" on rent and
   * late-fee lines, which each reader words in its own language.
   */
  description: z.string(),
  /** Charges: how many units (a metered line: its usage); null on rent and late fees. */
  quantity: z.number().int().nullable(),
  unitName: z.string(),
  unitPrice: z.number().int().nullable(),
  amount: z.number().int(),
  /** A metered line: the meter's previous reading, this one, and the usage between (new meter: from its start). */
  previousReading: z.number().int().nullable(),
  reading: z.number().int().nullable(),
  usage: z.number().int().nullable(),
  /** A metered line: its reading; a charge's line: the stay's charge. */
  meterReadingId: z.number().int().nullable(),
  stayChargeId: z.number().int().nullable(),
  /** A late fee per day: the days it counts; null otherwise. */
  lateDays: z.number().int().nullable(),
  /**
   * A late fee: the days its bill is late (today while owed; once paid, to the date of the payment
   * that paid it off); null on other lines.
   */
  daysLate: z.number().int().nullable(),
  /** A per-day late fee: the most it grows to (the cap when it was counted); null otherwise. */
  cap: z.number().int().nullable(),
});
export type BillLine = z.infer<typeof ZBillLine>;

/** A payment that paid (part of) the bill: a rent payment, or a deposit kept back for it. */
export const ZBillPayment = z.object({
  paymentId: z.number().int(),
  paymentDate: z.string(),
  paymentType: oneOf('paymentType', enumValues(PaymentType)),
  /** The payment's receipt number (KW/2026/000123). */
  receiptNumber: z.string(),
  /** How much of this payment went to this bill. */
  amount: z.number().int(),
  paymentAmount: z.number().int(),
});
export type BillPayment = z.infer<typeof ZBillPayment>;

export const ZBill = z.object({
  billId: z.number().int(),
  documentNumber,
  bookingId: z.number().int(),
  tenantId: z.number().int(),
  tenantName: z.string(),
  phone: z.string(),
  roomNumber: z.string(),
  bookingType: oneOf('rentalPeriod', enumValues(RentalPeriod)),
  bookingStatus: oneOf('bookingStatus', enumValues(BookingStatus)),
  ...billPeriod,
  ...billMoney,
  daysOverdue: z.number().int(),
  voidCause: oneOf('voidCause', enumValues(BillVoidCause)).nullable(),
  voidReason: z.string(),
  lines: z.array(ZBillLine),
  payments: z.array(ZBillPayment),
  status: ZRecordStatus,
  ...owedReminder,
  /** The last message about this bill (the server's or one sent by hand) and how far it got; null when none. */
  lastMessage: ZLastMessage.nullable(),
  ...auditFields,
});
export type Bill = z.infer<typeof ZBill>;

/** Spec-style history of one stay; the client asks for page size 10000 like the payment history. */
export const ZBillByBookingRequest = z.object({ bookingId: id('booking'), ...pageRequest() });
export type BillByBookingRequest = z.input<typeof ZBillByBookingRequest>;

export const ZStayBill = z.object({
  rowNumber: z.number().int(),
  billId: z.number().int(),
  bookingId: z.number().int(),
  ...billPeriod,
  ...billMoney,
  /** What the bill is made of (as Bill/GetById answers them). */
  lines: z.array(ZBillLine),
});
export type StayBill = z.infer<typeof ZStayBill>;

/** A stay's bills oldest first, what they come to, and the stay's credit (paid ahead, not yet billed). */
export const ZStayBills = pagedData(ZStayBill).extend({
  totalAmount: z.number().int(),
  totalPaid: z.number().int(),
  totalOutstanding: z.number().int(),
  credit: z.number().int(),
});

export const ZBillVoidRequest = z.object({
  billId: id('bill'),
  reason: requiredText('voidReason', VOID_REASON_MAX),
});
export type BillVoidRequest = z.input<typeof ZBillVoidRequest>;

export const ZArrearsRequest = z.object({
  tenantName: filterText('tenantName', TENANT_NAME_FILTER_MAX),
  roomNumber: filterText('room', 10),
  tenantId: idOrAll('tenant'),
  agingBucket: oneOfOrAll('agingBucket', enumValues(AgingBucket)),
  propertyId: propertyFilter(),
  ...cursorPageRequest(),
});
export type ArrearsRequest = z.input<typeof ZArrearsRequest>;

/** One stay that owes money already due (today included), oldest debt first. */
export const ZArrearsRow = z.object({
  rowNumber: z.number().int(),
  bookingId: z.number().int(),
  tenantId: z.number().int(),
  tenantName: z.string(),
  phone: z.string(),
  roomNumber: z.string(),
  bookingStatus: oneOf('bookingStatus', enumValues(BookingStatus)),
  ...propertyOfRow,
  /** Bills due and not fully paid. */
  bills: z.number().int(),
  outstanding: z.number().int(),
  oldestDueDate: z.string(),
  daysOverdue: z.number().int(),
  agingBucket: ZAgingBucket,
  /** The oldest bill still owed: the one the reminder is about and links to (Reminder/Record names it). */
  billId: z.number().int(),
  ...owedReminder,
});
export type ArrearsRow = z.infer<typeof ZArrearsRow>;

/** Stays and money per aging bucket, over the whole filtered set (the money null to staff). */
export const ZAgingTotal = z.object({
  agingBucket: ZAgingBucket,
  bookings: z.number().int(),
  outstanding: tenantsTotal(z.number().int()),
});
export type AgingTotal = z.infer<typeof ZAgingTotal>;

export const ZArrears = cursorPagedData(ZArrearsRow).extend({
  totalOutstanding: tenantsTotal(z.number().int()),
  buckets: z.array(ZAgingTotal),
});

export const billCalls = {
  getList: defineCall({
    path: paths.bill.getList,
    access: 'user',
    summary:
      'Bills filtered by tenant, room, bill status, due dates, overdue and status, paged, with the totals of the filtered set.',
    request: ZBillListRequest,
    response: ZBillList,
  }),
  getById: defineCall({
    path: paths.bill.getById,
    access: 'user',
    summary: 'One bill with its lines and the payments that paid it.',
    request: ZBillIdRequest,
    response: ZBill,
  }),
  getByBookingId: defineCall({
    path: paths.bill.getByBookingId,
    access: 'user',
    summary: "A stay's bills, oldest first, with their totals and the stay's credit.",
    request: ZBillByBookingRequest,
    response: ZStayBills,
  }),
  void: defineCall({
    path: paths.bill.void,
    access: 'admin',
    summary:
      'Waives a bill with a reason (administrators only): what was paid of it becomes the stay’s credit. 409 when already void.',
    request: ZBillVoidRequest,
    response: ZBill,
  }),
  getArrears: defineCall({
    path: paths.bill.getArrears,
    access: 'user',
    summary: 'Stays that owe bills already due, with the oldest due date, days overdue and aging bucket, paged.',
    request: ZArrearsRequest,
    response: ZArrears,
  }),
};
