import {
  formatRupiah,
  IncomeKind,
  type IncomeLine,
  type Language,
  MONTH_NAMES,
  type ReportFigures,
} from '@kamar/contract';
import type { TFunction } from 'i18next';
import { formatDecimal, formatPercent } from '../../../lib/format';

/** Which way a figure going is good news: up (income), down (arrears), or neither (deposits held). */
type Better = 'up' | 'down' | null;

export interface Headline {
  key: 'income' | 'expense' | 'net' | 'occupancyRate' | 'arrearsTotal' | 'depositsHeld' | 'collectionRate';
  /** Money in rupiah, or a rate in percent (null: nothing to measure, no room or nothing billed). */
  kind: 'money' | 'rate';
  better: Better;
  of(figures: ReportFigures): number | null;
}

/** The cards at the top of the report, in this order. */
export const HEADLINES: readonly Headline[] = [
  { key: 'income', kind: 'money', better: 'up', of: (f) => f.income },
  { key: 'expense', kind: 'money', better: 'down', of: (f) => f.expense },
  { key: 'net', kind: 'money', better: 'up', of: (f) => f.net },
  { key: 'occupancyRate', kind: 'rate', better: 'up', of: (f) => f.occupancyRate },
  { key: 'arrearsTotal', kind: 'money', better: 'down', of: (f) => f.arrearsTotal },
  { key: 'depositsHeld', kind: 'money', better: null, of: (f) => f.depositsHeld },
  { key: 'collectionRate', kind: 'rate', better: 'up', of: (f) => f.collectionRate },
];

/** A figure as the card shows it: money as every screen writes it, a rate in percent with one decimal. */
export function figureText(headline: Headline, value: number | null, language: Language): string {
  return headline.kind === 'money' ? formatRupiah(value ?? 0) : formatPercent(value, language);
}

export interface Change {
  text: string;
  /** Whether the change is good news, bad news, or neither (no change, nothing to compare). */
  tone: 'good' | 'bad' | null;
}

const signedMoney = (amount: number) => `${amount > 0 ? '+' : '-'}${formatRupiah(Math.abs(amount))}`;

/**
 * The change from the month before, in words: money in percent of what it was ("+12.0% vs Oct"),
 * or in rupiah when it was nothing (a percentage of 0 is no number); a rate in percentage points.
 */
export function changeText(
  t: TFunction,
  language: Language,
  headline: Headline,
  current: number | null,
  previous: number | null,
  previousMonth: number,
): Change {
  const month = MONTH_NAMES[language].short[previousMonth - 1] ?? String(previousMonth);
  if (current === null || previous === null) return { text: t('reports.noComparison', { month }), tone: null };
  const difference = headline.kind === 'rate' ? Math.round((current - previous) * 10) / 10 : current - previous;
  if (difference === 0) return { text: t('reports.sameAs', { month }), tone: null };
  let change: string;
  if (headline.kind === 'rate') change = t('reports.points', { value: formatDecimal(difference, language, true) });
  else if (previous === 0) change = signedMoney(difference);
  else change = formatPercent((difference / Math.abs(previous)) * 100, language, true);
  const up = difference > 0;
  const tone = headline.better === null ? null : up === (headline.better === 'up') ? 'good' : 'bad';
  return { text: t('reports.changeVs', { change, month }), tone };
}

/** A line of the month's income: a charge by its type's name, the other kinds by their label. */
export function incomeLineName(t: TFunction, line: IncomeLine): string {
  return line.incomeKind === IncomeKind.Charge && line.name ? line.name : t(`enums.incomeKind.${line.incomeKind}`);
}
