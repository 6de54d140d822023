import { Button, FileButton, Group, Image, Paper, Text, Title } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/feedback/use-action';
import { useUpdateBusinessLogo } from '../api/update-business-profile';

/** The logo printed on every document: choose a new one (saved at once) or remove it. */
export function BusinessLogoPanel({ logoURL }: { logoURL: string }) {
  const { t } = useTranslation();
  const update = useUpdateBusinessLogo();
  const run = useAction();
  const save = (file: File | null) =>
    run({
      confirm: file === null,
      action: () => update.mutateAsync(file),
      successText: t('businessProfile.logoSaved'),
    });
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        {t('businessProfile.logo')}
      </Title>
      <Group gap="md" align="center">
        {logoURL ? (
          <Image src={logoURL} alt={t('businessProfile.logo')} h={64} w="auto" fit="contain" />
        ) : (
          <Text c="dimmed">{t('businessProfile.noLogo')}</Text>
        )}
        <FileButton onChange={(file) => file && save(file)} accept="image/png,image/jpeg,image/gif">
          {(props) => (
            <Button variant="light" leftSection={<IconUpload size={16} />} {...props}>
              {t('businessProfile.chooseLogo')}
            </Button>
          )}
        </FileButton>
        {logoURL && (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => save(null)}>
            {t('businessProfile.removeLogo')}
          </Button>
        )}
      </Group>
      {/* Beside the button its words would push a phone's screen wider than the phone. */}
      <Text size="xs" c="dimmed" mt={4}>
        {t('businessProfile.logoHint')}
      </Text>
    </Paper>
  );
}
