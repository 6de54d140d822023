import { AgingBucket, enumValues, type Language, MONTH_NAMES, monthYearText, type Trend } from '@kamar/contract';

export const AGING_BUCKETS = enumValues(AgingBucket);

/** One month of the charts, as their tables and the charts themselves read it. */
export interface TrendRow {
  key: string;
  /** "November 2026": the tables' month. */
  label: string;
  /** "Nov '26": the charts' axis, where twelve months must fit a phone. */
  short: string;
  income: number;
  expense: number;
  net: number;
  occupancyRate: number | null;
  roomsOccupiedAtEnd: number;
  rooms: number;
  /** Owed at the month's end, by aging bucket (`bucket0`..`bucket3`, as the stacked chart's series). */
  arrears: Record<`bucket${AgingBucket}`, number>;
  arrearsTotal: number;
}

export const bucketKey = (bucket: AgingBucket) => `bucket${bucket}` as const;

export function trendRows(trend: Trend, language: Language): TrendRow[] {
  return trend.months.map(({ year, month, figures }) => {
    const owed = new Map(figures.arrears.map((a) => [a.agingBucket, a.outstanding ?? 0]));
    return {
      key: `${year}-${month}`,
      label: monthYearText(language, month, year),
      short: `${MONTH_NAMES[language].short[month - 1]} '${String(year).slice(2)}`,
      income: figures.income,
      expense: figures.expense,
      net: figures.net,
      occupancyRate: figures.occupancyRate,
      roomsOccupiedAtEnd: figures.roomsOccupiedAtEnd,
      rooms: figures.rooms,
      arrears: Object.fromEntries(AGING_BUCKETS.map((b) => [bucketKey(b), owed.get(b) ?? 0])) as TrendRow['arrears'],
      arrearsTotal: figures.arrearsTotal,
    };
  });
}
