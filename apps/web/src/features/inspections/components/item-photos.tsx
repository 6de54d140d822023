import type { InspectionPhoto } from '@kamar/contract';
import { ActionIcon, Group } from '@mantine/core';
import { IconPhotoOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInspectionPhoto } from '../api/get-inspection-photo';

function Thumb({ photo, item, onRemove }: { photo: InspectionPhoto; item: string; onRemove?: () => void }) {
  const { t } = useTranslation();
  const shown = useInspectionPhoto(photo.photoURL);
  return (
    <div style={{ position: 'relative' }} data-testid="inspection-photo">
      {shown.isError ? (
        <Group gap={4} w={72} h={72} justify="center" title={t('inspections.photoNotLoaded')}>
          <IconPhotoOff size={20} aria-hidden />
        </Group>
      ) : (
        <a
          href={shown.objectUrl ?? undefined}
          target="_blank"
          rel="noreferrer"
          aria-label={t('inspections.photoOf', { item })}
        >
          {shown.objectUrl && (
            <img
              src={shown.objectUrl}
              alt={t('inspections.photoOf', { item })}
              style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 6, display: 'block' }}
            />
          )}
        </a>
      )}
      {onRemove && (
        <ActionIcon
          size="sm"
          radius="xl"
          color="red"
          variant="filled"
          style={{ position: 'absolute', top: -6, right: -6 }}
          aria-label={t('inspections.removePhoto')}
          onClick={onRemove}
        >
          <IconX size={14} />
        </ActionIcon>
      )}
    </div>
  );
}

/** An item's photos, small (a tap opens one whole); removable while the inspection is open. */
export function ItemPhotos(props: { photos: InspectionPhoto[]; item: string; onRemove?: (photoId: number) => void }) {
  if (props.photos.length === 0) return null;
  return (
    <Group gap="sm">
      {props.photos.map((photo) => (
        <Thumb
          key={photo.photoId}
          photo={photo}
          item={props.item}
          {...(props.onRemove ? { onRemove: () => props.onRemove?.(photo.photoId) } : {})}
        />
      ))}
    </Group>
  );
}
