import { topicKey } from '../../../lib/query-keys';

export const floorPlanKeys = {
  /** Every property's floors, or one property's. */
  plan: (propertyId = 0) => (propertyId ? ([...topicKey('floorPlan'), propertyId] as const) : topicKey('floorPlan')),
};
