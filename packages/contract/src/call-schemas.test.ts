import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDef } from './call.js';
import { allCalls } from './calls.js';
import { fieldLabelsEn } from './i18n/field-labels.en.js';
import { readRefusal } from './i18n/issue-message.js';
import { paths } from './paths.js';

/** The fields of a call's payload (through the optional, nullable and transform wrappers). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return shapeOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in as z.ZodType);
  throw new Error('a call payload that is not an object');
}

const isOptional = (field: z.ZodType) => field.safeParse(undefined).success;

/** Calls named Get... that answer one document, a link, the profile or its name: they have no filters. */
const notLookups = new Set<string>([
  ...Object.values(paths.document),
  paths.setting.getBusinessProfile,
  paths.setting.getBusinessName,
  // A link to a stay's page, and the page itself (its one field, the token, is required).
  paths.booking.getTenantLink,
  paths.tenantPage.get,
]);

/** Lists and lookups: every Get call but GetById (its one field is required). */
const lookups = allCalls.filter(
  (c) => /\/Get\w+$/.test(c.path) && !c.path.endsWith('/GetById') && !notLookups.has(c.path),
);

/** Valid values for the fields a lookup cannot do without. */
const required: Record<string, unknown> = {
  checkInDate: '2026-01-10',
  bookingId: 7,
  tenantId: 7,
  userId: 1,
  propertyId: 1,
  chargeTypeId: 2,
  readingDate: '2026-01-31',
  year: 2026,
  month: 11,
  from: '2026-01',
  to: '2026-12',
  roomTypeId: 3,
};
/** Where a call's required field takes another form than `required` gives (the timeline's days, not months). */
const requiredOf: Record<string, Record<string, unknown>> = {
  [paths.booking.getTimeline]: { from: '2026-12-01', to: '2026-12-31' },
};

function baseOf(call: CallDef) {
  const shape = shapeOf(call.request);
  return Object.fromEntries(
    Object.keys(shape)
      .filter((k) => !isOptional(shape[k] as z.ZodType))
      .map((k) => [k, requiredOf[call.path]?.[k] ?? required[k]]),
  );
}

describe('list and lookup filters', () => {
  it('cover every list and lookup call', () => {
    expect(lookups.map((c) => c.path.replace('/api/', '')).sort()).toEqual([
      'Agreement/GetList',
      'Agreement/GetTemplate',
      'Audit/GetList',
      'Backup/GetLatest',
      'Bill/GetArrears',
      'Bill/GetByBookingId',
      'Bill/GetList',
      'Booking/GetAvailableRoom',
      'Booking/GetList',
      'Booking/GetTenantList',
      'Booking/GetTimeline',
      'CardVendor/GetList',
      'ChargeType/GetList',
      'Dashboard/GetDashboardInfo',
      'DepositReturned/GetList',
      'Employee/GetList',
      'Expense/GetList',
      'ExpenseCategory/GetList',
      'Inspection/GetChecklist',
      'Inspection/GetList',
      'MaintenanceRequest/GetList',
      'MeterReading/GetList',
      'MeterReading/GetRound',
      'Payment/GetBookingOptions',
      'Payment/GetList',
      'Payment/GetPaymentByBookingId',
      'Payment/GetPaymentByTenantId',
      'PaymentClaim/GetList',
      'PaymentGateway/GetAnomalyList',
      'PaymentGateway/GetCheckoutList',
      'PaymentGateway/GetStatus',
      'Property/GetList',
      'Reminder/GetLog',
      'Reminder/GetRules',
      'Report/GetMonthly',
      'Report/GetResidentRegister',
      'Report/GetSettings',
      'Report/GetTrend',
      'Room/GetFloorPlan',
      'Room/GetList',
      'RoomType/GetList',
      'Setting/GetBusinessSettings',
      'StayCharge/GetList',
      'Tenant/GetList',
      'User/GetList',
    ]);
  });

  it.each(lookups.map((c) => [c.path, c] as const))(
    '%s reads "" and null in each optional field as left out',
    (_, call) => {
      const base = baseOf(call);
      const shape = shapeOf(call.request);
      const expected = call.request.parse(base);
      for (const key of Object.keys(shape).filter((k) => !(k in base))) {
        for (const empty of ['', null]) {
          const parsed = call.request.safeParse({ ...base, [key]: empty });
          expect(parsed.error?.issues ?? [], `${key}: ${JSON.stringify(empty)}`).toEqual([]);
          expect(parsed.data, `${key}: ${JSON.stringify(empty)}`).toEqual(expected);
        }
      }
    },
  );
});

describe('refusals', () => {
  // What a form, the old client or a hostile caller may put in any field.
  const values: unknown[] = [
    true,
    {},
    [],
    'x',
    '',
    '   ',
    -1,
    0,
    1.5,
    1e20,
    Number.NaN,
    'x'.repeat(10_001),
    null,
    '\u0000',
  ];
  const ZOD_DEFAULT = '(zod default message)';
  /** Refusals whose words name the field themselves ("Room Number may contain..."). */
  const namingItself = [
    'user.usernameFormat',
    'room.numberFormat',
    'booking.checkOutBeforeCheckIn',
    'deposit.ownedAmountMustBeZero',
    'expense.employeeOnlyForHumanResource',
    'expense.dateRangeReversed',
    'tenant.photoNotFile',
    'meterReading.photoNotFile',
    'inspection.photoNotFile',
    'paymentClaim.photoNotFile',
  ];

  it.each(allCalls.map((c) => [c.path, c] as const))(
    '%s refuses with a code that names the field, whatever a field holds',
    (_, call) => {
      const shape = shapeOf(call.request);
      const bare: string[] = [];
      for (const key of Object.keys(shape)) {
        for (const value of values) {
          const result = call.request.safeParse({ [key]: value }, { error: () => ZOD_DEFAULT });
          for (const issue of result.error?.issues ?? []) {
            const refusal = readRefusal(issue.message);
            const field = refusal?.params.field;
            const named =
              typeof field === 'string' ? field in fieldLabelsEn : namingItself.includes(refusal?.code ?? '');
            if (!named) {
              const shown = JSON.stringify(value)?.slice(0, 20);
              bare.push(`${issue.path.join('.') || '(body)'} for ${key} = ${shown}: ${issue.code} ${issue.message}`);
            }
          }
        }
      }
      expect(bare).toEqual([]);
    },
  );
});
