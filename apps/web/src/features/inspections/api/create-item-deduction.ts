import { type InspectionDeductionRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** A deduction from the stay's deposit for a damaged or missing item: a change of the deposit (a payment). */
export function createItemDeduction(input: InspectionDeductionRequest) {
  return apiCall(paths.inspection.createDeduction, input);
}

export const useCreateItemDeduction = () => useChange('payments', createItemDeduction);
