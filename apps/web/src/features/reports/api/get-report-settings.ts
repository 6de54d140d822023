import { paths } from '@kamar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** The tax figure's settings and the journal export's accounts. */
export function getReportSettings() {
  return apiCall(paths.report.getSettings, {});
}

export function useReportSettings() {
  return useQuery(queryOptions({ queryKey: reportKeys.settings(), queryFn: getReportSettings }));
}
