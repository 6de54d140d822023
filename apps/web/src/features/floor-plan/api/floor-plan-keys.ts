import { topicKey } from '../../../lib/query-keys';

export const floorPlanKeys = {
  plan: () => topicKey('floorPlan'),
};
