import { refusal } from '@kamar/contract';
import { Box, FileInput, Group, Image, Modal, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageText } from '../../../components/feedback/message-text';
import type { FieldBinding } from '../../../components/form/use-record-form';
import { isPhotoType, PHOTO_TYPES, shrinkPhoto } from '../../../components/photo/shrink-photo';
import { useObjectUrl } from '../../../components/photo/use-stored-photo';
import { useTenantPhoto } from '../api/get-tenant-photo';

interface TenantPhotoFieldProps extends FieldBinding<File | null> {
  /** The stored photo's URL ("" for none). */
  photoURL: string;
}

/**
 * Spec: the photo accepts jpg, png, jpeg and gif. Shows the chosen file (not yet saved), else the
 * stored photo, whole (a KTP's number must not be cut off), and taps open it at full size. A file
 * that is no picture is refused as it is chosen, and not kept; a phone's large photo is made
 * small enough to send before it is kept (components/photo/shrink-photo.ts). In View only the photo.
 */
export function TenantPhotoField({ photoURL, value, onChange, error, readOnly }: TenantPhotoFieldProps) {
  const { t } = useTranslation();
  const stored = useTenantPhoto(photoURL || undefined);
  const chosen = useObjectUrl(value);
  const preview = chosen ?? stored.objectUrl;
  const [whole, setWhole] = useState(false);
  const [shrinking, setShrinking] = useState(false);
  const [refused, setRefused] = useState<'tenant.photoType' | 'tenant.photoUnreadable' | null>(null);

  const choose = async (file: File | null) => {
    setRefused(null);
    if (!file) return onChange(null);
    if (!isPhotoType(file)) {
      setRefused('tenant.photoType');
      return onChange(null);
    }
    setShrinking(true);
    try {
      const sendable = await shrinkPhoto(file);
      if (!sendable) setRefused('tenant.photoUnreadable');
      onChange(sendable);
    } finally {
      setShrinking(false);
    }
  };

  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Box
        w={240}
        h={160}
        maw="100%"
        bg="gray.1"
        style={{ borderRadius: 8, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
      >
        {preview ? (
          <UnstyledButton
            onClick={() => setWhole(true)}
            aria-label={t('tenants.viewPhotoWhole')}
            w="100%"
            h="100%"
            data-testid="tenant-photo-open"
          >
            <Image
              src={preview}
              alt={t('tenants.photoAlt')}
              w="100%"
              h={160}
              fit="contain"
              data-testid="tenant-photo-preview"
            />
          </UnstyledButton>
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
          description={shrinking ? t('tenants.photoShrinking') : t('tenants.photoHint')}
          placeholder={t('tenants.choosePhoto')}
          accept={PHOTO_TYPES.join(',')}
          clearable
          value={value}
          onChange={(file) => void choose(file)}
          error={refused ? <MessageText message={refusal(refused)} /> : error}
          disabled={shrinking}
          style={{ flex: 1, minWidth: 220 }}
        />
      )}
      <Modal
        opened={whole}
        onClose={() => setWhole(false)}
        title={t('tenants.photoAlt')}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {preview && <Image src={preview} alt={t('tenants.photoAlt')} fit="contain" mah="80vh" />}
      </Modal>
    </Group>
  );
}
