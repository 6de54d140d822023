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

/**
 * The reminders the lists of tenants who owe carry (modules/reminders). The bills and dashboard
 * modules are given it by the app rather than importing it: reminders name bills.
 */
export interface OwedRowReminders {
  ofBills<R extends { billId: number }>(asker: Asker, rows: R[]): Promise<(R & OwedReminder)[]>;
  ofBill<B extends { billId: number }>(asker: Asker, bill: B): Promise<B & OwedReminder>;
  ofStays<R extends { bookingId: number }>(
    asker: Asker,
    rows: R[],
    amountOf: (row: R) => number,
  ): Promise<(R & OwedReminder & { billId: number })[]>;
}
