import {
  type Bill,
  BillLineKind,
  BillStatus,
  billPeriodText,
  DocumentKind,
  type DocumentLanguage,
  type ReceiptDocument,
  RecordStatus,
  rupiahInWords,
} from '@kamar/contract';
import { documentWords, fill } from './document-words.js';
import { type BusinessFacts, businessOf, labelsOf } from './receipt-document.js';

/** A bill (tagihan) to hand to the tenant: its lines, what was paid, what is still due and by when, and where to transfer it. */
export function billDocument(
  bill: Omit<Bill, 'whatsappUrl' | 'lastRemindedAt'>,
  business: BusinessFacts,
  language: DocumentLanguage,
): ReceiptDocument {
  const words = documentWords[language];
  const period = billPeriodText(language, bill.periodStart, bill.periodEnd);
  const issued = bill.createDate.slice(0, 10);
  const dueDate = bill.dueDate.slice(0, 10);
  const lines = bill.lines.map((line) => ({
    description:
      line.kind === BillLineKind.Rent
        ? fill(words.rentLine, { room: bill.roomNumber, period })
        : line.lateDays
          ? fill(words.lateFeeDaysLine, { days: String(line.lateDays) })
          : words.lateFeeLine,
    amount: line.amount,
  }));
  if (bill.paidAmount > 0) lines.push({ description: words.paidLine, amount: -bill.paidAmount });
  return {
    documentKind: DocumentKind.Bill,
    documentNumber: bill.documentNumber,
    documentDate: issued,
    language,
    business: businessOf(business),
    tenantName: bill.tenantName,
    roomNumber: bill.roomNumber,
    period,
    lines,
    total: bill.outstanding,
    amountInWords: rupiahInWords(bill.outstanding, language),
    paymentMethod: '',
    billLeft: null,
    remark: bill.billStatus === BillStatus.Void ? bill.voidReason : '',
    receivedBy: '',
    dueDate,
    isVoid: bill.billStatus === BillStatus.Void || bill.status !== RecordStatus.Active,
    labels: labelsOf(DocumentKind.Bill, language, issued, dueDate),
  };
}
