import {
  type Bill,
  type BillLine,
  BillLineKind,
  BillStatus,
  billPeriodText,
  chargeLineText,
  DocumentKind,
  type DocumentLanguage,
  formatRupiah,
  longDateText,
  type ReceiptDocument,
  RecordStatus,
  rupiahInWords,
} from '@kamar/contract';
import { documentWords, fill } from './document-words.js';
import { type BusinessFacts, businessOf, labelsOf } from './receipt-document.js';

type Words = (typeof documentWords)[DocumentLanguage];

/**
 * A late fee says what it is: the days the bill is late and, for a per-day fee, the most it grows
 * to ("Denda keterlambatan (34 hari, maksimum Rp 150.000)"); a fixed fee names no maximum.
 */
export function lateFeeText(words: Words, line: Pick<BillLine, 'daysLate' | 'cap'>): string {
  const facts = [
    ...(line.daysLate
      ? [fill(line.daysLate === 1 ? words.lateFeeDay : words.lateFeeDays, { days: String(line.daysLate) })]
      : []),
    ...(line.cap !== null ? [fill(words.lateFeeCap, { cap: formatRupiah(line.cap) })] : []),
  ];
  return facts.length > 0 ? `${words.lateFeeLine} (${facts.join(', ')})` : words.lateFeeLine;
}

/**
 * A bill (tagihan) to hand to the tenant, billed to them. Owed: its lines, what was paid so far,
 * what is still due (in figures and words) and by when, and where to transfer it. Paid in full:
 * stamped LUNAS / PAID, its lines and total, no bank accounts, nothing in words. Either way the
 * payments that paid it (date, receipt number, amount).
 */
export function billDocument(
  bill: Omit<Bill, 'whatsappUrl' | 'lastRemindedAt' | 'lastMessage'>,
  business: BusinessFacts,
  language: DocumentLanguage,
): ReceiptDocument {
  const words = documentWords[language];
  const period = billPeriodText(language, bill.periodStart, bill.periodEnd);
  const issued = bill.createDate.slice(0, 10);
  const dueDate = bill.dueDate.slice(0, 10);
  const isVoid = bill.billStatus === BillStatus.Void || bill.status !== RecordStatus.Active;
  const paidOff = bill.billStatus === BillStatus.Paid && !isVoid;
  // Only a bill that still asks for money carries the bank accounts and the amount in words.
  const asking = !paidOff && !isVoid;
  const lines = bill.lines.map((line) => ({
    description:
      line.kind === BillLineKind.Rent
        ? fill(words.rentLine, { room: bill.roomNumber, period })
        : line.kind === BillLineKind.LateFee
          ? lateFeeText(words, line)
          : (chargeLineText(language, line) ?? line.description),
    amount: line.amount,
  }));
  if (bill.paidAmount > 0 && !paidOff) lines.push({ description: words.paidLine, amount: -bill.paidAmount });
  const labels = labelsOf(DocumentKind.Bill, language, issued, dueDate);
  return {
    documentKind: DocumentKind.Bill,
    documentNumber: bill.documentNumber,
    documentDate: issued,
    language,
    business: { ...businessOf(business), bankAccounts: asking ? business.bankAccounts : [] },
    tenantName: bill.tenantName,
    roomNumber: bill.roomNumber,
    period,
    lines,
    total: paidOff ? bill.amount : bill.outstanding,
    amountInWords: asking ? rupiahInWords(bill.outstanding, language) : '',
    paymentMethod: '',
    billLeft: null,
    remark: bill.billStatus === BillStatus.Void ? bill.voidReason : '',
    receivedBy: '',
    dueDate,
    isVoid,
    labels: { ...labels, party: words.billedTo, total: paidOff ? words.total : labels.total },
    settlement: {
      paidStamp: paidOff ? words.paidStamp : '',
      title: words.paymentsTitle,
      payments: bill.payments.map((p) => ({
        paymentDate: p.paymentDate.slice(0, 10),
        dateText: longDateText(language, p.paymentDate.slice(0, 10)),
        receiptNumber: p.receiptNumber,
        amount: p.amount,
      })),
    },
  };
}
