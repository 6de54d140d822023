import { type DocumentLanguage, paths } from '@kamar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-keys';
import type { ReceiptKind } from './document-keys';
import { documentKeys } from './document-keys';

/** A new link to a receipt (by payment id) or a bill (by bill id), with its WhatsApp message. */
export function getShareLink(input: { kind: ReceiptKind; documentId: number; language: DocumentLanguage | null }) {
  if (input.kind === 'bill')
    return apiCall(paths.document.billShareLink, { billId: input.documentId, language: input.language });
  const path = input.kind === 'payment' ? paths.document.paymentShareLink : paths.document.depositReturnShareLink;
  return apiCall(path, { paymentId: input.documentId, language: input.language });
}

/** Making a link is a change: the document's list of links grows. */
export function useGetShareLink() {
  return useChange('shareLinks', getShareLink);
}

export function getShareLinks(documentKind: number, documentId: number) {
  return apiCall(paths.document.getShareLinks, { documentKind: documentKind as 1 | 2 | 3, documentId });
}

export function useShareLinks(documentKind: number, documentId: number, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.links(documentKind, documentId),
    queryFn: () => getShareLinks(documentKind, documentId),
    enabled,
  });
}

export function revokeShareLink(shareLinkId: number) {
  return apiCall(paths.document.revokeShareLink, { shareLinkId });
}

export function useRevokeShareLink() {
  return useChange('shareLinks', revokeShareLink);
}
