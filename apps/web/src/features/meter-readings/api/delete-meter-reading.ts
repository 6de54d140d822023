import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';

/** Removes the latest reading of a meter and its bill line (payments.change; refused once the bill is paid). */
export function deleteMeterReading(input: { meterReadingId: number }) {
  return apiCall(paths.meterReading.delete, input);
}

export const useDeleteMeterReading = () => useChange('meterReadings', deleteMeterReading);
