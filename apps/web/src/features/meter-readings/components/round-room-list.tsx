import { Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClockHour4, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import classes from './meter-round.module.css';
import { type RoundRoom, typedUsage } from './round-rooms';

const ICONS = { read: IconCheck, waiting: IconClockHour4, held: IconAlertTriangle } as const;

/**
 * Every room of the round, in floor order, to jump to: a recorded one with its usage and what it
 * bills (and whether its meter was photographed), a typed one with its usage as typed, waiting to be sent.
 */
export function RoundRoomList(props: {
  rooms: RoundRoom[];
  unit: string;
  currentId: number | null;
  onPick(roomId: number): void;
}) {
  const { t } = useTranslation();
  const detail = (room: RoundRoom) => {
    if (room.state === 'read') {
      const usage = room.usage === null ? `${room.reading ?? ''} ${props.unit}` : `+${room.usage} ${props.unit}`;
      return `${usage} · ${formatMoney(room.amount ?? 0)}`;
    }
    if (room.state === 'waiting' && room.queued) {
      const usage = typedUsage(room, room.queued);
      return usage === null ? `${room.queued.reading} ${props.unit}` : `+${usage} ${props.unit}`;
    }
    return '';
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Text component="h2" fw={600} size="sm" mb="xs">
        {t('meterReadings.rooms')}
      </Text>
      <div className={classes.rooms}>
        {props.rooms.map((room) => {
          const Icon = room.state === 'unread' ? null : ICONS[room.state];
          return (
            <button
              key={room.roomId}
              type="button"
              className={classes.room}
              data-state={room.state}
              data-testid={`round-room-${room.roomNumber}`}
              aria-current={room.roomId === props.currentId ? 'true' : undefined}
              onClick={() => props.onPick(room.roomId)}
            >
              <Text component="span" fw={700} size="sm" display="flex" style={{ alignItems: 'center', gap: 4 }}>
                {room.roomNumber}
                {Icon && <Icon size={14} aria-hidden />}
                {room.photoURL && <IconPhoto size={14} aria-hidden />}
              </Text>
              {room.photoURL && <VisuallyHidden>{t('meterReadings.photo')}</VisuallyHidden>}
              {room.state === 'held' ? (
                <Text component="span" size="xs" c="red.9">
                  {t('meterReadings.state.held')}
                </Text>
              ) : (
                <VisuallyHidden>{t(`meterReadings.state.${room.state}`)}</VisuallyHidden>
              )}
              {detail(room) && (
                <Text component="span" size="xs">
                  {detail(room)}
                </Text>
              )}
            </button>
          );
        })}
      </div>
    </Paper>
  );
}
