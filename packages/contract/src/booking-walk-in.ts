import { z } from 'zod';
import { defineCall } from './call.js';
import { isEmptyApiDate } from './date-text.js';
import { enumValues, PaymentMethod, PaymentType, RentalPeriod } from './enums.js';
import { isRealDate, money, oneOf, say } from './fields.js';
import type { FieldKey } from './i18n/field-labels.en.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';
import { formNumber, PHOTO_FIELD, tenantFields } from './tenants.js';

/*
 * Booking/WalkIn is multipart/form-data, as Tenant/Create is (it may carry the KTP photo), so
 * every field arrives as text: numbers are read from their digits (formNumber), an empty field is
 * "not sent".
 */
function formId(field: FieldKey) {
  const whole = say.notWholeNumber(field);
  const range = say.outOfRange(field, 1, 2_147_483_647);
  return z.number({ error: whole }).int(whole).min(1, range).max(2_147_483_647, range);
}

const formDate = (field: FieldKey) =>
  z
    .string({ error: say.invalidDate(field) })
    .trim()
    .refine((v) => v === '' || isEmptyApiDate(v) || isRealDate(v), say.invalidDate(field));

/**
 * A walk-in: the tenant (`tenantId` of one already known, or a new one's name, phone, NIK and
 * KTP photo), the room and the stay, and what is paid at the desk (a deposit, the first rent).
 * The stay begins today or earlier: a walk-in arrives now.
 */
export const ZWalkInRequest = z
  .object({
    tenantId: formNumber(formId('tenant').optional()),
    tenantName: tenantFields.tenantName.optional(),
    phone: tenantFields.phone,
    idNumber: tenantFields.idNumber,
    [PHOTO_FIELD]: tenantFields[PHOTO_FIELD],
    roomNumberId: formNumber(
      formId('room')
        .optional()
        .refine((v) => v !== undefined, say.required('room')),
    ) as z.ZodType<number, unknown>,
    checkInDate: formDate('checkInDate').refine((v) => v !== '', say.required('checkInDate')),
    checkOutDate: formDate('checkOutDate')
      .optional()
      .transform((v) => (!v || isEmptyApiDate(v) ? null : v)),
    bookingType: formNumber(oneOf('rentalPeriod', enumValues(RentalPeriod))),
    /** The agreed rent per period; not sent: the room type's price for the period. */
    rentAmount: formNumber(money('rentAmount').optional()),
    /** The deposit taken now (0 or not sent: none). */
    depositAmount: formNumber(money('depositAmount').optional()).transform((v) => v ?? 0),
    /** The first rent paid now (0 or not sent: none); it pays the stay's first bill. */
    rentPaid: formNumber(money('rentPaid').optional()).transform((v) => v ?? 0),
    paymentMethod: formNumber(oneOf('paymentMethod', enumValues(PaymentMethod)).optional()),
  })
  .superRefine((v, ctx) => {
    if (v.tenantId === undefined && v.tenantName === undefined) {
      ctx.addIssue({ code: 'custom', path: ['tenantName'], message: say.required('tenantName') });
    }
    const newTenant = v.tenantName !== undefined || v.phone !== '' || v.idNumber !== '';
    if (v.tenantId !== undefined && newTenant) {
      ctx.addIssue({
        code: 'custom',
        path: ['tenantId'],
        message: issueMessage(refusal('booking.walkInTenantEither')),
      });
    }
    if (v.checkOutDate !== null && v.checkOutDate <= v.checkInDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkOutDate'],
        message: issueMessage(refusal('booking.checkOutBeforeCheckIn')),
      });
    }
  });
export type WalkInRequest = z.input<typeof ZWalkInRequest>;

export const ZWalkInPayment = z.object({
  paymentId: z.number().int(),
  paymentType: oneOf('paymentType', enumValues(PaymentType)),
  amount: z.number().int(),
  receiptNumber: z.string(),
});
export type WalkInPayment = z.infer<typeof ZWalkInPayment>;

export const ZWalkInDone = z.object({
  tenantId: z.number().int(),
  bookingId: z.number().int(),
  /** The deposit's, then the rent's: each with its receipt. */
  payments: z.array(ZWalkInPayment),
});
export type WalkInDone = z.infer<typeof ZWalkInDone>;

export const walkInCall = defineCall({
  path: paths.booking.walkIn,
  access: 'user',
  body: 'multipart',
  summary:
    'A walk-in in one transaction: the tenant (chosen or new, with a KTP photo), the booking, its check-in and the deposit and first rent paid now. Refused whole: nothing is kept.',
  request: ZWalkInRequest,
  response: ZWalkInDone,
});
