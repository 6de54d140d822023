import {
  compileTemplate,
  DocumentKind,
  type DocumentLanguage,
  normaliseWhatsappNumber,
  type OpenBill,
  refusal,
  reminderValues,
  tenantLanguage,
  whatsappUrl,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { notFound } from '../../lib/errors.js';
import type { Asker, OwedReminder, StaysOwed } from '../../lib/owed-reminders.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { BusinessProfileService } from '../business-profile/business-profile.service.js';
import { type DocumentsService, type ReminderLinkKind, reminderLinkKey } from '../documents/documents.service.js';
import { createRemindersRepository } from './reminders.repository.js';

const NO_REMINDER: OwedReminder = { whatsappUrl: null, lastRemindedAt: null };

/** One message to write: to whom, and the bills it asks for (oldest first; one, or a stay's open bills). */
interface Ask {
  bookingId: number;
  tenantName: string;
  phone: string;
  country: string;
  roomNumber: string;
  /** The property of the stay's room: whose bank accounts the message asks to pay into. */
  propertyId: number;
  bills: (OpenBill & { billId: number })[];
}

/**
 * WhatsApp reminders of bills: the message from the business's template in the tenant's language
 * for every list that shows a tenant who owes, and the record of each one a person sent (the
 * server sends nothing). A message asks for one bill and links to it, or for all a stay owes that
 * is due, listing each bill and their total, and links to the stay's statement, which lists the
 * same bills (`openBillItem`, one selection: `documents.openBills`).
 */
export function createRemindersService(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  profile: BusinessProfileService;
  documents: DocumentsService;
}) {
  const repo = createRemindersRepository(deps.db);
  const { profile } = deps;
  const today = () => businessDate(deps.clock.now(), deps.businessTimezone);

  /** Where a message links: its one bill, or the stay's statement of its bills. */
  const linkOf = (ask: Ask): { kind: ReminderLinkKind; documentId: number } =>
    ask.bills.length === 1
      ? { kind: DocumentKind.Bill, documentId: ask.bills[0]?.billId ?? 0 }
      : { kind: DocumentKind.Statement, documentId: ask.bookingId };

  /**
   * Each ask's reminder (null when nothing is owed): its words from the business's template, in
   * the tenant's language (or `inLanguage`), the placeholders' values, and the link made for it.
   */
  async function compose(asker: Asker, asks: Ask[], inLanguage?: DocumentLanguage) {
    const owing = asks.map((a) => a.bills.some((b) => b.outstanding > 0));
    if (!owing.includes(true)) return asks.map(() => null);
    const languageOf = (a: Ask): DocumentLanguage => inLanguage ?? tenantLanguage(a.country);
    // One read after the other, not side by side: each is a short index probe, and three at once
    // wake three PostgreSQL backends that wait on each other for the cores (about 1.5 ms a call on
    // two cores, against 0.5 ms in turn).
    const business = await profile.find();
    // Each property's own bank accounts where it has them (one read for the whole list).
    const brands = await profile.findForEach(asks.filter((_, i) => owing[i]).map((a) => a.propertyId));
    const links = await deps.documents.reminderLinks(
      asker.actor,
      asker.origin,
      asks.filter((_, i) => owing[i]).map((a) => ({ ...linkOf(a), language: languageOf(a) })),
    );
    // Each template read once for the whole list.
    const fill = { id: compileTemplate(business.reminderId), en: compileTemplate(business.reminderEn) };
    const day = today();
    return asks.map((a, i) => {
      if (!owing[i]) return null;
      const language = languageOf(a);
      const link = linkOf(a);
      const values = reminderValues(language, {
        tenantName: a.tenantName,
        roomNumber: a.roomNumber,
        bills: a.bills,
        today: day,
        bankAccounts: (brands.get(a.propertyId) ?? business).bankAccounts,
        link: links.get(reminderLinkKey(link.kind, link.documentId)) ?? '',
      });
      return { language, values, text: fill[language](values), businessName: business.businessName };
    });
  }

  /** Each ask's `whatsappUrl` (null when nothing is owed or the tenant's phone cannot be used), in order. */
  async function remind(asker: Asker, asks: Ask[]): Promise<(string | null)[]> {
    // No link is made for a tenant the message cannot reach.
    const reachable = asks.filter((a) => normaliseWhatsappNumber(a.phone).ok);
    const composed = new Map((await compose(asker, reachable)).map((c, i) => [reachable[i], c]));
    return asks.map((a) => {
      const message = composed.get(a);
      return message ? whatsappUrl(a.phone, message.text) : null;
    });
  }

  /** Per bill: a reminder of what is still owed on it (none once it is paid or void). */
  async function forBills(asker: Asker, billIds: number[]): Promise<Map<number, OwedReminder>> {
    const contacts = await repo.contacts([...new Set(billIds)]);
    const urls = await remind(
      asker,
      contacts.map((c) => ({ ...c, bills: c.outstanding > 0 ? [c] : [] })),
    );
    return new Map(
      contacts.map((c, i) => [c.billId, { whatsappUrl: urls[i] ?? null, lastRemindedAt: c.lastRemindedAt }]),
    );
  }

  /** Per stay: every bill due and still owed, oldest first. */
  async function openBillsOf(bookingIds: number[]) {
    const byStay = new Map<number, Awaited<ReturnType<DocumentsService['openBills']>>>();
    for (const bill of await deps.documents.openBills(bookingIds)) {
      byStay.set(bill.bookingId, [...(byStay.get(bill.bookingId) ?? []), bill]);
    }
    return byStay;
  }

  return {
    /**
     * The tap that sends a reminder: recorded in the sender's name, and answered with the message
     * to open. `wholeStay`: the message a stay row sends, asking for every bill of the stay that is
     * due and still owed (one bill: that bill and its link; several: the list and the statement's link).
     */
    async record(asker: Asker, actor: CurrentUser, billId: number, wholeStay = false) {
      const recorded = await repo.insert(billId, actor.username);
      if (!recorded) throw notFound(refusal('bill.notFound'));
      const [contact] = await repo.contacts([billId]);
      if (!contact) return { ...recorded, whatsappUrl: null };
      let bills: Ask['bills'] = contact.outstanding > 0 ? [contact] : [];
      if (wholeStay) {
        const open = (await openBillsOf([contact.bookingId])).get(contact.bookingId) ?? [];
        if (open.some((b) => b.billId === billId)) bills = open;
      }
      const [url] = await remind(asker, [{ ...contact, bills }]);
      return { ...recorded, whatsappUrl: url ?? null };
    },

    /**
     * One bill's reminder as the server sends it by itself (modules/messaging): the words of the
     * business's template in the tenant's language (what the wa.me message says), the
     * placeholders' values, and the link made in the asker's name. null when nothing is owed.
     */
    async billMessage(asker: Asker, billId: number, inLanguage?: DocumentLanguage) {
      const [contact] = await repo.contacts([billId]);
      if (!contact) return null;
      const [message] = await compose(
        asker,
        [{ ...contact, bills: contact.outstanding > 0 ? [contact] : [] }],
        inLanguage,
      );
      return message ?? null;
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
     * Stays that owe, each with a reminder of every bill it owes that is due (the list and the
     * total, or its one bill), `billId` its oldest bill still owed (the one a tap records); "last
     * reminded" counts any of the stay's bills still owed. `owed`: the oldest bills when the list
     * read them with its rows (bills' arrears); else read here.
     */
    async ofStays<R extends { bookingId: number }>(
      asker: Asker,
      rows: R[],
      owed?: StaysOwed,
    ): Promise<(R & OwedReminder & { billId: number })[]> {
      const { oldest } =
        owed ??
        (await repo.oldestOwed(
          rows.map((r) => r.bookingId),
          today(),
        ));
      const byStay = new Map(oldest.map((o) => [o.bookingId, o]));
      const open = await openBillsOf(oldest.map((o) => o.bookingId));
      const asks = [...open.values()].flatMap((bills) => {
        const first = bills[0];
        return first ? [{ ...first, bills }] : [];
      });
      const urls = await remind(asker, asks);
      const urlOf = new Map(asks.map((a, i) => [a.bookingId, urls[i] ?? null]));
      return rows.map((r) => {
        const o = byStay.get(r.bookingId);
        if (!o) return { ...r, billId: 0, ...NO_REMINDER };
        return {
          ...r,
          billId: o.billId,
          whatsappUrl: urlOf.get(r.bookingId) ?? null,
          lastRemindedAt: o.lastRemindedAt,
        };
      });
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
