import type { z } from 'zod';
import type { Role } from './enums.js';
import { paths } from './paths.js';
import { type Permission, roleMay } from './permissions.js';

/**
 * Which money a user may read: the one rule (docs/DESIGN.md section 3, "Which money Front desk
 * reads"), keyed by the permission `money.readAll` (permissions.ts: Owner and Manager hold it).
 * A user without it (Front desk) reads money one stay at a time, as its tenant could, and only
 * while the stay is in hand: what a stay was billed, what was paid (each payment, its receipt, the
 * deposit and whether it is still held) and what is still owed, with that stay's or that tenant's
 * totals. Withheld from them:
 * - money that went back out: a deposit's return (returned amount, return date, its receipt
 *   number, its deductions), and expenses and salaries;
 * - figures that add up money over many tenants: the dashboard's money, the totals of the
 *   payment, bill, arrears, deposit and expense lists, and those lists' exports;
 * - the money of stays no longer in hand (ended more than STAY_MONEY_DAYS ago, or deleted), so
 *   that walking tenant or payment ids through a history does not rebuild the payment list; and
 *   the bill list of every tenant (it is read one tenant or one stay at a time).
 * A whole call that holds only such money needs `money.readAll` (or a stronger permission) in
 * permissions.ts; a field of a call Front desk may make is declared with `adminMoney` (never shown
 * to them) or `tenantsTotal` (a list's total: shown only when the request names one tenant or one
 * stay) and answered null to them by the call binding (apps/server/src/plugins/calls.ts), which
 * also asks, for the calls of `oneStayMoneyCalls`, whether the stay the request names is in hand.
 */
const withheld = new WeakMap<z.ZodType, 'always' | 'manyTenants'>();

/** A money field (or a return's date or receipt number) only administrators read; null for staff. */
export function adminMoney<T extends z.ZodType>(schema: T) {
  const field = schema.nullable();
  withheld.set(field, 'always');
  return field;
}

/** A list's money total: staff read it when their request names one tenant or one stay, else null. */
export function tenantsTotal<T extends z.ZodType>(schema: T) {
  const field = schema.nullable();
  withheld.set(field, 'manyTenants');
  return field;
}

/** Whether a request names one tenant or one stay (`tenantId`, `bookingId`): its totals are that tenant's. */
export function namesOneTenant(request: unknown): boolean {
  const r = request as { tenantId?: unknown; bookingId?: unknown } | null;
  return typeof r?.tenantId === 'number' || typeof r?.bookingId === 'number';
}

type Withhold = (value: unknown, oneTenant: boolean) => unknown;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function planOf(schema: z.ZodType): Withhold | null {
  const def = defOf(schema);
  if ((def.type === 'nullable' || def.type === 'optional') && def.innerType) {
    const inner = planOf(def.innerType);
    return inner && ((value, one) => (value === null || value === undefined ? value : inner(value, one)));
  }
  if (def.type === 'array' && def.element) {
    const each = planOf(def.element);
    return each && ((value, one) => (value as unknown[]).map((v) => each(v, one)));
  }
  if (def.type === 'object' && def.shape) {
    const fields: [string, Withhold | 'always' | 'manyTenants'][] = [];
    for (const [key, field] of Object.entries(def.shape)) {
      const rule = withheld.get(field);
      if (rule) fields.push([key, rule]);
      else {
        const plan = planOf(field);
        if (plan) fields.push([key, plan]);
      }
    }
    if (fields.length === 0) return null;
    return (value, one) => {
      const copy = { ...(value as Record<string, unknown>) };
      for (const [key, plan] of fields) {
        if (!(key in copy) || (plan === 'manyTenants' && one)) continue;
        copy[key] = typeof plan === 'function' ? plan(copy[key], one) : null;
      }
      return copy;
    };
  }
  return null;
}

const plans = new WeakMap<z.ZodType, Withhold | null>();

/**
 * What an answer of `schema` becomes for a staff user: every `adminMoney` field null, the rest as
 * it is. Null when the schema holds no such field (the answer goes out unchanged).
 */
export function staffAnswerOf(schema: z.ZodType): Withhold | null {
  if (!plans.has(schema)) plans.set(schema, planOf(schema));
  return plans.get(schema) ?? null;
}

/**
 * The dotted paths (`listData[].returnedAmount`) of the fields staff are not shown (with
 * `oneTenant`: when the request names one tenant or stay), for tests and docs.
 */
export function withheldPaths(schema: z.ZodType, oneTenant = false, path = ''): string[] {
  const def = defOf(schema);
  if ((def.type === 'nullable' || def.type === 'optional') && def.innerType) {
    return withheldPaths(def.innerType, oneTenant, path);
  }
  if (def.type === 'array' && def.element) return withheldPaths(def.element, oneTenant, `${path}[]`);
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, field]) => {
      const at = path ? `${path}.${key}` : key;
      const rule = withheld.get(field);
      if (rule) return rule === 'always' || !oneTenant ? [at] : [];
      return withheldPaths(field, oneTenant, at);
    });
  }
  return [];
}

/** The permission that lifts the rule: whoever holds it reads every figure. */
export const MONEY_OF_EVERYONE: Permission = 'money.readAll';

/** Whether a role reads the business's money as a whole (else the rule above applies). */
export const readsAllMoney = (role: Role | null | undefined) => roleMay(role, MONEY_OF_EVERYONE);

/** How long after a stay ended its money stays readable to Front desk (a late receipt, a question at the door). */
export const STAY_MONEY_DAYS = 30;

/**
 * The calls that answer one stay's or one tenant's money by an id in the request (bookingId,
 * tenantId, paymentId, billId): to a role without money.readAll they answer only for a stay in
 * hand (not deleted; running, or ended at most STAY_MONEY_DAYS ago), and a tenant who has one;
 * the bill list must name a tenant or a stay. Anything else is refused 403 `payment.pastStay`.
 */
export const oneStayMoneyCalls: readonly string[] = [
  paths.payment.getById,
  paths.payment.getPaymentByBookingId,
  paths.payment.getPaymentByTenantId,
  paths.document.getPaymentReceipt,
  paths.document.paymentShareLink,
  paths.bill.getList,
  paths.bill.getById,
  paths.bill.getByBookingId,
  paths.document.getBillDocument,
  paths.document.billShareLink,
];

/** The ids of a request that name whose money it asks for (the ones oneStayMoneyCalls read). */
export interface MoneyIds {
  bookingId?: number;
  tenantId?: number;
  paymentId?: number;
  billId?: number;
}

export function moneyIdsOf(request: unknown): MoneyIds {
  const r = (request ?? {}) as Record<string, unknown>;
  const ids: MoneyIds = {};
  for (const key of ['bookingId', 'tenantId', 'paymentId', 'billId'] as const) {
    if (typeof r[key] === 'number') ids[key] = r[key];
  }
  return ids;
}
