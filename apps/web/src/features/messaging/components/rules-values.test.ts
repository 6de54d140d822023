import { DEFAULT_REMINDER_RULES, ZReminderRulesUpdate } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { rulesEditable, rulesRequest, rulesValuesOf } from './rules-values';

const business = { propertyId: null, ownRules: false, ...DEFAULT_REMINDER_RULES };

describe('the reminder rules as the form holds and sends them', () => {
  it("sends the business's rules without a property, and the schema takes them", () => {
    const request = rulesRequest(rulesValuesOf(business), 0);
    expect(request).not.toHaveProperty('propertyId');
    expect(request).not.toHaveProperty('ownRules');
    expect(ZReminderRulesUpdate.parse(request)).toMatchObject({ beforeDueDays: 3, quietStart: '20:00' });
  });

  it("sends a property's rules with whether they are its own; following the business's, they cannot be changed", () => {
    const following = rulesValuesOf({ ...business, propertyId: 4 });
    expect(rulesRequest(following, 4)).toMatchObject({ propertyId: 4, ownRules: false });
    expect(rulesEditable(following, 4)).toBe(false);
    expect(rulesEditable({ ...following, ownRules: true }, 4)).toBe(true);
    expect(rulesEditable(following, 0)).toBe(true);
  });

  it('a day count left empty is refused by the schema, not sent as 0', () => {
    const values = { ...rulesValuesOf(business), afterDueDays: '' as const };
    expect(ZReminderRulesUpdate.safeParse(rulesRequest(values, 0)).success).toBe(false);
  });
});
