import {
  type CallRequest,
  CHECKOUT_HOURS,
  type Checkout,
  CheckoutStatus,
  GatewayAnomaly,
  type GatewayStatus,
  PaymentMethod,
  PaymentType,
  type paymentGatewayCalls,
  refusal,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { type Actor, runAs, withSavepoint } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { pageOf } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { type PaymentProvider, ProviderError, type ProviderEvent } from './gateway-provider.js';
import { createPaymentGatewayRepository, type LockedCheckout } from './payment-gateway.repository.js';

type Req<K extends keyof typeof paymentGatewayCalls> = CallRequest<(typeof paymentGatewayCalls)[K]>;

/** What settling a provider's word came to (for the logs and the tests). */
export type Settlement = 'paid' | 'already' | 'pending' | 'expired' | 'held' | 'unknown';

/** The stay a checkout is asked for, as the tenant's page resolved it from its link. */
export interface CheckoutFor {
  bookingId: number;
  billId: number;
  tenantName: string;
  roomNumber: string;
  /** Where the provider sends the payer back: the stay's page. */
  returnUrl: string;
}

/**
 * Online payment through a gateway (README.md). A checkout is the provider's hosted page for one
 * bill's amount; the money is recorded only from the provider's own word (its webhook, checked;
 * or asking it again on a schedule), never from the browser coming back. Every word is settled
 * under the checkout's row lock: the same event twice, or a webhook and a recheck at once, make
 * one payment. What does not fit (another amount, a bill no longer owed, a reference of no
 * checkout) is kept as an anomaly for the owner, never dropped and never made a wrong payment.
 */
export function createPaymentGatewayService(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  payments: PaymentsService;
  /** null: no gateway configured, and nothing about online payment shows. */
  provider: PaymentProvider | null;
}) {
  const { db, clock, businessTimezone, payments, provider } = deps;
  const repo = createPaymentGatewayRepository(db);

  async function openBill(tx: Tx, billId: number, bookingId: number) {
    const result = await tx.execute<{ outstanding: number; documentNumber: string; payable: boolean }>(sql`
      select (x.amount - x.paid_amount)::float8 as outstanding, x.document_number as "documentNumber",
             (x.bill_status in (1, 2) and x.status = 1 and b.booking_status = 1 and b.status = 1) as payable
      from bills x join bookings b on b.booking_id = x.booking_id
      where x.bill_id = ${billId} and x.booking_id = ${bookingId}`);
    return result.rows[0];
  }

  async function settleLocked(
    tx: Tx,
    checkout: LockedCheckout,
    event: ProviderEvent,
    payload: unknown,
  ): Promise<Settlement> {
    const p = provider as PaymentProvider;
    if (checkout.checkoutStatus === CheckoutStatus.Paid || checkout.checkoutStatus === CheckoutStatus.Held) {
      return 'already';
    }
    if (event.status === 'pending') {
      await repo.touch(tx, checkout.checkoutId);
      return 'pending';
    }
    if (event.status === 'expired') {
      await repo.setStatus(tx, checkout.checkoutId, CheckoutStatus.Expired);
      return 'expired';
    }
    const hold = async (reason: string) => {
      await repo.keepAnomaly(tx, {
        provider: p.name,
        providerReference: event.providerReference,
        reason,
        checkoutId: checkout.checkoutId,
        paidAmount: event.paidAmount,
        currency: event.currency,
        payload,
      });
      await repo.setStatus(tx, checkout.checkoutId, CheckoutStatus.Held);
      return 'held' as const;
    };
    if (event.currency.toUpperCase() !== 'IDR') return hold(GatewayAnomaly.CurrencyDiffers);
    if (event.paidAmount !== checkout.amount) return hold(GatewayAnomaly.AmountDiffers);
    const bill = await openBill(tx, checkout.billId, checkout.bookingId);
    if (!bill?.payable) {
      const stay = await tx.execute<{ ok: boolean }>(
        sql`select booking_status = 1 and status = 1 as ok from bookings where booking_id = ${checkout.bookingId}`,
      );
      return hold(stay.rows[0]?.ok ? GatewayAnomaly.BillNotOpen : GatewayAnomaly.StayNotPayable);
    }
    const paidOn = businessDate(event.paidAt ? new Date(event.paidAt) : clock.now(), businessTimezone);
    const [year, month] = paidOn.split('-').map(Number) as [number, number];
    let created: { paymentId: number };
    try {
      created = await withSavepoint(() =>
        payments.create(
          { username: p.name },
          {
            paymentDate: paidOn,
            paymentType: PaymentType.RentPayment,
            bookingId: checkout.bookingId,
            paymentPeriodeMonth: month,
            paymentPeriodeYear: year,
            amount: checkout.amount,
            remark: `${p.name} ${event.providerReference}`.slice(0, 200),
            billId: checkout.billId,
            // The channel (QRIS, BCA, OVO) is the checkout's: a payment's account is a transfer's only.
            paymentMethod: PaymentMethod.Online,
          },
        ),
      );
    } catch (error) {
      // The stay stopped taking money between the check above and the payment: kept for the owner.
      // Any other refusal is a fault of ours: it fails loudly, and the provider sends the word again.
      if (error instanceof AppError && error.refusal.code === 'payment.bookingNotPayable') {
        return hold(GatewayAnomaly.StayNotPayable);
      }
      throw error;
    }
    await repo.markPaid(tx, checkout.checkoutId, {
      paymentId: created.paymentId,
      fee: event.fee,
      channel: event.channel,
      paidAt: event.paidAt ?? clock.now().toISOString(),
    });
    return 'paid';
  }

  /** One provider word, settled in one transaction under the checkout's lock. */
  async function settle(event: ProviderEvent, payload: unknown): Promise<Settlement> {
    const p = provider as PaymentProvider;
    return db.transaction(async (tx) => {
      const checkout = await repo.lockByReference(tx, p.name, event.providerReference, event.externalId);
      if (!checkout) {
        if (event.status !== 'paid') return 'unknown';
        await repo.keepAnomaly(tx, {
          provider: p.name,
          providerReference: event.providerReference,
          reason: GatewayAnomaly.UnknownReference,
          checkoutId: null,
          paidAmount: event.paidAmount,
          currency: event.currency,
          payload,
        });
        return 'unknown';
      }
      return settleLocked(tx, checkout, event, payload);
    });
  }

  return {
    status: (): GatewayStatus => ({ enabled: provider !== null, provider: provider?.name ?? null }),
    enabled: () => provider !== null,
    /** The origins a "Pay online" form may go on to (the provider's checkout pages). */
    checkoutOrigins: () => [...new Set(provider?.checkoutOrigins ?? [])],

    /**
     * The bill's live checkout for what it still owes (asking again answers the same one), else a
     * new one from the provider. One at a time per bill: two taps make one checkout.
     */
    async checkout(input: CheckoutFor): Promise<Checkout> {
      if (!provider) throw new AppError(404, refusal('tenantPage.onlineNotOffered'));
      return db.transaction(async (tx) => {
        await repo.lockBill(tx, input.billId);
        const bill = await openBill(tx, input.billId, input.bookingId);
        if (!bill) throw badRequest(refusal('tenantPage.billNotOfStay'), 'billId');
        if (!bill.payable || bill.outstanding <= 0) {
          throw badRequest(refusal('tenantPage.billNotOpen', { number: bill.documentNumber }), 'billId');
        }
        const live = await repo.live(tx, input.billId, bill.outstanding);
        if (live) return { checkoutUrl: live.checkoutUrl, amount: live.amount, expiresAt: live.expiresAt };
        const checkoutId = await repo.nextExternalId(tx);
        const externalId = `kamar-${checkoutId}`;
        let made: Awaited<ReturnType<PaymentProvider['createCheckout']>>;
        try {
          made = await provider.createCheckout({
            externalId,
            amount: bill.outstanding,
            description: `${bill.documentNumber} · ${input.roomNumber}`,
            returnUrl: input.returnUrl,
            expirySeconds: CHECKOUT_HOURS * 3600,
            payerName: input.tenantName,
          });
        } catch (error) {
          if (error instanceof ProviderError) throw new AppError(502, refusal('paymentGateway.providerFailed'));
          throw error;
        }
        const row = await repo.insert(tx, {
          checkoutId,
          provider: provider.name,
          externalId,
          providerReference: made.providerReference,
          bookingId: input.bookingId,
          billId: input.billId,
          amount: bill.outstanding,
          checkoutUrl: made.checkoutUrl,
          expiresAt: made.expiresAt,
        });
        return { checkoutUrl: row.checkoutUrl, amount: row.amount, expiresAt: row.expiresAt };
      });
    },

    /**
     * The provider's webhook: refused (401, nothing recorded) unless it carries the provider's
     * token; a notice that is not about a checkout is acknowledged and ignored.
     */
    async callback(
      providerName: string,
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
      body: unknown,
    ): Promise<{ received: true; settlement: Settlement | 'ignored' }> {
      if (!provider || provider.name !== providerName) {
        throw new AppError(404, refusal('paymentGateway.unknownProvider', { provider: providerName.slice(0, 20) }));
      }
      if (!provider.verifyCallback(headers, rawBody))
        throw new AppError(401, refusal('paymentGateway.callbackRefused'));
      const event = provider.parseCallback(body);
      if (!event) return { received: true, settlement: 'ignored' };
      return { received: true, settlement: await settle(event, body) };
    },

    /**
     * Asks the provider again about pending checkouts not looked at for `olderThanSeconds`: a
     * webhook that never came still settles, an expired checkout is closed. Each checkout in its
     * own transaction, as `actor`; a provider that fails is asked again next time.
     */
    async recheck(rawDb: Database, actor: Actor, limit = 50, olderThanSeconds = 240) {
      if (!provider) return { asked: 0, settled: {} as Record<string, number> };
      const due = await repo.duePending(db, limit, olderThanSeconds);
      const settled: Record<string, number> = {};
      for (const c of due) {
        let event: ProviderEvent;
        try {
          event = await provider.getCheckout(c.providerReference);
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          await repo.touch(db, c.checkoutId);
          settled.failed = (settled.failed ?? 0) + 1;
          continue;
        }
        const outcome = await runAs(rawDb, actor, () => settle(event, { recheck: true, ...event }));
        settled[outcome] = (settled[outcome] ?? 0) + 1;
      }
      return { asked: due.length, settled };
    },

    async checkouts(filter: Req<'getCheckoutList'>) {
      return pageOf(await repo.checkouts(filter), filter);
    },

    async anomalies(filter: Req<'getAnomalyList'>) {
      return pageOf(await repo.anomalies(filter), filter);
    },

    /** Settled by hand, with what was done; once (the second is told by whom). The record stays. */
    async resolve(actor: CurrentUser, input: Req<'resolveAnomaly'>) {
      const find = async () =>
        (await repo.anomalies({ anomalyId: input.anomalyId, pageIndex: 0, pageSize: 1 })).rows[0];
      const found = await find();
      if (!found) throw notFound(refusal('paymentGateway.anomalyNotFound'));
      const done = await db.transaction((tx) => repo.resolve(tx, input.anomalyId, input.resolution, actor.username));
      if (!done) {
        throw conflict(
          refusal('paymentGateway.anomalyResolved', { by: (await find())?.resolvedBy ?? found.resolvedBy }),
        );
      }
      return (await find()) as NonNullable<Awaited<ReturnType<typeof find>>>;
    },

    /** Online payments reported and not recorded, still to settle (the dashboard's count). */
    openAnomalies: () => repo.openCount(db),
  };
}

export type PaymentGatewayService = ReturnType<typeof createPaymentGatewayService>;
