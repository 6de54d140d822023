import { z } from 'zod';
import { defineCall } from './call.js';
import { cursorPagedData, cursorPageRequest, ZRecordStatus } from './common.js';
import { BookingStatus, DeductionKind, DepositStatus, enumValues, PaymentType, RecordStatus } from './enums.js';
import { id, isoDate, money, oneOf, optionalText, say } from './fields.js';
import { filterText, oneOfOrAll } from './filters.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';
import { TENANT_NAME_FILTER_MAX, ZPaymentType } from './payments.js';
import { propertyFilter, propertyOfRow } from './properties.js';

/** A settlement: Returned (1, Full or Split) or Owned (2). On Hold (0) is where every deposit starts. */
export const ZDepositSettlement = oneOf('depositStatus', [DepositStatus.Returned, DepositStatus.Owned] as const);

export const DEDUCTION_NOTE_MAX = 200;
export const DEDUCTIONS_MAX = 20;

export const ZDeductionKind = oneOf('deductionKind', enumValues(DeductionKind));

/** One thing a deposit return keeps back; an unpaid bill is paid from the deposit. */
export const ZDeduction = z.object({
  kind: ZDeductionKind,
  amount: money('deductionAmount', 1),
  /** The unpaid bill (kind 1 only). */
  billId: id('bill').nullish(),
  note: optionalText('note', DEDUCTION_NOTE_MAX),
});
export type DeductionInput = z.input<typeof ZDeduction>;

/**
 * Spec section 7: paymentId, depositStatus, amount. Full sends the deposit's amount, Split the
 * typed one (> 0, at most the deposit: checked against the stored amount), Owned 0.
 */
export const ZDepositReturnRequest = z
  .object({
    paymentId: id('payment'),
    depositStatus: ZDepositSettlement,
    amount: money('returnedAmount', 0, 'returnAmount'),
    /** The day the money went back; today (business time) when not sent. */
    returnDate: isoDate('returnDate').optional(),
    /**
     * What the return keeps back (a return only). The returned amount is then the deposit minus
     * the deductions, and may be 0 when they take all of it.
     */
    deductions: z
      .array(ZDeduction, { error: say.invalidChoice('deductions') })
      .max(DEDUCTIONS_MAX, say.tooLong('deductions', DEDUCTIONS_MAX))
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((value, ctx) => {
    const deducting = value.deductions.length > 0;
    if (value.depositStatus === DepositStatus.Returned && value.amount === 0 && !deducting) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: say.required('returnAmount') });
    }
    if (value.depositStatus === DepositStatus.Owned && value.amount !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: issueMessage(refusal('deposit.ownedAmountMustBeZero')),
      });
    }
    if (value.depositStatus === DepositStatus.Owned && deducting) {
      ctx.addIssue({
        code: 'custom',
        path: ['deductions'],
        message: issueMessage(refusal('deposit.deductionsOnlyWhenReturned')),
      });
    }
    value.deductions.forEach((d, i) => {
      const isBill = d.kind === DeductionKind.UnpaidBill;
      if (isBill && !d.billId) {
        ctx.addIssue({
          code: 'custom',
          path: ['deductions', i, 'billId'],
          message: issueMessage(refusal('deposit.deductionBillRequired')),
        });
      }
      if (!isBill && d.billId) {
        ctx.addIssue({
          code: 'custom',
          path: ['deductions', i, 'billId'],
          message: issueMessage(refusal('deposit.deductionBillNotAllowed')),
        });
      }
      if (d.kind === DeductionKind.Other && !d.note) {
        ctx.addIssue({
          code: 'custom',
          path: ['deductions', i, 'note'],
          message: issueMessage(refusal('deposit.deductionNoteRequired')),
        });
      }
    });
  });
export type DepositReturnRequest = z.input<typeof ZDepositReturnRequest>;

export const ZDepositListRequest = z.object({
  tenantName: filterText('tenantName', TENANT_NAME_FILTER_MAX),
  /** On Hold is 0, so 0 filters On Hold here; All is '', null or missing. */
  depositStatus: oneOfOrAll('depositStatus', enumValues(DepositStatus)),
  /** The old client always sends 1 (deposits); accepted and implied. */
  paymentType: oneOfOrAll('paymentType', [PaymentType.Deposit]),
  status: oneOfOrAll('status', enumValues(RecordStatus)),
  propertyId: propertyFilter(),
  ...cursorPageRequest(),
});
export type DepositListRequest = z.input<typeof ZDepositListRequest>;

export const ZDepositRow = z.object({
  rowNumber: z.number().int(),
  paymentId: z.number().int(),
  bookingId: z.number().int(),
  tenantName: z.string(),
  roomNumber: z.string(),
  bookingStatus: oneOf('bookingStatus', enumValues(BookingStatus)),
  amount: z.number().int(),
  returnAmount: z.number().int(),
  depositStatus: oneOf('depositStatus', enumValues(DepositStatus)),
  status: ZRecordStatus,
  paymentDate: z.string(),
  paymentPeriodeMonth: z.number().int(),
  paymentPeriodeYear: z.number().int(),
  paymentType: ZPaymentType,
  returnDate: z.string(),
  ...propertyOfRow,
});
export type DepositRow = z.infer<typeof ZDepositRow>;

export const ZDepositList = cursorPagedData(ZDepositRow).extend({
  totalAmount: z.number().int(),
  totalReturnedAmount: z.number().int(),
});

export const ZDepositReturned = z.object({
  paymentId: z.number().int(),
  depositStatus: oneOf('depositStatus', enumValues(DepositStatus)),
  returnAmount: money('returnedAmount'),
  returnDate: z.string(),
  totalDeductions: z.number().int(),
});

export const ZDeductionRow = z.object({
  deductionId: z.number().int(),
  kind: ZDeductionKind,
  amount: z.number().int(),
  billId: z.number().int().nullable(),
  /** The bill's period (YYYY-MM-DDT00:00:00) for an unpaid-bill deduction; "" otherwise. */
  periodStart: z.string(),
  periodEnd: z.string(),
  note: z.string(),
});
export type DeductionRow = z.infer<typeof ZDeductionRow>;

/** A deposit and how it was settled, with what the return kept back. */
export const ZDepositReturn = z.object({
  paymentId: z.number().int(),
  bookingId: z.number().int(),
  tenantName: z.string(),
  roomNumber: z.string(),
  amount: z.number().int(),
  depositStatus: oneOf('depositStatus', enumValues(DepositStatus)),
  returnAmount: z.number().int(),
  returnDate: z.string(),
  deductions: z.array(ZDeductionRow),
  totalDeductions: z.number().int(),
  status: ZRecordStatus,
});
export type DepositReturn = z.infer<typeof ZDepositReturn>;

export const depositCalls = {
  create: defineCall({
    path: paths.depositReturned.create,
    access: 'admin',
    summary: 'Settles an On Hold deposit: returned in full or in part (1), or owned (2). 409 once settled.',
    request: ZDepositReturnRequest,
    response: ZDepositReturned,
  }),
  getList: defineCall({
    path: paths.depositReturned.getList,
    access: 'admin',
    summary: 'Deposits filtered by tenant, deposit status and status, with the totals of the filtered set.',
    request: ZDepositListRequest,
    response: ZDepositList,
  }),
  getById: defineCall({
    path: paths.depositReturned.getById,
    access: 'admin',
    summary: 'One deposit: its amount, how it was settled, and the deductions of its return.',
    request: z.object({ paymentId: id('payment') }),
    response: ZDepositReturn,
  }),
};
