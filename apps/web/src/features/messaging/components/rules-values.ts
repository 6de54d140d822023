import type { ReminderRules, ReminderRulesUpdate } from '@kamar/contract';

/** The rules as the form holds them: a day count left empty is '' (refused by the schema, in words). */
export type RulesValues = Omit<ReminderRules, 'propertyId' | 'beforeDueDays' | 'afterDueDays' | 'afterDueAgainDays'> & {
  beforeDueDays: number | '';
  afterDueDays: number | '';
  afterDueAgainDays: number | '';
};

export const rulesValuesOf = ({ propertyId: _, ...rules }: ReminderRules): RulesValues => rules;

/**
 * The request for the business's rules (property 0) or a property's: for a property, ownRules
 * false drops its own rules and it follows the business's again (the days sent are then ignored).
 */
export function rulesRequest(values: RulesValues, propertyId: number): ReminderRulesUpdate {
  const { ownRules, ...rules } = values;
  return {
    ...(rules as Omit<ReminderRulesUpdate, 'propertyId' | 'ownRules'>),
    ...(propertyId ? { propertyId, ownRules } : {}),
  };
}

/** Whether the days of the rules may be changed here: always the business's; a property's only as its own. */
export const rulesEditable = (values: RulesValues, propertyId: number) => propertyId === 0 || values.ownRules;
