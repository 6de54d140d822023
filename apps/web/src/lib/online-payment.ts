import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';

/**
 * Whether the business takes online payments (a provider and its keys set on the server,
 * PaymentGateway/GetStatus). Nothing about online payment shows without it: the menu's entry, its
 * screen, the dashboard's card. Read by the frame and the screens alike, so it lives here; it changes
 * only when the server is restarted with other keys, so it is asked once a session and kept outside
 * every topic on purpose (no change made in the app touches it).
 */
export const onlinePaymentStatusOptions = () =>
  queryOptions({
    queryKey: ['online-payment-status'] as const,
    queryFn: () => apiCall(paths.paymentGateway.getStatus, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Whether online payment is on; false while it is asked, or when `asking` is false (a role that sees none of it). */
export function useOnlinePaymentOn(asking: boolean): boolean {
  return useQuery({ ...onlinePaymentStatusOptions(), enabled: asking }).data?.enabled ?? false;
}
