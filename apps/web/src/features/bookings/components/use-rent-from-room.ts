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
 * room and the period while the person has not typed their own (a discount).
 */
export function useRentFromRoom<V extends StayValues>(form: UseFormReturnType<V>, bookingId: number | null) {
  const { checkInDate, checkOutDate, roomNumberId, bookingType } = form.values;
  const validStay = checkInDate !== '' && (checkOutDate === '' || checkOutDate > checkInDate);
  const rooms = useAvailableRooms({ checkInDate, checkOutDate, bookingId }, validStay);
  const prefilled = useRef<number | null>(null);
  const room = rooms.data?.find((r) => String(r.roomId) === roomNumberId);
  const price = room ? room[PRICE_OF_PERIOD[Number(bookingType) - 1] ?? 'priceMonthly'] : null;
  useEffect(() => {
    if (price === null) return;
    const typed = form.getValues().rentAmount;
    if (typed !== '' && typed !== prefilled.current) return;
    prefilled.current = price;
    form.setFieldValue('rentAmount' as never, price as never);
  }, [price]);
}
