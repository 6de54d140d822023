import type { DocumentLanguage } from '@kamar/contract';
import { topicKey } from '../../../lib/query-keys';

export type ReceiptKind = 'payment' | 'depositReturn' | 'bill';

export const documentKeys = {
  all: topicKey('receipts'),
  /** A bill's document reads the bill: it belongs to the bills topic (a payment changes it). */
  receipt: (kind: ReceiptKind, documentId: number, language: DocumentLanguage | null) =>
    kind === 'bill'
      ? ([...topicKey('bills'), 'document', documentId, language] as const)
      : ([...documentKeys.all, kind, documentId, language] as const),
  links: (documentKind: number, documentId: number) => [...topicKey('shareLinks'), documentKind, documentId] as const,
  /** A shared document is read once per visit; it belongs to no signed-in topic. */
  shared: (token: string) => ['shared', token] as const,
};
