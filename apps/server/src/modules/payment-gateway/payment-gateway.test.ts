import {
  BillStatus,
  CheckoutStatus,
  dashboardCalls,
  GatewayAnomaly,
  PaymentMethod,
  paymentCalls,
  paymentGatewayCalls,
  tenantLinkCalls,
  tenantPageCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { billsOfStay, bookStay, expectLedgerHonest, noonOn } from '../../../test/factories/bills.js';
import { type FakeXendit, startFakeXendit } from '../../../test/fakes/xendit.js';
import { TEST_TIMEZONE } from '../../../test/test-constants.js';
import { scopedDatabase } from '../../db/actor-scope.js';
import { createServices } from '../../services.js';

/**
 * Online payment (README.md) against a local fake of Xendit built from its documented API and
 * webhook: a checkout made once per bill and amount, the webhook the only authority (a bad token
 * records nothing; the same event twice makes one payment; another amount is kept as an anomaly),
 * the recheck settling a checkout whose webhook never came and closing an expired one; without
 * keys nothing about it shows. Every sum against the ledger's recomputation.
 */
const keys = { secretKey: 'xnd_development_kamar_test', callbackToken: 'kamar-callback-token-0123456789' };
let fake: FakeXendit;
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  fake = await startFakeXendit(keys);
  t = await createTestApp({ config: { trustProxy: 1, gateway: { provider: 'xendit', ...keys, apiUrl: fake.url } } });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
  await fake.close();
});

const ok = <T>(res: { statusCode: number; body: { data: T } }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};
let address = 0;
const from = () => ({ 'x-forwarded-for': `10.3.${Math.floor(address / 250)}.${(address++ % 250) + 1}` });

async function stayOf(app: TestApp, room: string, rent = 1_000_000) {
  const bookingId = await bookStay(app, room, { checkInDate: '2027-01-01', rentAmount: rent });
  const [bill] = await billsOfStay(app.db, bookingId);
  const { url } = ok(await app.call(tenantLinkCalls.getTenantLink, { bookingId }, app.adminToken));
  return { bookingId, billId: bill?.billId as number, token: url.split('/t/')[1] as string };
}

const checkout = async (app: TestApp, token: string, billId: number) =>
  (await app.raw(
    paymentGatewayCalls.createCheckout.path,
    JSON.stringify({ token, billId }),
    null,
    from(),
  )) as unknown as CallResult<{
    checkoutUrl: string;
    amount: number;
  }>;

const callback = (body: unknown, token: string | null = keys.callbackToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/PaymentGateway/Callback/xendit',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-callback-token': token }) },
    payload: JSON.stringify(body),
  });

/** What a webhook with the token came to ('paid', 'already', 'held'...). */
const settled = async (body: unknown) => {
  const res = await callback(body);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return (res.json() as { settlement: string }).settlement;
};

