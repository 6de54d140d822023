import type { JournalAccounts, ReportSettings, TaxpayerKind } from '@kamar/contract';

/** The tax figure's settings as the form holds them: a number cleared is '' (refused by the schema, in words). */
export interface TaxValues {
  taxOn: boolean;
  taxpayerKind: TaxpayerKind;
  taxRateBasisPoints: number | '';
  taxExemptAmount: number | '';
}

export const taxValuesOf = ({
  taxOn,
  taxpayerKind,
  taxRateBasisPoints,
  taxExemptAmount,
}: ReportSettings): TaxValues => ({
  taxOn,
  taxpayerKind,
  taxRateBasisPoints,
  taxExemptAmount,
});

/** The whole settings sent with the tax panel's values: the accounts as stored. */
export const withTax = (settings: ReportSettings, values: TaxValues) => ({ ...settings, ...values });

export interface AccountsValues {
  accounts: JournalAccounts;
}

type Accounted<K extends 'chargeTypeId' | 'expenseCategoryId'> = { [P in K]: number } & { account: string };

/** One row per id listed (its stored account, or ''), then the stored rows of ids no longer listed, kept as they are. */
function rowsFor<K extends 'chargeTypeId' | 'expenseCategoryId'>(
  key: K,
  ids: readonly number[],
  stored: readonly Accounted<K>[],
): Accounted<K>[] {
  const account = new Map(stored.map((row) => [row[key] as number, row.account]));
  const listed = ids.map((id) => ({ [key]: id, account: account.get(id) ?? '' }) as Accounted<K>);
  return [...listed, ...stored.filter((row) => !ids.includes(row[key] as number))];
}

/**
 * The journal's accounts as the form holds them: an account box for every charge type and every
 * expense category, in their lists' order (the same index in the request as on the screen).
 */
export function accountsValuesOf(
  accounts: JournalAccounts,
  chargeTypeIds: readonly number[],
  expenseCategoryIds: readonly number[],
): AccountsValues {
  return {
    accounts: {
      ...accounts,
      chargeTypes: rowsFor('chargeTypeId', chargeTypeIds, accounts.chargeTypes),
      expenseCategories: rowsFor('expenseCategoryId', expenseCategoryIds, accounts.expenseCategories),
    },
  };
}

/** The whole settings sent with the accounts panel's values: the tax figure's as stored. */
export const withAccounts = (settings: ReportSettings, values: AccountsValues) => ({
  ...settings,
  accounts: values.accounts,
});

/**
 * As saved: a charge type or a category left empty has no account of its own, and is left out
 * (its lines go to the default account, as the contract says of one without).
 */
export function withoutEmptyAccounts(settings: ReportSettings): ReportSettings {
  const { chargeTypes, expenseCategories } = settings.accounts;
  return {
    ...settings,
    accounts: {
      ...settings.accounts,
      chargeTypes: chargeTypes.filter((row) => row.account !== ''),
      expenseCategories: expenseCategories.filter((row) => row.account !== ''),
    },
  };
}
