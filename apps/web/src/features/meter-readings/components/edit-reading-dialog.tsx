import type { METER_READING_MAX, METER_REMARK_MAX, MeterReadingRow } from '@kamar/contract';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { successDialog } from '../../../components/feedback/dialogs';
import { useShowError } from '../../../components/feedback/use-action';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { digitsOnly, formatDate } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { useUpdateMeterReading } from '../api/update-meter-reading';

// The contract's limits by type only: their module holds the schemas, which stay out of the list's JavaScript.
const READING_MAX: typeof METER_READING_MAX = 99_999_999;
const REMARK_MAX: typeof METER_REMARK_MAX = 200;
const MAX_DIGITS = String(READING_MAX).length;
const figure = (text: string) => digitsOnly(text).slice(0, MAX_DIGITS);

/**
 * Corrects a reading: its figure, a meter replaced since the one before, its remark. Only the
 * latest reading of a room's meter while its bill is unpaid: the server says so otherwise, here.
 */
export function EditReadingDialog({ row, onClose }: { row: MeterReadingRow; onClose(): void }) {
  const { t } = useTranslation();
  const update = useUpdateMeterReading();
  const showError = useShowError();
  const [reading, setReading] = useState(String(row.reading));
  const [replaced, setReplaced] = useState(row.meterReplaced);
  const [start, setStart] = useState(row.startReading === null ? '' : String(row.startReading));
  const [remark, setRemark] = useState(row.remark);
  const [problem, setProblem] = useState<{ words: string; high: boolean } | null>(null);

  async function save(confirmHighUsage: boolean) {
    try {
      await update.mutateAsync({
        meterReadingId: row.meterReadingId,
        reading: Number(reading),
        meterReplaced: replaced,
        startReading: replaced && start !== '' ? Number(start) : null,
        remark,
        confirmHighUsage,
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) return void showError(error);
      // The refusal, and what it said of each field when that is more (a start below the reading...).
      const words = [errorMessage(error), ...error.errors.map((e) => messageText(e) ?? '')];
      const said = [...new Set(words.filter(Boolean))].join(' ');
      return setProblem({ words: said, high: error.refusal?.code === 'meterReading.highUsage' });
    }
    onClose();
    await successDialog();
  }
  const edited = (f: () => void) => {
    f();
    setProblem(null);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('meterReadings.editTitle', { room: row.roomNumber, type: row.chargeTypeName })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text size="sm">
          {row.previousReading === null
            ? t('meterReadings.neverRead')
            : t('meterReadings.previous', {
                reading: row.previousReading,
                unit: row.unitName,
                date: formatDate(row.previousReadingDate),
              })}
        </Text>
        <TextInput
          label={t('fields.reading')}
          inputMode="numeric"
          value={reading}
          onChange={(e) => edited(() => setReading(figure(e.currentTarget.value)))}
          rightSection={<Text size="sm">{row.unitName}</Text>}
          data-autofocus
        />
        <Checkbox
          label={t('fields.meterReplaced')}
          checked={replaced}
          onChange={(e) => edited(() => setReplaced(e.currentTarget.checked))}
        />
        {replaced && (
          <TextInput
            label={t('fields.startReading')}
            inputMode="numeric"
            value={start}
            onChange={(e) => edited(() => setStart(figure(e.currentTarget.value)))}
          />
        )}
        <Textarea
          label={t('fields.remark')}
          autosize
          minRows={1}
          maxLength={REMARK_MAX}
          value={remark}
          onChange={(e) => edited(() => setRemark(e.currentTarget.value))}
        />
        {problem && (
          <Alert color="red" role="alert" p="sm">
            <Text size="sm">{problem.words}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {problem?.high ? (
            <Button color="orange" loading={update.isPending} onClick={() => void save(true)}>
              {t('meterReadings.confirmHigh')}
            </Button>
          ) : (
            <Button loading={update.isPending} disabled={reading === ''} onClick={() => void save(false)}>
              {t('common.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
