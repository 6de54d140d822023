import type { AvailableRoomRequest, BookingListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const bookingKeys = {
  all: topicKey('bookings'),
  list: (request: BookingListRequest) => [...bookingKeys.all, 'list', request] as const,
  one: (bookingId: number | null) => [...bookingKeys.all, 'one', bookingId] as const,
  availableRooms: (request: AvailableRoomRequest) => [...bookingKeys.all, 'available-rooms', request] as const,
  /** The tenant dropdown reads tenants. */
  tenantChoices: (tenantName: string) => [...topicKey('tenants'), 'booking-choices', tenantName] as const,
  /** The booking's payment history reads payments: any payment change refreshes it. */
  payments: (bookingId: number) => [...topicKey('payments'), 'by-booking', bookingId] as const,
  /** The stay's bills read bills: a payment, a booking change or a waived bill refreshes them. */
  bills: (bookingId: number) => [...topicKey('bills'), 'by-booking', bookingId] as const,
  /** A stay's charges are part of its booking: a booking change (or a charge's) refreshes them. */
  charges: (bookingId: number) => [...bookingKeys.all, 'charges', bookingId] as const,
  /** The charge types a stay's charge may be of read charge types. */
  chargeTypeChoices: (propertyId: number) => [...topicKey('chargeTypes'), 'stay-choices', propertyId] as const,
  /** The booking's room, read for its property (the charge types of that property). */
  room: (roomId: number) => [...topicKey('rooms'), 'booking-room', roomId] as const,
  /** A walk-in's receipt link: a share link of the payment's receipt. */
  receiptLink: (paymentId: number) => [...topicKey('shareLinks'), 'walk-in-receipt', paymentId] as const,
};
