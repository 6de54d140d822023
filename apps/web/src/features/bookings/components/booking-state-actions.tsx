import { type Booking, RecordStatus, stayMoves } from '@kamar/contract';
import { Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconCircleCheck,
  IconCircleX,
  IconLogout,
  IconRestore,
  IconRotateClockwise,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { irreversible } from '../../../components/feedback/dialogs';
import { type ActionOptions, useAction } from '../../../components/feedback/use-action';
import { useCheckIn } from '../../../components/stay/use-check-in';
import { useCheckOut } from '../../../components/stay/use-check-out';
import { useBusinessToday } from '../../../lib/business-today';
import { useCancelBooking } from '../api/cancel-booking';
import { useCheckInBooking } from '../api/check-in-booking';
import { useCompleteBooking } from '../api/complete-booking';
import { useReactivateBooking } from '../api/reactivate-booking';
import { useToggleBookingStatus } from '../api/toggle-booking-status';
import { bookingState } from './booking-rules';

interface Shown {
  label: string;
  icon: ReactNode;
  color: string;
}

/**
 * A move confirmed with its words, then made; or one with a flow of its own (check-in and
 * check-out ask for the room's meter readings, check-out settles up first).
 */
type Move = Shown &
  (
    | { confirm: ActionOptions<unknown>['confirm']; action: () => Promise<unknown>; after?: () => void }
    | { go: () => void }
  );

/**
 * The booking's state changes on its form, only those the contract's state machine allows on the
 * business's today (booking-rules.ts): Check In once the stay has started, Complete once the
 * tenant has arrived, Reactive when Complete. The
 * rarer ones, Cancel Booking and Delete, wait under "More" so that a booking never shows a row
 * of five buttons. Each is confirmed with what it does; Delete / Undelete return to the list.
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
  const today = useBusinessToday();
  const settleUp = useCheckOut();
  const arrive = useCheckIn();
  // The screen knows the room: its meters are asked for at the door without looking it up.
  const stay = { bookingId, roomId: booking.roomId };
  const can = stayMoves(bookingState(booking), today);
  const toList = () => navigate(screens.bookings.to());
  const start = (move: Move) =>
    'go' in move
      ? move.go()
      : void run({ confirm: move.confirm, action: move.action, ...(move.after ? { onSuccess: move.after } : {}) });

  const main: Move[] = [];
  if (can.checkIn) {
    main.push({
      label: t('bookings.checkIn'),
      icon: <IconCircleCheck size={16} />,
      color: 'teal',
      go: () =>
        void arrive({ ...stay, checkInDate: booking.checkInDate }, today, (meterReadings) =>
          checkIn.mutateAsync({ bookingId, meterReadings }),
        ),
    });
  }
  if (can.checkOut) {
    main.push({
      label: t('bookings.complete'),
      icon: <IconLogout size={16} />,
      color: 'orange',
      go: () => void settleUp(stay, (meterReadings) => complete.mutateAsync({ bookingId, meterReadings })),
    });
  }
  if (can.reactivate) {
    main.push({
      label: t('bookings.reactive'),
      icon: <IconRotateClockwise size={16} />,
      color: 'blue',
      confirm: { text: t('bookings.confirmReactive') },
      action: () => reactivate.mutateAsync(bookingId),
    });
  }
  const more: Move[] = [];
  if (can.cancel) {
    more.push({
      label: t('bookings.cancel'),
      icon: <IconCircleX size={16} />,
      color: 'red',
      confirm: irreversible(),
      action: () => cancel.mutateAsync(bookingId),
    });
  }
  more.push(
    live
      ? {
          label: t('common.delete'),
          icon: <IconTrash size={16} />,
          color: 'red',
          confirm: { text: t('dialog.confirmToggle') },
          action: () => toggle.mutateAsync({ bookingId, status: 1 }),
          after: toList,
        }
      : {
          label: t('common.undelete'),
          icon: <IconRestore size={16} />,
          color: 'teal',
          confirm: { text: t('dialog.confirmToggle') },
          action: () => toggle.mutateAsync({ bookingId, status: 2 }),
          after: toList,
        },
  );

  const button = (move: Move) => (
    <Button key={move.label} variant="light" color={move.color} leftSection={move.icon} onClick={() => start(move)}>
      {move.label}
    </Button>
  );
  // With nothing else to offer, the one rare action is a plain button.
  if (main.length === 0 && more.length === 1) return button(more[0] as Move);
  return (
    <>
      {main.map(button)}
      <Menu position="top-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} />}>
            {t('common.more')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {more.map((move) => (
            <Menu.Item key={move.label} color={move.color} leftSection={move.icon} onClick={() => start(move)}>
              {move.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
