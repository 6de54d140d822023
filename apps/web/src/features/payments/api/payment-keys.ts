import type { BookingOptionsRequest, PaymentListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const paymentKeys = {
  all: topicKey('payments'),
  list: (request: PaymentListRequest) => [...paymentKeys.all, 'list', request] as const,
  one: (paymentId: number | null) => [...paymentKeys.all, 'one', paymentId] as const,
  /** The booking a payment is for is chosen among bookings. */
  bookingChoices: (request: BookingOptionsRequest) => [...topicKey('bookings'), 'payment-choices', request] as const,
};
