import { type MeterReadingRow, paths } from '@kamar/contract';
import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { mayCall, useRole } from '../../../lib/use-role';
import { useMeterPhoto } from '../api/get-meter-photo';
import { MeterPhotoButton } from './meter-photo-button';
import classes from './meter-round.module.css';

/**
 * A meter's photo, whole (its digits must be readable), and what may be done with it (`children`).
 * Fetched when first opened: its Modal is not part of the round's or the list's first JavaScript.
 */
export function MeterPhotoDialog(props: { title: string; photoURL: string; onClose(): void; children?: ReactNode }) {
  const { t } = useTranslation();
  const photo = useMeterPhoto(props.photoURL || undefined);
  let shown: ReactNode;
  if (!props.photoURL) shown = <Text c="dimmed">{t('meterReadings.noPhoto')}</Text>;
  else if (photo.objectUrl)
    shown = (
      <img src={photo.objectUrl} alt={props.title} className={classes.wholePhoto} data-testid="meter-photo-whole" />
    );
  else if (photo.isError) shown = <Text c="red.9">{t('meterReadings.photoNotLoaded')}</Text>;
  else
    shown = (
      <Center mih={160}>
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        {shown}
        {props.children}
      </Stack>
    </Modal>
  );
}

/**
 * A reading's photo from the list: seen whole, and added or replaced by those who may, on any
 * reading, a paid bill's too (a photo is evidence of the figure, not money).
 */
export function ReadingPhotoDialog({ row, onClose }: { row: MeterReadingRow; onClose(): void }) {
  const { t } = useTranslation();
  // The new photo at once; the list shows it when it is asked again.
  const [photoURL, setPhotoURL] = useState(row.photoURL);
  const mayUpload = mayCall(useRole(), paths.meterReading.uploadPhoto);
  const title = `${t('meterReadings.photoOf', { room: row.roomNumber })} · ${row.chargeTypeName}, ${formatDate(row.readingDate)}`;
  return (
    <MeterPhotoDialog title={title} photoURL={photoURL} onClose={onClose}>
      {mayUpload && (
        <MeterPhotoButton
          meterReadingId={row.meterReadingId}
          hasPhoto={photoURL !== ''}
          onSaved={(saved) => setPhotoURL(saved.photoURL)}
        />
      )}
    </MeterPhotoDialog>
  );
}
