import { z } from 'zod';
import { ZAgingTotal } from './bills.js';
import { defineCall } from './call.js';
import { ZEmpty } from './common.js';
import { DOCUMENT_LANGUAGES } from './documents.js';
import { IncomeKind, TaxpayerKind } from './enums.js';
import { boolean, id, money, oneOf, optionalText, say, wholeNumber } from './fields.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';
import { propertyFilter } from './properties.js';

/**
 * The month's numbers (README of apps/server/src/modules/reports): what came in and from what,
 * what went out, occupancy, arrears and deposits at the month's end, bills made against collected,
 * and the final income tax of PP 55/2022 as a guide. Money is received money (cash basis): a
 * payment counts in the month of its payment date, a settled deposit in the month it was settled.
 */

/** The longest trend a chart asks for, in months. */
export const REPORT_TREND_MONTHS_MAX = 36;

/** The rule the tax figure follows, named beside it. */
export const TAX_RULE = 'PP 55/2022';
/** PP 55/2022: 0.5% of gross turnover; an individual's first Rp 500 juta of a year is exempt. Settings, since the terms change. */
export const DEFAULT_TAX_RATE_BASIS_POINTS = 50;
export const DEFAULT_TAX_EXEMPT_AMOUNT = 500_000_000;

/** An account number of the owner's chart of accounts (Accurate Online allows 30 characters). */
export const ACCOUNT_NUMBER_MAX = 30;

const year = wholeNumber('year', 2000, 2200);
const month = wholeNumber('month', 1, 12);
/** "2026-11": a month of the trend. */
const yearMonth = (field: 'fromMonth' | 'toMonth') =>
  z.string({ error: say.required(field) }).regex(/^(20\d\d|21\d\d|2200)-(0[1-9]|1[0-2])$/, say.invalidDate(field));

export const ZMonthlyReportRequest = z.object({
  year,
  month,
  /** One property's figures; none: every property the caller works in, added up, and each one beside. */
  propertyId: propertyFilter(),
});
export type MonthlyReportRequest = z.input<typeof ZMonthlyReportRequest>;

/** Months between two "YYYY-MM" texts, both counted (2026-01..2026-03 is 3). */
export function monthsBetween(from: string, to: string): number {
  const key = (text: string) => Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7)) - 1;
  return key(to) - key(from) + 1;
}

export const ZTrendRequest = z
  .object({ from: yearMonth('fromMonth'), to: yearMonth('toMonth'), propertyId: propertyFilter() })
  .superRefine((r, ctx) => {
    const months = monthsBetween(r.from, r.to);
    if (months < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: issueMessage(refusal('report.trendBackwards')) });
    else if (months > REPORT_TREND_MONTHS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: issueMessage(refusal('report.trendTooLong', { max: REPORT_TREND_MONTHS_MAX })),
      });
    }
  });
export type TrendRequest = z.input<typeof ZTrendRequest>;

/**
 * One line of the month's income. Rent, late fees and each charge type are the parts of the bills
 * the month's payments paid (each bill's payments pay its rent first, then its charges in order,
 * its late fee last); paid ahead is what the month's payments paid beyond the bills (the stay's
 * credit); deposit kept is what settled deposits did not hand back and did not pay bills with.
 */
export const ZIncomeLine = z.object({
  incomeKind: z.literal(Object.values(IncomeKind)),
  /** The charge's type (0: not a charge). */
  chargeTypeId: z.number().int(),
  /** The charge type's name ('' for the other kinds: their label is the kind's). */
  name: z.string(),
  amount: z.number().int(),
});
export type IncomeLine = z.infer<typeof ZIncomeLine>;

export const ZExpenseLine = z.object({
  expenseCategoryId: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
});
export type ExpenseLine = z.infer<typeof ZExpenseLine>;

