import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerSkipForward, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction, useShowError } from '../../../components/feedback/use-action';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { useMay } from '../../../lib/use-role';
import { useDeleteMeterReading } from '../api/delete-meter-reading';
import { useUpdateMeterReading } from '../api/update-meter-reading';
import type { Held, QueuedReading, TypedReading } from '../queue/reading-queue';
import { FigureBox } from './figure-box';
import { Notice } from './notice';
import { NumberPad } from './number-pad';
import { RoomPhoto } from './room-photo';
import { ROOM_STATE_COLOR, type RoundRoom, typedRefusal, typedUsage } from './round-rooms';
import { useTypedFigures } from './use-typed-figures';

/** What the server said of a held reading, in the reader's words (its code's), else as the server worded it. */
const heldWords = (held: Held) => (held.refusal && messageText(held.refusal)) || held.message || errorMessage(null);

/** A refusal on screen, and what the reader may answer it with. */
interface Problem {
  words: string;
  confirm?: () => void;
}

export interface RoundRoomPanelProps {
  room: RoundRoom;
  unit: string;
  first: boolean;
  last: boolean;
  /** Queues what was typed (the round's queue); answers the entry as it stands once sent, or when the reader should move on. */
  save(typed: TypedReading): Promise<QueuedReading | null>;
  confirm(roomId: number): Promise<QueuedReading | null>;
  drop(roomId: number): void;
  onSaved(): void;
  onMove(step: -1 | 1): void;
  onSkip(): void;
}

/**
 * The room being read: who is in it, what its meter showed last, the keypad and the figure typed,
 * with its usage before it is saved. A room not yet recorded is queued (kept on the phone until
 * sent); one recorded today is corrected, or removed, on the server at once, and its meter may be
 * photographed.
 */
