import { type AgreementSignRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** A drawn signature (a PNG data URL) on a version, as the landlord or for the tenant on this phone. */
export function signAgreement(request: AgreementSignRequest) {
  return apiCall(paths.agreement.sign, request);
}

export const useSignAgreement = () => useChange('bookings', signAgreement);
