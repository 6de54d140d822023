import { enumValues, type ReportSettings, TaxpayerKind, ZReportSettings } from '@kamar/contract';
import { Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormPanel } from '../../../components/form/form-panel';
import { MoneyInput } from '../../../components/form/money-input';
import { usePanelForm } from '../../../components/form/use-panel-form';
import { formatBasisPoints } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useUpdateReportSettings } from '../api/update-report-settings';
import { type TaxValues, taxValuesOf, withTax } from './report-settings-values';

/** The final income tax figure of the monthly report: on or off, who pays it, its rate and the exempt turnover. */
export function TaxSettingsPanel({ settings, onDirty }: { settings: ReportSettings; onDirty(changed: boolean): void }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateReportSettings();
  const { form, submit } = usePanelForm({
    from: taxValuesOf(settings),
    toRequest: (values: TaxValues) => withTax(settings, values),
    schema: ZReportSettings,
    save: (request) => update.mutateAsync(request),
    onDirty,
  });
  const values = form.getValues();
  const rate = values.taxRateBasisPoints;
  const company = values.taxpayerKind === TaxpayerKind.Company;
  return (
    <FormPanel order={2} title={t('reports.taxPanel')} description={t('reports.taxPanelHint')}>
      <form onSubmit={submit} noValidate aria-label={t('reports.taxPanel')} data-testid="tax-settings">
        <Stack gap="sm">
          <Switch label={t('fields.taxOn')} {...form.getInputProps('taxOn', { type: 'checkbox' })} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('fields.taxpayerKind')}
              data={enumValues(TaxpayerKind).map((v) => ({ value: String(v), label: t(`enums.taxpayerKind.${v}`) }))}
              value={String(values.taxpayerKind)}
              onChange={(e) => form.setFieldValue('taxpayerKind', Number(e.currentTarget.value) as TaxpayerKind)}
              error={form.errors.taxpayerKind}
            />
            <NumberInput
              label={t('fields.taxRateBasisPoints')}
              description={
                typeof rate === 'number'
                  ? t('reports.rateHint', {
                      basisPoints: rate,
                      percent: formatBasisPoints(rate, currentLanguage(i18n.language)),
                    })
                  : undefined
              }
              min={0}
              max={10_000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('taxRateBasisPoints')}
            />
            <MoneyInput
              label={t('fields.taxExemptAmount')}
              description={t(company ? 'reports.exemptCompany' : 'reports.exemptHint')}
              disabled={company}
              value={values.taxExemptAmount}
              onChange={(amount) => form.setFieldValue('taxExemptAmount', amount)}
              error={form.errors.taxExemptAmount}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit">{t('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </FormPanel>
  );
}
