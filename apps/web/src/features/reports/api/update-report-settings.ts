import { paths, type ReportSettings } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Saves the whole of the settings (the tax figure's and the journal's accounts) at once. */
export function updateReportSettings(input: ReportSettings) {
  return apiCall(paths.report.updateSettings, input);
}

// Settings: the month's tax figure follows them (topic reports is computed from settings).
export const useUpdateReportSettings = () => useChange('settings', updateReportSettings);
