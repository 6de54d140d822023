import { Button, FileButton, Group, Image, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPanel } from './form-panel';

/**
 * A logo printed on documents: its picture (or what shows when there is none), a button to choose
 * another and one to remove it. What a choice does (save at once, or keep it for the form's Save)
 * is the screen's; read-only it only shows.
 */
export function LogoPanel({
  logoURL,
  onChoose,
  onRemove,
  readOnly = false,
  noLogo,
  description,
}: {
  logoURL: string;
  onChoose(file: File): void;
  onRemove(): void;
  readOnly?: boolean;
  /** What shows when there is no logo. */
  noLogo?: ReactNode;
  /** Words under the title (what this logo is for). */
  description?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormPanel title={t('businessProfile.logo')} description={description}>
      <Group gap="md" align="center">
        {logoURL ? (
          <Image src={logoURL} alt={t('businessProfile.logo')} h={64} w="auto" fit="contain" />
        ) : (
          <Text c="dimmed">{noLogo ?? t('businessProfile.noLogo')}</Text>
        )}
        {!readOnly && (
          <FileButton onChange={(file) => file && onChoose(file)} accept="image/png,image/jpeg,image/gif">
            {(props) => (
              <Button variant="light" leftSection={<IconUpload size={16} />} {...props}>
                {t('businessProfile.chooseLogo')}
              </Button>
            )}
          </FileButton>
        )}
        {!readOnly && logoURL && (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
            {t('businessProfile.removeLogo')}
          </Button>
        )}
      </Group>
      {/* Beside the button its words would push a phone's screen wider than the phone. */}
      {!readOnly && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('businessProfile.logoHint')}
        </Text>
      )}
    </FormPanel>
  );
}
