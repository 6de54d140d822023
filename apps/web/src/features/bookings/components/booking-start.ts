import { isRealDate, RentalPeriod } from '@kamar/contract';
import { screens } from '../../../app/paths';

/** The form's values a start from the timeline fills in (text, as the form keeps them). */
export interface StartedValues {
  roomNumberId?: string;
  checkInDate?: string;
  checkOutDate?: string;
  bookingType?: string;
}

/**
 * A new booking started from the timeline (its address names `roomId`, `checkInDate` and, dragged
 * across days, `checkOutDate`): those filled in, and the rental period by the nights when they are
 * known (under a week daily, under a month weekly). Anything else in the address is left out.
 */
export function startedFrom(query: URLSearchParams): StartedValues {
  const roomId = Number.parseInt(query.get('roomId') ?? '', 10);
  const checkIn = query.get('checkInDate') ?? '';
  const checkOut = query.get('checkOutDate') ?? '';
  if (!isRealDate(checkIn)) return {};
  const started: StartedValues = {
    checkInDate: checkIn,
    ...(roomId > 0 ? { roomNumberId: String(roomId) } : {}),
  };
  if (!isRealDate(checkOut) || checkOut <= checkIn) return started;
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  const period = nights < 7 ? RentalPeriod.Daily : nights < 28 ? RentalPeriod.Weekly : RentalPeriod.Monthly;
  return { ...started, checkOutDate: checkOut, bookingType: String(period) };
}

/** Where Save and Back lead: the timeline the booking was started from, else the booking list. */
export function backOf(query: URLSearchParams): string {
  const back = query.get('back') ?? '';
  const timeline = screens.timeline.path;
  return back === timeline || back.startsWith(`${timeline}?`) ? back : screens.bookings.to();
}
