import type { BillLineFacts } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../db/actor-scope.js';

/** Who asks and at which address they reached the server: the links a reminder carries are made in their name. */
export interface Asker {
  actor: Actor;
  origin: string;
}

/** What a row naming a tenant who owes carries: the reminder ready for WhatsApp, and when one was last sent. */
export interface OwedReminder {
  /** null when nothing is owed on the bill or the tenant's phone cannot be used on WhatsApp. */
  whatsappUrl: string | null;
  lastRemindedAt: string | null;
}

/** What a bill's reminder says, and when the tenant was last reminded of it. */
export type BillContact = {
  billId: number;
  bookingId: number;
  tenantName: string;
  phone: string;
  country: string;
  roomNumber: string;
  /** YYYY-MM-DD; `periodEnd` is the day after the period's last day. */
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  outstanding: number;
  lastRemindedAt: string | null;
};

/**
 * Each stay's oldest bill due by today and still owed (the one its reminder is about), with the
 * last reminder of any of the stay's bills still owed; and those bills' contacts. Read by the
 * reminders, or by a list in the statement that reads its stays (bills' arrears), and handed on.
 */
export interface StaysOwed {
  oldest: { bookingId: number; billId: number; lastRemindedAt: string | null }[];
  contacts: BillContact[];
}

/**
 * The reminders the lists of tenants who owe carry (modules/reminders). The bills and dashboard
 * modules are given it by the app rather than importing it: reminders name bills.
 */
export interface OwedRowReminders {
  ofBills<R extends { billId: number }>(asker: Asker, rows: R[]): Promise<(R & OwedReminder)[]>;
  ofBill<B extends { billId: number }>(asker: Asker, bill: B): Promise<B & OwedReminder>;
  /**
   * Each stay's reminder of every bill it owes that is due (one bill: that bill and its link;
   * several: their list and total, linking to the stay's statement). `owed`: the stays' oldest
   * bills when the list read them with its rows (else they are read here).
   */
  ofStays<R extends { bookingId: number }>(
    asker: Asker,
    rows: R[],
    owed?: StaysOwed,
  ): Promise<(R & OwedReminder & { billId: number })[]>;
}

/**
 * A bill's lines (of the bill aliased `x`) as a reminder and a statement spell them out, oldest
 * kind first: what `lineSumText` words ("Sewa Rp 1.500.000 + Listrik 86 kWh Rp 129.000 = ...").
 */
export const BILL_LINES_JSON = sql`coalesce((
  select json_agg(json_build_object('lineKind', l.kind, 'description', l.description, 'quantity', l.quantity,
           'unitName', l.unit_name, 'unitPrice', l.unit_price, 'amount', l.amount, 'previousReading', l.previous_reading,
           'reading', l.reading, 'usage', l.usage) order by l.kind, l.bill_line_id)
  from bill_lines l where l.bill_id = x.bill_id), '[]')`;

/** The lines as BILL_LINES_JSON reads them. */
export type BillLinesColumn = { lines: BillLineFacts[] };
