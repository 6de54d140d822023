import { topicKey } from '../../../lib/query-keys';

export const businessProfileKeys = {
  all: topicKey('businessProfile'),
  profile: () => [...businessProfileKeys.all, 'profile'] as const,
  logo: (url: string) => [...businessProfileKeys.all, 'logo', url] as const,
};
