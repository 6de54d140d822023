import type { Floor } from '@kamar/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { RoomCell } from './room-cell';
import classes from './room-map.module.css';

/** "Floor 2"; rooms whose number names no floor are "Other rooms". */
export function useFloorTitle() {
  const { t } = useTranslation();
  return (floor: number) => (floor > 0 ? t('roomMap.floor', { floor }) : t('roomMap.otherRooms'));
}

/** The id of a floor's map on the page, for its summary card to lead to. */
export const floorAnchor = (floor: number) => `floor-${floor}`;

/** A floor drawn from its stored cells (row, column, spans), then the rooms the layout does not place. */
export function FloorMap({ floor }: { floor: Floor }) {
  const { t } = useTranslation();
  const columns = Math.max(1, ...floor.cells.map((c) => c.gridColumn + c.columnSpan - 1));
  const title = useFloorTitle()(floor.floor);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} id={floorAnchor(floor.floor)}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title} · {t('roomMap.summary', { occupied: floor.occupied, total: floor.total })}
        </Title>
        {floor.cells.length > 0 && (
          <div className={classes.grid} style={{ '--columns': columns } as CSSProperties}>
            {floor.cells.map((cell) => {
              const place = {
                '--row': `${cell.gridRow} / span ${cell.rowSpan}`,
                '--column': `${cell.gridColumn} / span ${cell.columnSpan}`,
              } as CSSProperties;
              const key = `${cell.gridRow}-${cell.gridColumn}`;
              if (cell.room) return <RoomCell key={key} room={cell.room} style={place} />;
              return (
                <div key={key} className={`${classes.cell} ${classes.facility}`} style={place}>
                  {cell.kind === 'room'
                    ? `${cell.roomNumber ?? ''} · ${t('roomMap.notInUse')}`
                    : t(`enums.floorCellKind.${cell.kind}`)}
                </div>
              );
            })}
          </div>
        )}
        {floor.unplaced.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('roomMap.unplaced')}
            </Text>
            <div className={classes.unplaced}>
              {floor.unplaced.map((room) => (
                <RoomCell key={room.roomId} room={room} />
              ))}
            </div>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
