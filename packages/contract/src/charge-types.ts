import { z } from 'zod';
import { defineCall } from './call.js';
import {
  auditFields,
  pagedData,
  pageRequest,
  rowVersionField,
  statusToggle,
  ZRecordStatus,
  ZSeenRowVersion,
} from './common.js';
import { ChargeKind, enumValues, RecordStatus } from './enums.js';
import { id, money, oneOf, optionalText, requiredName } from './fields.js';
import { filterText, oneOfOrAll } from './filters.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { requiredMoney } from './master-data-fields.js';
import { paths } from './paths.js';
import { propertyChoice, propertyFilter } from './properties.js';

/** Column sizes of charge_types. */
export const CHARGE_TYPE_NAME_MAX = 50;
export const UNIT_NAME_MAX = 20;

/**
 * What a kos bills besides rent (issue 42): electricity or water read from a room's meter
 * (Metered: `unitPrice` per unit, at least `minimumCharge`), parking or wifi every rental period
 * (Per period), laundry or a key once (One-off). The name is written as the tenant reads it on a
 * bill ("Listrik", "Parkir Motor"), not upper-cased.
 */
const chargeTypeFields = {
  chargeTypeName: requiredName('chargeTypeName', CHARGE_TYPE_NAME_MAX),
  chargeKind: oneOf('chargeKind', enumValues(ChargeKind)),
  /** kWh, m3, kg, orang...; a metered type needs one. */
  unitName: optionalText('unitName', UNIT_NAME_MAX),
  unitPrice: requiredMoney('unitPrice'),
  /** Metered only: the least a reading bills, whatever the usage (0: none). */
  minimumCharge: money('minimumCharge', 0).optional().default(0),
};

/** The rules between the fields, stated once for Create and Update. */
function chargeTypeRules<T extends { chargeKind: number; unitName: string; minimumCharge: number }>(
  schema: z.ZodType<T>,
) {
  return schema
    .refine((v) => v.chargeKind !== ChargeKind.Metered || v.unitName !== '', {
      path: ['unitName'],
      message: issueMessage(refusal('chargeType.unitRequired')),
    })
    .refine((v) => v.chargeKind === ChargeKind.Metered || v.minimumCharge === 0, {
      path: ['minimumCharge'],
      message: issueMessage(refusal('chargeType.minimumOnlyMetered')),
    });
}

/** A type serves one property, or (none named) every property of the business. It stays where it was made. */
export const ZChargeTypeCreateRequest = chargeTypeRules(
  z.object({ ...chargeTypeFields, propertyId: propertyChoice() }),
);
export type ChargeTypeCreateRequest = z.input<typeof ZChargeTypeCreateRequest>;

export const ZChargeTypeUpdateRequest = chargeTypeRules(
  z.object({ chargeTypeId: id('chargeType'), ...chargeTypeFields, rowVersion: ZSeenRowVersion }),
);
export type ChargeTypeUpdateRequest = z.input<typeof ZChargeTypeUpdateRequest>;

export const ZChargeTypeIdRequest = z.object({ chargeTypeId: id('chargeType') });
export const ZChargeTypeToggleRequest = statusToggle('chargeTypeId', 'chargeType');

export const ZChargeTypeListRequest = z.object({
  chargeTypeName: filterText('chargeTypeName', CHARGE_TYPE_NAME_MAX),
  chargeKind: oneOfOrAll('chargeKind', enumValues(ChargeKind)),
  /** One property's types and those of every property; 0 or none: every type the caller sees. */
  propertyId: propertyFilter(),
  status: oneOfOrAll('status', enumValues(RecordStatus)),
  ...pageRequest(),
});
export type ChargeTypeListRequest = z.input<typeof ZChargeTypeListRequest>;

export const ZChargeType = z.object({
  chargeTypeId: z.number().int(),
  chargeTypeName: z.string(),
  chargeKind: oneOf('chargeKind', enumValues(ChargeKind)),
  unitName: z.string(),
  unitPrice: z.number().int(),
  minimumCharge: z.number().int(),
  /** null: a type of every property. */
  propertyId: z.number().int().nullable(),
  propertyName: z.string().nullable(),
  status: ZRecordStatus,
  ...auditFields,
  ...rowVersionField,
});
export type ChargeType = z.infer<typeof ZChargeType>;

export const ZChargeTypeRow = ZChargeType.extend({ rowNumber: z.number().int() });
export type ChargeTypeRow = z.infer<typeof ZChargeTypeRow>;

export const chargeTypeCalls = {
  create: defineCall({
    path: paths.chargeType.create,
    access: 'user',
    summary:
      'Creates a charge type (1 Metered, 2 Per period, 3 One-off) for one property or every property; its name is unique where it serves (409 naming it).',
    request: ZChargeTypeCreateRequest,
    response: z.object({ chargeTypeId: z.number().int() }),
  }),
  update: defineCall({
    path: paths.chargeType.update,
    access: 'user',
    summary: 'Updates a charge type: name, kind, unit, unit price and minimum charge.',
    request: ZChargeTypeUpdateRequest,
    response: z.object({ chargeTypeId: z.number().int() }),
  }),
  delete: defineCall({
    path: paths.chargeType.delete,
    access: 'user',
    summary:
      'Toggles a charge type between Active and Deleted (disabled); status is the one the client saw. A type is never removed: what it billed keeps its name.',
    request: ZChargeTypeToggleRequest,
    response: ZChargeType,
  }),
  getById: defineCall({
    path: paths.chargeType.getById,
    access: 'user',
    summary: 'One charge type.',
    request: ZChargeTypeIdRequest,
    response: ZChargeType,
  }),
  getList: defineCall({
    path: paths.chargeType.getList,
    access: 'user',
    summary:
      'Charge types filtered by name, kind, property and status, paged; dropdowns ask pageSize 10000 and status 1.',
    request: ZChargeTypeListRequest,
    response: pagedData(ZChargeTypeRow),
  }),
};
