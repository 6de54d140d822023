import { topicKey } from '../../../lib/query-keys';

export const dashboardKeys = {
  /** All properties added up, or one property's figures. */
  info: (propertyId = 0) => (propertyId ? ([...topicKey('dashboard'), propertyId] as const) : topicKey('dashboard')),
};
