import { z } from 'zod';
import { defineCall } from './call.js';
import { auditFields, rowVersionField, ZRecordStatus, ZSeenRowVersion } from './common.js';
import { ChargeKind, enumValues } from './enums.js';
import { id, isoDate, money, oneOf, optionalDate, optionalText, wholeNumber } from './fields.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';

export const STAY_CHARGE_REMARK_MAX = 200;
export const STAY_CHARGE_QUANTITY_MAX = 10_000;

/** An end date, when sent, is on or after the start. */
const datesAreOrdered = (v: { startDate: string; endDate?: string | null | undefined }) =>
  !v.endDate || v.endDate >= v.startDate;
const datesError = { message: issueMessage(refusal('stayCharge.endBeforeStart')), path: ['endDate'] };

/**
 * A stay's add-on charge: a per-period type (parking, wifi) adds quantity x unit price to every
 * bill of the stay whose period starts from `startDate` to `endDate` (none: while the stay runs);
 * a one-off type (laundry, a key) adds it once, to the stay's next open bill from `startDate`.
 * `unitPrice` left out: the type's. Another price is agreed by whoever may agree rents.
 */
const stayChargeFields = {
  quantity: wholeNumber('quantity', 1, STAY_CHARGE_QUANTITY_MAX),
  unitPrice: money('unitPrice').nullish(),
  startDate: isoDate('startDate'),
  endDate: optionalDate('endDate'),
  remark: optionalText('remark', STAY_CHARGE_REMARK_MAX),
};

export const ZStayChargeCreateRequest = z
  .object({ bookingId: id('booking'), chargeTypeId: id('chargeType'), ...stayChargeFields })
  .refine(datesAreOrdered, datesError);
export type StayChargeCreateRequest = z.input<typeof ZStayChargeCreateRequest>;

export const ZStayChargeUpdateRequest = z
  .object({ stayChargeId: id('stayCharge'), ...stayChargeFields, rowVersion: ZSeenRowVersion })
  .refine(datesAreOrdered, datesError);
export type StayChargeUpdateRequest = z.input<typeof ZStayChargeUpdateRequest>;

export const ZStayChargeIdRequest = z.object({ stayChargeId: id('stayCharge') });

export const ZStayChargeListRequest = z.object({ bookingId: id('booking') });
export type StayChargeListRequest = z.input<typeof ZStayChargeListRequest>;

export const ZStayCharge = z.object({
  stayChargeId: z.number().int(),
  bookingId: z.number().int(),
  chargeTypeId: z.number().int(),
  chargeTypeName: z.string(),
  chargeKind: oneOf('chargeKind', enumValues(ChargeKind)),
  unitName: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  /** quantity x unitPrice: what each bill (or the one bill) it is on carries. */
  amount: z.number().int(),
  startDate: z.string(),
  /** "" while it runs with the stay. */
  endDate: z.string(),
  remark: z.string(),
  /** The bills it is on: per period, each period's; one-off, its one bill (none yet: it waits for the next bill). */
  billIds: z.array(z.number().int()),
  /** Deleted (2): stopped; its lines on paid bills stay, the others were taken off. */
  status: ZRecordStatus,
  ...auditFields,
  ...rowVersionField,
});
export type StayCharge = z.infer<typeof ZStayCharge>;

export const stayChargeCalls = {
  create: defineCall({
    path: paths.stayCharge.create,
    access: 'user',
    summary:
      "Adds a per-period or one-off charge to a stay; it becomes a line on the stay's bills (metered types are billed from meter readings).",
    request: ZStayChargeCreateRequest,
    response: z.object({ stayChargeId: z.number().int() }),
  }),
  update: defineCall({
    path: paths.stayCharge.update,
    access: 'user',
    summary: "Changes a stay's charge: its lines on bills not yet paid follow; paid bills never change.",
    request: ZStayChargeUpdateRequest,
    response: z.object({ stayChargeId: z.number().int() }),
  }),
  delete: defineCall({
    path: paths.stayCharge.delete,
    access: 'user',
    summary: "Stops a stay's charge: its lines come off the bills not yet paid; those on paid bills stay.",
    request: ZStayChargeIdRequest,
    response: z.object({ stayChargeId: z.number().int() }),
  }),
  getById: defineCall({
    path: paths.stayCharge.getById,
    access: 'user',
    summary: 'One charge of a stay, with the bills it is on.',
    request: ZStayChargeIdRequest,
    response: ZStayCharge,
  }),
  getList: defineCall({
    path: paths.stayCharge.getList,
    access: 'user',
    summary: "A stay's charges, running first, with the bills each is on.",
    request: ZStayChargeListRequest,
    response: z.array(ZStayCharge),
  }),
};
