import type { PaymentClaimListRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const paymentClaimKeys = {
  all: topicKey('paymentClaims'),
  list: (request: PaymentClaimListRequest) => [...paymentClaimKeys.all, 'list', request] as const,
  one: (paymentClaimId: number | null) => [...paymentClaimKeys.all, 'one', paymentClaimId] as const,
  /** The menu's badge: how many wait, in the top bar's property (0: all). */
  waiting: (propertyId: number) => [...paymentClaimKeys.all, 'waiting', propertyId] as const,
  /** Outside every topic on purpose: a claim's photo is sent once and never changes. */
  photo: (photoURL: string | undefined) => ['claim-photo', photoURL] as const,
};
