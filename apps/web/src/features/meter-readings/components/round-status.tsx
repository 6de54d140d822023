import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { Round } from '../queue/reading-queue';
import { Notice } from './notice';
import type { RoundRoom, roundProgress } from './round-rooms';

/** How far the round is, and what this phone still holds: the readings waiting to be sent, offline or not. */
export function RoundStatus(props: {
  progress: ReturnType<typeof roundProgress>;
  online: boolean;
  sending: boolean;
  onSend(): void;
}) {
  const { t } = useTranslation();
  const { progress } = props;
  return (
    <Stack gap={6}>
      <Text fw={600} data-testid="round-progress">
        {t('meterReadings.progress', { done: progress.done, total: progress.total, left: progress.left })}
      </Text>
      <Progress
        value={progress.total ? (100 * progress.done) / progress.total : 0}
        color="green"
        aria-label={t('meterReadings.progress', { done: progress.done, total: progress.total, left: progress.left })}
      />
      {!props.online && (
        <Notice color="gray" icon={<IconCloudOff size={20} aria-hidden />} data-testid="round-offline">
          <Text size="sm">{t('meterReadings.offline')}</Text>
        </Notice>
      )}
      {progress.waiting > 0 && (
        <Notice
          color="yellow"
          icon={<IconCloudUpload size={20} aria-hidden />}
          role="status"
          data-testid="round-waiting"
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t('meterReadings.waiting', { count: progress.waiting })}
            </Text>
            {props.online && (
              <Button size="xs" variant="default" loading={props.sending} onClick={props.onSend}>
                {t('meterReadings.sendNow')}
              </Button>
            )}
          </Group>
        </Notice>
      )}
    </Stack>
  );
}

/** Readings of other rounds still on this phone (another meter or day): one tap opens their round. */
export function OtherRounds(props: {
  rounds: { round: Round; count: number }[];
  typeName(chargeTypeId: number): string;
  onOpen(round: Round): void;
}) {
  const { t } = useTranslation();
  if (props.rounds.length === 0) return null;
  return (
    <Notice color="yellow" data-testid="other-rounds">
      <Stack gap={4}>
        {props.rounds.map(({ round, count }) => (
          <Group
            key={`${round.propertyId}:${round.chargeTypeId}:${round.readingDate}`}
            justify="space-between"
            gap="xs"
          >
            <Text size="sm">
              {t('meterReadings.otherRound', {
                type: props.typeName(round.chargeTypeId),
                date: formatDate(round.readingDate),
                count,
              })}
            </Text>
            <Button size="xs" variant="default" onClick={() => props.onOpen(round)}>
              {t('meterReadings.open')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Notice>
  );
}

/**
 * Readings the server refused that only the reader can answer (a figure below the last, a usage
 * to confirm): they are not recorded, so the round names them until each is put right.
 */
export function HeldRooms(props: { rooms: RoundRoom[]; onPick(roomId: number): void }) {
  const { t } = useTranslation();
  if (props.rooms.length === 0) return null;
  return (
    <Notice color="red" data-testid="round-held">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('meterReadings.heldRooms')}
        </Text>
        {props.rooms.map((room) => (
          <Button key={room.roomId} size="xs" variant="default" onClick={() => props.onPick(room.roomId)}>
            {room.roomNumber}
          </Button>
        ))}
      </Group>
    </Notice>
  );
}
