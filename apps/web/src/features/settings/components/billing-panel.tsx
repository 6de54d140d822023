import { BillProration, type BusinessSettings, LateFeeMode, MessageLink, SETTING_DAYS_MAX } from '@kamar/contract';
import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction, useShowError } from '../../../components/feedback/use-action';
import { MoneyInput } from '../../../components/form/money-input';
import { useBusinessToday } from '../../../lib/business-today';
import { currentLanguage } from '../../../lib/i18n';
import { useMay } from '../../../lib/use-role';
import { useBusinessSettings, useUpdateBusinessSettings } from '../api/business-settings';
import { lateFeeRuleText } from './late-fee-rule';

type Editable = Omit<BusinessSettings, 'LATE_FEE_SINCE'>;

/**
 * Setting, administrators: when bills are made, the last period of an early check-out, late fees,
 * and what the WhatsApp reminders and receipts link to (the one document, or the stay's page).
 */
export function BillingPanel() {
  const { t, i18n } = useTranslation();
  const today = useBusinessToday();
  const isAdmin = useMay('settings.manage');
  const settings = useBusinessSettings(isAdmin);
  const update = useUpdateBusinessSettings();
  const run = useAction();
  const showError = useShowError();
  const [values, setValues] = useState<Editable | null>(null);
  useEffect(() => {
    if (settings.data) {
      const { LATE_FEE_SINCE: _, ...rest } = settings.data;
      setValues(rest);
    }
  }, [settings.data]);
  useEffect(() => {
    if (settings.error) void showError(settings.error);
  }, [settings.error, showError]);
  if (!isAdmin || !values) return null;
  const set = (change: Partial<Editable>) => setValues({ ...values, ...change });
  const days = (v: string | number) => (typeof v === 'number' ? v : 0);
  const feeOn = values.LATE_FEE_MODE !== LateFeeMode.None;
  const rule = settings.data
    ? lateFeeRuleText(t, currentLanguage(i18n.language), settings.data, values.LATE_FEE_MODE, today)
    : null;

  return (
    <Card withBorder padding="md" radius="md" data-testid="billing-panel">
      <Stack gap="sm">
        <Title order={2} size="h5" c="dimmed">
          {t('billing.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('fields.billDaysAhead')}
            description={t('billing.daysAheadHint')}
            min={0}
            max={SETTING_DAYS_MAX}
            allowDecimal={false}
            value={values.BILL_DAYS_AHEAD}
            onChange={(v) => set({ BILL_DAYS_AHEAD: days(v) })}
          />
          <Select
            label={t('fields.billProration')}
            description={t('billing.prorationHint')}
            allowDeselect={false}
            data={[BillProration.Prorate, BillProration.Full].map((v) => ({
              value: v,
              label: t(`enums.billProration.${v}`),
            }))}
            value={values.BILL_PRORATION}
            onChange={(v) => set({ BILL_PRORATION: (v ?? BillProration.Prorate) as Editable['BILL_PRORATION'] })}
          />
          <Select
            label={t('fields.lateFeeMode')}
            allowDeselect={false}
            data={[LateFeeMode.None, LateFeeMode.Fixed, LateFeeMode.PerDay].map((v) => ({
              value: v,
              label: t(`enums.lateFeeMode.${v}`),
            }))}
            value={values.LATE_FEE_MODE}
            onChange={(v) => set({ LATE_FEE_MODE: (v ?? LateFeeMode.None) as Editable['LATE_FEE_MODE'] })}
          />
          {feeOn && (
            <NumberInput
              label={t('fields.lateFeeGraceDays')}
              description={t('billing.graceDaysHint')}
              min={0}
              max={SETTING_DAYS_MAX}
              allowDecimal={false}
              value={values.LATE_FEE_GRACE_DAYS}
              onChange={(v) => set({ LATE_FEE_GRACE_DAYS: days(v) })}
            />
          )}
          {feeOn && (
            <MoneyInput
              label={t('fields.lateFeeAmount')}
              description={t('billing.lateFeeAmountHint')}
              value={values.LATE_FEE_AMOUNT}
              onChange={(v) => set({ LATE_FEE_AMOUNT: v === '' ? 0 : v })}
            />
          )}
          {values.LATE_FEE_MODE === LateFeeMode.PerDay && (
            <MoneyInput
              label={t('fields.lateFeeCap')}
              description={t('billing.lateFeeCapHint')}
              value={values.LATE_FEE_CAP}
              onChange={(v) => set({ LATE_FEE_CAP: v === '' ? 0 : v })}
            />
          )}
        </SimpleGrid>
        {rule && (
          <Text size="sm" data-testid="late-fee-rule">
            {rule}
          </Text>
        )}
        {/* The messages' link: not a rule of the bills, on a row of its own under them. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('fields.messageLink')}
            description={t('billing.messageLinkHint')}
            allowDeselect={false}
            data={[MessageLink.Document, MessageLink.TenantPage].map((v) => ({
              value: v,
              label: t(`enums.messageLink.${v}`),
            }))}
            value={values.MESSAGE_LINK}
            onChange={(v) => set({ MESSAGE_LINK: (v ?? MessageLink.Document) as Editable['MESSAGE_LINK'] })}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={() => void run({ action: () => update.mutateAsync(values) })}>{t('common.save')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}
