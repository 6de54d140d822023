import { type EmailChannel, enumValues, MessageChannel, SmtpSecurity, ZEmailChannelUpdate } from '@kamar/contract';
import { Button, Checkbox, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormPanel } from '../../../components/form/form-panel';
import { usePanelForm } from '../../../components/form/use-panel-form';
import { useUpdateEmailChannel } from '../api/update-email-channel';
import { SecretInput } from './secret-input';
import { SendTestBox } from './send-test-box';

/** The port each way of protecting the connection usually takes; picking another way moves a usual port with it. */
const USUAL_PORT: Record<SmtpSecurity, number> = {
  [SmtpSecurity.StartTls]: 587,
  [SmtpSecurity.Tls]: 465,
  [SmtpSecurity.None]: 25,
};

type EmailValues = Omit<EmailChannel, 'passwordSet' | 'port'> & { port: number | ''; password: string };

const valuesOf = ({ passwordSet: _, ...email }: EmailChannel): EmailValues => ({ ...email, password: '' });

/** Email over SMTP: the mail server, its account and the address the messages come from. Then a test. */
export function EmailPanel({ email, onDirty }: { email: EmailChannel; onDirty(changed: boolean): void }) {
  const { t } = useTranslation();
  const update = useUpdateEmailChannel();
  const { form, submit } = usePanelForm({
    from: valuesOf(email),
    toRequest: (values: EmailValues) => values,
    schema: ZEmailChannelUpdate,
    save: (request) => update.mutateAsync(request),
    afterSave: (values) => ({ ...values, password: '' }),
    onDirty,
  });
  const values = form.getValues();
  const pickSecurity = (text: string) => {
    const security = Number(text) as SmtpSecurity;
    form.setFieldValue('security', security);
    if (Object.values(USUAL_PORT).includes(values.port as number)) form.setFieldValue('port', USUAL_PORT[security]);
  };

  return (
    <FormPanel order={2} title={t('messaging.email')} description={t('messaging.emailHint')}>
      <Stack gap="md" data-testid="email-panel">
        <form onSubmit={submit} noValidate aria-label={t('messaging.email')}>
          <Stack gap="sm">
            <Checkbox label={t('fields.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('fields.smtpHost')}
                autoCapitalize="none"
                autoComplete="off"
                {...form.getInputProps('host')}
              />
              <NativeSelect
                label={t('fields.smtpSecurity')}
                data={enumValues(SmtpSecurity).map((v) => ({ value: String(v), label: t(`enums.smtpSecurity.${v}`) }))}
                value={String(values.security)}
                onChange={(e) => pickSecurity(e.currentTarget.value)}
                error={form.errors.security}
              />
              <NumberInput
                label={t('fields.smtpPort')}
                min={1}
                max={65535}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('port')}
              />
              <TextInput
                label={t('fields.smtpUser')}
                autoCapitalize="none"
                autoComplete="off"
                {...form.getInputProps('user')}
              />
              <SecretInput
                label={t('fields.smtpPassword')}
                stored={email.passwordSet}
                {...form.getInputProps('password')}
              />
              <TextInput
                label={t('fields.fromAddress')}
                inputMode="email"
                autoCapitalize="none"
                {...form.getInputProps('fromAddress')}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit">{t('common.save')}</Button>
            </Group>
          </Stack>
        </form>
        <SendTestBox channel={MessageChannel.Email} />
      </Stack>
    </FormPanel>
  );
}
