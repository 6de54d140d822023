import {
  BillStatus,
  ClaimStatus,
  dashboardCalls,
  PaymentMethod,
  paymentCalls,
  paymentClaimCalls,
  propertyCalls,
  Role,
  tenantLinkCalls,
  tenantPageCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { billsOfStay, bookStay, expectLedgerHonest, noonOn } from '../../../test/factories/bills.js';
import { encodeMultipart, type FilePart } from '../../../test/multipart.js';
import { testImages } from '../tenants/tenants.test-kit.js';

/**
 * Tenants' "I have paid" (README.md): sent from the stay's page with a transfer photo, approved
 * (a payment placed as Payment/Create places it, its receipt's message answered) or rejected
 * with a reason the tenant reads; decided once, by one of two pressing at once; an amount
 * corrected, an over-payment kept as credit; every sum against the ledger's recomputation.
 */
let t: TestApp;
let png: FilePart;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: 1 } });
  ({ png } = await testImages());
});
afterAll(() => t.close());

const ok = <T>(res: { statusCode: number; body: { data: T } }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};

let address = 0;
const from = () => ({ 'x-forwarded-for': `10.2.${Math.floor(address / 250)}.${(address++ % 250) + 1}` });

async function linkOf(bookingId: number) {
  const { url } = ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId }, t.adminToken));
  return url.split('/t/')[1] as string;
}

async function claim(fields: Record<string, string | number | FilePart | undefined>) {
  const { payload, contentType } = await encodeMultipart({ photo: png, ...fields });
  const res = await t.raw(tenantPageCalls.submitClaim.path, payload as unknown as string, null, {
    'content-type': contentType,
    ...from(),
  });
  return res as unknown as CallResult<{ paymentClaimId: number; claimStatus: number }>;
}

const pageOf = async (token: string) =>
  ok(
    await (t.raw(tenantPageCalls.get.path, JSON.stringify({ token }), null, from()) as Promise<CallResult<never>>),
  ) as {
    claims: { claimStatus: number; rejectReason: string; billNumber: string }[];
    openBills: { billId: number }[];
  };

async function stayWithBill(room: string, rent = 1_000_000) {
  const bookingId = await bookStay(t, room, { checkInDate: '2027-01-01', rentAmount: rent });
  const [bill] = await billsOfStay(t.db, bookingId);
  return { bookingId, billId: bill?.billId as number, token: await linkOf(bookingId) };
}

