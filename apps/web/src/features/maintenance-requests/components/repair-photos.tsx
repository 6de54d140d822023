import { MAINTENANCE_PHOTOS_MAX, type MaintenancePhoto } from '@kamar/contract';
import { Anchor, Button, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../components/photo/use-stored-photo';
import { useRepairPhoto } from '../api/get-repair-options';

/** One kept photo, fetched with the token, opened whole in a tab of its own. */
function StoredPhoto({ photo, alt }: { photo: MaintenancePhoto; alt: string }) {
  const { t } = useTranslation();
  const shown = useRepairPhoto(photo.photoURL);
  if (shown.isError) return <Text c="red.9">{t('repairs.photoNotLoaded')}</Text>;
  if (!shown.objectUrl) return <Loader size="sm" aria-label={t('app.loading')} />;
  return (
    <Anchor href={shown.objectUrl} target="_blank" rel="noopener">
      <Image src={shown.objectUrl} alt={alt} w={120} h={120} fit="cover" radius="sm" data-testid="repair-photo" />
    </Anchor>
  );
}

/** A photo taken on this form, not sent yet (it goes with Save). */
function PendingPhoto({ file, alt }: { file: File; alt: string }) {
  const url = useObjectUrl(file);
  return url ? <Image src={url} alt={alt} w={120} h={120} fit="cover" radius="sm" /> : null;
}

interface RepairPhotosProps {
  room: string;
  stored: MaintenancePhoto[];
  pending?: File[];
  /** A photo chosen or taken: kept for Save (a new request) or sent at once (one already saved). */
  onAdd?: (file: File) => void;
  busy?: boolean;
}

/**
 * The request's photos, and a button that opens the phone's camera (`capture="environment"`; on a
 * desktop, the file chooser): up to MAINTENANCE_PHOTOS_MAX in all.
 */
export function RepairPhotos({ room, stored, pending = [], onAdd, busy }: RepairPhotosProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const count = stored.length + pending.length;
  const alt = (n: number) => t('repairs.photoAlt', { n, room });
  return (
    <Paper withBorder p="xs" radius="md">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('repairs.photos')}
        </Text>
        <Group gap="xs">
          {stored.map((photo, i) => (
            <StoredPhoto key={photo.photoId} photo={photo} alt={alt(i + 1)} />
          ))}
          {pending.map((file, i) => (
            <PendingPhoto key={`${file.name}-${i}`} file={file} alt={alt(stored.length + i + 1)} />
          ))}
        </Group>
        {pending.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('repairs.photosToSend', { count: pending.length })}
          </Text>
        )}
        {onAdd && count < MAINTENANCE_PHOTOS_MAX && (
          <>
            <input
              ref={input}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              data-testid="repair-photo-input"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (file) onAdd(file);
              }}
            />
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconCamera size={16} />}
                loading={busy}
                onClick={() => input.current?.click()}
              >
                {t('repairs.addPhoto')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('repairs.photosHelp', { max: MAINTENANCE_PHOTOS_MAX })}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
