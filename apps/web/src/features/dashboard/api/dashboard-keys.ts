import { topicKey } from '../../../lib/query-keys';

export const dashboardKeys = {
  info: () => topicKey('dashboard'),
};
