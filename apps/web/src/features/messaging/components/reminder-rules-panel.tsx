import { NativeSelect, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { FormPanel } from '../../../components/form/form-panel';
import { useCurrentProperty } from '../../../lib/current-property';
import { useReminderRules } from '../api/get-reminder-rules';
import { RulesForm } from './rules-form';

/**
 * When reminders go out: the business's rules, and with several properties, a property's own
 * (or the business's, which it follows until given its own).
 */
export function ReminderRulesPanel({ onDirty }: { onDirty(changed: boolean): void }) {
  const { t } = useTranslation();
  const { properties, several } = useCurrentProperty();
  const [propertyId, setPropertyId] = useState(0);
  const rules = useReminderRules(propertyId);
  const showError = useShowError();
  useEffect(() => {
    if (rules.error) void showError(rules.error);
  }, [rules.error, showError]);

  return (
    <FormPanel order={2} title={t('messaging.rules')} description={t('messaging.rulesHint')}>
      <Stack gap="sm" data-testid="rules-panel">
        {several && (
          <NativeSelect
            maw={420}
            label={t('messaging.rulesOf')}
            value={String(propertyId)}
            onChange={(e) => setPropertyId(Number(e.currentTarget.value))}
            data={[
              { value: '0', label: t('messaging.business') },
              ...properties.map((p) => ({ value: String(p.propertyId), label: p.propertyName })),
            ]}
          />
        )}
        {/* A form of its own per property: what was typed for one never goes to another. */}
        {rules.data ? (
          <RulesForm key={propertyId} propertyId={propertyId} rules={rules.data} onDirty={onDirty} />
        ) : (
          rules.isPending && <Loading />
        )}
      </Stack>
    </FormPanel>
  );
}
