import { paths } from '@kamar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

export function getSharedDocument(token: string) {
  return apiCall(paths.document.getShared, { token });
}

export function useSharedDocument(token: string) {
  return useQuery({ queryKey: documentKeys.shared(token), queryFn: () => getSharedDocument(token), retry: false });
}

/** The shared PDF: a plain public GET, so a link works in any browser or share sheet. */
export const sharedPdfUrl = (token: string) => `${paths.document.sharedPdf}/${encodeURIComponent(token)}`;
