import { refusal } from '@kamar/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowError } from '../../../components/feedback/use-action';
import { shrinkPhoto } from '../../../components/photo/shrink-photo';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { messageText } from '../../../lib/i18n';
import { useAddInspectionPhoto } from '../api/add-inspection-photo';

/**
 * The phone's back camera (a computer: a file), the photo made small enough for mobile data,
 * then sent at once for the item. A refusal shows in the server's words under the button.
 */
export function TakePhotoButton({ inspectionItemId, item }: { inspectionItemId: number; item: string }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const upload = useAddInspectionPhoto();
  const input = useRef<HTMLInputElement>(null);
  const [shrinking, setShrinking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(file: File | undefined) {
    // The same file chosen again (after a failure) is a new choice.
    if (input.current) input.current.value = '';
    if (!file) return;
    setProblem(null);
    setShrinking(true);
    const sendable = await shrinkPhoto(file)
      .catch(() => null)
      .finally(() => setShrinking(false));
    if (!sendable) return setProblem(messageText(refusal('inspection.photoUnreadable')) ?? errorMessage(null));
    try {
      await upload.mutateAsync({ inspectionItemId, photo: sendable });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) return void showError(error);
      setProblem(errorMessage(error));
    }
  }

  return (
    <Stack gap={4}>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="inspection-photo-input"
        aria-label={t('inspections.photoOf', { item })}
        onChange={(e) => void send(e.currentTarget.files?.[0])}
      />
      <Button
        variant="light"
        leftSection={<IconCamera size={18} aria-hidden />}
        loading={shrinking || upload.isPending}
        onClick={() => input.current?.click()}
      >
        {t('inspections.takePhoto')}
      </Button>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
