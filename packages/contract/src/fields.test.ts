import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls } from './calls.js';
import {
  id,
  isoDate,
  isRealDate,
  MAX_MONEY,
  money,
  moneySchemas,
  optionalName,
  optionalText,
  requiredName,
  requiredText,
  requiredUpperName,
} from './fields.js';
import { filterText, oneOfOrAll } from './filters.js';
import { refusalOfIssue } from './i18n/issue-message.js';
import { formatMessage } from './i18n/packs.js';

/** The first refusal of an input, in English words. */
const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) return null;
  const { code, params } = refusalOfIssue(issue);
  return formatMessage('en', code, params);
};

describe('field builders', () => {
  it('requiredText trims, names a missing field and a wrong type differently', () => {
    const name = requiredText('tenantName', 5);
    expect(name.parse('  ANI ')).toBe('ANI');
    expect(firstMessage(name, '   ')).toBe('Tenant Name is required!');
    expect(firstMessage(name, undefined)).toBe('Tenant Name is required!');
    expect(firstMessage(name, 42)).toBe('Tenant Name must be text');
    expect(firstMessage(name, 'abcdef')).toBe('Tenant Name must be at most 5 characters');
    expect(firstMessage(name, 'A\u0000B')).toBe('Tenant Name contains characters that are not allowed');
  });

  it('refuses the hidden characters that change the direction of text, in every kind of text field', () => {
    // U+202E (right-to-left override) shows "Rek. 0987654321" for "Rek. 1234567890" read backwards.
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    const marks = ['\u200E', '\u200F', '\u061C'];
    const builders = [
      requiredText('receiptFooter', 300),
      optionalText('address', 300),
      requiredName('tenantName', 100),
      optionalName('contactName', 100),
      requiredUpperName('tenantName', 100),
      filterText('tenantName', 100),
    ];
    for (const builder of builders) {
      for (const c of [...controls, ...marks]) {
        const message = firstMessage(builder, `Rek. ${c}1234567890`);
        expect(message, JSON.stringify(c)).toMatch(/contains hidden characters that change the direction of text$/);
      }
      // Text in any script, and emoji, are fine.
      expect(firstMessage(builder, 'عبد الله Андрей 李 🏠')).toBeNull();
    }
  });

  it('names collapse inner runs of spaces before their length is checked, and searches alike', () => {
    const tenant = requiredUpperName('tenantName', 12);
    expect(tenant.parse('  budi \t\n  santoso ')).toBe('BUDI SANTOSO');
    expect(firstMessage(tenant, 'budi      santoso')).toBeNull();
    expect(firstMessage(tenant, 'budi santoso x')).toBe('Tenant Name must be at most 12 characters');
    expect(firstMessage(requiredName('firstName', 30), ' \t ')).toBe('First Name is required!');
    expect(optionalName('contactName', 10).parse('pak   joko')).toBe('pak joko');
    expect(optionalName('contactName', 10).parse(null)).toBe('');
    expect(filterText('tenantName', 100).parse(' budi   santoso ')).toBe('budi santoso');
    // Other text keeps its spacing (an address, a remark).
    expect(requiredText('address', 50).parse('Jl.  Melati  5')).toBe('Jl.  Melati  5');
  });

  it('optionalText reads null and missing as empty', () => {
    const city = z.object({ city: optionalText('city', 10) });
    expect(city.parse({})).toEqual({ city: '' });
    expect(city.parse({ city: null })).toEqual({ city: '' });
    expect(firstMessage(city, { city: 'x'.repeat(11) })).toBe('City must be at most 10 characters');
  });

  it('ids are positive whole numbers within int4', () => {
    const tenant = id('tenant');
    expect(tenant.parse(7)).toBe(7);
    for (const bad of [0, -1, 1.5, 2 ** 31, '7', null, Number.NaN])
      expect(tenant.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('money is whole rupiah, never a float, bounded', () => {
    const amount = money('amount', 1);
    expect(amount.parse(1_500_000)).toBe(1_500_000);
    expect(firstMessage(amount, 12.5)).toBe('Amount must be a whole number');
    expect(firstMessage(amount, -5)).toBe('Amount must be between Rp 1 and Rp 100.000.000.000');
    expect(firstMessage(amount, 1e30)).toBe('Amount must be between Rp 1 and Rp 100.000.000.000');
    expect(firstMessage(amount, 'lots')).toBe('Amount must be a whole number');
  });

  const isTransform = (schema: z.ZodType | undefined) =>
    (schema as unknown as { _zod: { def: { type: string } } } | undefined)?._zod.def.type === 'transform';

  it('every money field of every call is the one money builder: Rp 100.000.000.000 at most, in both languages', () => {
    const moneyName = /amount|price|salary|fee|cap$|rent/i;
    const found: string[] = [];
    const walk = (schema: z.ZodType, path: string) => {
      const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
      if (def.type === 'object') {
        for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
          const name = `${path}.${key}`;
          // The journal's accounts (rentIncome, lateFeeIncome...) are account numbers, not money.
          if (moneyName.test(key) && !/mode|since|grace/i.test(key) && !path.endsWith('.accounts')) {
            found.push(name);
            let inner = field;
            while (!moneySchemas.has(inner)) {
              const d = (
                inner as unknown as {
                  _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType } };
                }
              )._zod.def;
              // A field read from form text (z.preprocess) is a pipe whose second half is the field.
              const preprocessed = d.type === 'pipe' && d.in && !moneySchemas.has(d.in) && d.out;
              const next = d.innerType ?? (preprocessed && isTransform(d.in) ? d.out : d.in);
              expect(next, `${name} is not a money() field`).toBeDefined();
              inner = next as z.ZodType;
            }
            expect(inner.safeParse(MAX_MONEY).success, name).toBe(true);
            const refused = inner.safeParse(MAX_MONEY + 1);
            const issue = refused.success ? undefined : refused.error.issues[0];
            const { code, params } = refusalOfIssue(issue as never);
            expect(code, name).toBe('field.moneyOutOfRange');
            expect(formatMessage('en', code, params)).toMatch(/ must be between Rp [01] and Rp 100\.000\.000\.000$/);
            expect(formatMessage('id', code, params)).toMatch(/ harus antara Rp [01] dan Rp 100\.000\.000\.000$/);
          } else walk(field, name);
        }
      } else if (def.type === 'array') walk(def.element as z.ZodType, `${path}[]`);
      else if (def.innerType) walk(def.innerType as z.ZodType, path);
      else if (def.type === 'pipe') walk(def.in as z.ZodType, path);
    };
    for (const call of allCalls) walk(call.request, call.path);
    // The payment, expense, deposit return, deduction, booking rent, room type, salary and late fee fields.
    expect(found.length).toBeGreaterThanOrEqual(10);
  });

  it('dates must be real calendar dates written YYYY-MM-DD', () => {
    expect(isRealDate('2026-02-28')).toBe(true);
    expect(isRealDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '26-01-01', '2026-1-1', '2026-01-01T00:00:00', '1800-01-01']) {
      expect(isRealDate(bad), bad).toBe(false);
    }
    expect(firstMessage(isoDate('checkInDate'), 'tomorrow')).toBe('Check In Date must be a date (YYYY-MM-DD)');
  });

  it('an enumeration filter reads 0, null and missing as All', () => {
    const status = z.object({ status: oneOfOrAll('status', [1, 2] as const) });
    expect(status.parse({}).status).toBeUndefined();
    expect(status.parse({ status: 0 }).status).toBeUndefined();
    expect(status.parse({ status: null }).status).toBeUndefined();
    expect(status.parse({ status: 2 }).status).toBe(2);
    expect(firstMessage(status, { status: 3 })).toBe('Status is not a valid choice');
  });
});

describe('messages', () => {
  it('fills placeholders', () => {
    expect(formatMessage('en', 'user.usernameTaken', { username: 'budi' })).toBe('Username budi is already taken');
  });
});

describe('the call registry', () => {
  it('has one call per path, each under /api and with an access rule', () => {
    const paths = allCalls.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const call of allCalls) {
      expect(call.path).toMatch(/^\/api\/[A-Z]\w+\/[A-Z]\w+$/);
      expect(['public', 'user', 'admin']).toContain(call.access);
    }
  });
});
