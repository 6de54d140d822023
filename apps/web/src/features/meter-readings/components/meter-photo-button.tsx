import { type MeterPhotoSaved, refusal } from '@kamar/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../../../components/feedback/use-action';
import { shrinkPhoto } from '../../../components/photo/shrink-photo';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { messageText } from '../../../lib/i18n';
import { useUploadMeterPhoto } from '../api/upload-meter-photo';
import { Notice } from './notice';

export interface MeterPhotoButtonProps {
  meterReadingId: number;
  hasPhoto: boolean;
  /** On the round: the phone's back camera at once. Elsewhere: a file, or the phone's gallery. */
  camera?: boolean;
  /** Why no photo can be taken now (no connection, the reading not sent): the button is off and says so. */
  blocked?: string | null;
  onSaved?(saved: MeterPhotoSaved): void;
}

/**
 * Takes or chooses a photo of the meter and sends it for a recorded reading at once: made small
 * enough for mobile data first (a phone's photo is several MB), then uploaded. A refusal shows in
 * the server's words, under the button; the reading itself is never touched.
 */
export function MeterPhotoButton({
  meterReadingId,
  hasPhoto,
  camera = false,
  blocked,
  onSaved,
}: MeterPhotoButtonProps) {
  const { t } = useTranslation();
  const showError = useShowError();
  const upload = useUploadMeterPhoto();
  const input = useRef<HTMLInputElement>(null);
  const [shrinking, setShrinking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const why = useId();

  async function send(file: File | undefined) {
    // The same file chosen again (after a failure) is a new choice.
    if (input.current) input.current.value = '';
    if (!file) return;
    setProblem(null);
    setShrinking(true);
    const sendable = await shrinkPhoto(file)
      .catch(() => null)
      .finally(() => setShrinking(false));
    if (!sendable) return setProblem(messageText(refusal('meterReading.photoUnreadable')) ?? errorMessage(null));
    try {
      const saved = await upload.mutateAsync({ meterReadingId, photo: sendable });
      onSaved?.(saved);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) return void showError(error);
      setProblem(errorMessage(error));
    }
  }

  const label = hasPhoto
    ? t('meterReadings.replacePhoto')
    : camera
      ? t('meterReadings.takePhoto')
      : t('meterReadings.addPhoto');
  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      {/* A plain file input, not Mantine's FileButton: the build puts that with the form kit, a phone's longer wait. */}
      <input
        ref={input}
        type="file"
        accept="image/*"
        {...(camera ? { capture: 'environment' as const } : {})}
        hidden
        onChange={(e) => void send(e.currentTarget.files?.[0])}
      />
      <Button
        variant="light"
        leftSection={<IconCamera size={18} aria-hidden />}
        loading={shrinking || upload.isPending}
        disabled={Boolean(blocked)}
        aria-describedby={blocked ? why : undefined}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      {blocked && (
        <Text id={why} size="sm">
          {blocked}
        </Text>
      )}
      {problem && (
        <Notice color="red" role="alert">
          <Text size="sm">{problem}</Text>
        </Notice>
      )}
    </Stack>
  );
}
