import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';

/**
 * The allocation rule stated again, independently of its SQL (modules/.../sql/allocation.sql), in
 * the four steps of the bills README, over plain rows: the oracle the tests hold the allocations
 * the database keeps against. Amounts are whole rupiah as bigint.
 */
export interface RuleBill {
  billId: number;
  bookingId: number;
  periodStart: string;
  amount: bigint;
  billed: boolean;
}
export interface RulePayment {
  paymentId: number;
  bookingId: number;
  amount: bigint;
  paymentDate: string;
  billId: number | null;
  periodMonth: string;
}
export type Allocation = { bookingId: number; paymentId: number; billId: number; amount: bigint };

const byBillOrder = (a: RuleBill, b: RuleBill) =>
  a.periodStart < b.periodStart ? -1 : a.periodStart > b.periodStart ? 1 : a.billId - b.billId;
const byPaymentOrder = (a: RulePayment, b: RulePayment) =>
  a.paymentDate < b.paymentDate ? -1 : a.paymentDate > b.paymentDate ? 1 : a.paymentId - b.paymentId;
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * One stay's rent allocations. `depositPaid`: what deposits already paid of each bill.
 * 1. What deposits paid is fixed: a bill's room is its amount less that, for billed (not void,
 *    not deleted) bills.
 * 2. Each payment pays the bill it names, else the first billed bill whose period starts in its
 *    payment period's month, as far as that bill's room goes, payments in date order.
 * 3. What is left of the payments pays what is left owed, oldest bill and oldest payment first.
 * 4. Whatever is left is credit.
 */
export function allocateStay(bills: RuleBill[], payments: RulePayment[], depositPaid: Map<number, bigint>) {
  const billed = bills.filter((b) => b.billed).sort(byBillOrder);
  const room = new Map(billed.map((b) => [b.billId, b.amount - (depositPaid.get(b.billId) ?? 0n)]));
  const free = new Map(payments.map((p) => [p.paymentId, p.amount]));
  const paid = new Map<string, Allocation>();
  const give = (p: RulePayment, billId: number, amount: bigint) => {
    if (amount <= 0n) return;
    const key = `${p.paymentId}/${billId}`;
    const seen = paid.get(key);
    paid.set(key, { bookingId: p.bookingId, paymentId: p.paymentId, billId, amount: (seen?.amount ?? 0n) + amount });
    room.set(billId, (room.get(billId) ?? 0n) - amount);
    free.set(p.paymentId, (free.get(p.paymentId) ?? 0n) - amount);
  };
  const ordered = [...payments].sort(byPaymentOrder);
  for (const p of ordered) {
    const target = p.billId ?? billed.find((b) => b.periodStart.slice(0, 7) === p.periodMonth)?.billId;
    if (target === undefined || (room.get(target) ?? 0n) <= 0n) continue;
    give(p, target, min(room.get(target) ?? 0n, p.amount));
  }
  for (const p of ordered) {
    for (const b of billed) {
      const left = free.get(p.paymentId) ?? 0n;
      if (left <= 0n) break;
      give(p, b.billId, min(room.get(b.billId) ?? 0n, left));
    }
  }
  return [...paid.values()];
}

/** Every stay's rent allocations by the rule, from the database's bills and payments as they stand. */
export async function allocationsByRule(db: Database): Promise<Allocation[]> {
  const bills = await db.execute<{
    billId: number;
    bookingId: number;
    periodStart: string;
    amount: string;
    billed: boolean;
  }>(sql`
    select bill_id as "billId", booking_id as "bookingId", period_start::text as "periodStart", amount::text as amount,
           (void_cause is null and status = 1) as billed
    from bills`);
  const payments = await db.execute<{
    paymentId: number;
    bookingId: number;
    amount: string;
    paymentDate: string;
    billId: number | null;
    periodMonth: string;
  }>(sql`
    select payment_id as "paymentId", booking_id as "bookingId", amount::text as amount, payment_date::text as "paymentDate",
           bill_id as "billId", to_char(make_date(payment_periode_year, payment_periode_month, 1), 'YYYY-MM') as "periodMonth"
    from payments where payment_type = 2 and status = 1`);
  const deposits = await db.execute<{ billId: number; amount: string }>(sql`
    select a.bill_id as "billId", sum(a.amount)::text as amount
    from bill_allocations a join payments p on p.payment_id = a.payment_id and p.payment_type = 1 group by a.bill_id`);
  const depositPaid = new Map(deposits.rows.map((d) => [d.billId, BigInt(d.amount)]));
  const stays = new Map<number, { bills: RuleBill[]; payments: RulePayment[] }>();
  const stay = (id: number) => {
    const s = stays.get(id) ?? { bills: [], payments: [] };
    stays.set(id, s);
    return s;
  };
  for (const b of bills.rows) stay(b.bookingId).bills.push({ ...b, amount: BigInt(b.amount) });
  for (const p of payments.rows) stay(p.bookingId).payments.push({ ...p, amount: BigInt(p.amount) });
  return [...stays.values()].flatMap((s) => allocateStay(s.bills, s.payments, depositPaid));
}
