import { topicKey } from '../../../lib/query-keys';

/**
 * A stay's agreements are part of its booking (topic `bookings`: a rent change or a booking's
 * edit refreshes them); the template is the business's settings.
 */
export const agreementKeys = {
  ofStay: (bookingId: number) => [...topicKey('bookings'), 'agreements', bookingId] as const,
  template: () => [...topicKey('settings'), 'agreement-template'] as const,
};
