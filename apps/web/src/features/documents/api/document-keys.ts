import type { DocumentLanguage } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export type ReceiptKind = 'payment' | 'depositReturn';

export const documentKeys = {
  all: topicKey('receipts'),
  receipt: (kind: ReceiptKind, paymentId: number, language: DocumentLanguage | null) =>
    [...documentKeys.all, kind, paymentId, language] as const,
  links: (documentKind: number, documentId: number) => [...topicKey('shareLinks'), documentKind, documentId] as const,
  /** A shared document is read once per visit; it belongs to no signed-in topic. */
  shared: (token: string) => ['shared', token] as const,
};
