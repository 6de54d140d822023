import type { MeterReadingListRequest, MeterRoundRequest } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export const meterReadingKeys = {
  all: topicKey('meterReadings'),
  round: (request: MeterRoundRequest) => [...meterReadingKeys.all, 'round', request] as const,
  list: (request: MeterReadingListRequest) => [...meterReadingKeys.all, 'list', request] as const,
  /** The meters a round may read are the metered charge types: saving a charge type refreshes them. */
  meterTypes: (propertyId: number) => [...topicKey('chargeTypes'), 'metered', propertyId] as const,
  /** Outside every topic on purpose: a photo URL names one photo forever (a new photo, a new URL). */
  photo: (photoURL: string | undefined) => ['meter-photo', photoURL] as const,
};
