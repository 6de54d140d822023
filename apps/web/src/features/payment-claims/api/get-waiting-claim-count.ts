import { ClaimStatus, paths } from '@kamar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useCurrentProperty } from '../../../lib/current-property';
import { paymentClaimKeys } from './payment-claim-keys';

/** How many claims wait for confirmation: a one-row page of the queue, read for its total. */
export async function getWaitingClaimCount(propertyId: number) {
  const page = await apiCall(paths.paymentClaim.getList, {
    claimStatus: ClaimStatus.Waiting,
    pageIndex: 0,
    pageSize: 1,
    ...(propertyId ? { propertyId } : {}),
  });
  return page.totalData;
}

/**
 * The menu's badge. Tenants send claims at any hour: asked again now and then while the app is
 * open, and at once after any approval or rejection (topic paymentClaims).
 */
export function useWaitingClaimCount(enabled: boolean) {
  const { propertyId } = useCurrentProperty();
  return useQuery({
    queryKey: paymentClaimKeys.waiting(propertyId),
    queryFn: () => getWaitingClaimCount(propertyId),
    enabled,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
