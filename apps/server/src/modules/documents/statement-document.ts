import {
  DocumentKind,
  type DocumentLanguage,
  joinedList,
  type OpenBill,
  openBillItem,
  type ReceiptDocument,
  rupiahInWords,
} from '@kamar/contract';
import type { StayFacts } from './documents.repository.js';
import { type BusinessFacts, businessOf, labelsOf } from './receipt-document.js';

/**
 * A stay's statement (rincian tagihan): every bill due and still owed, one line a bill in the
 * words its reminder lists them with (`openBillItem`: period, late fee, due date, days late),
 * and their total; the bank accounts to pay to. It is read when opened: a bill paid since the
 * reminder leaves the list. Not an issued document: no number, nobody signs it.
 */
export function statementDocument(
  stay: StayFacts,
  bills: OpenBill[],
  business: BusinessFacts,
  language: DocumentLanguage,
  today: string,
): ReceiptDocument {
  const items = bills.map((b) => openBillItem(language, b, today));
  const total = items.reduce((sum, i) => sum + i.amount, 0);
  return {
    documentKind: DocumentKind.Statement,
    documentNumber: '',
    documentDate: today,
    language,
    business: businessOf(business),
    tenantName: stay.tenantName,
    roomNumber: stay.roomNumber,
    period: joinedList(
      language,
      items.map((i) => i.period),
    ),
    lines: items.map((i) => ({ description: `${i.period}${i.detail}`, amount: i.amount })),
    total,
    billLeft: null,
    amountInWords: rupiahInWords(total, language),
    paymentMethod: '',
    remark: '',
    receivedBy: '',
    dueDate: '',
    isVoid: false,
    labels: labelsOf(DocumentKind.Statement, language, today),
  };
}
