import { paths } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { type AnomalyListRequest, onlinePaymentKeys } from './online-payment-keys';

export function getAnomalies(request: AnomalyListRequest) {
  return apiCall(paths.paymentGateway.getAnomalyList, request);
}

export function anomaliesQueryOptions(request: AnomalyListRequest) {
  return queryOptions({
    queryKey: onlinePaymentKeys.anomalies(request),
    queryFn: () => getAnomalies(request),
    placeholderData: keepPreviousData,
  });
}

export function useAnomalies(request: AnomalyListRequest) {
  return useQuery(anomaliesQueryOptions(request));
}
