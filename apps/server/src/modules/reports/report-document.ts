import {
  basisPointsText,
  type DocumentLanguage,
  formatRupiah,
  IncomeKind,
  languagePacks,
  longDateText,
  type MonthlyReport,
  monthYearText,
  type ReportFigures,
  reportText,
  type Trend,
} from '@kamar/contract';

/** A cell: text, or money (whole rupiah) written as money by the PDF and as a number by Excel. */
export type ReportCell = string | { money: number } | { percent: number | null };

export interface ReportSection {
  title: string;
  columns: string[];
  rows: ReportCell[][];
  /** Words under the table (the tax figure's rule). */
  notes?: string[];
}

/** What the PDF and the Excel file say, in one language: the same sections, the charts' figures as tables. */
export interface ReportDocument {
  businessName: string;
  businessLines: string[];
  title: string;
  lines: string[];
  sections: ReportSection[];
}

export function cellText(language: DocumentLanguage, cell: ReportCell): string {
  if (typeof cell === 'string') return cell;
  if ('money' in cell) return formatRupiah(cell.money);
  if (cell.percent === null) return '-';
  const text = cell.percent.toFixed(1);
  return `${language === 'id' ? text.replace('.', ',') : text}%`;
}

/** The change from last month in percent (null when last month was 0). */
const change = (now: number, before: number): ReportCell => ({
  percent: before === 0 ? null : Math.round((1000 * (now - before)) / Math.abs(before)) / 10,
});

