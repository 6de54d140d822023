import { type ReminderRules, ZReminderRulesUpdate } from '@kamar/contract';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePanelForm } from '../../../components/form/use-panel-form';
import { useUpdateReminderRules } from '../api/update-reminder-rules';
import { type RulesValues, rulesEditable, rulesRequest, rulesValuesOf } from './rules-values';

type OnField = 'beforeDueOn' | 'afterDueOn' | 'afterDueAgainOn';
type DaysField = 'beforeDueDays' | 'afterDueDays' | 'afterDueAgainDays';

/** One set of rules (the business's, or a property's) and its Save. */
export function RulesForm({
  propertyId,
  rules,
  onDirty,
}: {
  propertyId: number;
  rules: ReminderRules;
  onDirty(changed: boolean): void;
}) {
  const { t } = useTranslation();
  const update = useUpdateReminderRules();
  const { form, submit } = usePanelForm({
    from: rulesValuesOf(rules),
    toRequest: (values: RulesValues) => rulesRequest(values, propertyId),
    schema: ZReminderRulesUpdate,
    save: (request) => update.mutateAsync(request),
    onDirty,
  });
  const values = form.getValues();
  const editable = rulesEditable(values, propertyId);
  const toggle = (name: OnField | 'onDueOn' | 'receiptOn' | 'quietHoursOn') => (
    <Checkbox label={t(`fields.${name}`)} disabled={!editable} {...form.getInputProps(name, { type: 'checkbox' })} />
  );
  // A reminder some days from the due date: on or off, and its days beside it (the range is the schema's to say).
  const dayRule = (on: OnField, days: DaysField) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="xs">
      <Group align="center">{toggle(on)}</Group>
      <NumberInput
        label={t(`fields.${days}`)}
        allowDecimal={false}
        allowNegative={false}
        disabled={!editable || !values[on]}
        {...form.getInputProps(days)}
      />
    </SimpleGrid>
  );
  const clock = (name: 'quietStart' | 'quietEnd') => (
    <TextInput
      type="time"
      label={t(`fields.${name}`)}
      disabled={!editable || !values.quietHoursOn}
      {...form.getInputProps(name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('messaging.rules')}>
      <Stack gap="sm">
        {propertyId !== 0 && (
          <Stack gap={2}>
            <Checkbox label={t('fields.ownRules')} {...form.getInputProps('ownRules', { type: 'checkbox' })} />
            {!values.ownRules && (
              <Text size="sm" c="dimmed">
                {t('messaging.followsBusiness')}
              </Text>
            )}
          </Stack>
        )}
        {dayRule('beforeDueOn', 'beforeDueDays')}
        {toggle('onDueOn')}
        {dayRule('afterDueOn', 'afterDueDays')}
        {dayRule('afterDueAgainOn', 'afterDueAgainDays')}
        {toggle('receiptOn')}
        <SimpleGrid cols={{ base: 1, sm: 3 }} verticalSpacing="xs">
          <Group align="center">{toggle('quietHoursOn')}</Group>
          {clock('quietStart')}
          {clock('quietEnd')}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('messaging.quietHoursHint')}
        </Text>
        <Group>
          <Button type="submit">{t('common.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
