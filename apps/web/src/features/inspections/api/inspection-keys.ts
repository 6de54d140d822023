import { topicKey } from '../../../lib/query-keys';

export const inspectionKeys = {
  all: topicKey('inspections'),
  one: (inspectionId: number) => [...inspectionKeys.all, 'one', inspectionId] as const,
  /** Outside every topic on purpose: a photo URL names one photo forever (a new photo, a new URL). */
  photo: (photoURL: string) => ['inspection-photo', photoURL] as const,
};
