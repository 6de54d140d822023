import { type AgreementTemplateUpdateRequest, paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';
import { agreementKeys } from './agreement-keys';

/** The business's agreement template in both languages (Kamar's own until saved). */
export function getAgreementTemplate() {
  return apiCall(paths.agreement.getTemplate, {});
}

export function useAgreementTemplate() {
  return useQuery(queryOptions({ queryKey: agreementKeys.template(), queryFn: getAgreementTemplate }));
}

export function updateAgreementTemplate(request: AgreementTemplateUpdateRequest) {
  return apiCall(paths.agreement.updateTemplate, request);
}

export const useUpdateAgreementTemplate = () => useChange('settings', updateAgreementTemplate);
