import {
  DEFAULT_REPORT_SETTINGS,
  type MonthlyReport,
  type MonthlyReportRequest,
  type ReportMonth,
  type ReportSettings,
  TAX_RULE,
  type TaxFigure,
  TaxpayerKind,
  type Trend,
  type TrendRequest,
  ZJournalAccounts,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { callSeesEveryProperty } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { addMonths, type FigureNames, figuresOf, monthEnd, monthStart, monthsFrom } from './report-figures.js';
import { createReportsRepository, type FlowRow, type HeldRow, type MonthEndRow } from './reports.repository.js';
import { settledAll } from './settled-all.js';

/** A month's closing is taken again by each daily run until this day of the next month (late entries of the month). */
export const CLOSING_SETTLES_ON_DAY = 7;
/** Only one server closes months at a time (pg_try_advisory_xact_lock). */
const CLOSING_LOCK = 4_501_045;

interface MonthWindow {
  month: string;
  end: string;
  /** The month-end figures' day; null for a month still to come. */
  asOf: string | null;
  closed: boolean;
}

export function createReportsService(deps: { db: Database; clock: Clock; businessTimezone: string }) {
  const repository = createReportsRepository(deps.db);
  const today = () => businessDate(deps.clock.now(), deps.businessTimezone);

  function windowOf(month: string, day: string): MonthWindow {
    const end = monthEnd(month);
    if (end < day) return { month, end, asOf: end, closed: true };
    if (month <= day) return { month, end, asOf: day, closed: false };
    return { month, end, asOf: null, closed: false };
  }

  /**
   * The month ends of the months asked: closed months from their closings (a closed month not yet
   * closed is counted now, as of its last day); the month running as of today; none for months to come.
   */
  async function monthEndsOf(windows: MonthWindow[], propertyId: number | undefined): Promise<MonthEndRow[]> {
    const closed = windows.filter((w) => w.closed);
    const rows: MonthEndRow[] = [];
    if (closed.length > 0) {
      const first = closed[0]?.month ?? '';
      const last = closed[closed.length - 1]?.month ?? '';
      const kept = await repository.closings(first, last, propertyId);
      rows.push(...kept);
      const missing = closed.filter((w) => !kept.some((k) => k.month === w.month));
      if (missing.length > 0) {
        const from = missing[0]?.month ?? '';
        const to = missing[missing.length - 1]?.month ?? '';
        const counted = await repository.monthEnds(deps.db, from, to, monthEnd(to), propertyId);
        rows.push(...counted.filter((r) => missing.some((w) => w.month === r.month)));
      }
    }
    const running = windows.find((w) => !w.closed && w.asOf !== null);
    if (running?.asOf) rows.push(...(await repository.running(running.month, running.asOf, propertyId)));
    return rows;
  }

  /** The deposits held at the end of `month`: the last cumulative row at or before it. */
  function heldAt(held: HeldRow[], propertyId: number, month: string): number {
    let value = 0;
    let at = '';
    for (const h of held) {
      if (h.propertyId === propertyId && h.month <= month && h.month > at) {
        at = h.month;
        value = h.held;
      }
    }
    return value;
  }

  async function months(
    windows: MonthWindow[],
    propertyId: number | undefined,
    perProperty: boolean,
    names: FigureNames,
  ): Promise<{ whole: ReportMonth[]; byProperty: Map<number, ReportMonth[]> }> {
    const first = windows[0]?.month ?? '';
    const last = windows[windows.length - 1]?.month ?? '';
    const [flows, held, ends] = await settledAll([
      repository.flows(first, last, propertyId, perProperty),
      repository.depositsHeld(last, propertyId, perProperty),
      monthEndsOf(windows, propertyId),
    ]);
    const monthOf = (w: MonthWindow, f: FlowRow[], e: MonthEndRow[], h: number): ReportMonth => ({
      year: Number(w.month.slice(0, 4)),
      month: Number(w.month.slice(5, 7)),
      monthStart: w.month,
      monthEnd: w.end,
      asOf: w.asOf,
      closed: w.closed,
      figures: figuresOf(f, e, h, names),
    });
    const whole = windows.map((w) =>
      monthOf(
        w,
        flows.filter((f) => f.month === w.month),
        ends.filter((e) => e.month === w.month),
        perProperty
          ? [...new Set(held.map((h) => h.propertyId))].reduce((s, p) => s + heldAt(held, p, w.month), 0)
          : heldAt(held, 0, w.month),
      ),
    );
    const byProperty = new Map<number, ReportMonth[]>();
    if (perProperty) {
      const ids = [...new Set([...ends.map((e) => e.propertyId), ...flows.map((f) => f.propertyId)])].filter(
        (p) => p > 0,
      );
      for (const p of ids) {
        byProperty.set(
          p,
          windows.map((w) =>
            monthOf(
              w,
              flows.filter((f) => f.month === w.month && f.propertyId === p),
              ends.filter((e) => e.month === w.month && e.propertyId === p),
              heldAt(held, p, w.month),
            ),
          ),
        );
      }
    }
    return { whole, byProperty };
  }

  async function settings(): Promise<ReportSettings> {
    const row = await repository.settings();
    if (!row) return DEFAULT_REPORT_SETTINGS;
    const accounts = ZJournalAccounts.safeParse({ ...DEFAULT_REPORT_SETTINGS.accounts, ...(row.accounts as object) });
    return {
      taxOn: row.taxOn,
      taxpayerKind: row.taxpayerKind as ReportSettings['taxpayerKind'],
      taxRateBasisPoints: row.taxRateBasisPoints,
      taxExemptAmount: row.taxExemptAmount,
      accounts: accounts.success ? accounts.data : DEFAULT_REPORT_SETTINGS.accounts,
    };
  }

  /**
   * PP 55/2022's final tax for the month as a guide: 0.5% (the rate setting) of the month's gross
   * turnover; an individual's first Rp 500 juta (the exempt setting) of the calendar year is not
   * taxed, so a month pays on the part of the year's turnover above it not already taxed.
   */
  async function taxOf(year: number, month: number, s: ReportSettings, names: FigureNames): Promise<TaxFigure> {
    const first = monthStart(year, 1);
    const windows = monthsFrom(first, monthStart(year, month)).map((m) => ({
      month: m,
      end: monthEnd(m),
      asOf: null,
      closed: false,
    }));
    const flows = await repository.flows(first, monthStart(year, month), undefined, false);
    const turnovers = windows.map(
      (w) =>
        figuresOf(
          flows.filter((f) => f.month === w.month),
          [],
          0,
          names,
        ).income,
    );
    const exempt = s.taxpayerKind === TaxpayerKind.Individual ? s.taxExemptAmount : 0;
    let before = 0;
    let yearTax = 0;
    let taxable = 0;
    let tax = 0;
    for (const turnover of turnovers) {
      taxable = Math.max(0, before + turnover - exempt) - Math.max(0, before - exempt);
      tax = Math.floor((taxable * s.taxRateBasisPoints) / 10_000);
      yearTax += tax;
      before += turnover;
    }
    return {
      rule: TAX_RULE,
      taxpayerKind: s.taxpayerKind,
      rateBasisPoints: s.taxRateBasisPoints,
      exemptAmount: exempt,
      turnover: turnovers[turnovers.length - 1] ?? 0,
      yearTurnover: before,
      taxableTurnover: taxable,
      taxDue: tax,
      yearTaxDue: yearTax,
      exemptLeft: Math.max(0, exempt - before),
    };
  }

  return {
    settings,

    async updateSettings(user: CurrentUser, next: ReportSettings): Promise<ReportSettings> {
      await repository.updateSettings(next, user.username);
      return settings();
    },

    async monthly(request: MonthlyReportRequest): Promise<MonthlyReport> {
      const day = today();
      const month = monthStart(request.year, request.month);
      const propertyId = request.propertyId || undefined;
      const names = await repository.names();
      const windows = [windowOf(addMonths(month, -1), day), windowOf(month, day)];
      const { whole, byProperty } = await months(windows, propertyId, !propertyId, names);
      const [previous, current] = whole as [ReportMonth, ReportMonth];
      const properties =
        byProperty.size > 1
          ? [...byProperty.entries()]
              .map(([id, [, m]]) => ({
                propertyId: id,
                propertyName: names.properties.get(id) ?? '',
                figures: (m as ReportMonth).figures,
              }))
              .sort((a, b) => a.propertyName.localeCompare(b.propertyName))
          : [];
      const s = await settings();
      const tax =
        s.taxOn && !propertyId && callSeesEveryProperty() ? await taxOf(request.year, request.month, s, names) : null;
      return { ...current, previous, properties, tax };
    },

    async trend(request: TrendRequest): Promise<Trend> {
      const day = today();
      const first = `${request.from}-01`;
      const last = `${request.to}-01`;
      const names = await repository.names();
      const windows = monthsFrom(first, last).map((m) => windowOf(m, day));
      const { whole } = await months(windows, request.propertyId || undefined, false, names);
      return { from: request.from, to: request.to, months: whole };
    },

    /**
     * Takes the closings of the months that ended: every month without one (from the first month
     * anything happened), and last month again until the CLOSING_SETTLES_ON_DAY of this one (the
     * entries of its last days made late). One server at a time; the rest skip.
     */
    async closeMonths(): Promise<number> {
      const day = today();
      const thisMonth = `${day.slice(0, 8)}01`;
      return deps.db.transaction(async (tx) => {
        const locked = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${CLOSING_LOCK}) as ok`);
        if (!locked.rows[0]?.ok) return 0;
        let taken = 0;
        const missing = await repository.monthsToClose(tx, thisMonth);
        if (missing.first && missing.last)
          taken += await repository.keepClosings(tx, missing.first, missing.last, monthEnd(missing.last), false);
        const lastMonth = addMonths(thisMonth, -1);
        if (Number(day.slice(8, 10)) <= CLOSING_SETTLES_ON_DAY && missing.last !== lastMonth) {
          taken += await repository.keepClosings(tx, lastMonth, lastMonth, monthEnd(lastMonth), true);
        }
        return taken;
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
