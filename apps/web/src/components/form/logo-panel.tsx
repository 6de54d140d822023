import { Button, FileButton, Group, Image, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPanel } from './form-panel';

/** What the panel says when it holds another image than a logo (the QRIS code). */
export interface ImageWords {
  title: string;
  choose: string;
  remove: string;
}

/**
 * A logo printed on documents (or another image of the business: its QRIS code): its picture (or
 * what shows when there is none), a button to choose another and one to remove it. What a choice
 * does (save at once, or keep it for the form's Save) is the screen's; read-only it only shows.
 */
export function LogoPanel({
  logoURL,
  onChoose,
  onRemove,
  readOnly = false,
  noLogo,
  description,
  words,
  height = 64,
}: {
  logoURL: string;
  onChoose(file: File): void;
  onRemove(): void;
  readOnly?: boolean;
  /** What shows when there is no logo. */
  noLogo?: ReactNode;
  /** Words under the title (what this logo is for). */
  description?: ReactNode;
  /** The logo's words unless said. */
  words?: ImageWords;
  /** The picture's height in px (a QRIS code must stay scannable). */
  height?: number;
}) {
  const { t } = useTranslation();
  const said = words ?? {
    title: t('businessProfile.logo'),
    choose: t('businessProfile.chooseLogo'),
    remove: t('businessProfile.removeLogo'),
  };
  return (
    <FormPanel title={said.title} description={description}>
      <Group gap="md" align="center">
        {logoURL ? (
          <Image src={logoURL} alt={said.title} h={height} w="auto" fit="contain" />
        ) : (
          <Text c="dimmed">{noLogo ?? t('businessProfile.noLogo')}</Text>
        )}
        {!readOnly && (
          <FileButton onChange={(file) => file && onChoose(file)} accept="image/png,image/jpeg,image/gif">
            {(props) => (
              <Button variant="light" leftSection={<IconUpload size={16} />} {...props}>
                {said.choose}
              </Button>
            )}
          </FileButton>
        )}
        {!readOnly && logoURL && (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
            {said.remove}
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
