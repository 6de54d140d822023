import { type BookingRow, stayTick } from '@kamar/contract';
import { IconCircleCheck, IconLogout } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/list/row-actions';
import { useCheckIn } from '../../../components/stay/use-check-in';
import { useCheckOut } from '../../../components/stay/use-check-out';
import { useBusinessToday } from '../../../lib/business-today';
import { useCheckInBooking } from '../api/check-in-booking';
import { useCompleteBooking } from '../api/complete-booking';
import { rowState } from './booking-rules';

/**
 * The list's tick on an active row (DESIGN.md section 4), by the contract's state machine on the
 * business's today, as the form's buttons: Check In once the stay has started and before arrival,
 * Check Out after it; nothing on a stay that starts in the future or is over. Each confirmed with
 * what it does, with the room's meter readings when the business reads meters.
 */
export function useStayAction() {
  const { t } = useTranslation();
  const checkIn = useCheckInBooking();
  const complete = useCompleteBooking();
  const today = useBusinessToday();
  const settleUp = useCheckOut();
  const arrive = useCheckIn();
  return useCallback(
    (row: BookingRow): RowAction[] => {
      const tick = stayTick(rowState(row), today);
      if (tick === 'checkOut') {
        return [
          {
            key: 'check-out',
            label: t('bookings.checkOut'),
            icon: <IconLogout size={16} />,
            color: 'orange',
            onClick: () =>
              void settleUp({ bookingId: row.bookingId, propertyId: row.propertyId }, (meterReadings) =>
                complete.mutateAsync({ bookingId: row.bookingId, meterReadings }),
              ),
          },
        ];
      }
      if (tick === 'checkIn') {
        return [
          {
            key: 'check-in',
            label: t('bookings.checkIn'),
            icon: <IconCircleCheck size={16} />,
            color: 'teal',
            onClick: () =>
              void arrive(
                { bookingId: row.bookingId, propertyId: row.propertyId, checkInDate: row.checkInDate },
                today,
                (meterReadings) => checkIn.mutateAsync({ bookingId: row.bookingId, meterReadings }),
              ),
          },
        ];
      }
      return [];
    },
    [t, checkIn, complete, today, settleUp, arrive],
  );
}
