import { type AgreementCreateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** The stay's next agreement version from the template and the stay's facts now. */
export function createAgreement(request: AgreementCreateRequest) {
  return apiCall(paths.agreement.create, request);
}

export const useCreateAgreement = () => useChange('bookings', createAgreement);