const invoiceIdOf = (checkoutUrl: string) => checkoutUrl.split('/pay/')[1] as string;
const paymentsOf = async (bookingId: number) =>
  (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payments where booking_id = ${bookingId} and status = 1`,
    )
  ).rows[0]?.n;

/** The recheck as the daily work runs it: services on the scoped database, each settlement as the provider. */
const recheck = () =>
  createServices({
    db: scopedDatabase(t.db),
    clock: t.clock,
    businessTimezone: TEST_TIMEZONE,
    backup: { dir: t.backupDir, hour: null, keepDaily: 1, keepWeekly: 0 },
    gateway: { provider: 'xendit', ...keys, apiUrl: fake.url },
    signToken: () => '',
  }).paymentGateway.recheck(t.db, { userId: null, username: 'xendit', address: '' }, 50, 0);

describe('online payment', () => {
  it('shows nothing without keys', async () => {
    plain.clock.set(noonOn('2027-01-05'));
    const { token, billId } = await stayOf(plain, '101');
    const page = ok(
      (await plain.raw(tenantPageCalls.get.path, JSON.stringify({ token }), null)) as CallResult<{
        onlinePayment: boolean;
      }>,
    );
    expect(page.onlinePayment).toBe(false);
    const refused = await checkout(plain, token, billId);
    expect([refused.statusCode, refused.body.message]).toEqual([404, english('tenantPage.onlineNotOffered')]);
    expect(ok(await plain.call(paymentGatewayCalls.getStatus, {}, plain.adminToken))).toEqual({
      enabled: false,
      provider: null,
    });
    const html = await plain.app.inject({ method: 'GET', url: `/t/${token}` });
    expect(html.body).not.toContain('Bayar online');
    expect(String(html.headers['content-security-policy']).endsWith("form-action 'self'")).toBe(true);
  });

  it('makes one checkout per bill and amount, asked with the secret key; the page offers it', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const { token, billId } = await stayOf(t, '101');
    const first = ok(await checkout(t, token, billId));
    expect(first.amount).toBe(1_000_000);
    expect(first.checkoutUrl).toMatch(new RegExp(`^${fake.url}/pay/[0-9a-f]{24}$`));
    const again = ok(await checkout(t, token, billId));
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    const invoice = fake.invoices.get(invoiceIdOf(first.checkoutUrl));
    expect(invoice).toMatchObject({ amount: 1_000_000, currency: 'IDR', status: 'PENDING' });
    expect(invoice?.external_id).toMatch(/^kamar-\d+$/);
    expect(invoice?.success_redirect_url).toMatch(new RegExp(`/t/${token.replace('.', '\\.')}$`));
    const html = await t.app.inject({ method: 'GET', url: `/t/${token}`, headers: from() });
    expect(html.body).toContain('Bayar online Rp 1.000.000');
    // The browser lets the page's form go on to the provider's checkout, and nowhere else.
    expect(html.headers['content-security-policy']).toContain(
      `form-action 'self' https://checkout.xendit.co https://checkout-staging.xendit.co ${fake.url};`.slice(0, -1),
    );
    // The page's own form sends the browser on to the provider (303), with no script.
    const form = await t.app.inject({
      method: 'POST',
      url: `/t/${token}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
      payload: `billId=${billId}`,
    });
    expect([form.statusCode, form.headers.location]).toEqual([303, first.checkoutUrl]);
    // A provider that fails answers in words; asking again works.
    const other = await stayOf(t, '102');
    fake.failNext(1);
    const failed = await checkout(t, other.token, other.billId);
    expect([failed.statusCode, failed.body.message]).toEqual([502, english('paymentGateway.providerFailed')]);
    expect(ok(await checkout(t, other.token, other.billId)).checkoutUrl).toContain('/pay/');
  });

  it('records the payment only from a webhook with the token, once, with the fee and channel', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const { bookingId, billId, token } = await stayOf(t, '103', 1_250_000);
    const { checkoutUrl } = ok(await checkout(t, token, billId));
    const id = invoiceIdOf(checkoutUrl);
    await fake.pay(id, { channel: 'QRIS' });
    const body = fake.callbackBody(id);
    // No token, a wrong one, an altered one: refused, nothing recorded.
    for (const bad of [null, 'wrong', `${keys.callbackToken}x`, keys.callbackToken.slice(0, -1)]) {
      const res = await callback(body, bad);
      expect([res.statusCode, res.json().message]).toEqual([401, english('paymentGateway.callbackRefused')]);
    }
    expect(await paymentsOf(bookingId)).toBe(0);
    // The same event twice, and at once: one payment.
    const results = await Promise.all([callback(body), callback(body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await settled(body)).toBe('already');
    expect(await paymentsOf(bookingId)).toBe(1);
    expect((await billsOfStay(t.db, bookingId))[0]?.billStatus).toBe(BillStatus.Paid);
    const list = ok(await t.call(paymentGatewayCalls.getCheckoutList, { bookingId }, t.adminToken));
    const row = list.listData[0];
    expect(row).toMatchObject({ checkoutStatus: CheckoutStatus.Paid, amount: 1_250_000, fee: 8_750, channel: 'QRIS' });
    const payment = ok(await t.call(paymentCalls.getById, { paymentId: row?.paymentId as number }, t.adminToken));
    expect(payment).toMatchObject({ amount: 1_250_000, paymentType: 2, paymentMethod: PaymentMethod.Online, billId });
    expect(payment.remark).toBe(`xendit ${id}`);
    // Recorded in the provider's name.
    const audited = await t.db.execute<{ username: string }>(
      sql`select username from audit_log where entity = 'payment' and record_id = ${row?.paymentId} and action = 'create'`,
    );
    expect(audited.rows[0]?.username).toBe('xendit');
    await expectLedgerHonest(t.db);
  });

  it('keeps another amount, a bill paid meanwhile and an unknown reference as anomalies, never as payments', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const a = await stayOf(t, '104');
    const { checkoutUrl } = ok(await checkout(t, a.token, a.billId));
    await fake.pay(invoiceIdOf(checkoutUrl), { amount: 900_000 });
    expect(await settled(fake.callbackBody(invoiceIdOf(checkoutUrl)))).toBe('held');
    expect(await settled(fake.callbackBody(invoiceIdOf(checkoutUrl)))).toBe('already');
    expect(await paymentsOf(a.bookingId)).toBe(0);

    const b = await stayOf(t, '105');
    const second = ok(await checkout(t, b.token, b.billId));
    // Paid at the desk meanwhile.
    ok(
      await t.call(
        paymentCalls.create,
        {
          bookingId: b.bookingId,
          paymentDate: '2027-01-05',
          paymentType: 2,
          paymentPeriodeMonth: 1,
          paymentPeriodeYear: 2027,
          amount: 1_000_000,
          billId: b.billId,
        },
        t.adminToken,
      ),
    );
    await fake.pay(invoiceIdOf(second.checkoutUrl));
    expect(await settled(fake.callbackBody(invoiceIdOf(second.checkoutUrl)))).toBe('held');
    expect(await paymentsOf(b.bookingId)).toBe(1);

    const stranger = {
      ...fake.callbackBody(invoiceIdOf(second.checkoutUrl)),
      id: 'notours123',
      external_id: 'someone-else',
    };
    expect(await settled(stranger)).toBe('unknown');
    expect(await settled(stranger)).toBe('unknown');

    const anomalies = ok(await t.call(paymentGatewayCalls.getAnomalyList, {}, t.adminToken)).listData;
    expect(anomalies.map((x) => [x.reason, x.paidAmount, x.expectedAmount])).toEqual([
      [GatewayAnomaly.UnknownReference, 1_000_000, null],
      [GatewayAnomaly.BillNotOpen, 1_000_000, 1_000_000],
      [GatewayAnomaly.AmountDiffers, 900_000, 1_000_000],
    ]);
    // The owner's side settles them by hand, once each; the dashboard counts what is left.
    expect(ok(await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken)).onlinePaymentsToCheck).toBe(3);
    const first = anomalies[2]?.anomalyId as number;
    const resolved = ok(
      await t.call(
        paymentGatewayCalls.resolveAnomaly,
        { anomalyId: first, resolution: 'Selisih Rp 100.000 ditagih tunai' },
        t.adminToken,
      ),
    );
    expect(resolved).toMatchObject({ resolution: 'Selisih Rp 100.000 ditagih tunai', resolvedBy: 'admin' });
    const again = await t.call(
      paymentGatewayCalls.resolveAnomaly,
      { anomalyId: first, resolution: 'lagi' },
      t.adminToken,
    );
    expect([again.statusCode, (again.body as { message?: string }).message]).toEqual([
      409,
      'This was already settled by admin',
    ]);
    expect(ok(await t.call(paymentGatewayCalls.getAnomalyList, { open: true }, t.adminToken)).totalData).toBe(2);
    expect(ok(await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken)).onlinePaymentsToCheck).toBe(2);
    await expectLedgerHonest(t.db);
  });

  it('settles a checkout whose webhook never came, and closes an expired one, on the recheck', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const paid = await stayOf(t, '106');
    const expired = await stayOf(t, '107');
    const one = ok(await checkout(t, paid.token, paid.billId));
    const two = ok(await checkout(t, expired.token, expired.billId));
    fake.callbackUrl = null;
    await fake.pay(invoiceIdOf(one.checkoutUrl));
    fake.expire(invoiceIdOf(two.checkoutUrl));
    const done = await recheck();
    expect(done.asked).toBeGreaterThanOrEqual(2);
    expect(done.settled.paid).toBe(1);
    expect(done.settled.expired).toBe(1);
    expect((await billsOfStay(t.db, paid.bookingId))[0]?.billStatus).toBe(BillStatus.Paid);
    expect((await billsOfStay(t.db, expired.bookingId))[0]?.billStatus).toBe(BillStatus.Unpaid);
    // The webhook coming late after all changes nothing.
    expect(await settled(fake.callbackBody(invoiceIdOf(one.checkoutUrl)))).toBe('already');
    expect(await paymentsOf(paid.bookingId)).toBe(1);
    // An expired checkout is not handed out again: a new one is made.
    const renewed = ok(await checkout(t, expired.token, expired.billId));
    expect(renewed.checkoutUrl).not.toBe(two.checkoutUrl);
    await expectLedgerHonest(t.db);
  });
});
