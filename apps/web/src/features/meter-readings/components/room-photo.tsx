import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeterPhoto } from '../api/get-meter-photo';
import { useOnline } from '../queue/use-reading-queue';
import { MeterPhotoButton } from './meter-photo-button';
import classes from './meter-round.module.css';
import { photoBlocker, type RoundRoom } from './round-rooms';

// A photo opened whole brings Mantine's Modal: not part of the round's first JavaScript.
const MeterPhotoDialog = lazy(() => import('./meter-photo-dialog').then((m) => ({ default: m.MeterPhotoDialog })));

/** The photo kept with a reading, small; a tap opens it whole. */
function PhotoThumb({ photoURL, title }: { photoURL: string; title: string }) {
  const { t } = useTranslation();
  const photo = useMeterPhoto(photoURL);
  const [whole, setWhole] = useState(false);
  if (photo.isError) {
    return (
      <Group gap={4} wrap="nowrap" title={t('meterReadings.photoNotLoaded')}>
        <IconPhotoOff size={20} aria-hidden />
        <Text size="xs">{t('meterReadings.photoNotLoaded')}</Text>
      </Group>
    );
  }
  return (
    <>
      <UnstyledButton
        onClick={() => setWhole(true)}
        className={classes.thumbButton}
        aria-label={title}
        data-testid="meter-photo-thumb"
      >
        {/* A plain img, not Mantine's Image: the build puts that with the form kit, a phone's longer wait. */}
        {photo.objectUrl && <img src={photo.objectUrl} alt="" className={classes.thumb} />}
      </UnstyledButton>
      {whole && (
        <Suspense>
          <MeterPhotoDialog title={title} photoURL={photoURL} onClose={() => setWhole(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A round room's meter photo: the one kept (a tap opens it) and the camera, for a recorded
 * reading while there is a connection; otherwise the camera is off and says why. Nothing for a
 * room not read yet.
 */
export function RoomPhoto({ room }: { room: RoundRoom }) {
  const { t } = useTranslation();
  const blocked = photoBlocker(room, useOnline());
  if (blocked === 'unread') return null;
  const title = t('meterReadings.photoOf', { room: room.roomNumber });
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {room.photoURL && <PhotoThumb photoURL={room.photoURL} title={title} />}
      <MeterPhotoButton
        meterReadingId={room.meterReadingId ?? 0}
        hasPhoto={room.photoURL !== ''}
        camera
        blocked={
          blocked === 'offline'
            ? t('meterReadings.photoOffline')
            : blocked === 'notSent'
              ? t('meterReadings.photoAfterSend')
              : null
        }
      />
    </Group>
  );
}

/**
 * The room just saved, once the round has moved on to the next: its meter is still in front of the
 * reader, who may photograph it here without going back. One line, so the room being read stays
 * near the top of a phone's screen.
 */
export function SavedRoomPhoto({ room }: { room: RoundRoom }) {
  const { t } = useTranslation();
  if (room.state === 'unread') return null;
  return (
    <Paper withBorder p="xs" radius="md" data-testid="round-saved-room">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm" mt={8} style={{ flexShrink: 0 }}>
          {t('meterReadings.room', { room: room.roomNumber })}
        </Text>
        <div style={{ flex: 1, minWidth: 0 }}>
          <RoomPhoto room={room} />
        </div>
      </Group>
    </Paper>
  );
}
