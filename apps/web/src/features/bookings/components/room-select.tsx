import { Select } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvailableRooms } from '../api/get-available-rooms';

interface RoomSelectProps {
  value: string;
  onChange(value: string): void;
  stay: { checkInDate: string; checkOutDate: string };
  /** The booking being edited: its own room stays free for it. */
  bookingId: number | null;
  /** The booking's room when only viewing, shown without asking what is free. */
  current?: { roomId: number; roomNumber: string } | undefined;
  disabled?: boolean;
  error?: ReactNode;
}

/**
 * The room, chosen among those free for the stay (GetAvailableRoom). A new check-in or check-out
 * date asks again; a chosen room that is no longer free is cleared so it cannot be sent.
 */
export function RoomSelect({ value, onChange, stay, bookingId, current, disabled, error }: RoomSelectProps) {
  const { t } = useTranslation();
  const validStay = stay.checkInDate !== '' && (stay.checkOutDate === '' || stay.checkOutDate > stay.checkInDate);
  const rooms = useAvailableRooms(
    { checkInDate: stay.checkInDate, checkOutDate: stay.checkOutDate, bookingId },
    validStay && !disabled,
  );
  const fresh = rooms.data && !rooms.isPlaceholderData;
  useEffect(() => {
    if (fresh && value && !rooms.data?.some((r) => String(r.roomId) === value)) onChange('');
  }, [fresh, value, rooms.data, onChange]);

  const options = (rooms.data ?? []).map((r) => ({
    value: String(r.roomId),
    label: `${r.roomNumber} (${r.roomTypeName})`,
  }));
  if (current && !options.some((o) => o.value === String(current.roomId))) {
    options.unshift({ value: String(current.roomId), label: current.roomNumber });
  }

  return (
    <Select
      label={t('bookings.room')}
      description={disabled ? undefined : t('bookings.roomPick')}
      placeholder={t('common.select')}
      withAsterisk
      searchable
      disabled={disabled}
      error={error}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      nothingFoundMessage={rooms.isFetching ? t('app.loading') : t('bookings.noRoomFree')}
      maxDropdownHeight={300}
    />
  );
}
