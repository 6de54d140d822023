import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useAvailableRooms } from '../api/get-available-rooms';

/** The fields of a stay the rent follows. */
interface StayValues {
  checkInDate: string;
  checkOutDate: string;
  roomNumberId: string;
  bookingType: string;
  rentAmount: number | '';
}

const PRICE_OF_PERIOD = ['priceDaily', 'priceWeekly', 'priceMonthly', 'priceYearly'] as const;

/**
 * The rent is prefilled with the chosen room type's price for the rental period, and follows the
 * room and the period while the person has not typed their own (a discount). `atPrice`: for a
 * role that may not agree a rent, it always follows them, but for the booking as stored (its
 * room and period kept keep the rent agreed before); null (the default) for a role that may.
 */
export function useRentFromRoom<V extends StayValues>(
  form: UseFormReturnType<V>,
  bookingId: number | null,
  atPrice: { roomNumberId: number; bookingType: number } | Record<string, never> | null = null,
) {
  const { checkInDate, checkOutDate, roomNumberId, bookingType } = form.values;
  const validStay = checkInDate !== '' && (checkOutDate === '' || checkOutDate > checkInDate);
  const rooms = useAvailableRooms({ checkInDate, checkOutDate, bookingId }, validStay);
  const prefilled = useRef<number | null>(null);
  const room = rooms.data?.find((r) => String(r.roomId) === roomNumberId);
  const price = room ? room[PRICE_OF_PERIOD[Number(bookingType) - 1] ?? 'priceMonthly'] : null;
  useEffect(() => {
    if (price === null) return;
    const typed = form.getValues().rentAmount;
    const kept =
      atPrice !== null &&
      'roomNumberId' in atPrice &&
      String(atPrice.roomNumberId) === form.getValues().roomNumberId &&
      String(atPrice.bookingType) === String(form.getValues().bookingType);
    if (kept || (atPrice === null && typed !== '' && typed !== prefilled.current)) return;
    prefilled.current = price;
    form.setFieldValue('rentAmount' as never, price as never);
  }, [price]);
}
