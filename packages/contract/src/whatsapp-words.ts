/**
 * What the WhatsApp templates' placeholders say, in the template's language: the list of a
 * stay's open bills, the payment instructions, a deposit return's deductions. The server fills
 * its messages with these, a stay's statement page lists the same items, and the Setting
 * screen's preview fills the template being typed with them. Zod-free.
 */
import { type BillLineFacts, hasChargeLines, lineSumText } from './bill-line-words.js';
import type { BankAccount } from './business-profile.js';
import { billPeriodText, longDateText } from './date-text.js';
import type { DocumentLanguage } from './documents.js';
import { DeductionKind } from './enums.js';
import { formatRupiah } from './money-text.js';
import { firstNameOf, properCaseName } from './names.js';
import type { TemplateValues } from './whatsapp.js';

export const whatsappWords = {
  id: {
    and: 'dan',
    lateFee: ', termasuk denda keterlambatan {fee}',
    paid: ', sudah dibayar {paid}',
    due: ' (jatuh tempo {date})',
    dueLate: ' (jatuh tempo {date}, sudah lewat {days} hari)',
    dueLateOneDay: ' (jatuh tempo {date}, sudah lewat 1 hari)',
    payInPerson: 'Pembayaran dapat diserahkan langsung kepada pengelola kos.',
    payToAccount: 'Pembayaran dapat ditransfer ke {account}.',
    payToAccounts: 'Pembayaran dapat ditransfer ke salah satu rekening berikut:',
    account: '{bank} {number} a.n. {holder}',
    deducted: ', dipotong {list}',
    deduction: '{amount} untuk {reason}',
    unpaidBill: 'tagihan {period}',
    damage: 'kerusakan',
    cleaning: 'biaya kebersihan',
    other: 'lain-lain',
  },
  en: {
    and: 'and',
    lateFee: ', including a late fee of {fee}',
    paid: ', {paid} already paid',
    due: ' (due {date})',
    dueLate: ' (due {date}, {days} days overdue)',
    dueLateOneDay: ' (due {date}, 1 day overdue)',
    payInPerson: 'Payment can be handed to the management in person.',
    payToAccount: 'You can pay by transfer to {account}.',
    payToAccounts: 'You can pay by transfer to one of these accounts:',
    account: '{bank} {number}, account name {holder}',
    deducted: ', after deducting {list}',
    deduction: '{amount} for {reason}',
    unpaidBill: 'the {period} bill',
    damage: 'damage',
    cleaning: 'cleaning',
    other: 'other costs',
  },
} satisfies Record<DocumentLanguage, Record<string, string>>;

