import { type MeterReadingUpdateRequest, paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Corrects the latest reading of a meter while its bill is not paid (the server refuses otherwise, in words). */
export function updateMeterReading(input: MeterReadingUpdateRequest) {
  return apiCall(paths.meterReading.update, input);
}

export const useUpdateMeterReading = () => useChange('meterReadings', updateMeterReading);
