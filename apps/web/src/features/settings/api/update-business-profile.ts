import { type BusinessProfileUpdateRequest, paths, QRIS_FIELD } from '@kamar/contract';
import { apiCall, apiFormCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

export function updateBusinessProfile(input: BusinessProfileUpdateRequest) {
  return apiCall(paths.setting.updateBusinessProfile, input);
}

export function useUpdateBusinessProfile() {
  return useChange('businessProfile', updateBusinessProfile);
}

/** A new logo, or none (no file) to remove it. */
export function updateBusinessLogo(file: File | null) {
  const form = new FormData();
  if (file) form.append('logo', file);
  return apiFormCall(paths.setting.updateBusinessLogo, form);
}

export function useUpdateBusinessLogo() {
  return useChange('businessProfile', updateBusinessLogo);
}

/** The static QRIS image tenants pay with from their page, or none (no file) to remove it. */
export function updateBusinessQris(file: File | null) {
  const form = new FormData();
  if (file) form.append(QRIS_FIELD, file);
  return apiFormCall(paths.setting.updateBusinessQris, form);
}

export function useUpdateBusinessQris() {
  return useChange('businessProfile', updateBusinessQris);
}
