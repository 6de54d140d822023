import {
  compileTemplate,
  type DocumentLanguage,
  formatRupiah,
  longDateText,
  normaliseWhatsappNumber,
  refusal,
  whatsappUrl,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { notFound } from '../../lib/errors.js';
import type { Asker, OwedReminder, StaysOwed } from '../../lib/owed-reminders.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createBusinessProfileService } from '../business-profile/business-profile.service.js';
import { tenantLanguage } from '../business-profile/reminder-message.js';
import { billPeriodText } from '../documents/document-words.js';
import type { DocumentsService } from '../documents/documents.service.js';
import { type BillContact, createRemindersRepository } from './reminders.repository.js';

const NO_REMINDER: OwedReminder = { whatsappUrl: null, lastRemindedAt: null };

/**
 * WhatsApp reminders of bills: the message from the business's template in the tenant's language,
 * carrying the bill's share link, for every list that shows a tenant who owes; and the record of
 * each one a person sent (the server sends nothing).
 */
export function createRemindersService(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  documents: DocumentsService;
}) {
  const repo = createRemindersRepository(deps.db);
  const profile = createBusinessProfileService({ db: deps.db });

  /**
   * The reminders of these bills; `amountOf` is what the message asks for (the bill's outstanding
   * unless given). The message carries the bill's share link (made now when it has no live one).
   */
  async function remind(asker: Asker, contacts: BillContact[], amountOf: (c: BillContact) => number) {
    const owing = contacts.filter((c) => c.outstanding > 0 && normaliseWhatsappNumber(c.phone).ok);
    // One read after the other, not side by side: each is a short index probe, and three at once
    // wake three PostgreSQL backends that wait on each other for the cores (about 1.5 ms a call on
    // two cores, against 0.5 ms in turn).
    const business = await profile.find();
    const links = await deps.documents.reminderLinks(
      asker.actor,
      asker.origin,
      owing.map((c) => ({ billId: c.billId, language: tenantLanguage(c.country) })),
    );
    const owingIds = new Set(owing.map((c) => c.billId));
    // Each template read once for the whole list.
    const fill = { id: compileTemplate(business.reminderId), en: compileTemplate(business.reminderEn) };
    const answer = new Map<number, OwedReminder>();
    for (const c of contacts) {
      const link = links.get(c.billId);
      const language: DocumentLanguage = tenantLanguage(c.country);
      const message = !owingIds.has(c.billId)
        ? null
        : fill[language]({
            nama: c.tenantName,
            kamar: c.roomNumber,
            periode: billPeriodText(language, c.periodStart, c.periodEnd),
            jumlah: formatRupiah(amountOf(c)),
            jatuh_tempo: longDateText(language, c.dueDate),
            link: link ?? '',
          });
      answer.set(c.billId, {
        whatsappUrl: message === null ? null : whatsappUrl(c.phone, message),
        lastRemindedAt: c.lastRemindedAt,
      });
    }
    return answer;
  }

  /** Per bill: a reminder of what is still owed on it (none once it is paid or void). */
  async function forBills(asker: Asker, billIds: number[]): Promise<Map<number, OwedReminder>> {
    return remind(asker, await repo.contacts([...new Set(billIds)]), (c) => c.outstanding);
  }

  return {
    /**
     * The tap that sends a reminder: recorded in the sender's name, and answered with the message
     * to open, carrying the bill's link. `wholeStay`: the message a stay row sends, asking for all the stay owes that is due.
     */
    async record(asker: Asker, actor: CurrentUser, billId: number, wholeStay = false) {
      const recorded = await repo.insert(billId, actor.username);
      if (!recorded) throw notFound(refusal('bill.notFound'));
      const today = businessDate(deps.clock.now(), deps.businessTimezone);
      const contacts = await repo.contacts([billId]);
      const stayOwes = wholeStay && contacts[0] ? await repo.stayOwes(contacts[0].bookingId, today) : null;
      const found = await remind(asker, contacts, (c) => stayOwes ?? c.outstanding);
      return { ...recorded, whatsappUrl: found.get(billId)?.whatsappUrl ?? null };
    },

    /** Bill rows (a list's page, or one bill) with their reminder and when it was last sent. */
    async ofBills<R extends { billId: number }>(asker: Asker, rows: R[]): Promise<(R & OwedReminder)[]> {
      const found = await forBills(
        asker,
        rows.map((r) => r.billId),
      );
      return rows.map((r) => ({ ...r, ...(found.get(r.billId) ?? NO_REMINDER) }));
    },

    async ofBill<B extends { billId: number }>(asker: Asker, bill: B): Promise<B & OwedReminder> {
      const found = await forBills(asker, [bill.billId]);
      return { ...bill, ...(found.get(bill.billId) ?? NO_REMINDER) };
    },

    /**
     * Stays that owe, each with a reminder of everything it owes (`amountOf`), about and linking
     * to its oldest bill still owed; "last reminded" counts any of the stay's bills still owed.
     * `owed`: those bills when the list read them with its rows (bills' arrears); else read here.
     */
    async ofStays<R extends { bookingId: number }>(
      asker: Asker,
      rows: R[],
      amountOf: (row: R) => number,
      owed?: StaysOwed,
    ): Promise<(R & OwedReminder & { billId: number })[]> {
      const { oldest, contacts } =
        owed ??
        (await repo.oldestOwed(
          rows.map((r) => r.bookingId),
          businessDate(deps.clock.now(), deps.businessTimezone),
        ));
      const asks = new Map(rows.map((r) => [r.bookingId, amountOf(r)]));
      const byBill = await remind(asker, contacts, (c) => asks.get(c.bookingId) ?? c.outstanding);
      const byStay = new Map(oldest.map((o) => [o.bookingId, o]));
      return rows.map((r) => {
        const o = byStay.get(r.bookingId);
        if (!o) return { ...r, billId: 0, ...NO_REMINDER };
        return {
          ...r,
          billId: o.billId,
          whatsappUrl: byBill.get(o.billId)?.whatsappUrl ?? null,
          lastRemindedAt: o.lastRemindedAt,
        };
      });
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
