import { groupDigits, type Refusal } from '@kamar/contract';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly, formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { type Choice, hostReady } from '../feedback/dialogs';
import { MessageText } from '../feedback/message-text';
import type { RoomMeter } from './room-meters';

/** What was typed for one meter: its reading, and the new meter's start when it was replaced. */
export interface TypedReading {
  reading: string;
  meterReplaced: boolean;
  startReading: string;
}
/** By charge type. */
export type TypedReadings = Record<number, TypedReading>;

/** A refusal shown at one meter's field. */
export type ReadingMarks = Record<number, { field: 'reading' | 'startReading'; refusal: Refusal }>;

/** The words of the move's dialog: its title, what the move does, and its ways forward besides No. */
export interface MoveWords<T extends string> {
  title: string;
  lines: string[];
  /** Something to stop and think about (it cannot be undone): drawn with a warning sign. */
  warning?: boolean;
  choices: Choice<T>[];
  /** Which door: a check-in's readings open the new tenant's usage, a check-out's close it. */
  kind: 'checkIn' | 'checkOut';
}

export const noReadings = (meters: RoomMeter[]): TypedReadings =>
  Object.fromEntries(meters.map((m) => [m.chargeTypeId, { reading: '', meterReplaced: false, startReading: '' }]));

interface BodyProps<T extends string> {
  words: MoveWords<T>;
  meters: RoomMeter[];
  typed: TypedReadings;
  marks: ReadingMarks;
  refusal: Refusal | null;
  onNo(): void;
  onChoose(choice: T, typed: TypedReadings): void;
}

function MoveBody<T extends string>({ words, meters, marks, refusal, onNo, onChoose, ...props }: BodyProps<T>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(props.typed);
  const set = (id: number, change: Partial<TypedReading>) =>
    setTyped((now) => ({ ...now, [id]: { ...(now[id] as TypedReading), ...change } }));
  const markAt = (id: number, field: 'reading' | 'startReading') => {
    const mark = marks[id];
    return mark?.field === field ? <MessageText message={mark.refusal} /> : undefined;
  };

  return (
    <Stack>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {words.warning && <IconAlertTriangle color="var(--mantine-color-orange-8)" aria-hidden />}
        <Stack gap={4}>
          {words.lines.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      </Group>
      <Stack gap="xs" data-testid="door-readings">
        <div>
          <Text size="sm" fw={600}>
            {t('fields.meterReadings')}
          </Text>
          <Text size="xs" c="dimmed">
            {t(words.kind === 'checkIn' ? 'stay.readingsCheckIn' : 'stay.readingsCheckOut')}
          </Text>
        </div>
        {meters.map((meter) => {
          const id = meter.chargeTypeId;
          const value = typed[id] as TypedReading;
          // A figure below the last one is a replaced meter, or a slip: the box to say which comes with it.
          const below = meter.last !== null && value.reading !== '' && Number(value.reading) < meter.last.reading;
          return (
            <Stack key={id} gap={4}>
              <TextInput
                label={meter.unitName ? `${meter.chargeTypeName} (${meter.unitName})` : meter.chargeTypeName}
                description={
                  meter.last
                    ? t('stay.lastReading', {
                        reading: groupDigits(meter.last.reading),
                        unit: meter.unitName,
                        date: formatDate(meter.last.date),
                      })
                    : t('stay.neverRead')
                }
                inputMode="numeric"
                autoComplete="off"
                value={value.reading}
                onChange={(event) => set(id, { reading: digitsOnly(event.currentTarget.value) })}
                error={markAt(id, 'reading')}
              />
              {(below || value.meterReplaced) && (
                <Checkbox
                  label={t('fields.meterReplaced')}
                  checked={value.meterReplaced}
                  onChange={(event) => set(id, { meterReplaced: event.currentTarget.checked })}
                />
              )}
              {value.meterReplaced && (
                <TextInput
                  label={t('fields.startReading')}
                  inputMode="numeric"
                  autoComplete="off"
                  value={value.startReading}
                  onChange={(event) => set(id, { startReading: digitsOnly(event.currentTarget.value) })}
                  error={markAt(id, 'startReading')}
                />
              )}
            </Stack>
          );
        })}
        {refusal && (
          <Text size="sm" c="red.8" role="alert">
            <MessageText message={refusal} />
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" gap="xs" wrap="wrap">
        <Button variant="default" onClick={onNo}>
          {t('common.no')}
        </Button>
        {words.choices.map((choice) => (
          <Button key={choice.value} color={choice.color} onClick={() => onChoose(choice.value, typed)}>
            {choice.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * The confirmation of a check-in or check-out with the readings of the room's meters, all
 * optional, each with what its meter showed last: the same words and ways forward as the dialog
 * without meters, so nothing changes for who reads none. Resolves with the way chosen and what was
 * typed, or null when the person stops. `marks` and `refusal` say why the last try was refused.
 */
export async function readingsDialog<T extends string>(
  words: MoveWords<T>,
  meters: RoomMeter[],
  typed: TypedReadings,
  marks: ReadingMarks = {},
  refusal: Refusal | null = null,
): Promise<{ choice: T; typed: TypedReadings } | null> {
  await hostReady();
  return new Promise((resolve) => {
    let chosen: { choice: T; typed: TypedReadings } | null = null;
    const id = modals.open({
      title: words.title,
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      centered: true,
      onClose: () => resolve(chosen),
      children: (
        <MoveBody
          words={words}
          meters={meters}
          typed={typed}
          marks={marks}
          refusal={refusal}
          onNo={() => modals.close(id)}
          onChoose={(choice, now) => {
            chosen = { choice, typed: now };
            modals.close(id);
          }}
        />
      ),
    });
  });
}