/** The figures of one month (and one property, or several added up). */
export const ZReportFigures = z.object({
  /** Income: rent payments received plus deposits kept (the turnover of the tax figure). */
  income: z.number().int(),
  incomeLines: z.array(ZIncomeLine),
  /** Deposits received in the month (by payment date): held for the tenant, not income. */
  depositsTaken: z.number().int(),
  /** Of the deposits settled in the month: what went back to tenants. */
  depositsReturned: z.number().int(),
  /** Of the deposits settled in the month: what the house kept (bills paid, damage, cleaning, forfeited). */
  depositsKept: z.number().int(),
  expense: z.number().int(),
  expenseLines: z.array(ZExpenseLine),
  /** income - expense. */
  net: z.number().int(),
  /** Nights a room had a checked-in stay, in the month (to today in the current month). */
  occupiedNights: z.number().int(),
  /** Active rooms x nights of the month (to today in the current month). */
  availableNights: z.number().int(),
  /** occupiedNights / availableNights in percent, one decimal; null with no room. */
  occupancyRate: z.number().nullable(),
  /** Active rooms. */
  rooms: z.number().int(),
  /** Rooms with a checked-in stay on the month's last night (tonight in the current month). */
  roomsOccupiedAtEnd: z.number().int(),
  /** Rent received / occupied room-months (occupied nights / nights of the month); 0 with none. */
  averageRent: z.number().int(),
  /** Rent received / available room-months; 0 with no room. */
  revenuePerAvailableRoom: z.number().int(),
  /** Owed at the month's end by aging bucket (every bucket present). */
  arrears: z.array(ZAgingTotal),
  arrearsTotal: z.number().int(),
  /** Deposits held at the month's end. */
  depositsHeld: z.number().int(),
  /** Bills due in the month (not void): their count, their amount and what is paid of them now. */
  billsMade: z.number().int(),
  billed: z.number().int(),
  collected: z.number().int(),
  /** collected / billed in percent, one decimal; null when nothing was billed. */
  collectionRate: z.number().nullable(),
});
export type ReportFigures = z.infer<typeof ZReportFigures>;

export const ZReportMonth = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** YYYY-MM-DD: the first and the last day of the month. */
  monthStart: z.string(),
  monthEnd: z.string(),
  /**
   * The day the month-end figures (occupancy, arrears, deposits held) are as of: the month's last
   * day, today in the current month, none for a month still to come.
   */
  asOf: z.string().nullable(),
  /** The month has ended: its month-end figures were taken when it closed (they stay as they were then). */
  closed: z.boolean(),
  figures: ZReportFigures,
});
export type ReportMonth = z.infer<typeof ZReportMonth>;

/** The final income tax of PP 55/2022 for the month, as a guide (null when off, or for a caller who does not see every property). */
export const ZTaxFigure = z.object({
  rule: z.string(),
  taxpayerKind: z.literal(Object.values(TaxpayerKind)),
  rateBasisPoints: z.number().int(),
  exemptAmount: z.number().int(),
  /** The month's gross turnover: rent and charges received, deposits kept. */
  turnover: z.number().int(),
  /** The year's turnover up to and with this month. */
  yearTurnover: z.number().int(),
  /** The part of this month's turnover above the year's exempt amount (all of it for a company). */
  taxableTurnover: z.number().int(),
  /** taxableTurnover x rate, rounded down to the rupiah. */
  taxDue: z.number().int(),
  /** The year's tax up to and with this month. */
  yearTaxDue: z.number().int(),
  /** What is left of the exempt amount after this month (0 for a company). */
  exemptLeft: z.number().int(),
});
export type TaxFigure = z.infer<typeof ZTaxFigure>;

export const ZPropertyFigures = z.object({
  propertyId: z.number().int(),
  propertyName: z.string(),
  figures: ZReportFigures,
});

export const ZMonthlyReport = ZReportMonth.extend({
  /** The month before, for the change of each headline figure. */
  previous: ZReportMonth,
  /** Each property's figures when none was asked for and the caller works in several. */
  properties: z.array(ZPropertyFigures),
  tax: ZTaxFigure.nullable(),
});
export type MonthlyReport = z.infer<typeof ZMonthlyReport>;

export const ZTrend = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(ZReportMonth),
});
export type Trend = z.infer<typeof ZTrend>;

const account = (field: 'account') => optionalText(field, ACCOUNT_NUMBER_MAX);
/** A missing part of the settings is required; one of the wrong kind, refused as an invalid choice. */
const partError = (field: 'accounts' | 'chargeType' | 'expenseCategory') => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? say.required(field) : say.invalidChoice(field);

/**
 * The owner's accounts for the journal export (Accurate Online's account numbers). A charge type or
 * an expense category without its own account, or with '', goes to the default one (chargeIncome,
 * expense); a default left '' is written empty for the accountant to fill in (the line is still
 * written, with no account).
 */
export const ZJournalAccounts = z.object(
  {
    cash: account('account'),
    bank: account('account'),
    rentIncome: account('account'),
    lateFeeIncome: account('account'),
    chargeIncome: account('account'),
    /** Deposits kept (damage, cleaning, forfeited). */
    otherIncome: account('account'),
    /** A liability: deposits held for tenants. */
    depositsHeld: account('account'),
    /** A liability: rent paid ahead of its bills. */
    paidAhead: account('account'),
    expense: account('account'),
    chargeTypes: z
      .array(
        z.object({ chargeTypeId: id('chargeType'), account: account('account') }, { error: partError('chargeType') }),
        {
          error: partError('chargeType'),
        },
      )
      .max(500, say.invalidChoice('chargeType')),
    expenseCategories: z
      .array(
        z.object(
          { expenseCategoryId: id('expenseCategory'), account: account('account') },
          { error: partError('expenseCategory') },
        ),
        { error: partError('expenseCategory') },
      )
      .max(500, say.invalidChoice('expenseCategory')),
  },
  { error: partError('accounts') },
);
export type JournalAccounts = z.infer<typeof ZJournalAccounts>;

