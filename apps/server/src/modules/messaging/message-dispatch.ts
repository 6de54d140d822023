import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DeliveryStatus,
  type DocumentLanguage,
  MessageChannel,
  MessageFailure,
  MessageKind,
  refusal,
  TEMPLATE_LANGUAGES,
} from '@kamar/contract';
import type { Actor } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/transaction.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError } from '../../lib/errors.js';
import type { Asker } from '../../lib/owed-reminders.js';
import {
  type Composed,
  channelFor,
  deliver,
  parametersOf,
  subjectOf,
  templateFor,
  templateKindOf,
} from './message-delivery.js';
import type { Enqueue } from './message-queue.js';
import { type ChannelsRow, createMessagingRepository, type RuleSetRow } from './messaging.repository.js';
import { addDays, currentRule, sendAfter } from './reminder-moments.js';
import { failureOfCode, type WhatsappCloud } from './whatsapp-cloud.js';

/** The name links made for the server's own messages are made in (the audit trail shows it). */
export const MESSAGES_ACTOR: Actor = { userId: null, username: 'pesan-otomatis', address: '' };

/** How far around today bills are looked at: the longest rules allowed (30 days before, 90 after). */
const LOOK_BEFORE_DAYS = 30;
const LOOK_AFTER_DAYS = 90;
/** Payments looked at for a receipt message: those of the last day. */
const RECEIPT_LOOK_BACK_HOURS = 24;
/** A queued message still waiting this long after its time has lost its job: it is put on the queue again. */
const STALE_AFTER_MS = 3_600_000;

export interface Composer {
  bill(asker: Asker, billId: number, language?: DocumentLanguage): Promise<Composed | null>;
  receipt(
    actor: Pick<Actor, 'username'>,
    paymentId: number,
    origin: string,
    language?: DocumentLanguage,
  ): Promise<Composed>;
}

/** Meta's delivery statuses as ours. */
const STATUS_OF: Record<string, number> = {
  sent: DeliveryStatus.Sent,
  delivered: DeliveryStatus.Delivered,
  read: DeliveryStatus.Read,
  failed: DeliveryStatus.Failed,
};

interface WebhookStatus {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
}

/**
 * The messages the server sends by itself (README.md): which are due (the rules, receipts), each
 * one sent once under its row's lock, and the provider's word on how far it got.
 */
