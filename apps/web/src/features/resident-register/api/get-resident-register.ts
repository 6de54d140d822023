import { paths, type ResidentRegisterRequest } from '@kamar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { topicKey } from '../../../lib/query-keys';

/** The register is read from the stays (a check-in or check-out changes it) and their tenants. */
export const registerKeys = {
  register: (request: ResidentRegisterRequest) => [...topicKey('bookings'), 'residentRegister', request] as const,
};

export function getResidentRegister(request: ResidentRegisterRequest) {
  return apiCall(paths.report.getResidentRegister, request);
}

/** The register of a property on a day; nothing is asked while no property is chosen. */
export function useResidentRegister(request: ResidentRegisterRequest) {
  return useQuery(
    queryOptions({
      queryKey: registerKeys.register(request),
      queryFn: () => getResidentRegister(request),
      enabled: request.propertyId > 0,
      placeholderData: keepPreviousData,
    }),
  );
}
