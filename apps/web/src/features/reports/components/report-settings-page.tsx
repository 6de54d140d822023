import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { SettingsHeading } from '../../../components/form/settings-heading';
import { usePanelsLeaveGuard } from '../../../components/form/use-panels-leave-guard';
import { useChargeTypesToAccount, useExpenseCategoriesToAccount } from '../api/get-account-choices';
import { useReportSettings } from '../api/get-report-settings';
import { JournalAccountsPanel } from './journal-accounts-panel';
import { TaxSettingsPanel } from './tax-settings-panel';
import './report-words';

/**
 * /setting/report (the Owner's): the monthly report's final income tax figure (on, who pays it,
 * its rate and exempt turnover) and the accounts of the journal it exports for Accurate Online.
 * Each panel saves the whole settings, the other panel's part as stored.
 */
export function ReportSettingsPage() {
  const { t } = useTranslation();
  const settings = useReportSettings();
  const chargeTypes = useChargeTypesToAccount();
  const categories = useExpenseCategoriesToAccount();
  const showError = useShowError();
  const error = settings.error ?? chargeTypes.error ?? categories.error;
  useEffect(() => {
    if (error) void showError(error);
  }, [error, showError]);
  const tell = usePanelsLeaveGuard(['tax', 'accounts']);

  return (
    <Stack gap="lg">
      <SettingsHeading title={t('settings.report')} intro={t('reports.settingsIntro')} />
      {settings.data ? (
        <TaxSettingsPanel settings={settings.data} onDirty={tell.tax} />
      ) : (
        settings.isPending && <Loading />
      )}
      {settings.data && chargeTypes.data && categories.data ? (
        <JournalAccountsPanel
          settings={settings.data}
          chargeTypes={chargeTypes.data.listData}
          expenseCategories={categories.data.listData}
          onDirty={tell.accounts}
        />
      ) : (
        !error && settings.data && <Loading />
      )}
    </Stack>
  );
}
