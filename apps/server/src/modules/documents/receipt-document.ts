import {
  type BankAccount,
  DepositStatus,
  DocumentKind,
  type DocumentLanguage,
  longDateText,
  monthYearText,
  PaymentType,
  paths,
  type ReceiptDocument,
  rupiahInWords,
} from '@kamar/contract';
import { documentWords, fill } from './document-words.js';
import type { PaymentFacts } from './documents.repository.js';

export interface BusinessFacts {
  businessName: string;
  address: string;
  phone: string;
  receiptFooter: string;
  bankAccounts: BankAccount[];
  logoId: number | null;
}

export function labelsOf(
  kind: ReceiptDocument['documentKind'],
  language: DocumentLanguage,
  date: string,
  dueDate = '',
): ReceiptDocument['labels'] {
  const w = documentWords[language];
  const isReturn = kind === DocumentKind.DepositReturnReceipt;
  return {
    title: isReturn
      ? w.returnTitle
      : kind === DocumentKind.Bill
        ? w.billTitle
        : kind === DocumentKind.Statement
          ? w.statementTitle
          : w.paymentTitle,
    number: w.number,
    date: w.date,
    party: isReturn ? w.paidTo : w.receivedFrom,
    room: w.room,
    period: w.period,
    description: w.description,
    amount: w.amount,
    total: kind === DocumentKind.Bill || kind === DocumentKind.Statement ? w.amountDue : w.total,
    inWords: w.inWords,
    paidBy: w.paidBy,
    remark: w.remark,
    staff: isReturn ? w.handedBy : w.receivedBy,
    tenantSignature: w.tenantSignature,
    bankAccounts: w.bankAccounts,
    void: w.void,
    dateText: longDateText(language, date),
    dueDate: w.dueDate,
    dueDateText: dueDate ? longDateText(language, dueDate) : '',
  };
}

export const businessOf = (b: BusinessFacts): ReceiptDocument['business'] => ({
  businessName: b.businessName,
  address: b.address,
  phone: b.phone,
  receiptFooter: b.receiptFooter,
  logoURL: b.logoId !== null ? `${paths.setting.businessLogo}/${b.logoId}` : '',
  bankAccounts: b.bankAccounts,
});

/** A payment's kuitansi: one line (the rent of its period, or the deposit), received by who recorded it. */
export function paymentReceipt(p: PaymentFacts, business: BusinessFacts, language: DocumentLanguage): ReceiptDocument {
  const words = documentWords[language];
  const period = monthYearText(language, p.periodMonth, p.periodYear);
  const line = p.paymentType === PaymentType.Deposit ? words.depositLine : words.rentLine;
  return {
    documentKind: DocumentKind.PaymentReceipt,
    documentNumber: p.receiptNumber,
    documentDate: p.paymentDate,
    language,
    business: businessOf(business),
    tenantName: p.tenantName,
    roomNumber: p.roomNumber,
    period,
    lines: [{ description: fill(line, { room: p.roomNumber, period }), amount: p.amount }],
    total: p.amount,
    amountInWords: rupiahInWords(p.amount, language),
    paymentMethod: '',
    remark: p.remark,
    receivedBy: p.receivedBy,
    dueDate: '',
    isVoid: p.status !== 1,
    labels: labelsOf(DocumentKind.PaymentReceipt, language, p.paymentDate),
  };
}

/** True when the payment is a deposit that was handed back (it then has a return receipt). */
export const wasReturned = (p: PaymentFacts) =>
  p.paymentType === PaymentType.Deposit && p.depositStatus === DepositStatus.Returned && p.returnReceiptNumber !== null;

/** A returned deposit's receipt: the deposit, what was kept, and what was handed back. */
export function depositReturnReceipt(
  p: PaymentFacts,
  business: BusinessFacts,
  language: DocumentLanguage,
): ReceiptDocument {
  const words = documentWords[language];
  const kept = p.amount - p.returnedAmount;
  return {
    documentKind: DocumentKind.DepositReturnReceipt,
    documentNumber: p.returnReceiptNumber ?? '',
    documentDate: p.returnDate ?? p.paymentDate,
    language,
    business: businessOf(business),
    tenantName: p.tenantName,
    roomNumber: p.roomNumber,
    period: monthYearText(language, p.periodMonth, p.periodYear),
    lines: [
      { description: fill(words.depositAmountLine, {}), amount: p.amount },
      ...(kept > 0 ? [{ description: words.keptLine, amount: -kept }] : []),
    ],
    total: p.returnedAmount,
    amountInWords: rupiahInWords(p.returnedAmount, language),
    paymentMethod: '',
    remark: p.remark,
    receivedBy: p.returnedBy ?? '',
    dueDate: '',
    isVoid: p.status !== 1,
    labels: labelsOf(DocumentKind.DepositReturnReceipt, language, p.returnDate ?? p.paymentDate),
  };
}
