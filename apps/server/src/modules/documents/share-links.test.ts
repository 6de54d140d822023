import { documentCalls, paymentCalls } from '@kamar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { makeBooking } from '../../../test/factories/money.js';
import { compact, pdfText } from '../../../test/pdf-text.js';
import { tenants } from '../tenants/tenants.table.js';
import { SHARED_REQUESTS_PER_MINUTE } from './documents.routes.js';

let t: TestApp;
let staff: { token: string; username: string };
beforeAll(async () => {
  // Behind a proxy: each test call names its own client address, so the rate limit is per test.
  t = await createTestApp({ config: { trustProxy: 1 } });
  staff = await t.createUser();
});
afterAll(() => t.close());

async function pay(tenantName: string, amount: number, phone = '0812-3456-7890', country = 'INDONESIA') {
  const booking = await makeBooking(t.db, { tenantName });
  await t.db.update(tenants).set({ phone, country }).where(eq(tenants.tenantName, tenantName));
  const res = await t.call(
    paymentCalls.create,
    {
      bookingId: booking.bookingId,
      paymentDate: '2026-05-03',
      paymentType: 2,
      paymentPeriodeMonth: 5,
      paymentPeriodeYear: 2026,
      amount,
    },
    t.adminToken,
  );
  return res.body.data;
}

