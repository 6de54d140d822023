import { type BookingRow, BookingStatus, RecordStatus } from '@kamar/contract';
import { IconCircleCheck, IconLogout } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/feedback/use-action';
import type { RowAction } from '../../../components/list/row-actions';
import { useCheckInBooking } from '../api/check-in-booking';
import { useCompleteBooking } from '../api/complete-booking';

/**
 * The list's tick on an active row (DESIGN.md section 4): Check In before the tenant arrives,
 * Check Out after; each confirmed. No tick on other rows.
 */
export function useStayAction() {
  const { t } = useTranslation();
  const run = useAction();
  const checkIn = useCheckInBooking();
  const complete = useCompleteBooking();
  return useCallback(
    (row: Pick<BookingRow, 'bookingId' | 'bookingStatus' | 'checkedIn' | 'status'>): RowAction[] => {
      if (row.bookingStatus !== BookingStatus.Active || row.status !== RecordStatus.Active) return [];
      return row.checkedIn
        ? [
            {
              key: 'check-out',
              label: t('bookings.checkOut'),
              icon: <IconLogout size={16} />,
              color: 'orange',
              onClick: () => void run({ action: () => complete.mutateAsync(row.bookingId) }),
            },
          ]
        : [
            {
              key: 'check-in',
              label: t('bookings.checkIn'),
              icon: <IconCircleCheck size={16} />,
              color: 'teal',
              onClick: () => void run({ action: () => checkIn.mutateAsync(row.bookingId) }),
            },
          ];
    },
    [t, run, checkIn, complete],
  );
}