export function createMessageDispatch(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  whatsapp: WhatsappCloud;
  enqueue: Enqueue;
  compose: Composer;
}) {
  const repo = createMessagingRepository(deps.db);

  /** Which rules apply to a property: its own, else the business's. */
  function rulesOf(sets: RuleSetRow[]) {
    const business = sets.find((r) => r.propertyId === null);
    if (!business) throw new Error('reminder_rules has no business row (migration 0065)');
    const own = new Map(sets.filter((r) => r.propertyId !== null).map((r) => [r.propertyId as number, r]));
    return (propertyId: number) => own.get(propertyId) ?? business;
  }

  async function planIn(tx: Executor, now: Date): Promise<number> {
    const channels = await repo.channels(tx);
    if (!channels.whatsappEnabled && !channels.emailEnabled) return 0;
    const ruleSets = await repo.ruleSets(tx);
    const rulesFor = rulesOf(ruleSets);
    const today = businessDate(now, deps.businessTimezone);
    const wanted: Parameters<typeof repo.insertMany>[1] = [];
    for (const bill of await repo.candidates(tx, addDays(today, -LOOK_AFTER_DAYS), addDays(today, LOOK_BEFORE_DAYS))) {
      const rules = rulesFor(bill.propertyId);
      const kind = currentRule(rules, bill.dueDate, today);
      if (kind === null || bill.sentKinds.includes(kind)) continue;
      const to = channelFor(channels, bill, kind);
      if (!to) continue;
      wanted.push({
        messageKind: kind,
        ...to,
        bookingId: bill.bookingId,
        billId: bill.billId,
        paymentId: null,
        tenantId: bill.tenantId,
        language: '',
        sendAfter: sendAfter(rules, now, deps.businessTimezone),
        createBy: MESSAGES_ACTOR.username,
      });
    }
    const receiptsSince = earliestReceiptSince(ruleSets);
    const payments = receiptsSince ? await repo.receiptCandidates(tx, RECEIPT_LOOK_BACK_HOURS, receiptsSince) : [];
    for (const payment of payments) {
      const rules = rulesFor(payment.propertyId);
      if (!rules.receiptOn || payment.createdMs < Date.parse(rules.receiptSince)) continue;
      const to = channelFor(channels, payment, MessageKind.Receipt);
      if (!to) continue;
      wanted.push({
        messageKind: MessageKind.Receipt,
        ...to,
        bookingId: payment.bookingId,
        billId: null,
        paymentId: payment.paymentId,
        tenantId: payment.tenantId,
        language: '',
        sendAfter: sendAfter(rules, now, deps.businessTimezone),
        createBy: MESSAGES_ACTOR.username,
      });
    }
    const made = await repo.insertMany(tx, wanted);
    // A job lost (a restore, a queue emptied by hand) leaves its message queued: it goes again.
    const stale = await repo.overdueQueued(tx, new Date(now.getTime() - STALE_AFTER_MS));
    await deps.enqueue(tx, [
      ...made.map((m) => ({ messageId: m.messageId, startAfter: m.sendAfter })),
      ...stale.map((m) => ({ messageId: m.messageId, startAfter: now })),
    ]);
    const queued = made.length;
    return queued;
  }

  /** Composes a message in `language` (its template's, which may be the other one). */
  async function compose(
    m: { messageKind: number; billId: number | null; paymentId: number | null },
    origin: string,
    language?: DocumentLanguage,
  ) {
    const asker: Asker = { actor: MESSAGES_ACTOR, origin };
    if (m.messageKind === MessageKind.Receipt)
      return deps.compose.receipt(MESSAGES_ACTOR, m.paymentId ?? 0, origin, language);
    return deps.compose.bill(asker, m.billId ?? 0, language);
  }

  return {
    /** Queues every message whose moment has come (in its own transaction, or the call's). */
    async plan(): Promise<number> {
      return deps.db.transaction((tx) => planIn(tx, deps.clock.now()));
    },

    /**
     * Sends one queued message: under its row's lock, so of two servers holding its job one sends
     * and the other finds it sent. A bill paid or voided, or a tenant opted out, since it was
     * queued gets nothing (the message is dropped). The provider's refusal is recorded in words;
     * one that may pass later is tried again by the queue, and recorded as failed on the last try.
     */
    async sendOne(messageId: number, finalAttempt: boolean): Promise<'done' | 'retry' | 'later'> {
      return deps.db.transaction(async (tx) => {
        const m = await repo.lock(tx, messageId);
        if (!m || m.deliveryStatus !== DeliveryStatus.Queued) return 'done';
        const now = deps.clock.now();
        if (m.sendAfter.getTime() > now.getTime() + 1_000) {
          await deps.enqueue(tx, [{ messageId: m.messageId, startAfter: m.sendAfter }]);
          return 'done';
        }
        const stillWanted =
          m.billId !== null
            ? await repo.stillOwed(tx, m.billId)
            : m.tenantId !== null
              ? !(await repo.tenantOptedOut(tx, m.tenantId))
              : true;
        if (!stillWanted) {
          await repo.remove(tx, m.messageId);
          return 'done';
        }
        const channels = await repo.channels(tx);
        let composed = await compose(m, channels.linkOrigin);
        if (!composed) {
          await repo.remove(tx, m.messageId);
          return 'done';
        }
        const kind = templateKindOf(m.messageKind);
        const template =
          m.channel === MessageChannel.WhatsappApi ? templateFor(channels, kind, composed.language) : null;
        if (template?.fallback) composed = (await compose(m, channels.linkOrigin, template.language)) ?? composed;
        const subject = m.channel === MessageChannel.WhatsappApi ? '' : subjectOf(m.messageKind, composed);
        const parameters = template ? parametersOf(kind, composed.values) : [];
        const body = template ? JSON.stringify(parameters) : composed.text;
        const outcome = await deliver(deps.whatsapp, channels, {
          channel: m.channel,
          recipient: m.recipient,
          fromName: composed.businessName,
          subject,
          body,
          ...(template
            ? { template: { name: template.name, code: TEMPLATE_LANGUAGES[template.language], parameters } }
            : {}),
        });
        const written = {
          language: composed.language,
          subject,
          body,
          templateName: template?.name ?? '',
          languageFallback: template?.fallback ?? false,
        };
        if (outcome.ok) {
          await repo.recordOutcome(tx, m.messageId, {
            ...written,
            deliveryStatus: DeliveryStatus.Sent,
            providerMessageId: outcome.providerMessageId,
          });
          return 'done';
        }
        const again = outcome.retry && !finalAttempt;
        await repo.recordOutcome(tx, m.messageId, {
          ...written,
          deliveryStatus: again ? DeliveryStatus.Queued : DeliveryStatus.Failed,
          failureReason: outcome.reason,
          failureDetail: outcome.detail,
        });
        return again ? 'retry' : 'done';
      });
    },

    /** Meta's handshake when the webhook is set up: the challenge back for our verify token. */
    async verifyWebhook(query: Record<string, string | undefined>): Promise<string | null> {
      const channels = await repo.channels();
      const token = query['hub.verify_token'] ?? '';
      if (query['hub.mode'] !== 'subscribe' || !channels.verifyToken || !same(token, channels.verifyToken)) return null;
      return query['hub.challenge'] ?? '';
    },

    /**
     * Delivery statuses from Meta, signed with the app secret over the raw body
     * (X-Hub-Signature-256). Unsigned or wrongly signed: refused, nothing changed. Each status is
     * applied only forward, so one sent again or late changes nothing.
     */
    async webhook(signature: string | undefined, raw: string): Promise<{ applied: number }> {
      const channels = await repo.channels();
      if (!signatureOk(channels, signature, raw)) throw new AppError(401, refusal('messaging.webhookRefused'));
      let payload: { entry?: { changes?: { value?: { statuses?: WebhookStatus[] } }[] }[] };
      try {
        payload = JSON.parse(raw) as typeof payload;
      } catch {
        throw new AppError(400, refusal('request.malformedJson'));
      }
      let applied = 0;
      for (const entry of payload.entry ?? []) {
        for (const change of entry.changes ?? []) {
          for (const s of change.value?.statuses ?? []) {
            const status = STATUS_OF[String(s.status)];
            if (typeof s.id !== 'string' || !status) continue;
            const seconds = Number(s.timestamp);
            const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : deps.clock.now();
            const error = s.errors?.[0];
            const failure = error
              ? {
                  reason: failureReasonOf(error.code ?? 0),
                  detail: [`#${error.code ?? 0}`, error.title, error.error_data?.details ?? error.message]
                    .filter(Boolean)
                    .join(' ')
                    .slice(0, 500),
                }
              : { reason: MessageFailure.Other, detail: '' };
            if (await repo.applyStatus(deps.db, s.id, status, at, failure)) applied++;
          }
        }
      }
      return { applied };
    },
  };
}

export type MessageDispatch = ReturnType<typeof createMessageDispatch>;

/** The earliest moment any rule set that sends receipts sends them from; null when none does. */
function earliestReceiptSince(sets: RuleSetRow[]): Date | null {
  const on = sets.filter((r) => r.receiptOn).map((r) => Date.parse(r.receiptSince));
  return on.length > 0 ? new Date(Math.min(...on)) : null;
}

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function signatureOk(channels: ChannelsRow, signature: string | undefined, raw: string) {
  if (!channels.appSecret || !signature?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', channels.appSecret).update(raw, 'utf8').digest('hex');
  return same(signature.slice('sha256='.length), expected);
}

/** A failed status's error code as a reason in words (the same table as a refused send). */
const failureReasonOf = (code: number) => failureOfCode(code, 200).reason;
