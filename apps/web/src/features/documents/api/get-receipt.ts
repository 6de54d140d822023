import { type DocumentLanguage, paths } from '@kamar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiGetBlob } from '../../../lib/api-client';
import { documentKeys, type ReceiptKind } from './document-keys';

export function getReceipt(kind: ReceiptKind, paymentId: number, language: DocumentLanguage | null) {
  const path = kind === 'payment' ? paths.document.getPaymentReceipt : paths.document.getDepositReturnReceipt;
  return apiCall(path, { paymentId, language });
}

export function useReceipt(kind: ReceiptKind, paymentId: number, language: DocumentLanguage | null) {
  return useQuery({
    queryKey: documentKeys.receipt(kind, paymentId, language),
    queryFn: () => getReceipt(kind, paymentId, language),
  });
}

/** The receipt's PDF address (a GET; signed in, so it is fetched with the token, not linked). */
export function receiptPdfUrl(kind: ReceiptKind, paymentId: number, language: DocumentLanguage) {
  const path = kind === 'payment' ? paths.document.paymentReceipt : paths.document.depositReturnReceipt;
  return `${path}/${paymentId}?lang=${language}`;
}

export function downloadReceiptPdf(kind: ReceiptKind, paymentId: number, language: DocumentLanguage) {
  return apiGetBlob(receiptPdfUrl(kind, paymentId, language));
}
