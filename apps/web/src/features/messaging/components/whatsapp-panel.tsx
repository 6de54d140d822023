import { MessageChannel, type MessageChannels, TEMPLATE_PARAMETERS, ZWhatsappChannelUpdate } from '@kamar/contract';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormPanel } from '../../../components/form/form-panel';
import { usePanelForm } from '../../../components/form/use-panel-form';
import { useUpdateWhatsappChannel } from '../api/update-whatsapp-channel';
import { SecretInput } from './secret-input';
import { SendTestBox } from './send-test-box';
import { WebhookAddress } from './webhook-address';
import { parameterList, TEMPLATE_FIELDS, whatsappValuesOf, withoutSecrets } from './whatsapp-values';

/**
 * The WhatsApp Business Cloud API: the business's number (its id at Meta), the three secrets, the
 * approved template of each kind of message in both languages, and the webhook Meta reports
 * deliveries to. Saved as one; then a test message through it.
 */
export function WhatsappPanel({ channels, onDirty }: { channels: MessageChannels; onDirty(changed: boolean): void }) {
  const { t } = useTranslation();
  const update = useUpdateWhatsappChannel();
  const stored = channels.whatsapp;
  const { form, submit } = usePanelForm({
    from: whatsappValuesOf(stored),
    toRequest: (values) => values,
    schema: ZWhatsappChannelUpdate,
    save: (request) => update.mutateAsync(request),
    afterSave: withoutSecrets,
    onDirty,
  });

  return (
    <FormPanel order={2} title={t('messaging.whatsapp')} description={t('messaging.whatsappHint')}>
      <Stack gap="md" data-testid="whatsapp-panel">
        <form onSubmit={submit} noValidate aria-label={t('messaging.whatsapp')}>
          <Stack gap="sm">
            <Checkbox label={t('fields.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('fields.phoneNumberId')}
                inputMode="numeric"
                {...form.getInputProps('phoneNumberId')}
              />
              <SecretInput
                label={t('fields.accessToken')}
                stored={stored.accessTokenSet}
                {...form.getInputProps('accessToken')}
              />
              <SecretInput
                label={t('fields.appSecret')}
                stored={stored.appSecretSet}
                {...form.getInputProps('appSecret')}
              />
              <SecretInput
                label={t('fields.verifyToken')}
                stored={stored.verifyTokenSet}
                {...form.getInputProps('verifyToken')}
              />
            </SimpleGrid>
            <Title order={3} size="h6" mt="xs">
              {t('messaging.templates')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('messaging.templatesHint')}
            </Text>
            {TEMPLATE_FIELDS.map(({ kind, fields }) => (
              <Stack key={kind} gap={4}>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {fields.map((field) => (
                    <TextInput
                      key={field}
                      label={t(`fields.${field}`)}
                      autoCapitalize="none"
                      autoComplete="off"
                      {...form.getInputProps(field)}
                    />
                  ))}
                </SimpleGrid>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('messaging.parameters', { list: parameterList(TEMPLATE_PARAMETERS[kind]) })}
                </Text>
              </Stack>
            ))}
            <WebhookAddress url={channels.webhookUrl} />
            <Group>
              <Button type="submit">{t('common.save')}</Button>
            </Group>
          </Stack>
        </form>
        <SendTestBox channel={MessageChannel.WhatsappApi} />
      </Stack>
    </FormPanel>
  );
}