const tokenOf = (url: string) => url.split('/s/')[1] as string;
/** Each call from its own address, so the rate limit only bites where a test means it to. */
let address = 0;
const openShared = (token: string) =>
  t.raw('/api/Share/GetDocument', JSON.stringify({ token }), null, {
    'x-forwarded-for': `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
  });

describe('share links', () => {
  it('show the one receipt without signing in, as data and as a PDF; the making is recorded', async () => {
    const p = await pay('RINA KUSUMA', 1_250_000);
    const res = await t.call(documentCalls.paymentShareLink, { paymentId: p.paymentId }, staff.token);
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.body.data;
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/s\/\d+\.[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(`${expiresAt}+07:00`) - Date.now()) / 86_400_000; // business time, Jakarta
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);

    const shared = await openShared(tokenOf(url));
    expect(shared.statusCode).toBe(200);
    expect(shared.body.data).toMatchObject({
      tenantName: 'RINA KUSUMA',
      total: 1_250_000,
      documentNumber: p.receiptNumber,
    });
    // Nothing beyond the document: no ids, phone or booking.
    expect(JSON.stringify(shared.body.data)).not.toMatch(/paymentId|bookingId|0812|phone":"0/);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/Share/Pdf/${tokenOf(url)}` });
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).compact).toContain(compact('RINA KUSUMA'));

    const links = await t.call(documentCalls.getShareLinks, { documentKind: 1, documentId: p.paymentId }, t.adminToken);
    expect(links.body.data.listData).toEqual([
      expect.objectContaining({ createBy: staff.username, revokedAt: null, expiresAt }),
    ]);
  });

  it("carry the receipt message for WhatsApp, to the tenant's number, in the tenant's language", async () => {
    const p = await pay('DEWI LESTARI', 1_500_000, '+62 813-1111-2222');
    const res = await t.call(documentCalls.paymentShareLink, { paymentId: p.paymentId }, t.adminToken);
    const wa = new URL(res.body.data.whatsappUrl as string);
    expect(wa.origin + wa.pathname).toBe('https://wa.me/6281311112222');
    const text = wa.searchParams.get('text') ?? '';
    expect(text).toBe(
      `Halo Kak Dewi, terima kasih. Pembayaran Rp 1.500.000 untuk kamar 101 (Mei 2026) sudah kami terima. Kuitansi: ${res.body.data.url}`,
    );
    const foreign = await pay('JOHN SMITH', 900_000, '+60 12-345 6789', 'MALAYSIA');
    const en = await t.call(documentCalls.paymentShareLink, { paymentId: foreign.paymentId }, t.adminToken);
    expect(new URL(en.body.data.whatsappUrl as string).searchParams.get('text')).toContain(
      'We have received Rp 900.000',
    );
    expect(((await openShared(tokenOf(en.body.data.url))).body.data as { language: string }).language).toBe('en');

    const noPhone = await pay('TANPA NOMOR', 100_000, '021 555 1234');
    const none = await t.call(documentCalls.paymentShareLink, { paymentId: noPhone.paymentId }, t.adminToken);
    expect(none.body.data.whatsappUrl).toBeNull();
  });

  it('fail the same way when altered, expired, revoked or unknown', async () => {
    const p = await pay('AGUS SALIM', 500_000);
    const other = await pay('BAMBANG', 600_000);
    const link = tokenOf(
      (await t.call(documentCalls.paymentShareLink, { paymentId: p.paymentId }, t.adminToken)).body.data.url,
    );
    const otherLink = tokenOf(
      (await t.call(documentCalls.paymentShareLink, { paymentId: other.paymentId }, t.adminToken)).body.data.url,
    );
    const [id, mac] = link.split('.') as [string, string];
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
    const attempts = [
      `${id}.${flipped}`,
      `${otherLink.split('.')[0]}.${mac}`, // another link's id with this link's signature
      `${Number(id) + 1000}.${mac}`,
      id,
      'x'.repeat(200),
      `${id}.${mac}x`,
    ];
    for (const token of attempts) {
      const res = await openShared(token);
      expect(res.statusCode, token).toBe(404);
      expect(res.body.message).toBe(english('shareLink.notFound'));
    }
    expect((await openShared(link)).statusCode).toBe(200);

    // The document behind a link cannot be swapped in the database either: the signature covers it.
    await t.db.execute(
      sql`update share_links set document_id = ${other.paymentId} where share_link_id = ${Number(id)}`,
    );
    expect((await openShared(link)).statusCode).toBe(404);
    await t.db.execute(sql`update share_links set document_id = ${p.paymentId} where share_link_id = ${Number(id)}`);
    expect((await openShared(link)).statusCode).toBe(200);

    const otherId = Number(otherLink.split('.')[0]);
    const revoked = await t.call(documentCalls.revokeShareLink, { shareLinkId: otherId }, t.adminToken);
    expect(revoked.body.data).toMatchObject({ revokedBy: 'admin' });
    expect((await openShared(otherLink)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/Share/Pdf/${otherLink}` })).statusCode).toBe(404);
    expect((await t.call(documentCalls.revokeShareLink, { shareLinkId: otherId }, staff.token)).statusCode).toBe(403);
    expect((await t.call(documentCalls.revokeShareLink, { shareLinkId: 99_999_999 }, t.adminToken)).statusCode).toBe(
      404,
    );

    // Expiry is part of the signature too: it cannot be extended in the database, only passed.
    await t.db.execute(
      sql`update share_links set expires_at = now() - interval '1 second' where share_link_id = ${Number(id)}`,
    );
    expect((await openShared(link)).statusCode).toBe(404);
  });

  it('are handed on again while live: one link per receipt and language, a new one once revoked or near its end', async () => {
    const p = await pay('SEKAR AYU', 700_000);
    const share = async (language?: 'id' | 'en') =>
      (await t.call(documentCalls.paymentShareLink, { paymentId: p.paymentId, language }, staff.token)).body.data;
    const first = await share();
    expect(await share()).toEqual(first);
    expect(await share()).toEqual(first);
    const links = async () =>
      (await t.call(documentCalls.getShareLinks, { documentKind: 1, documentId: p.paymentId }, t.adminToken)).body.data
        .listData;
    expect(await links()).toHaveLength(1);

    // Another language is another document for the tenant: its own link, itself handed on.
    const inEnglish = await share('en');
    expect(inEnglish.url).not.toBe(first.url);
    expect((await share('en')).url).toBe(inEnglish.url);
    expect((await share('id')).url).toBe(first.url);
    expect(await links()).toHaveLength(2);

    const firstId = Number(tokenOf(first.url).split('.')[0]);
    await t.call(documentCalls.revokeShareLink, { shareLinkId: firstId }, t.adminToken);
    const renewed = await share('id');
    expect(renewed.url).not.toBe(first.url);
    expect((await openShared(tokenOf(renewed.url))).statusCode).toBe(200);

    // A link about to end is not handed to a tenant again.
    const renewedId = Number(tokenOf(renewed.url).split('.')[0]);
    await t.db.execute(
      sql`update share_links set expires_at = now() + interval '10 days' where share_link_id = ${renewedId}`,
    );
    const fresh = await share('id');
    expect(fresh.url).not.toBe(renewed.url);
    expect((await openShared(tokenOf(fresh.url))).statusCode).toBe(200);
    expect(await share('id')).toEqual(fresh);
    expect(await links()).toHaveLength(4);
  });

  it('are rate limited per address', async () => {
    const p = await pay('CEPAT', 100_000);
    const link = tokenOf(
      (await t.call(documentCalls.paymentShareLink, { paymentId: p.paymentId }, t.adminToken)).body.data.url,
    );
    const headers = { 'x-forwarded-for': '192.0.2.77' };
    const statuses: number[] = [];
    for (let i = 0; i <= SHARED_REQUESTS_PER_MINUTE; i += 1) {
      statuses.push((await t.raw('/api/Share/GetDocument', JSON.stringify({ token: link }), null, headers)).statusCode);
    }
    expect(statuses.slice(0, SHARED_REQUESTS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    const last = await t.raw('/api/Share/GetDocument', JSON.stringify({ token: link }), null, headers);
    expect(last.statusCode).toBe(429);
    expect(last.body.message).toBe(english('shareLink.tooMany'));
    expect(Number(last.response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('are refused for a deposit return by staff, and for a deposit not returned', async () => {
    const p = await pay('STAF', 100_000);
    expect(
      (await t.call(documentCalls.depositReturnShareLink, { paymentId: p.paymentId }, staff.token)).statusCode,
    ).toBe(403);
    expect(
      (await t.call(documentCalls.depositReturnShareLink, { paymentId: p.paymentId }, t.adminToken)).statusCode,
    ).toBe(409);
    expect((await t.call(documentCalls.paymentShareLink, { paymentId: 99_999_999 }, t.adminToken)).statusCode).toBe(
      404,
    );
  });
});
