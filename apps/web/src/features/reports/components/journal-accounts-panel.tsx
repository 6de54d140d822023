import {
  ACCOUNT_NUMBER_MAX,
  type ChargeTypeRow,
  type ExpenseCategoryRow,
  RecordStatus,
  type ReportSettings,
  ZReportSettings,
} from '@kamar/contract';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormPanel } from '../../../components/form/form-panel';
import { usePanelForm } from '../../../components/form/use-panel-form';
import { useUpdateReportSettings } from '../api/update-report-settings';
import { type AccountsValues, accountsValuesOf, withAccounts, withoutEmptyAccounts } from './report-settings-values';

/** The accounts every journal has, in the order an accountant reads a chart of accounts. */
const MAIN_ACCOUNTS = [
  'cash',
  'bank',
  'rentIncome',
  'lateFeeIncome',
  'chargeIncome',
  'otherIncome',
  'depositsHeld',
  'paidAhead',
  'expense',
] as const;

interface Named {
  id: number;
  name: string;
  deleted: boolean;
}

/**
 * The journal export's accounts (Accurate Online's account numbers): the main ones, then one for
 * each charge type and each expense category, which without one go to the default account.
 */
export function JournalAccountsPanel({
  settings,
  chargeTypes,
  expenseCategories,
  onDirty,
}: {
  settings: ReportSettings;
  chargeTypes: readonly ChargeTypeRow[];
  expenseCategories: readonly ExpenseCategoryRow[];
  onDirty(changed: boolean): void;
}) {
  const { t } = useTranslation();
  const update = useUpdateReportSettings();
  const types: Named[] = chargeTypes.map((c) => ({
    id: c.chargeTypeId,
    name: c.chargeTypeName,
    deleted: c.status !== RecordStatus.Active,
  }));
  const categories: Named[] = expenseCategories.map((c) => ({
    id: c.expenseCategoryId,
    name: c.expenseCategoryName,
    deleted: c.status !== RecordStatus.Active,
  }));
  const from = accountsValuesOf(
    settings.accounts,
    types.map((c) => c.id),
    categories.map((c) => c.id),
  );
  const { form, submit } = usePanelForm({
    from,
    toRequest: (values: AccountsValues) => withAccounts(settings, values),
    schema: ZReportSettings,
    save: (request) => update.mutateAsync(withoutEmptyAccounts(request)),
    onDirty,
  });
  const values = form.getValues();
  const box = (path: string, label: string, placeholder?: string) => (
    <TextInput
      key={path}
      label={label}
      placeholder={placeholder}
      maxLength={ACCOUNT_NUMBER_MAX}
      autoCapitalize="none"
      autoComplete="off"
      {...form.getInputProps(path)}
    />
  );
  const nameOf = (item: Named) => (item.deleted ? t('reports.deletedName', { name: item.name }) : item.name);
  const orDefault = (account: string) => (account ? t('reports.defaultAccount', { account }) : undefined);

  return (
    <FormPanel order={2} title={t('reports.accountsPanel')} description={t('reports.accountsPanelHint')}>
      <form onSubmit={submit} noValidate aria-label={t('reports.accountsPanel')} data-testid="journal-accounts">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {MAIN_ACCOUNTS.map((name) => box(`accounts.${name}`, t(`reports.accounts.${name}`)))}
          </SimpleGrid>
          <div>
            <Title order={3} size="h6">
              {t('reports.chargeTypeAccounts')}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {t('reports.chargeTypeAccountsHint')}
            </Text>
            {types.length === 0 ? (
              <Text size="sm">{t('reports.noChargeTypes')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {types.map((item, i) =>
                  box(`accounts.chargeTypes.${i}.account`, nameOf(item), orDefault(values.accounts.chargeIncome)),
                )}
              </SimpleGrid>
            )}
          </div>
          <div>
            <Title order={3} size="h6">
              {t('reports.expenseCategoryAccounts')}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {t('reports.expenseCategoryAccountsHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {categories.map((item, i) =>
                box(`accounts.expenseCategories.${i}.account`, nameOf(item), orDefault(values.accounts.expense)),
              )}
            </SimpleGrid>
          </div>
          <Group>
            <Button type="submit">{t('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </FormPanel>
  );
}
