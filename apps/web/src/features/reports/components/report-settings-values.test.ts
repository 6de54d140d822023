import { DEFAULT_REPORT_SETTINGS, type ReportSettings, TaxpayerKind, ZReportSettings } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { accountsValuesOf, taxValuesOf, withAccounts, withoutEmptyAccounts, withTax } from './report-settings-values';

const stored: ReportSettings = {
  ...DEFAULT_REPORT_SETTINGS,
  accounts: {
    ...DEFAULT_REPORT_SETTINGS.accounts,
    cash: '1-1100',
    chargeTypes: [
      { chargeTypeId: 4, account: '4-1300' },
      // A type no longer listed (removed): its account stays as it is.
      { chargeTypeId: 9, account: '4-1900' },
    ],
    expenseCategories: [{ expenseCategoryId: 2, account: '6-1200' }],
  },
};

describe('the report settings as the forms hold them', () => {
  it('give every listed charge type and category its box, in the lists’ order, the stored account in it', () => {
    const { accounts } = accountsValuesOf(stored.accounts, [3, 4], [1, 2]);
    expect(accounts.chargeTypes).toEqual([
      { chargeTypeId: 3, account: '' },
      { chargeTypeId: 4, account: '4-1300' },
      { chargeTypeId: 9, account: '4-1900' },
    ]);
    expect(accounts.expenseCategories).toEqual([
      { expenseCategoryId: 1, account: '' },
      { expenseCategoryId: 2, account: '6-1200' },
    ]);
    expect(accounts.cash).toBe('1-1100');
  });

  it('send the whole settings from either panel, the other panel’s part as stored', () => {
    const tax = { ...taxValuesOf(stored), taxOn: true, taxpayerKind: TaxpayerKind.Company, taxRateBasisPoints: 50 };
    const request = withTax(stored, tax);
    expect(ZReportSettings.parse(request)).toEqual({ ...stored, taxOn: true, taxpayerKind: TaxpayerKind.Company });
    const accounts = accountsValuesOf({ ...stored.accounts, bank: '1-1200' }, [3, 4], [1, 2]);
    expect(withAccounts(stored, accounts).taxOn).toBe(false);
    expect(withAccounts(stored, accounts).accounts.bank).toBe('1-1200');
  });

  it('a cleared number is refused in words, not sent as 0', () => {
    const request = withTax(stored, { ...taxValuesOf(stored), taxRateBasisPoints: '' });
    expect(ZReportSettings.safeParse(request).success).toBe(false);
  });

  it('save a type or category left empty as having no account of its own', () => {
    const values = accountsValuesOf(stored.accounts, [3, 4], [1, 2]);
    const saved = withoutEmptyAccounts(ZReportSettings.parse(withAccounts(stored, values)));
    expect(saved.accounts.chargeTypes).toEqual([
      { chargeTypeId: 4, account: '4-1300' },
      { chargeTypeId: 9, account: '4-1900' },
    ]);
    expect(saved.accounts.expenseCategories).toEqual([{ expenseCategoryId: 2, account: '6-1200' }]);
  });
});
