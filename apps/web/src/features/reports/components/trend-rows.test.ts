import { AgingBucket, type ReportFigures, type Trend } from '@kamar/contract';
import { describe, expect, it } from 'vitest';
import { trendRows } from './trend-rows';

const figures = (income: number, arrears: [AgingBucket, number][]): ReportFigures => ({
  income,
  incomeLines: [],
  depositsTaken: 0,
  depositsReturned: 0,
  depositsKept: 0,
  expense: 100,
  expenseLines: [],
  net: income - 100,
  occupiedNights: 0,
  availableNights: 0,
  occupancyRate: null,
  rooms: 3,
  roomsOccupiedAtEnd: 2,
  averageRent: 0,
  revenuePerAvailableRoom: 0,
  arrears: arrears.map(([agingBucket, outstanding]) => ({ agingBucket, bookings: 1, outstanding })),
  arrearsTotal: arrears.reduce((s, [, a]) => s + a, 0),
  depositsHeld: 0,
  billsMade: 0,
  billed: 0,
  collected: 0,
  collectionRate: null,
});

const month = (year: number, m: number, f: ReportFigures) => ({
  year,
  month: m,
  monthStart: '',
  monthEnd: '',
  asOf: null,
  closed: true,
  figures: f,
});

describe('the charts’ months', () => {
  it('name each month for the tables and shortly for the axis, with every aging bucket', () => {
    const trend: Trend = {
      from: '2025-12',
      to: '2026-01',
      months: [
        month(2025, 12, figures(500, [[AgingBucket.Days1To30, 300]])),
        month(2026, 1, figures(700, [[AgingBucket.Days61Plus, 50]])),
      ],
    };
    const rows = trendRows(trend, 'id');
    expect(rows.map((r) => [r.label, r.short, r.income, r.net])).toEqual([
      ['Desember 2025', "Des '25", 500, 400],
      ['Januari 2026', "Jan '26", 700, 600],
    ]);
    expect(rows[0]?.arrears).toEqual({ bucket0: 0, bucket1: 300, bucket2: 0, bucket3: 0 });
    expect(rows[1]?.arrearsTotal).toBe(50);
  });
});
