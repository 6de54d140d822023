import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';

/**
 * The month's figures worked out again from the rows (payments, allocations, bills and their lines,
 * stays, rooms, expenses), one by one in TypeScript, as the reports module's README states them:
 * the oracle its kept totals, closings and SQL are compared with to the rupiah.
 */
export interface OracleRows {
  payments: {
    paymentId: number;
    bookingId: number;
    paymentType: number;
    paymentDate: string;
    amount: number;
    depositStatus: number | null;
    returnedAmount: number;
    returnDate: string | null;
    status: number;
  }[];
  bills: {
    billId: number;
    bookingId: number;
    dueDate: string;
    amount: number;
    paidAmount: number;
    billStatus: number;
    status: number;
  }[];
  lines: { billLineId: number; billId: number; kind: number; amount: number; chargeTypeId: number }[];
  allocations: { paymentId: number; billId: number; amount: number }[];
  stays: {
    bookingId: number;
    roomId: number;
    propertyId: number;
    checkInDate: string;
    checkOutDate: string | null;
    checkedIn: boolean;
    bookingStatus: number;
    status: number;
  }[];
  rooms: { roomId: number; propertyId: number; status: number }[];
  expenses: { propertyId: number | null; expenseDate: string; category: number; amount: number; status: number }[];
}

