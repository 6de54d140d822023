import type { CallAt, CallInput, paths } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export type CheckoutListRequest = CallInput<CallAt<typeof paths.paymentGateway.getCheckoutList>>;
export type AnomalyListRequest = CallInput<CallAt<typeof paths.paymentGateway.getAnomalyList>>;

export const onlinePaymentKeys = {
  all: topicKey('onlinePayments'),
  checkouts: (request: CheckoutListRequest) => [...onlinePaymentKeys.all, 'checkouts', request] as const,
  anomalies: (request: AnomalyListRequest) => [...onlinePaymentKeys.all, 'anomalies', request] as const,
  /** How many wait to be settled by hand (the whole business's): the menu's badge and the To check view's. */
  toCheck: () => [...onlinePaymentKeys.all, 'toCheck'] as const,
};