const put = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** "a", "a dan b", "a, b dan c" ("and" in English). */
export function joinedList(language: DocumentLanguage, items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${whatsappWords[language].and} ${items[items.length - 1]}`;
}

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
}

/** A bill still owed, as a reminder and a stay's statement speak of it. Dates YYYY-MM-DD; `periodEnd` the day after. */
export interface OpenBill {
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  /** What is still owed on it (its lines less what was paid). */
  outstanding: number;
  /** Its late-fee line (0 when it has none). */
  lateFee: number;
  paidAmount: number;
  /** Its lines; a bill with charges (a meter's usage, parking...) is spelled out line by line. */
  lines?: BillLineFacts[] | undefined;
}

/** One open bill in a list: "November 2026", its amount, and ", termasuk denda ... (jatuh tempo ..., sudah lewat 34 hari)". */
export interface OpenBillItem {
  period: string;
  amount: number;
  detail: string;
  /** Its detail begins with its lines and their sum, which say its amount. */
  spelled: boolean;
}

export function openBillItem(language: DocumentLanguage, bill: OpenBill, today: string): OpenBillItem {
  const w = whatsappWords[language];
  const late = Math.max(0, daysBetween(bill.dueDate, today));
  const date = longDateText(language, bill.dueDate);
  const due = late === 0 ? w.due : late === 1 ? w.dueLateOneDay : w.dueLate;
  // A bill with charges says what it is made of ("Sewa Rp 1.500.000 + Listrik 86 kWh Rp 129.000 =
  // Rp 1.629.000"), its late fee among them; one of rent alone (and a late fee) reads as before.
  const spelled = bill.lines !== undefined && hasChargeLines(bill.lines);
  return {
    period: billPeriodText(language, bill.periodStart, bill.periodEnd),
    amount: bill.outstanding,
    detail:
      (spelled ? `: ${lineSumText(language, bill.lines ?? [])}` : '') +
      (!spelled && bill.lateFee > 0 ? put(w.lateFee, { fee: formatRupiah(bill.lateFee) }) : '') +
      (bill.paidAmount > 0 ? put(w.paid, { paid: formatRupiah(bill.paidAmount) }) : '') +
      put(due, { date, days: String(late) }),
    spelled,
  };
}

/**
 * `{rincian}`: one line a bill. With several bills each line names its amount ("- November
 * 2026: Rp 1.650.000, termasuk denda ..."); a single bill's amount is the message's total, said once.
 */
export function openBillListText(items: OpenBillItem[]): string {
  if (items.length === 1) return `- ${items[0]?.period}${items[0]?.detail}`;
  return items.map((i) => `- ${i.period}${i.spelled ? '' : `: ${formatRupiah(i.amount)}`}${i.detail}`).join('\n');
}

/** `{cara_bayar}`: the business's bank accounts to transfer to, or to pay in person when it has none. */
export function paymentInstructionsText(language: DocumentLanguage, accounts: BankAccount[]): string {
  const w = whatsappWords[language];
  const account = (a: BankAccount) =>
    put(w.account, { bank: a.bankName, number: a.accountNumber, holder: a.accountHolder });
  if (accounts.length === 0) return w.payInPerson;
  if (accounts.length === 1) return put(w.payToAccount, { account: account(accounts[0] as BankAccount) });
  return [w.payToAccounts, ...accounts.map((a) => `- ${account(a)}`)].join('\n');
}

/** The facts a reminder speaks of: the tenant, the room, the bills it asks for (oldest first). */
export interface ReminderFacts {
  tenantName: string;
  roomNumber: string;
  bills: OpenBill[];
  today: string;
  bankAccounts: BankAccount[];
  link: string;
}

/** Every placeholder of a reminder: the list and its total, days late and late fee of the oldest bill, how to pay. */
export function reminderValues(language: DocumentLanguage, f: ReminderFacts): TemplateValues {
  const items = f.bills.map((b) => openBillItem(language, b, f.today));
  const total = formatRupiah(items.reduce((sum, i) => sum + i.amount, 0));
  const oldest = f.bills[0];
  return {
    nama: properCaseName(f.tenantName),
    nama_depan: firstNameOf(f.tenantName),
    kamar: f.roomNumber,
    periode: joinedList(
      language,
      items.map((i) => i.period),
    ),
    jumlah: total,
    total,
    jatuh_tempo: oldest ? longDateText(language, oldest.dueDate) : '',
    hari_telat: String(oldest ? Math.max(0, daysBetween(oldest.dueDate, f.today)) : 0),
    denda: formatRupiah(f.bills.reduce((sum, b) => sum + b.lateFee, 0)),
    rincian: openBillListText(items),
    cara_bayar: paymentInstructionsText(language, f.bankAccounts),
    link: f.link,
  };
}

/** What a deposit return kept back: a kind and, for damage and the like, the note the owner typed. */
export interface Deduction {
  kind: number;
  amount: number;
  note: string;
  /** An unpaid bill's period (YYYY-MM-DD, `periodEnd` the day after), '' for the other kinds. */
  periodStart: string;
  periodEnd: string;
}

/** `{potongan}`: ", dipotong Rp 350.000 untuk kaca jendela pecah", or nothing when the deposit comes back whole. */
export function deductionText(language: DocumentLanguage, deductions: Deduction[], kept: number): string {
  const w = whatsappWords[language];
  if (kept <= 0) return '';
  const reasonOf = (d: Deduction) =>
    d.kind === DeductionKind.UnpaidBill && d.periodStart
      ? put(w.unpaidBill, { period: billPeriodText(language, d.periodStart, d.periodEnd) })
      : d.note ||
        (d.kind === DeductionKind.Damage ? w.damage : d.kind === DeductionKind.Cleaning ? w.cleaning : w.other);
  const named = deductions.map((d) => put(w.deduction, { amount: formatRupiah(d.amount), reason: reasonOf(d) }));
  // A return kept back before deductions were itemised has only its sum.
  const list = named.length > 0 ? joinedList(language, named) : formatRupiah(kept);
  return put(w.deducted, { list });
}

export interface DepositReturnFacts {
  tenantName: string;
  roomNumber: string;
  /** The deposit paid, and what is handed back. */
  deposit: number;
  returned: number;
  deductions: Deduction[];
  /** The return's period text and date (YYYY-MM-DD). */
  period: string;
  returnDate: string;
  link: string;
}

/** Every placeholder of a deposit return's message: the deposit, what comes back, what was kept and why. */
export function depositReturnValues(language: DocumentLanguage, f: DepositReturnFacts): TemplateValues {
  return {
    nama: properCaseName(f.tenantName),
    nama_depan: firstNameOf(f.tenantName),
    kamar: f.roomNumber,
    periode: f.period,
    jumlah: formatRupiah(f.returned),
    deposit: formatRupiah(f.deposit),
    potongan: deductionText(language, f.deductions, f.deposit - f.returned),
    jatuh_tempo: longDateText(language, f.returnDate),
    link: f.link,
  };
}

/** Every placeholder of a receipt's message. */
export function receiptValues(
  language: DocumentLanguage,
  f: { tenantName: string; roomNumber: string; period: string; amount: number; date: string; link: string },
): TemplateValues {
  return {
    nama: properCaseName(f.tenantName),
    nama_depan: firstNameOf(f.tenantName),
    kamar: f.roomNumber,
    periode: f.period,
    jumlah: formatRupiah(f.amount),
    total: formatRupiah(f.amount),
    jatuh_tempo: longDateText(language, f.date),
    link: f.link,
  };
}

export type TemplateKind = 'reminder' | 'receipt' | 'depositReturn';

/**
 * What the Setting screen's preview fills a template with: a believable tenant, in the
 * template's language, through the same words the server's messages use.
 */
export function templateSample(
  kind: TemplateKind,
  language: DocumentLanguage,
  bankAccounts: BankAccount[],
  origin: string,
): TemplateValues {
  const tenant = { tenantName: 'BUDI SANTOSO', roomNumber: '101', link: `${origin}/s/…` };
  if (kind === 'receipt')
    return receiptValues(language, {
      ...tenant,
      period: billPeriodText(language, '2026-05-01', '2026-06-01'),
      amount: 1_500_000,
      date: '2026-05-03',
    });
  if (kind === 'depositReturn')
    return depositReturnValues(language, {
      ...tenant,
      deposit: 2_000_000,
      returned: 1_650_000,
      deductions: [
        {
          kind: DeductionKind.Damage,
          amount: 350_000,
          note: language === 'id' ? 'kaca jendela pecah' : 'broken window glass',
          periodStart: '',
          periodEnd: '',
        },
      ],
      period: billPeriodText(language, '2026-05-01', '2026-06-01'),
      returnDate: '2026-05-31',
    });
  const bill = (start: string, end: string, lateFee: number) => ({
    periodStart: start,
    periodEnd: end,
    dueDate: start,
    outstanding: 1_500_000 + lateFee,
    lateFee,
    paidAmount: 0,
  });
  return reminderValues(language, {
    ...tenant,
    bills: [bill('2026-04-01', '2026-05-01', 150_000), bill('2026-05-01', '2026-06-01', 0)],
    today: '2026-05-05',
    bankAccounts,
  });
}
