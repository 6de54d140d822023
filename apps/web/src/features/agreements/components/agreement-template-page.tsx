import { AGREEMENT_TEMPLATE_MAX, type AgreementTemplate, ZAgreementTemplateUpdateRequest } from '@kamar/contract';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/feedback/loading';
import { useShowError } from '../../../components/feedback/use-action';
import { FormPanel } from '../../../components/form/form-panel';
import { SettingsHeading } from '../../../components/form/settings-heading';
import { usePanelForm } from '../../../components/form/use-panel-form';
import { usePanelsLeaveGuard } from '../../../components/form/use-panels-leave-guard';
import { useAgreementTemplate, useUpdateAgreementTemplate } from '../api/agreement-template';
import './agreement-words';

type TemplateValues = Pick<AgreementTemplate, 'ownerName' | 'templateId' | 'templateEn'>;
const valuesOf = (t: AgreementTemplate): TemplateValues => ({
  ownerName: t.ownerName,
  templateId: t.templateId,
  templateEn: t.templateEn,
});

/**
 * /setting/agreement (the Owner's): the rental agreement every stay's version is made from, in
 * Indonesian and English, with the facts it may place listed; a name that is not a fact is
 * refused by the server in words at its field. Versions already made keep their text.
 */
export function AgreementTemplatePage() {
  const { t } = useTranslation();
  const template = useAgreementTemplate();
  const update = useUpdateAgreementTemplate();
  const showError = useShowError();
  useEffect(() => {
    if (template.error) void showError(template.error);
  }, [template.error, showError]);
  const tell = usePanelsLeaveGuard(['template']);
  const { form, submit } = usePanelForm({
    from: template.data ? valuesOf(template.data) : undefined,
    toRequest: (values: TemplateValues) => values,
    schema: ZAgreementTemplateUpdateRequest,
    save: (request) => update.mutateAsync(request),
    onDirty: tell.template,
  });

  return (
    <Stack gap="lg">
      <SettingsHeading title={t('agreements.templateTitle')} intro={t('agreements.templateIntro')} />
      {template.isPending && <Loading />}
      {template.data && (
        <FormPanel order={2} title={t('agreements.templateTitle')}>
          <form
            onSubmit={submit}
            noValidate
            aria-label={t('agreements.templateTitle')}
            data-testid="agreement-template"
          >
            <Stack gap="sm">
              {template.data.isDefault && <Alert color="blue">{t('agreements.templateDefault')}</Alert>}
              <Text size="sm" fw={500}>
                {t('agreements.placeholders')}
              </Text>
              <Group gap={6}>
                {template.data.placeholders.map((name) => (
                  <Text key={name} component="code" size="xs" ff="monospace">
                    {`{{${name}}}`}
                  </Text>
                ))}
              </Group>
              <TextInput label={t('fields.ownerName')} maxLength={100} {...form.getInputProps('ownerName')} />
              <Textarea
                label={t('fields.templateId')}
                autosize
                minRows={8}
                maxRows={24}
                maxLength={AGREEMENT_TEMPLATE_MAX}
                required
                {...form.getInputProps('templateId')}
              />
              <Textarea
                label={t('fields.templateEn')}
                autosize
                minRows={8}
                maxRows={24}
                maxLength={AGREEMENT_TEMPLATE_MAX}
                required
                {...form.getInputProps('templateEn')}
              />
              <Group>
                <Button type="submit">{t('common.save')}</Button>
              </Group>
            </Stack>
          </form>
        </FormPanel>
      )}
    </Stack>
  );
}