export function reportDocument(
  language: DocumentLanguage,
  report: MonthlyReport,
  trend: Trend,
  business: { businessName: string; address: string; phone: string },
  propertyName: string | null,
  madeOn: string,
): ReportDocument {
  const w = (key: Parameters<typeof reportText>[1], values?: Record<string, string>) =>
    reportText(language, key, values);
  const enums = languagePacks[language].enums;
  const monthName = (year: number, month: number) => monthYearText(language, month, year);
  const f = report.figures;
  const p = report.previous.figures;
  const money = (n: number): ReportCell => ({ money: n });
  const pct = (n: number | null): ReportCell => ({ percent: n });
  const headline = (
    key: Parameters<typeof reportText>[1],
    now: ReportCell,
    before: ReportCell,
    diff: ReportCell,
  ): ReportCell[] => [w(key), now, before, diff];
  const moneyRow = (key: Parameters<typeof reportText>[1], pick: (x: ReportFigures) => number) =>
    headline(key, money(pick(f)), money(pick(p)), change(pick(f), pick(p)));
  const rateRow = (key: Parameters<typeof reportText>[1], pick: (x: ReportFigures) => number | null) => {
    const now = pick(f);
    const before = pick(p);
    return headline(
      key,
      pct(now),
      pct(before),
      now === null || before === null ? pct(null) : pct(Math.round((now - before) * 10) / 10),
    );
  };
  const sections: ReportSection[] = [
    {
      title: w('summary'),
      columns: [w('figure'), w('thisMonth'), w('previousMonth'), w('change')],
      rows: [
        moneyRow('income', (x) => x.income),
        moneyRow('expense', (x) => x.expense),
        moneyRow('net', (x) => x.net),
        rateRow('occupancyRate', (x) => x.occupancyRate),
        headline(
          'roomsOccupiedAtEnd',
          `${f.roomsOccupiedAtEnd} / ${f.rooms}`,
          `${p.roomsOccupiedAtEnd} / ${p.rooms}`,
          pct(null),
        ),
        moneyRow('averageRent', (x) => x.averageRent),
        moneyRow('revenuePerAvailableRoom', (x) => x.revenuePerAvailableRoom),
        moneyRow('arrearsTotal', (x) => x.arrearsTotal),
        moneyRow('depositsHeld', (x) => x.depositsHeld),
        moneyRow('billed', (x) => x.billed),
        moneyRow('collected', (x) => x.collected),
        rateRow('collectionRate', (x) => x.collectionRate),
      ],
    },
    {
      title: w('incomeByKind'),
      columns: [w('kind'), w('amount')],
      rows:
        f.incomeLines.length === 0
          ? [[w('nothing'), money(0)]]
          : [
              ...f.incomeLines.map((l): ReportCell[] => [
                l.incomeKind === IncomeKind.Charge && l.name ? l.name : enums.incomeKind[l.incomeKind],
                money(l.amount),
              ]),
              [w('income'), money(f.income)],
            ],
    },
    {
      title: w('deposits'),
      columns: [w('figure'), w('amount')],
      rows: [
        [w('depositsTaken'), money(f.depositsTaken)],
        [w('depositsReturned'), money(f.depositsReturned)],
        [w('depositsKept'), money(f.depositsKept)],
        [w('depositsHeld'), money(f.depositsHeld)],
      ],
    },
    {
      title: w('expensesByCategory'),
      columns: [w('category'), w('amount')],
      rows:
        f.expenseLines.length === 0
          ? [[w('nothing'), money(0)]]
          : [...f.expenseLines.map((l): ReportCell[] => [l.name, money(l.amount)]), [w('expense'), money(f.expense)]],
    },
    {
      title: w('arrearsByAge'),
      columns: [w('age'), w('stays'), w('amount')],
      rows: f.arrears.map((a): ReportCell[] => [
        enums.agingBucket[a.agingBucket],
        String(a.bookings),
        money(a.outstanding ?? 0),
      ]),
    },
    {
      title: w('trend'),
      columns: [w('month'), w('income'), w('expense'), w('net'), w('occupancyRate'), w('arrearsTotal')],
      rows: trend.months.map((m): ReportCell[] => [
        monthName(m.year, m.month),
        money(m.figures.income),
        money(m.figures.expense),
        money(m.figures.net),
        pct(m.figures.occupancyRate),
        money(m.figures.arrearsTotal),
      ]),
    },
  ];
  if (report.properties.length > 0) {
    sections.push({
      title: w('byProperty'),
      columns: [w('property'), w('income'), w('expense'), w('net'), w('occupancyRate'), w('arrearsTotal')],
      rows: report.properties.map((x): ReportCell[] => [
        x.propertyName,
        money(x.figures.income),
        money(x.figures.expense),
        money(x.figures.net),
        pct(x.figures.occupancyRate),
        money(x.figures.arrearsTotal),
      ]),
    });
  }
  if (report.tax) {
    const t = report.tax;
    const exempt =
      t.exemptAmount > 0 ? w('taxExemptIndividual', { amount: formatRupiah(t.exemptAmount) }) : w('taxNoExempt');
    sections.push({
      title: w('tax'),
      columns: [w('figure'), w('amount')],
      rows: [
        [w('turnover'), money(t.turnover)],
        [w('yearTurnover'), money(t.yearTurnover)],
        [w('taxableTurnover'), money(t.taxableTurnover)],
        [w('taxDue'), money(t.taxDue)],
        [w('yearTaxDue'), money(t.yearTaxDue)],
        [w('exemptLeft'), money(t.exemptLeft)],
      ],
      notes: [w('taxRule', { rule: t.rule, rate: basisPointsText(language, t.rateBasisPoints), exempt }), w('taxNote')],
    });
  }
  const lines = [
    `${w('property')}: ${propertyName ?? w('allProperties')}`,
    report.asOf
      ? report.closed
        ? w('asOf', { day: longDateText(language, report.asOf) })
        : w('monthRunning', { day: longDateText(language, report.asOf) })
      : '',
    w('madeOn', { day: longDateText(language, madeOn) }),
  ].filter(Boolean);
  return {
    businessName: business.businessName,
    businessLines: [business.address, business.phone].filter(Boolean),
    title: `${w('title')} ${monthName(report.year, report.month)}`,
    lines,
    sections,
  };
}
