import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadValue } from '../../../components/form/read-value';
import type { FieldBinding } from '../../../components/form/use-record-form';
import { useAvailableRooms } from '../api/get-available-rooms';

interface RoomSelectProps extends FieldBinding<string> {
  stay: { checkInDate: string; checkOutDate: string };
  /** The booking being edited: its own room stays free for it. */
  bookingId: number | null;
  /** The booking's room, shown as it is when only viewing. */
  current?: { roomId: number; roomNumber: string } | undefined;
}

/**
 * The room, chosen among those free for the stay (GetAvailableRoom): of the top bar's property for
 * a new stay when one is picked, else grouped by property when they are of several (two kos may
 * both have room 101). A new check-in or check-out date asks again; a chosen room that is no
 * longer free is cleared so it cannot be sent.
 */
export function RoomSelect({ value, onChange, stay, bookingId, current, readOnly, error }: RoomSelectProps) {
  const { t } = useTranslation();
  const validStay = stay.checkInDate !== '' && (stay.checkOutDate === '' || stay.checkOutDate > stay.checkInDate);
  const rooms = useAvailableRooms(
    { checkInDate: stay.checkInDate, checkOutDate: stay.checkOutDate, bookingId },
    validStay && !readOnly,
  );
  const fresh = rooms.data && !rooms.isPlaceholderData;
  useEffect(() => {
    if (fresh && value && !rooms.data?.some((r) => String(r.roomId) === value)) onChange('');
  }, [fresh, value, rooms.data, onChange]);

  if (readOnly) return <ReadValue label={t('fields.room')} value={current?.roomNumber} />;
  const free = rooms.data ?? [];
  const optionOf = (r: (typeof free)[number]) => ({
    value: String(r.roomId),
    label: `${r.roomNumber} (${r.roomTypeName})`,
  });
  // Rooms come by property: one group each, when there is more than one to tell apart.
  const groups = new Map<string, ReturnType<typeof optionOf>[]>();
  for (const r of free) {
    const items = groups.get(r.propertyName) ?? [];
    items.push(optionOf(r));
    groups.set(r.propertyName, items);
  }
  const options = groups.size > 1 ? [...groups].map(([group, items]) => ({ group, items })) : free.map(optionOf);

  return (
    <Select
      label={t('fields.room')}
      description={t('bookings.roomPick')}
      placeholder={t('common.select')}
      withAsterisk
      searchable
      error={error}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      nothingFoundMessage={rooms.isFetching ? t('app.loading') : t('bookings.noRoomFree')}
      maxDropdownHeight={300}
    />
  );
}
