import { type FloorPlanRoom, RoomStatus } from '@kamar/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { formatDay } from '../../../lib/format';
import classes from './room-map.module.css';

/**
 * One room on the map: number, Available or Occupied, the tenant in upper case, a future booking.
 * Its visible words are its name, so a screen reader and voice control say what is shown.
 */
export function RoomCell({ room, style }: { room: FloorPlanRoom; style?: CSSProperties }) {
  const { t } = useTranslation();
  const maintenance = room.roomStatus === RoomStatus.Maintenance;
  const state = room.occupied ? t('roomMap.occupied') : maintenance ? t('roomMap.maintenance') : t('roomMap.available');
  // An occupied room leads to its stay; a free one starts a walk-in with it chosen; one under
  // maintenance to a new booking (for when it is ready).
  const to = room.bookingId
    ? screens.bookingForm.to({ formType: 'View', id: room.bookingId })
    : maintenance
      ? screens.bookingForm.to({ formType: 'Add' })
      : screens.walkIn.to({ roomId: room.roomId });
  return (
    <Link
      to={to}
      className={`${classes.cell} ${classes.room}`}
      style={style}
      data-testid={`room-${room.roomNumber}`}
      data-occupied={room.occupied}
      data-maintenance={maintenance}
    >
      <span className={classes.number}>{room.roomNumber}</span>
      <span>{state}</span>
      {room.tenantName && <span>{room.tenantName}</span>}
      {room.nextBooking && (
        <span className={classes.future}>
          {t('roomMap.bookedFrom', { date: formatDay(room.nextBooking.checkInDate, 'DD MMM') })}
        </span>
      )}
    </Link>
  );
}
