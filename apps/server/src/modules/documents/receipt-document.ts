import {
  type BankAccount,
  billPeriodText,
  DeductionKind,
  DepositStatus,
  DocumentKind,
  type DocumentLanguage,
  enumLabelsEn,
  enumLabelsId,
  hasChargeLines,
  languagePacks,
  lineSumText,
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
    total:
      kind === DocumentKind.Bill || kind === DocumentKind.Statement
        ? w.amountDue
        : isReturn
          ? w.returnedTotal
          : w.total,
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
    billLeft: w.billLeft,
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

/** The logo id a document's `logoURL` names (businessOf wrote it); null when it shows none. */
export function logoIdOf(business: Pick<ReceiptDocument['business'], 'logoURL'>): number | null {
  const prefix = `${paths.setting.businessLogo}/`;
  if (!business.logoURL.startsWith(prefix)) return null;
  const id = Number(business.logoURL.slice(prefix.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** How it was paid, in the document's language: the method, and a transfer's account; '' when not recorded. */
export function paymentMethodText(
  p: Pick<PaymentFacts, 'paymentMethod' | 'paymentAccount'>,
  language: DocumentLanguage,
) {
  if (p.paymentMethod === null) return '';
  const method = (languagePacks[language].enums.paymentMethod as Record<number, string>)[p.paymentMethod] ?? '';
  return p.paymentAccount ? fill(documentWords[language].transferTo, { method, account: p.paymentAccount }) : method;
}

/**
 * What a payment's receipt says the money is for, and the period it names: a deposit is a deposit
 * (no rent month); a payment issued naming its bill names the bill (number and period) and, when
 * the bill was not paid off, says it was a part payment (what was left is `billLeft`); other rent
 * (no bill chosen, or issued before receipts named bills) the rent of its payment period.
 */
function forWhat(p: PaymentFacts, language: DocumentLanguage): { line: string; period: string } {
  const words = documentWords[language];
  if (p.paymentType === PaymentType.Deposit)
    return { line: fill(words.depositLine, { room: p.roomNumber }), period: '' };
  if (p.bill) {
    const period = billPeriodText(language, p.bill.periodStart, p.bill.periodEnd);
    const line = p.bill.left > 0 ? words.billPartPaymentLine : words.billPaymentLine;
    // A bill with charges says what it was made of when the receipt was issued.
    const madeOf = hasChargeLines(p.bill.lines) ? `: ${lineSumText(language, p.bill.lines)}` : '';
    return { line: `${fill(line, { bill: p.bill.documentNumber, room: p.roomNumber, period })}${madeOf}`, period };
  }
  const period = monthYearText(language, p.periodMonth, p.periodYear);
  return { line: fill(words.rentLine, { room: p.roomNumber, period }), period };
}

/** A payment's kuitansi: one line (the bill or the rent it paid, or the deposit), received by who recorded it. */
export function paymentReceipt(p: PaymentFacts, business: BusinessFacts, language: DocumentLanguage): ReceiptDocument {
  const { line, period } = forWhat(p, language);
  return {
    documentKind: DocumentKind.PaymentReceipt,
    documentNumber: p.receiptNumber,
    documentDate: p.paymentDate,
    language,
    business: businessOf(business),
    tenantName: p.tenantName,
    roomNumber: p.roomNumber,
    period,
    lines: [{ description: line, amount: p.amount }],
    total: p.amount,
    amountInWords: rupiahInWords(p.amount, language),
    paymentMethod: paymentMethodText(p, language),
    billLeft: p.bill && p.bill.left > 0 ? p.bill.left : null,
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

/**
 * A returned deposit's receipt: the deposit, then every deduction with its kind and note (a bill
 * paid from the deposit by the bill's number), any amount kept without one, and above the total
 * (what was handed back) the sums deducted and applied to bills. No rent period: a deposit is
 * for the stay, not for the month it was paid in.
 */
export function depositReturnReceipt(
  p: PaymentFacts,
  business: BusinessFacts,
  language: DocumentLanguage,
): ReceiptDocument {
  const words = documentWords[language];
  const kinds = language === 'id' ? enumLabelsId.deductionKind : enumLabelsEn.deductionKind;
  const deductions = p.deductions ?? [];
  const lines = deductions.map((d) => {
    const what =
      d.kind === DeductionKind.UnpaidBill
        ? fill(words.appliedToBillLine, { number: d.billNumber })
        : kinds[d.kind as DeductionKind];
    return { description: d.note ? `${what}: ${d.note}` : what, amount: -d.amount };
  });
  const applied = deductions.filter((d) => d.kind === DeductionKind.UnpaidBill).reduce((sum, d) => sum + d.amount, 0);
  const itemised = deductions.reduce((sum, d) => sum + d.amount, 0);
  // Kept with no deduction written down (a return settled before deductions were kept, or a Split without them).
  const unexplained = p.amount - p.returnedAmount - itemised;
  const deducted = p.amount - p.returnedAmount - applied;
  return {
    documentKind: DocumentKind.DepositReturnReceipt,
    documentNumber: p.returnReceiptNumber ?? '',
    documentDate: p.returnDate ?? p.paymentDate,
    language,
    business: businessOf(business),
    tenantName: p.tenantName,
    roomNumber: p.roomNumber,
    period: '',
    lines: [
      { description: words.depositAmountLine, amount: p.amount },
      ...lines,
      ...(unexplained > 0 ? [{ description: words.keptLine, amount: -unexplained }] : []),
    ],
    summary: [
      ...(deducted > 0 ? [{ description: words.deductedTotal, amount: deducted }] : []),
      ...(applied > 0 ? [{ description: words.appliedTotal, amount: applied }] : []),
    ],
    total: p.returnedAmount,
    amountInWords: rupiahInWords(p.returnedAmount, language),
    paymentMethod: '',
    billLeft: null,
    remark: p.remark,
    receivedBy: p.returnedBy ?? '',
    dueDate: '',
    isVoid: p.status !== 1,
    labels: labelsOf(DocumentKind.DepositReturnReceipt, language, p.returnDate ?? p.paymentDate),
  };
}