export function RoundRoomPanel({ room, unit, ...props }: RoundRoomPanelProps) {
  const { t } = useTranslation();
  const showError = useShowError();
  const act = useAction();
  const update = useUpdateMeterReading();
  const remove = useDeleteMeterReading();
  const mayRemove = useMay('payments.change');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const pad = useTypedFigures(room.queued, busy, () => void save());
  const { figures } = pad;
  const recorded = room.state === 'read' && room.meterReadingId !== null;
  const usage = figures ? typedUsage(room, figures) : null;

  async function correct(confirmHighUsage: boolean) {
    if (!figures || room.meterReadingId === null) return;
    setBusy(true);
    try {
      await update.mutateAsync({ meterReadingId: room.meterReadingId, ...figures, confirmHighUsage });
      pad.clear();
      setProblem(null);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) return void showError(error);
      const high = error.refusal?.code === 'meterReading.highUsage';
      setProblem({ words: errorMessage(error), ...(high ? { confirm: () => void correct(true) } : {}) });
    } finally {
      setBusy(false);
    }
  }

  /** Queued (or confirmed), then on to the next room, unless refused while the reader is still here. */
  async function queued(sent: () => Promise<QueuedReading | null>) {
    setBusy(true);
    try {
      const entry = await sent();
      if (!entry?.held) props.onSaved();
    } catch (error) {
      void showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!figures || busy) return;
    const refused = typedRefusal(room, figures);
    if (refused) return setProblem({ words: messageText(refused) ?? errorMessage(null) });
    setProblem(null);
    if (recorded) return correct(false);
    return queued(() => props.save({ roomId: room.roomId, roomNumber: room.roomNumber, ...figures }));
  }

  const held = room.queued?.held;
  const shown: Problem | null =
    problem ??
    (held
      ? {
          words: heldWords(held),
          ...(held.refusal?.code === 'meterReading.highUsage'
            ? { confirm: () => void queued(() => props.confirm(room.roomId)) }
            : {}),
        }
      : null);
  /** A key pressed: the refusal shown was about the figure as it was. */
  const typing = (press: () => void) => {
    press();
    setProblem(null);
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="round-room">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h3">
              {t('meterReadings.room', { room: room.roomNumber })}
            </Title>
            <Text size="sm">{room.tenantName ?? t('meterReadings.empty')}</Text>
          </div>
          <Badge color={ROOM_STATE_COLOR[room.state]} variant="light" style={{ flexShrink: 0 }}>
            {t(`meterReadings.state.${room.state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {room.previousReading === null
            ? t('meterReadings.neverRead')
            : t('meterReadings.previous', {
                reading: room.previousReading,
                unit,
                date: formatDate(room.previousReadingDate),
              })}
        </Text>
        {recorded && (
          <Text size="sm" fw={600}>
            {t('meterReadings.recorded', { reading: room.reading, unit })}
            {room.usage !== null && ` · +${room.usage} ${unit}`} · {formatMoney(room.amount ?? 0)}
          </Text>
        )}
        <RoomPhoto room={room} />
        <FigureBox
          label={t('fields.reading')}
          value={pad.reading}
          unit={unit}
          {...(pad.replaced ? { active: pad.target === 'reading' } : {})}
          onSelect={() => pad.choose('reading')}
          testId="typed-reading"
        />
        <Checkbox
          label={t('fields.meterReplaced')}
          checked={pad.replaced}
          onChange={(e) => typing(() => pad.setReplaced(e.currentTarget.checked))}
        />
        {pad.replaced && (
          <FigureBox
            label={t('fields.startReading')}
            value={pad.start}
            unit={unit}
            active={pad.target === 'start'}
            onSelect={() => pad.choose('start')}
            testId="typed-start"
          />
        )}
        <Text size="sm" c={usage !== null && usage < 0 ? 'red.9' : undefined} data-testid="typed-usage">
          {t('meterReadings.usageTyped', { usage: usage ?? '–', unit })}
        </Text>
        {shown && (
          <Notice color="red" role="alert">
            <Stack gap="xs">
              <Text size="sm">{shown.words}</Text>
              {(shown.confirm || (held && !problem)) && (
                <Group gap="xs">
                  {shown.confirm && (
                    <Button size="xs" color="orange" onClick={shown.confirm}>
                      {t('meterReadings.confirmHigh')}
                    </Button>
                  )}
                  {held && !problem && (
                    <Button size="xs" variant="default" onClick={() => props.drop(room.roomId)}>
                      {t('meterReadings.discard')}
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </Notice>
        )}
        <NumberPad
          disabled={busy}
          onDigit={(d) => typing(() => pad.digit(d))}
          onBackspace={() => typing(pad.backspace)}
          onClear={() => typing(pad.clear)}
        />
        <Button size="lg" fullWidth loading={busy} disabled={!figures} onClick={() => void save()}>
          {recorded ? t('meterReadings.saveCorrection') : t('meterReadings.saveNext')}
        </Button>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            disabled={props.first}
            onClick={() => props.onMove(-1)}
            aria-label={t('meterReadings.previousRoom')}
            px="sm"
          >
            <IconChevronLeft size={20} aria-hidden />
          </Button>
          <Button
            variant="default"
            style={{ flex: 1 }}
            rightSection={<IconPlayerSkipForward size={18} aria-hidden />}
            onClick={props.onSkip}
          >
            {t('meterReadings.skip')}
          </Button>
          <Button
            variant="default"
            disabled={props.last}
            onClick={() => props.onMove(1)}
            aria-label={t('meterReadings.nextRoom')}
            px="sm"
          >
            <IconChevronRight size={20} aria-hidden />
          </Button>
        </Group>
        {recorded && mayRemove && room.meterReadingId !== null && (
          <Button
            variant="subtle"
            color="red.8"
            leftSection={<IconTrash size={18} />}
            onClick={() =>
              void act({
                confirm: { text: t('meterReadings.deleteConfirm', { room: room.roomNumber }), warning: true },
                action: () => remove.mutateAsync({ meterReadingId: room.meterReadingId ?? 0 }),
              })
            }
          >
            {t('meterReadings.delete')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
