import { type Booking, BookingStatus, RecordStatus } from '@kamar/contract';
import { Button } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconLogout,
  IconRestore,
  IconRotateClockwise,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { useAction } from '../../../components/feedback/use-action';
import { useCancelBooking } from '../api/cancel-booking';
import { useCheckInBooking } from '../api/check-in-booking';
import { useCompleteBooking } from '../api/complete-booking';
import { useReactivateBooking } from '../api/reactivate-booking';
import { useToggleBookingStatus } from '../api/toggle-booking-status';

/**
 * The booking's state changes on its form (DESIGN.md section 4): Check In and Complete (check-out)
 * while Active, Cancel while Active and not checked in, Reactive when Complete; Delete / Undelete
 * by record status. Each is confirmed; the form then shows the booking's new state, except after
 * Delete / Undelete, which return to the list.
 */
export function BookingStateActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useAction();
  const checkIn = useCheckInBooking();
  const complete = useCompleteBooking();
  const reactivate = useReactivateBooking();
  const cancel = useCancelBooking();
  const toggle = useToggleBookingStatus();
  const { bookingId } = booking;
  const live = booking.status === RecordStatus.Active;
  const active = live && booking.bookingStatus === BookingStatus.Active;
  const arrived = booking.checkedInAt !== '';

  const button = (
    label: string,
    icon: React.ReactNode,
    color: string,
    action: () => Promise<unknown>,
    after?: () => void,
  ) => (
    <Button
      key={label}
      variant="light"
      color={color}
      leftSection={icon}
      onClick={() => void run({ action, ...(after ? { onSuccess: after } : {}) })}
    >
      {label}
    </Button>
  );

  return (
    <>
      {active &&
        !arrived &&
        button(t('bookings.checkIn'), <IconCircleCheck size={16} />, 'teal', () => checkIn.mutateAsync(bookingId))}
      {active &&
        button(t('bookings.complete'), <IconLogout size={16} />, 'orange', () => complete.mutateAsync(bookingId))}
      {active &&
        !arrived &&
        button(t('bookings.cancel'), <IconCircleX size={16} />, 'red', () => cancel.mutateAsync(bookingId))}
      {live &&
        booking.bookingStatus === BookingStatus.Complete &&
        button(t('bookings.reactive'), <IconRotateClockwise size={16} />, 'blue', () =>
          reactivate.mutateAsync(bookingId),
        )}
      {live
        ? button(
            t('common.delete'),
            <IconTrash size={16} />,
            'red',
            () => toggle.mutateAsync({ bookingId, status: 1 }),
            () => navigate(screens.bookings.to()),
          )
        : button(
            t('common.undelete'),
            <IconRestore size={16} />,
            'teal',
            () => toggle.mutateAsync({ bookingId, status: 2 }),
            () => navigate(screens.bookings.to()),
          )}
    </>
  );
}
