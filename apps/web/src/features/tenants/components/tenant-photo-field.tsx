import { PHOTO_MAX_BYTES } from '@kamar/contract';
import { Box, FileInput, Group, Image, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl, useTenantPhoto } from '../api/get-tenant-photo';

interface TenantPhotoFieldProps {
  /** The stored photo's URL ("" for none). */
  photoURL: string;
  /** The file chosen to replace it, not yet saved. */
  file: File | null;
  onChange(file: File | null): void;
  error?: string;
  disabled: boolean;
}

/** Spec: the photo accepts jpg, png, jpeg and gif. Shows the chosen file, else the stored photo. */
export function TenantPhotoField({ photoURL, file, onChange, error, disabled }: TenantPhotoFieldProps) {
  const { t } = useTranslation();
  const stored = useTenantPhoto(photoURL || undefined);
  const chosen = useObjectUrl(file);
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
      {!disabled && (
        <FileInput
          label={photoURL ? t('tenants.replacePhoto') : t('tenants.photo')}
          description={t('tenants.photoHint')}
          placeholder={t('tenants.choosePhoto')}
          accept="image/png,image/jpeg,image/gif"
          clearable
          value={file}
          onChange={onChange}
          error={error}
          style={{ flex: 1, minWidth: 220 }}
        />
      )}
    </Group>
  );
}

/** The size check the server also makes, so a person learns it before uploading 5 MB. */
export function photoTooLarge(file: File | null): boolean {
  return file !== null && file.size > PHOTO_MAX_BYTES;
}
