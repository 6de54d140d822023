import { AgingBucket, type ExpenseLine, IncomeKind, type IncomeLine, type ReportFigures } from '@kamar/contract';
import { MoneyKind } from '../payments/money-totals.table.js';
import type { FlowRow, MonthEndRow } from './reports.repository.js';

/** "2026-11-01" and its neighbours; months are the first day, as the kept tables key them. */
export function monthStart(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

export function addMonths(start: string, n: number): string {
  const key = Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - 1 + n;
  return monthStart(Math.floor(key / 12), (key % 12) + 1);
}

/** The month's last day. */
export function monthEnd(start: string): string {
  const next = new Date(`${addMonths(start, 1)}T00:00:00Z`);
  return new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/** Every month from first to last, both in. */
export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** Whole rupiah of a / b, half up (a, b >= 0). */
const divide = (a: number, b: number) => (b === 0 ? 0 : Math.floor((2 * a + b) / (2 * b)));
/** a / b in percent with one decimal; null when b is 0. */
const percent = (a: number, b: number) => (b === 0 ? null : Math.round((1000 * a) / b) / 10);

const EVERY_BUCKET = [AgingBucket.DueToday, AgingBucket.Days1To30, AgingBucket.Days31To60, AgingBucket.Days61Plus];

export interface FigureNames {
  chargeTypes: Map<number, string>;
  categories: Map<number, string>;
}

/**
 * The figures of one month from its kept rows (one property's, or several added up), its month
 * end (null: a month still to come) and the deposits held at its end. Income is what came in:
 * rent payments of the month (by payment date) and what the deposits settled in it kept; its
 * lines split the rent payments by what they paid of the bills (the income parts) and the rest
 * as paid ahead, and the deposits kept into what paid bills (by line) and the rest.
 */
export function figuresOf(
  flows: FlowRow[],
  ends: MonthEndRow[],
  depositsHeld: number,
  names: FigureNames,
): ReportFigures {
  let rentReceived = 0;
  let depositsTaken = 0;
  let depositsSettled = 0;
  let depositsReturned = 0;
  let billed = 0;
  let collected = 0;
  let billsMade = 0;
  let rentParts = 0;
  let depositParts = 0;
  const income = new Map<string, IncomeLine>();
  const expenses = new Map<number, ExpenseLine>();
  const addIncome = (incomeKind: IncomeLine['incomeKind'], chargeTypeId: number, amount: number) => {
    const key = `${incomeKind}:${chargeTypeId}`;
    const line = income.get(key) ?? {
      incomeKind,
      chargeTypeId,
      name: names.chargeTypes.get(chargeTypeId) ?? '',
      amount: 0,
    };
    line.amount += amount;
    income.set(key, line);
  };
  for (const f of flows) {
    if (f.source === 'money') {
      if (f.kind === MoneyKind.Rent) rentReceived += f.amount;
      else if (f.kind === MoneyKind.DepositOnHold || f.kind === MoneyKind.DepositSettled) depositsTaken += f.amount;
    } else if (f.source === 'settled') {
      depositsSettled += f.amount;
      depositsReturned += f.other;
    } else if (f.source === 'income') {
      if (f.sub2 === 1) depositParts += f.amount;
      else rentParts += f.amount;
      if (f.kind === 1) addIncome(IncomeKind.Rent, 0, f.amount);
      else if (f.kind === 2) addIncome(IncomeKind.LateFee, 0, f.amount);
      else addIncome(IncomeKind.Charge, f.sub, f.amount);
    } else if (f.source === 'expense') {
      const line = expenses.get(f.sub) ?? {
        expenseCategoryId: f.sub,
        name: names.categories.get(f.sub) ?? '',
        amount: 0,
      };
      line.amount += f.amount;
      expenses.set(f.sub, line);
    } else {
      billed += f.amount;
      collected += f.other;
      billsMade += f.rowCount;
    }
  }
  const depositsKept = depositsSettled - depositsReturned;
  addIncome(IncomeKind.PaidAhead, 0, rentReceived - rentParts);
  addIncome(IncomeKind.DepositKept, 0, depositsKept - depositParts);
  const incomeLines = [...income.values()]
    .filter((l) => l.amount !== 0)
    .sort((a, b) => a.incomeKind - b.incomeKind || a.name.localeCompare(b.name) || a.chargeTypeId - b.chargeTypeId);
  const expenseLines = [...expenses.values()]
    .filter((l) => l.amount !== 0)
    .sort((a, b) => a.name.localeCompare(b.name) || a.expenseCategoryId - b.expenseCategoryId);
  const incomeTotal = rentReceived + depositsKept;
  const expense = expenseLines.reduce((s, l) => s + l.amount, 0);
  const rooms = ends.reduce((s, e) => s + e.rooms, 0);
  const occupiedNights = ends.reduce((s, e) => s + e.occupiedNights, 0);
  const availableNights = ends.reduce((s, e) => s + e.availableNights, 0);
  // Nights of the month counted (to today in the month running): available nights per room.
  const nights = rooms === 0 ? 0 : availableNights / rooms;
  const rentIncome = incomeLines.find((l) => l.incomeKind === IncomeKind.Rent)?.amount ?? 0;
  const buckets = new Map<number, { bookings: number; outstanding: number }>();
  for (const e of ends) {
    for (const a of e.arrears) {
      const b = buckets.get(a.agingBucket) ?? { bookings: 0, outstanding: 0 };
      b.bookings += a.bookings;
      b.outstanding += a.outstanding;
      buckets.set(a.agingBucket, b);
    }
  }
  const arrears = EVERY_BUCKET.map((agingBucket) => ({
    agingBucket,
    bookings: buckets.get(agingBucket)?.bookings ?? 0,
    outstanding: buckets.get(agingBucket)?.outstanding ?? 0,
  }));
  return {
    income: incomeTotal,
    incomeLines,
    depositsTaken,
    depositsReturned,
    depositsKept,
    expense,
    expenseLines,
    net: incomeTotal - expense,
    occupiedNights,
    availableNights,
    occupancyRate: percent(occupiedNights, availableNights),
    rooms,
    roomsOccupiedAtEnd: ends.reduce((s, e) => s + e.roomsOccupiedAtEnd, 0),
    // Rent per occupied room-month: rent x nights of the month / occupied nights.
    averageRent: divide(rentIncome * nights, occupiedNights),
    revenuePerAvailableRoom: divide(rentIncome * nights, availableNights),
    arrears,
    arrearsTotal: arrears.reduce((s, a) => s + (a.outstanding ?? 0), 0),
    depositsHeld,
    billsMade,
    billed,
    collected,
    collectionRate: percent(collected, billed),
  };
}
