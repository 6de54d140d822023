import {
  type Bill,
  BillLineKind,
  type Deduction,
  DocumentKind,
  type DocumentLanguage,
  depositReturnValues,
  fillTemplate,
  monthYearText,
  type ReceiptDocument,
  receiptValues,
  reminderValues,
  type TemplateValues,
} from '@kamar/contract';
import type { BusinessProfileService } from '../business-profile/business-profile.service.js';
import type { PaymentFacts } from './documents.repository.js';

type Profile = Awaited<ReturnType<BusinessProfileService['find']>>;

/**
 * The WhatsApp message a receipt's share link travels with: thanks for a payment, or, for a
 * deposit return, the business paying back (the deposit, what comes back, what was kept and why).
 */
export function receiptMessage(
  kind: typeof DocumentKind.PaymentReceipt | typeof DocumentKind.DepositReturnReceipt,
  profile: Profile,
  facts: PaymentFacts,
  doc: ReceiptDocument,
  deductions: Deduction[],
  language: DocumentLanguage,
  link: string,
): string {
  if (kind === DocumentKind.DepositReturnReceipt) {
    return fillTemplate(
      language === 'id' ? profile.depositReturnId : profile.depositReturnEn,
      depositReturnValues(language, {
        tenantName: facts.tenantName,
        roomNumber: facts.roomNumber,
        deposit: facts.amount,
        returned: facts.returnedAmount,
        deductions,
        period: doc.period,
        returnDate: doc.documentDate,
        link,
      }),
    );
  }
  return fillTemplate(
    language === 'id' ? profile.receiptId : profile.receiptEn,
    paymentReceiptValues(facts, doc, language, link),
  );
}

/** What a payment receipt's message says (its template's placeholders, also an approved template's parameters). */
export function paymentReceiptValues(
  facts: PaymentFacts,
  doc: ReceiptDocument,
  language: DocumentLanguage,
  link: string,
): TemplateValues {
  return receiptValues(language, {
    tenantName: facts.tenantName,
    roomNumber: facts.roomNumber,
    // A deposit's receipt names no period; its message keeps the month it always said.
    period: doc.period || monthYearText(language, facts.periodMonth, facts.periodYear),
    amount: doc.total,
    date: doc.documentDate,
    link,
  });
}

/** The reminder of one bill a bill's share link travels with (the reminders module writes the lists'). */
export function billReminderMessage(
  bill: Omit<Bill, 'whatsappUrl' | 'lastRemindedAt' | 'lastMessage'>,
  profile: Profile,
  language: DocumentLanguage,
  today: string,
  link: string,
): string {
  const lateFee = bill.lines.filter((l) => l.kind === BillLineKind.LateFee).reduce((sum, l) => sum + l.amount, 0);
  return fillTemplate(
    language === 'id' ? profile.reminderId : profile.reminderEn,
    reminderValues(language, {
      tenantName: bill.tenantName,
      roomNumber: bill.roomNumber,
      bills: [
        {
          periodStart: bill.periodStart.slice(0, 10),
          periodEnd: bill.periodEnd.slice(0, 10),
          dueDate: bill.dueDate.slice(0, 10),
          outstanding: bill.outstanding,
          lateFee,
          paidAmount: bill.paidAmount,
        },
      ],
      today,
      bankAccounts: profile.bankAccounts,
      link,
    }),
  );
}
