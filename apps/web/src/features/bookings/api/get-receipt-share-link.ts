import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** A payment's receipt as a link the tenant opens without an account, with its WhatsApp message. */
export function getReceiptShareLink(paymentId: number) {
  return apiCall(paths.document.paymentShareLink, { paymentId, language: null });
}

/** Asked once when the walk-in's receipts are shown: the link lives for days, so it is kept. */
export function useReceiptShareLink(paymentId: number) {
  return useQuery(
    queryOptions({
      queryKey: bookingKeys.receiptLink(paymentId),
      queryFn: () => getReceiptShareLink(paymentId),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
