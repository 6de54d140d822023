import {
  type BankAccount,
  type BusinessProfile,
  type BusinessProfileUpdateRequest,
  fillTemplate,
  HOUSE_RULES_MAX,
  type MessageTemplates,
  type TemplateKind,
  templateSample,
} from '@kamar/contract';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/feedback/loading';
import { useAction, useShowError } from '../../../components/feedback/use-action';
import { BankAccountRows } from '../../../components/form/bank-account-rows';
import { TextAreaField } from '../../../components/form/text-field';
import { useLeaveGuard } from '../../../components/form/use-leave-guard';
import { useBusinessProfile } from '../api/get-business-profile';
import { useUpdateBusinessProfile } from '../api/update-business-profile';
import { BusinessLogoPanel } from './business-logo-panel';
import { BusinessQrisPanel } from './business-qris-panel';

/** Each template field: what it is for and the language it is written in. */
const TEMPLATE_FIELDS: { field: keyof MessageTemplates; kind: TemplateKind; language: 'id' | 'en' }[] = [
  { field: 'reminderId', kind: 'reminder', language: 'id' },
  { field: 'reminderEn', kind: 'reminder', language: 'en' },
  { field: 'receiptId', kind: 'receipt', language: 'id' },
  { field: 'receiptEn', kind: 'receipt', language: 'en' },
  { field: 'depositReturnId', kind: 'depositReturn', language: 'id' },
  { field: 'depositReturnEn', kind: 'depositReturn', language: 'en' },
];

const valuesOf = (p: BusinessProfile): BusinessProfileUpdateRequest & { bankAccounts: BankAccount[] } => ({
  businessName: p.businessName,
  address: p.address,
  phone: p.phone,
  receiptFooter: p.receiptFooter,
  bankAccounts: p.bankAccounts,
  templates: p.templates,
  houseRules: p.houseRules,
});

/** Setting -> Business Profile (administrators): what documents, messages and the top bar say about the business. */
export function BusinessProfilePage() {
  const { t } = useTranslation();
  const profile = useBusinessProfile();
  const update = useUpdateBusinessProfile();
  const run = useAction();
  const showError = useShowError();
  const form = useForm({ initialValues: null as unknown as ReturnType<typeof valuesOf> });
  const { initialize } = form;
  useEffect(() => {
    if (profile.data) initialize(valuesOf(profile.data));
  }, [profile.data, initialize]);
  useEffect(() => {
    if (profile.error) void showError(profile.error);
  }, [profile.error, showError]);
  useLeaveGuard(form.initialized && form.isDirty());

  if (!form.initialized || !profile.data) return <Loading />;
  const values = form.getValues();
  const save = form.onSubmit((input) =>
    run({
      action: () => update.mutateAsync(input),
      successText: t('businessProfile.saved'),
      // What was saved is now what the form started from: leaving no longer asks.
      onSuccess: () => form.resetDirty(),
    }),
  );

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="lg">
        <Title order={2}>{t('businessProfile.title')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.businessName')} required {...form.getInputProps('businessName')} />
          <TextInput
            label={t('fields.phone')}
            description={t('businessProfile.phoneHint')}
            {...form.getInputProps('phone')}
          />
          <Textarea label={t('fields.address')} autosize minRows={2} {...form.getInputProps('address')} />
          <Textarea label={t('fields.receiptFooter')} autosize minRows={2} {...form.getInputProps('receiptFooter')} />
        </SimpleGrid>
        <BusinessLogoPanel logoURL={profile.data.logoURL} />
        <BankAccountRows form={form} />
        <BusinessQrisPanel qrisURL={profile.data.qrisURL} />
        <Stack gap={4}>
          <TextAreaField
            label={t('fields.houseRules')}
            maxLength={HOUSE_RULES_MAX}
            value={values.houseRules ?? ''}
            onChange={(text) => form.setFieldValue('houseRules', text)}
            error={form.errors.houseRules}
            readOnly={false}
          />
          <Text size="xs" c="dimmed">
            {t('businessProfile.houseRulesHint')}
          </Text>
        </Stack>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5">
            {t('businessProfile.templates')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('businessProfile.templatesHelp')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {TEMPLATE_FIELDS.map(({ field, kind, language }) => (
              <Stack key={field} gap={4}>
                <Textarea
                  label={t(`fields.${field}`)}
                  autosize
                  minRows={3}
                  {...form.getInputProps(`templates.${field}`)}
                />
                <Text size="xs" fw={600}>
                  {t('businessProfile.preview')}
                </Text>
                {/* The template's own language and words, as the server fills it (whatever the screen's language). */}
                <Paper bg="green.0" p="xs" radius="md" data-testid={`preview-${field}`} lang={language}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {fillTemplate(
                      values.templates[field],
                      templateSample(kind, language, values.bankAccounts, window.location.origin),
                    )}
                  </Text>
                </Paper>
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
        <Group>
          <Button type="submit">{t('common.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
