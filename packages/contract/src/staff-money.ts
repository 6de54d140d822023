import type { z } from 'zod';

/**
 * Which money a staff user may see: the one rule (docs/DESIGN.md section 3, "Which money staff
 * see"). Staff see money one tenant at a time, as that tenant could: what a stay was billed, what
 * was paid (each payment, its receipt number, the deposit and whether it is still held) and what is
 * still owed, with the totals of that stay or that tenant. Withheld from staff:
 * - money that went back out: a deposit's return (returned amount, return date, its receipt
 *   number, its deductions), and expenses and salaries;
 * - figures that add up money over many tenants: the dashboard's money, the totals of the
 *   payment, bill, arrears, deposit and expense lists, and those lists' exports.
 * A whole call that holds only such money is `access: 'admin'`; a field of a call staff may make
 * is declared with `adminMoney` (never shown to staff) or `tenantsTotal` (a list's total: shown
 * only when the request names one tenant or one stay) and answered null to staff by the call
 * binding (apps/server/src/plugins/calls.ts), the one place the rule is applied.
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