describe('payment claims', () => {
  it('go from the page to the queue, and an approval records the payment on the bill with its receipt message', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const { bookingId, billId, token } = await stayWithBill('101');
    const sent = ok(await claim({ token, billId, amount: 1_000_000, paidDate: '2027-01-04', note: 'BCA a.n. Rina' }));
    expect(sent.claimStatus).toBe(ClaimStatus.Waiting);
    // The owner's queue and the dashboard count it.
    const queue = ok(await t.call(paymentClaimCalls.getList, { claimStatus: ClaimStatus.Waiting }, t.adminToken));
    expect(queue.listData.map((c) => c.paymentClaimId)).toContain(sent.paymentClaimId);
    const one = ok(await t.call(paymentClaimCalls.getById, { paymentClaimId: sent.paymentClaimId }, t.adminToken));
    expect(one).toMatchObject({
      bookingId,
      billId,
      amount: 1_000_000,
      paidDate: '2027-01-04',
      note: 'BCA a.n. Rina',
      billOutstanding: 1_000_000,
      paymentId: null,
    });
    const photo = await t.app.inject({
      method: 'GET',
      url: one.photoURL,
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/png']);
    expect(ok(await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken)).claimsWaiting).toBe(1);

    const approved = ok(await t.call(paymentClaimCalls.approve, { paymentClaimId: sent.paymentClaimId }, t.adminToken));
    expect(approved.receiptNumber).toMatch(/^KW\/2027\/\d{6}$/);
    expect(approved.whatsappUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    const payment = ok(await t.call(paymentCalls.getById, { paymentId: approved.paymentId }, t.adminToken));
    expect(payment).toMatchObject({
      amount: 1_000_000,
      paymentType: 2,
      paymentMethod: PaymentMethod.BankTransfer,
      billId,
      bookingId,
    });
    expect((await billsOfStay(t.db, bookingId))[0]?.billStatus).toBe(BillStatus.Paid);
    expect(ok(await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken)).claimsWaiting).toBe(0);
    const page = await pageOf(token);
    expect(page.claims[0]).toMatchObject({
      claimStatus: ClaimStatus.Approved,
      billNumber: expect.stringMatching(/^TG\//),
    });
    expect(page.openBills).toEqual([]);
    // The HTML page: the bill among those paid, its receipt to download, the claim approved.
    const html = await t.app.inject({ method: 'GET', url: `/t/${token}`, headers: from() });
    expect(html.body).toContain('Tagihan yang sudah lunas');
    expect(html.body).toContain(`<strong>${one.billNumber}</strong><br><span class="muted">Januari 2027</span>`);
    expect(html.body).toContain('<span class="status s2">LUNAS</span>');
    expect(html.body).toContain(`Kuitansi ${approved.receiptNumber} (PDF)`);
    expect(html.body).toContain('<span class="status s2">Disetujui</span>');
    await expectLedgerHonest(t.db);
  });

  it('approved after its bill was paid at the desk, become the stay credit, not a second payment of that bill', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const { bookingId, billId, token } = await stayWithBill('201', 700_000);
    const sent = ok(await claim({ token, billId, amount: 700_000, paidDate: '2027-01-05' }));
    ok(
      await t.call(
        paymentCalls.create,
        {
          bookingId,
          paymentDate: '2027-01-05',
          paymentType: 2,
          paymentPeriodeMonth: 1,
          paymentPeriodeYear: 2027,
          amount: 700_000,
          billId,
        },
        t.adminToken,
      ),
    );
    const approved = ok(await t.call(paymentClaimCalls.approve, { paymentClaimId: sent.paymentClaimId }, t.adminToken));
    const payment = ok(await t.call(paymentCalls.getById, { paymentId: approved.paymentId }, t.adminToken));
    expect(payment.billId).toBeNull();
    const credit = await t.db.execute<{ credit: number }>(
      sql`select coalesce(sum(amount - allocated_amount), 0)::float8 as credit from payments
          where booking_id = ${bookingId} and payment_type = 2 and status = 1`,
    );
    expect(credit.rows[0]?.credit).toBe(700_000);
    await expectLedgerHonest(t.db);
  });

  it('take a corrected amount and date; an amount over the bill is the stay credit', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const { bookingId, billId, token } = await stayWithBill('102', 800_000);
    const sent = ok(await claim({ token, billId, amount: 1_000_000, paidDate: '2027-01-05' }));
    const future = await t.call(
      paymentClaimCalls.approve,
      { paymentClaimId: sent.paymentClaimId, paymentDate: '2027-01-06' },
      t.adminToken,
    );
    expect([future.statusCode, (future.body as { message?: string }).message]).toEqual([
      400,
      'Payment Date must not be after today',
    ]);
    const approved = ok(
      await t.call(
        paymentClaimCalls.approve,
        { paymentClaimId: sent.paymentClaimId, amount: 900_000, paymentDate: '2027-01-03' },
        t.adminToken,
      ),
    );
    const payment = ok(await t.call(paymentCalls.getById, { paymentId: approved.paymentId }, t.adminToken));
    expect(payment).toMatchObject({ amount: 900_000, paymentDate: '2027-01-03T00:00:00' });
    const settled = await t.db.execute<{ credit: number }>(
      sql`select (select coalesce(sum(amount - allocated_amount), 0) from payments where booking_id = ${bookingId} and payment_type = 2 and status = 1)::float8 as credit`,
    );
    expect(settled.rows[0]?.credit).toBe(100_000);
    expect((await billsOfStay(t.db, bookingId))[0]?.billStatus).toBe(BillStatus.Paid);
    await expectLedgerHonest(t.db);
  });

  it('are decided once: of two approvals at once one wins; a rejection reads on the page with its reason', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const { bookingId, billId, token } = await stayWithBill('103');
    const sent = ok(await claim({ token, billId, amount: 500_000, paidDate: '2027-01-05' }));
    const manager = await t.createUser({ role: Role.Manager, propertyIds: [1] });
    const [a, b] = await Promise.all([
      t.call(paymentClaimCalls.approve, { paymentClaimId: sent.paymentClaimId }, t.adminToken),
      t.call(paymentClaimCalls.approve, { paymentClaimId: sent.paymentClaimId }, manager.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect((loser.body as { code?: string }).code).toBe('paymentClaim.alreadyApproved');
    const payments = await t.db.execute(sql`select 1 from payments where booking_id = ${bookingId} and status = 1`);
    expect(payments.rows).toHaveLength(1);

    const second = ok(await claim({ token, billId, amount: 500_000, paidDate: '2027-01-05' }));
    const rejected = await t.call(
      paymentClaimCalls.reject,
      { paymentClaimId: second.paymentClaimId, reason: 'Transfer belum masuk ke rekening' },
      t.adminToken,
    );
    expect(ok(rejected).claimStatus).toBe(ClaimStatus.Rejected);
    const again = await t.call(paymentClaimCalls.approve, { paymentClaimId: second.paymentClaimId }, t.adminToken);
    expect([again.statusCode, (again.body as { message?: string }).message]).toEqual([
      409,
      'This claim was already rejected by admin',
    ]);
    const page = await pageOf(token);
    expect(page.claims[0]).toMatchObject({
      claimStatus: ClaimStatus.Rejected,
      rejectReason: 'Transfer belum masuk ke rekening',
    });
    const none = await t.call(paymentClaimCalls.reject, { paymentClaimId: 999_999, reason: 'x' }, t.adminToken);
    expect([none.statusCode, (none.body as { code?: string }).code]).toEqual([404, 'paymentClaim.notFound']);
    await expectLedgerHonest(t.db);
  });

  it('can be sent with no script: the page form posts, comes back to the page and says so, in words', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const { bookingId, billId, token } = await stayWithBill('107');
    const post = async (fields: Record<string, string | number | FilePart | undefined>) => {
      const { payload, contentType } = await encodeMultipart(fields);
      return t.app.inject({
        method: 'POST',
        url: `/t/${token}/claim`,
        headers: { 'content-type': contentType, ...from() },
        payload,
      });
    };
    const refused = await post({ billId, amount: 1_000_000, paidDate: '2027-01-05', language: 'id' });
    expect([refused.statusCode, refused.headers.location]).toEqual([
      303,
      `/t/${token}?lang=id&claim=paymentClaim.photoRequired#claim`,
    ]);
    const page = await t.app.inject({
      method: 'GET',
      url: String(refused.headers.location).replace('#claim', ''),
      headers: from(),
    });
    expect(page.body).toContain('Bukti bayar belum terkirim: Tambahkan foto bukti transfer');
    const sent = await post({ billId, amount: 1_000_000, paidDate: '2027-01-05', language: 'id', photo: png });
    expect([sent.statusCode, sent.headers.location]).toEqual([303, `/t/${token}?lang=id&claim=sent#claim`]);
    const after = await t.app.inject({ method: 'GET', url: `/t/${token}?lang=id&claim=sent`, headers: from() });
    expect(after.body).toContain('Terima kasih! Bukti bayar Anda sudah terkirim dan menunggu konfirmasi pengelola.');
    expect(after.body).toContain('<span class="status s1">Menunggu konfirmasi</span>');
    const kept = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payment_claims where booking_id = ${bookingId}`,
    );
    expect(kept.rows[0]?.n).toBe(1);
    // A notice of no refusal the page knows reads as not sent, with no words from the address.
    const odd = await t.app.inject({ method: 'GET', url: `/t/${token}?claim=<b>hi</b>`, headers: from() });
    expect(odd.body).toContain('Bukti bayar belum terkirim</div>');
    expect(odd.body).not.toContain('<b>hi</b>');
  });

  it("refuse another stay's bill, a paid bill, a date after today, no photo or no image, and store nothing", async () => {
    t.clock.set(noonOn('2027-01-05'));
    const mine = await stayWithBill('104');
    const theirs = await stayWithBill('105');
    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from payment_claims`)).rows[0]?.n;
    const before = await count();
    const cases: [Record<string, string | number | FilePart | undefined>, number, string][] = [
      [
        { token: mine.token, billId: theirs.billId, amount: 1, paidDate: '2027-01-05' },
        400,
        english('tenantPage.billNotOfStay'),
      ],
      [
        { token: mine.token, billId: mine.billId, amount: 1, paidDate: '2027-01-06' },
        400,
        english('tenantPage.paidDateInFuture'),
      ],
      [
        { token: mine.token, billId: mine.billId, amount: 1, paidDate: '2027-01-05', photo: undefined },
        400,
        english('paymentClaim.photoRequired'),
      ],
      [
        {
          token: mine.token,
          billId: mine.billId,
          amount: 1,
          paidDate: '2027-01-05',
          photo: { content: Buffer.from('no'), filename: 'x.png', type: 'image/png' },
        },
        400,
        english('paymentClaim.photoType'),
      ],
      [
        {
          token: `${mine.token.slice(0, -1)}${mine.token.endsWith('A') ? 'B' : 'A'}`,
          billId: mine.billId,
          amount: 1,
          paidDate: '2027-01-05',
        },
        404,
        english('tenantPage.linkNotWorking'),
      ],
      [
        { token: mine.token, billId: mine.billId, amount: 0, paidDate: '2027-01-05' },
        400,
        'Amount must be between Rp 1 and Rp 100.000.000.000',
      ],
    ];
    for (const [fields, status, message] of cases) {
      const res = await claim(fields);
      expect([res.statusCode, res.body.message], JSON.stringify(fields.billId)).toEqual([status, message]);
    }
    expect(await count()).toBe(before);
  });

  it("show staff of one property only that property's claims and photos", async () => {
    t.clock.set(noonOn('2027-01-05'));
    const { billId, token } = await stayWithBill('106');
    const sent = ok(await claim({ token, billId, amount: 1_000, paidDate: '2027-01-05' }));
    const other = ok(await t.call(propertyCalls.create, { propertyName: 'KOS KENANGA' }, t.adminToken))
      .propertyId as number;
    const theirs = await t.createUser({ role: Role.FrontDesk, propertyIds: [other] });
    const ours = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });
    expect(
      (await t.call(paymentClaimCalls.getById, { paymentClaimId: sent.paymentClaimId }, theirs.token)).statusCode,
    ).toBe(404);
    expect(ok(await t.call(paymentClaimCalls.getList, {}, theirs.token)).listData).toEqual([]);
    expect(
      (await t.call(paymentClaimCalls.getById, { paymentClaimId: sent.paymentClaimId }, ours.token)).statusCode,
    ).toBe(200);
    const photo = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/PaymentClaim/Photo/${sent.paymentClaimId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await photo(theirs.token)).statusCode).toBe(404);
    expect((await photo(ours.token)).statusCode).toBe(200);
    expect(ok(await t.call(dashboardCalls.getDashboardInfo, {}, theirs.token)).claimsWaiting).toBe(0);
  });
});