export const ZReportSettings = z.object({
  /** Show the final income tax figure. */
  taxOn: boolean('taxOn'),
  taxpayerKind: oneOf('taxpayerKind', [TaxpayerKind.Individual, TaxpayerKind.Company]),
  /** 50 = 0.5%. */
  taxRateBasisPoints: wholeNumber('taxRateBasisPoints', 0, 10_000),
  taxExemptAmount: money('taxExemptAmount'),
  accounts: ZJournalAccounts,
});
export type ReportSettings = z.infer<typeof ZReportSettings>;

/** The settings as answered (plain values: what the request's fields turn into). */
export const ZReportSettingsAnswer = z.object({
  taxOn: z.boolean(),
  taxpayerKind: z.literal(Object.values(TaxpayerKind)),
  taxRateBasisPoints: z.number().int(),
  taxExemptAmount: z.number().int(),
  accounts: z.object({
    cash: z.string(),
    bank: z.string(),
    rentIncome: z.string(),
    lateFeeIncome: z.string(),
    chargeIncome: z.string(),
    otherIncome: z.string(),
    depositsHeld: z.string(),
    paidAhead: z.string(),
    expense: z.string(),
    chargeTypes: z.array(z.object({ chargeTypeId: z.number().int(), account: z.string() })),
    expenseCategories: z.array(z.object({ expenseCategoryId: z.number().int(), account: z.string() })),
  }),
});

export const DEFAULT_JOURNAL_ACCOUNTS: JournalAccounts = {
  cash: '',
  bank: '',
  rentIncome: '',
  lateFeeIncome: '',
  chargeIncome: '',
  otherIncome: '',
  depositsHeld: '',
  paidAhead: '',
  expense: '',
  chargeTypes: [],
  expenseCategories: [],
};

export const DEFAULT_REPORT_SETTINGS: ReportSettings = {
  taxOn: false,
  taxpayerKind: TaxpayerKind.Individual,
  taxRateBasisPoints: DEFAULT_TAX_RATE_BASIS_POINTS,
  taxExemptAmount: DEFAULT_TAX_EXEMPT_AMOUNT,
  accounts: DEFAULT_JOURNAL_ACCOUNTS,
};

/** The report as a file: GET {paths.report.monthlyFile}?year&month&propertyId&format&lang. */
export const REPORT_FILE_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];

/**
 * The query of the report's files (GET, not calls): GetMonthly's fields, with the same refusals,
 * as text in the address; the monthly file's `format` (pdf when left out) and `lang` (the
 * reader's language when left out).
 */
export const ZReportFileQuery = z.object({
  year: z.preprocess(Number, year),
  month: z.preprocess(Number, month),
  propertyId: z.preprocess((v) => (v === undefined || v === '' ? undefined : Number(v)), propertyFilter()),
  format: z.enum(REPORT_FILE_FORMATS, { error: say.invalidChoice('format') }).optional(),
  lang: z.enum(DOCUMENT_LANGUAGES, { error: say.invalidChoice('language') }).optional(),
});
/** What a client puts in the address (the schema reads it back from text). */
export interface ReportFileQuery {
  year: number;
  month: number;
  propertyId?: number;
  format?: ReportFileFormat;
  lang?: (typeof DOCUMENT_LANGUAGES)[number];
}

export const reportCalls = {
  getMonthly: defineCall({
    path: paths.report.getMonthly,
    access: 'admin',
    summary:
      "A month's numbers: income by kind, expenses by category, net, occupancy, average rent and revenue per available room, arrears and deposits held at the month's end, bills made against collected, each property's when none is asked for, the month before, and the final income tax figure (PP 55/2022) as a guide.",
    request: ZMonthlyReportRequest,
    response: ZMonthlyReport,
  }),
  getTrend: defineCall({
    path: paths.report.getTrend,
    access: 'admin',
    summary: `The same figures per month from \`from\` to \`to\` (YYYY-MM, at most ${REPORT_TREND_MONTHS_MAX} months), for charts.`,
    request: ZTrendRequest,
    response: ZTrend,
  }),
  getSettings: defineCall({
    path: paths.report.getSettings,
    access: 'admin',
    summary: "The tax figure's settings and the journal export's accounts.",
    request: ZEmpty,
    response: ZReportSettingsAnswer,
  }),
  updateSettings: defineCall({
    path: paths.report.updateSettings,
    access: 'admin',
    summary:
      "Sets the tax figure's settings (on, individual or company, rate, exempt amount) and the journal's accounts. Audited.",
    request: ZReportSettings,
    response: ZReportSettingsAnswer,
  }),
};
