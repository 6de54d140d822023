import { type DocumentLanguage, paths } from '@kamar/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiGetBlob } from '../../../lib/api-client';
import { documentKeys, type ReceiptKind } from './document-keys';

/** A receipt (of a payment or a deposit return, by payment id) or a bill (by bill id), as data. */
export function getReceipt(kind: ReceiptKind, documentId: number, language: DocumentLanguage | null) {
  if (kind === 'bill') return apiCall(paths.document.getBillDocument, { billId: documentId, language });
  const path = kind === 'payment' ? paths.document.getPaymentReceipt : paths.document.getDepositReturnReceipt;
  return apiCall(path, { paymentId: documentId, language });
}

export function useReceipt(kind: ReceiptKind, documentId: number, language: DocumentLanguage | null) {
  return useQuery({
    queryKey: documentKeys.receipt(kind, documentId, language),
    queryFn: () => getReceipt(kind, documentId, language),
  });
}

const pdfPath = {
  payment: paths.document.paymentReceipt,
  depositReturn: paths.document.depositReturnReceipt,
  bill: paths.document.billDocument,
};

/** The document's PDF address (a GET; signed in, so it is fetched with the token, not linked). */
export function receiptPdfUrl(kind: ReceiptKind, documentId: number, language: DocumentLanguage) {
  return `${pdfPath[kind]}/${documentId}?lang=${language}`;
}

export function downloadReceiptPdf(kind: ReceiptKind, documentId: number, language: DocumentLanguage) {
  return apiGetBlob(receiptPdfUrl(kind, documentId, language));
}
