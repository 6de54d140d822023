import { paths } from '@kamar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { onlinePaymentKeys } from './online-payment-keys';

/** How many online payments wait to be settled by hand: a one-row page of the open ones, read for its total. */
export async function getToCheckCount() {
  const page = await apiCall(paths.paymentGateway.getAnomalyList, { open: true, pageIndex: 0, pageSize: 1 });
  return page.totalData;
}

/**
 * The menu's badge. The provider's webhooks come at any hour: asked again now and then while the
 * app is open, and at once after one is settled (topic onlinePayments).
 */
export function useToCheckCount(enabled: boolean) {
  return useQuery({
    queryKey: onlinePaymentKeys.toCheck(),
    queryFn: getToCheckCount,
    enabled,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