export async function oracleRows(db: Database): Promise<OracleRows> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(query)).rows as T[];
  return {
    payments: await rows(sql`
      select payment_id::int as "paymentId", booking_id::int as "bookingId", payment_type::int as "paymentType",
             payment_date::text as "paymentDate", amount::float8 as amount, deposit_status::int as "depositStatus",
             returned_amount::float8 as "returnedAmount", return_date::text as "returnDate", status::int as status from payments`),
    bills: await rows(sql`
      select bill_id::int as "billId", booking_id::int as "bookingId", due_date::text as "dueDate", amount::float8 as amount,
             paid_amount::float8 as "paidAmount", bill_status::int as "billStatus", status::int as status from bills`),
    lines: await rows(sql`
      select l.bill_line_id::int as "billLineId", l.bill_id::int as "billId", l.kind::int as kind, l.amount::float8 as amount,
             coalesce(m.charge_type_id, c.charge_type_id, 0)::int as "chargeTypeId"
      from bill_lines l left join meter_readings m on m.meter_reading_id = l.meter_reading_id
      left join stay_charges c on c.stay_charge_id = l.stay_charge_id`),
    allocations: await rows(sql`
      select payment_id::int as "paymentId", bill_id::int as "billId", amount::float8 as amount from bill_allocations`),
    stays: await rows(sql`
      select b.booking_id::int as "bookingId", b.room_id::int as "roomId", r.property_id::int as "propertyId",
             b.check_in_date::text as "checkInDate", b.check_out_date::text as "checkOutDate",
             (b.checked_in_at is not null) as "checkedIn", b.booking_status::int as "bookingStatus", b.status::int as status
      from bookings b join rooms r on r.room_id = b.room_id`),
    rooms: await rows(
      sql`select room_id::int as "roomId", property_id::int as "propertyId", status::int as status from rooms`,
    ),
    expenses: await rows(sql`
      select property_id::int as "propertyId", expense_date::text as "expenseDate", expense_category::int as category,
             amount::float8 as amount, status::int as status from expenses`),
  };
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
export const lastDayOf = (month: string) => {
  const next =
    Number(month.slice(5, 7)) === 12
      ? `${Number(month.slice(0, 4)) + 1}-01-01`
      : `${month.slice(0, 5)}${String(Number(month.slice(5, 7)) + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
};

export interface OracleFigures {
  income: number;
  /** `${incomeKind}:${chargeTypeId}` -> amount. */
  incomeLines: Record<string, number>;
  depositsTaken: number;
  depositsReturned: number;
  depositsKept: number;
  expense: number;
  expenseLines: Record<string, number>;
  occupiedNights: number;
  availableNights: number;
  rooms: number;
  roomsOccupiedAtEnd: number;
  arrears: { agingBucket: number; bookings: number; outstanding: number }[];
  depositsHeld: number;
  billsMade: number;
  billed: number;
  collected: number;
}

/**
 * The figures of `month` (YYYY-MM-01) as of `asOf` (its last day, today in the month running,
 * null for a month to come), of one property or all (with the business's own expenses).
 */
export function oracleFigures(
  rows: OracleRows,
  month: string,
  asOf: string | null,
  propertyId?: number,
): OracleFigures {
  const end = lastDayOf(month);
  const inMonth = (day: string | null) => day !== null && day >= month && day <= end;
  const stayOf = new Map(rows.stays.map((s) => [s.bookingId, s]));
  const payOf = new Map(rows.payments.map((p) => [p.paymentId, p]));
  const ofProperty = (bookingId: number) => !propertyId || stayOf.get(bookingId)?.propertyId === propertyId;
  const paidOn = (p: OracleRows['payments'][number]) =>
    p.paymentType === 1 ? (p.returnDate ?? p.paymentDate) : p.paymentDate;
  const active = rows.payments.filter((p) => p.status === 1 && ofProperty(p.bookingId));

  // The bills' payments pay their lines: rent, charges in order, late fee last; rent payments first by date.
  const parts: { payment: OracleRows['payments'][number]; kind: number; chargeTypeId: number; amount: number }[] = [];
  for (const bill of rows.bills) {
    if (!ofProperty(bill.bookingId)) continue;
    const order = (kind: number) => (kind === 1 ? 0 : kind === 2 ? 2 : 1);
    const lines = rows.lines
      .filter((l) => l.billId === bill.billId && l.amount > 0)
      .sort((a, b) => order(a.kind) - order(b.kind) || a.billLineId - b.billLineId)
      .map((l) => ({ ...l, left: l.amount }));
    const allocations = rows.allocations
      .filter((a) => a.billId === bill.billId)
      .map((a) => ({ ...a, payment: payOf.get(a.paymentId) as OracleRows['payments'][number] }))
      .sort(
        (a, b) =>
          b.payment.paymentType - a.payment.paymentType ||
          paidOn(a.payment).localeCompare(paidOn(b.payment)) ||
          a.paymentId - b.paymentId,
      );
    let i = 0;
    for (const a of allocations) {
      let left = a.amount;
      while (left > 0) {
        const line = lines[i];
        if (!line) throw new Error(`bill ${bill.billId} is paid more than its lines`);
        const take = Math.min(left, line.left);
        parts.push({ payment: a.payment, kind: line.kind, chargeTypeId: line.chargeTypeId, amount: take });
        left -= take;
        line.left -= take;
        if (line.left === 0) i++;
      }
    }
  }
  const incomeLines: Record<string, number> = {};
  const add = (key: string, amount: number) => {
    if (amount !== 0) incomeLines[key] = (incomeLines[key] ?? 0) + amount;
  };
  let rentParts = 0;
  let depositParts = 0;
  for (const part of parts) {
    if (!inMonth(paidOn(part.payment))) continue;
    if (part.payment.paymentType === 1) depositParts += part.amount;
    else rentParts += part.amount;
    add(part.kind === 1 ? '1:0' : part.kind === 2 ? '2:0' : `3:${part.chargeTypeId}`, part.amount);
  }
  const rentReceived = active
    .filter((p) => p.paymentType === 2 && inMonth(p.paymentDate))
    .reduce((s, p) => s + p.amount, 0);
  const deposits = active.filter((p) => p.paymentType === 1);
  const settled = deposits.filter((p) => p.depositStatus !== 0 && inMonth(p.returnDate));
  const depositsReturned = settled.reduce((s, p) => s + p.returnedAmount, 0);
  const depositsKept = settled.reduce((s, p) => s + p.amount, 0) - depositsReturned;
  add('4:0', rentReceived - rentParts);
  add('5:0', depositsKept - depositParts);

  const expenses = rows.expenses.filter(
    (e) => e.status === 1 && inMonth(e.expenseDate) && (!propertyId || e.propertyId === propertyId),
  );
  const expenseLines: Record<string, number> = {};
  for (const e of expenses) expenseLines[String(e.category)] = (expenseLines[String(e.category)] ?? 0) + e.amount;

  const due = rows.bills.filter(
    (b) => b.status === 1 && b.billStatus !== 4 && inMonth(b.dueDate) && ofProperty(b.bookingId),
  );
  const held = deposits
    .filter((p) => p.paymentDate <= end && !(p.depositStatus !== 0 && p.returnDate !== null && p.returnDate <= end))
    .reduce((s, p) => s + p.amount, 0);

  // Month ends: occupancy and arrears as of asOf.
  let occupiedNights = 0;
  let roomsOccupiedAtEnd = 0;
  let availableNights = 0;
  let rooms = 0;
  const buckets = [0, 1, 2, 3].map((agingBucket) => ({ agingBucket, bookings: 0, outstanding: 0 }));
  if (asOf !== null) {
    const last = asOf < end ? asOf : end;
    const nights = daysBetween(month, last) + 1;
    rooms = rows.rooms.filter((r) => r.status === 1 && (!propertyId || r.propertyId === propertyId)).length;
    availableNights = rooms * nights;
    const atEnd = new Set<number>();
    for (const s of rows.stays) {
      if (s.status !== 1 || !s.checkedIn || s.bookingStatus === 3 || (propertyId && s.propertyId !== propertyId))
        continue;
      const leaves = s.checkOutDate ?? addDays(asOf, 1);
      const from = s.checkInDate > month ? s.checkInDate : month;
      const to = leaves < addDays(last, 1) ? leaves : addDays(last, 1);
      if (to > from) occupiedNights += daysBetween(from, to);
      if (s.checkInDate <= last && leaves > last) atEnd.add(s.roomId);
    }
    roomsOccupiedAtEnd = atEnd.size;
    const owed = new Map<number, { outstanding: number; oldest: string }>();
    for (const bill of rows.bills) {
      const stay = stayOf.get(bill.bookingId);
      if (
        bill.status !== 1 ||
        bill.billStatus === 4 ||
        bill.dueDate > last ||
        stay?.status !== 1 ||
        !ofProperty(bill.bookingId)
      )
        continue;
      const paid = rows.allocations
        .filter(
          (a) => a.billId === bill.billId && paidOn(payOf.get(a.paymentId) as OracleRows['payments'][number]) <= last,
        )
        .reduce((s, a) => s + a.amount, 0);
      const outstanding = bill.amount - paid;
      if (outstanding <= 0) continue;
      const o = owed.get(bill.bookingId) ?? { outstanding: 0, oldest: bill.dueDate };
      o.outstanding += outstanding;
      if (bill.dueDate < o.oldest) o.oldest = bill.dueDate;
      owed.set(bill.bookingId, o);
    }
    for (const o of owed.values()) {
      const days = daysBetween(o.oldest, last);
      const bucket = buckets[days === 0 ? 0 : days <= 30 ? 1 : days <= 60 ? 2 : 3] as (typeof buckets)[number];
      bucket.bookings += 1;
      bucket.outstanding += o.outstanding;
    }
  }
  return {
    income: rentReceived + depositsKept,
    incomeLines,
    depositsTaken: deposits.filter((p) => inMonth(p.paymentDate)).reduce((s, p) => s + p.amount, 0),
    depositsReturned,
    depositsKept,
    expense: expenses.reduce((s, e) => s + e.amount, 0),
    expenseLines,
    occupiedNights,
    availableNights,
    rooms,
    roomsOccupiedAtEnd,
    arrears: buckets,
    depositsHeld: held,
    billsMade: due.length,
    billed: due.reduce((s, b) => s + b.amount, 0),
    collected: due.reduce((s, b) => s + b.paidAmount, 0),
  };
}
