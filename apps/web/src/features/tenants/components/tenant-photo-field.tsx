import { Box, FileInput, Group, Image, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../../components/form/use-record-form';
import { useObjectUrl, useTenantPhoto } from '../api/get-tenant-photo';

interface TenantPhotoFieldProps extends FieldBinding<File | null> {
  /** The stored photo's URL ("" for none). */
  photoURL: string;
}

/**
 * Spec: the photo accepts jpg, png, jpeg and gif. Shows the chosen file (not yet saved), else the
 * stored photo; in View only the photo.
 */
export function TenantPhotoField({ photoURL, value, onChange, error, readOnly }: TenantPhotoFieldProps) {
  const { t } = useTranslation();
  const stored = useTenantPhoto(photoURL || undefined);
  const chosen = useObjectUrl(value);
  const preview = chosen ?? stored.objectUrl;
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Box
        w={160}
        h={160}
        bg="gray.1"
        style={{ borderRadius: 8, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
      >
        {preview ? (
          <Image
            src={preview}
            alt={t('tenants.photoAlt')}
            w={160}
            h={160}
            fit="cover"
            data-testid="tenant-photo-preview"
          />
        ) : (
          <Text c="dimmed" size="sm" ta="center">
            <IconPhoto size={32} />
            <br />
            {stored.isError ? t('tenants.photoNotLoaded') : t('tenants.noPhoto')}
          </Text>
        )}
      </Box>
      {!readOnly && (
        <FileInput
          label={photoURL ? t('tenants.replacePhoto') : t('tenants.photo')}
          description={t('tenants.photoHint')}
          placeholder={t('tenants.choosePhoto')}
          accept="image/png,image/jpeg,image/gif"
          clearable
          value={value}
          onChange={onChange}
          error={error}
          style={{ flex: 1, minWidth: 220 }}
        />
      )}
    </Group>
  );
}
