import {
  businessProfileCalls,
  dashboardCalls,
  documentCalls,
  paths,
  propertyCalls,
  Role,
  settingCalls,
  type TenantPage,
  tenantLinkCalls,
  tenantPageCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { bookStay, noonOn, pay } from '../../../test/factories/bills.js';
import { encodeMultipart } from '../../../test/multipart.js';

/**
 * A stay's own page (README.md): its link made once and handed on, working while the stay runs
 * and 30 days after it ends, refused alike when expired, revoked or altered in any character;
 * the page shows that stay only, in the tenant's language or the one asked.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: 1 } });
});
afterAll(() => t.close());

const ok = <T = TenantPage>(res: { statusCode: number; body: { data: T } }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};

const tokenOf = (url: string) => url.split('/t/')[1] as string;
/** Each request from its own address, so the rate limit only bites where a test means it to. */
let address = 0;
const from = () => ({ 'x-forwarded-for': `10.1.${Math.floor(address / 250)}.${(address++ % 250) + 1}` });
const page = async (token: string, language?: 'id' | 'en', headers = from()) =>
  (await t.raw(
    tenantPageCalls.get.path,
    JSON.stringify({ token, ...(language ? { language } : {}) }),
    null,
    headers,
  )) as unknown as CallResult<TenantPage>;
const html = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/t/${token}${query}`, headers: from() });
const get = (url: string) =>
  t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, ''), headers: from() });

describe("a stay's page", () => {
  it('is one live link per stay, handed on again, in the WhatsApp message to the tenant', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const stay = await bookStay(t, '101', { checkInDate: '2027-01-01', rentAmount: 1_500_000 });
    const first = ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId: stay }, t.adminToken));
    expect(first.url).toMatch(/^http:\/\/localhost(:\d+)?\/t\/\d+\.[A-Za-z0-9_-]{43}$/);
    const again = ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId: stay }, t.adminToken));
    expect(again.url).toBe(first.url);
    const links = await t.db.execute(sql`select 1 from tenant_links where booking_id = ${stay}`);
    expect(links.rows).toHaveLength(1);
    // The tenant's language: Indonesian for a tenant from Indonesia.
    const message = decodeURIComponent((first.whatsappUrl ?? '').split('text=')[1] ?? '');
    expect(message).toMatch(
      /^Halo .+, ini halaman sewa Anda di .+: tagihan, kuitansi, dan cara bayar kamar 101 ada di sini\. http/,
    );
    expect(message.endsWith(first.url)).toBe(true);
    // Audited as the caller's.
    const audited = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'tenantLink' and action = 'create'`,
    );
    expect(audited.rows[0]?.n).toBe(1);
  });

  it('speaks English to a tenant from abroad: the message handing the link over and the page, word for word', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const stay = await bookStay(t, '203', { checkInDate: '2027-01-01', rentAmount: 1_100_000 });
    await t.db.execute(sql`update tenants set country = 'AUSTRALIA', tenant_name = 'JOHN SMITH', phone = '+61412345678'
      where tenant_id = (select tenant_id from bookings where booking_id = ${stay})`);
    const link = ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId: stay }, t.adminToken));
    const message = decodeURIComponent((link.whatsappUrl ?? '').split('text=')[1] ?? '');
    const business = (await t.db.execute<{ name: string }>(sql`select business_name as name from business_profile`))
      .rows[0]?.name;
    expect(message).toBe(
      `Hello John Smith, this is your stay page at ${business}: the bills, receipts and how to pay for room 203 are here. ${link.url}`,
    );
    const res = await html(tokenOf(link.url));
    expect(res.body).toContain('<html lang="en">');
    for (const words of [
      '<h1>Hello, John Smith</h1>',
      '<h2>Bills to pay</h2>',
      'Rent: Rp 1.100.000 a month',
      'Left to pay</td><td class="n">Rp 1.100.000</td>',
      '<h2>I have paid</h2>',
      'Made the transfer? Send its receipt here. The management will check and confirm it.',
      '<label for="claim-amount">Amount paid (Rp)</label>',
      '<button type="submit">Send proof of payment</button>',
      '<h2>Payment receipts</h2>',
      '<p>No payments yet.</p>',
      '<h2>Contact the management</h2>',
      'Bahasa Indonesia</a>',
    ])
      expect(res.body).toContain(words);
    const id = await html(tokenOf(link.url), '?lang=id');
    for (const words of [
      '<h1>Halo, John Smith</h1>',
      '<h2>Tagihan yang belum lunas</h2>',
      'Sewa: Rp 1.100.000 per bulan',
      '<h2>Saya sudah bayar</h2>',
      '<button type="submit">Kirim bukti bayar</button>',
      '<p>Belum ada pembayaran.</p>',
      '<h2>Hubungi pengelola</h2>',
    ])
      expect(id.body).toContain(words);
  });

  it('shows the stay only: its bills with their lines, receipts, deposit, the business, in either language', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const stay = await bookStay(t, '102', { checkInDate: '2027-01-01', rentAmount: 1_000_000 });
    await pay(t, stay, 400_000);
    const { url } = ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId: stay }, t.adminToken));
    const shown = ok(await page(tokenOf(url)));
    expect(shown).toMatchObject({
      language: 'id',
      today: '2027-01-05',
      roomNumber: '102',
      rentAmount: 1_000_000,
      rentalPeriod: 3,
      checkInDate: '2027-01-01',
      ended: false,
      totalOutstanding: 600_000,
      depositHeld: 0,
      claims: [],
    });
    expect(shown.openBills).toHaveLength(1);
    expect(shown.openBills[0]).toMatchObject({ amount: 1_000_000, paid: 400_000, outstanding: 600_000 });
    expect(shown.openBills[0]?.lines.map((l) => [l.description, l.amount])).toEqual([
      ['Sewa kamar 102, Januari 2027', 1_000_000],
      ['Sudah dibayar', -400_000],
    ]);
    expect(shown.receipts).toHaveLength(1);
    expect(shown.receipts[0]?.pdfURL).toContain(`${paths.tenantPage.receipt}/${tokenOf(url)}/`);
    const english = ok(await page(tokenOf(url), 'en'));
    expect(english.openBills[0]?.lines[1]?.description).toBe('Already paid');

    // Its PDFs open by the link; a bill or receipt of another stay answers as a link that does not work.
    const bill = await get(shown.openBills[0]?.pdfURL ?? '');
    expect(bill.statusCode).toBe(200);
    expect(bill.headers['content-type']).toBe('application/pdf');
    const other = await bookStay(t, '103', { checkInDate: '2027-01-01', rentAmount: 900_000 });
    const theirs = await t.db.execute<{ id: number }>(sql`select bill_id as id from bills where booking_id = ${other}`);
    const wrong = await get(`${paths.tenantPage.bill}/${tokenOf(url)}/${theirs.rows[0]?.id}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('tenantPage.linkNotWorking');
  });

  it('refuses a link altered in any character, revoked, or of a stay ended over 30 days ago, all alike', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const stay = await bookStay(t, '104', { checkInDate: '2027-01-01', rentAmount: 1_000_000 });
    const { url } = ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId: stay }, t.adminToken));
    const token = tokenOf(url);
    const refused = async (bad: string) => {
      const res = await page(bad);
      return res.statusCode === 404 && (res.body as { code?: string }).code === 'tenantPage.linkNotWorking';
    };
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const altered: string[] = [];
    for (let i = 0; i < token.length; i++) {
      const c = token[i] as string;
      const swap =
        c === '.'
          ? '-'
          : /\d/.test(c) && i < token.indexOf('.')
            ? String((Number(c) + 1) % 10)
            : alphabet[(alphabet.indexOf(c) + 1) % alphabet.length];
      altered.push(token.slice(0, i) + swap + token.slice(i + 1));
    }
    const results = await Promise.all(altered.map(refused));
    expect(results.every(Boolean)).toBe(true);
    expect(await refused('')).toBe(false); // an empty token is a bad request (400), not a link
    expect(await refused(`${token}x`)).toBe(true);
    expect((await page(token)).statusCode).toBe(200);

    // The HTML page says the same for any of them, in both languages, and reveals nothing.
    const bad = await html(altered[5] as string);
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('Tautan tidak berlaku');
    expect(bad.body).toContain('This link does not work');

    // Revoked by an admin (front desk may not), audited; a new link works.
    const desk = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });
    expect((await t.call(tenantLinkCalls.revokeTenantLink, { bookingId: stay }, desk.token)).statusCode).toBe(403);
    expect(ok(await t.call(tenantLinkCalls.revokeTenantLink, { bookingId: stay }, t.adminToken))).toEqual({
      bookingId: stay,
      revoked: 1,
    });
    expect(await refused(token)).toBe(true);
    const renewed = ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId: stay }, t.adminToken));
    expect(renewed.url).not.toBe(url);
    expect((await page(tokenOf(renewed.url))).statusCode).toBe(200);

    // Ended: works for 30 days after the check-out, then no more.
    await t.db.execute(sql`update bookings set booking_status = 2, check_out_date = '2027-02-10',
      checked_out_at = '2027-02-10T05:00:00Z' where booking_id = ${stay}`);
    t.clock.set(noonOn('2027-03-12'));
    expect(ok(await page(tokenOf(renewed.url))).ended).toBe(true);
    t.clock.set(noonOn('2027-03-13'));
    expect(await refused(tokenOf(renewed.url))).toBe(true);
  });

  it('draws the page as HTML readable with no script, with its one small script', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const stay = await bookStay(t, '105', { checkInDate: '2027-01-01', rentAmount: 1_250_000 });
    const { url } = ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId: stay }, t.adminToken));
    const res = await html(tokenOf(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<html lang="id">');
    expect(res.body).toContain('Tagihan yang belum lunas');
    expect(res.body).toContain('Sewa: Rp 1.250.000 per bulan');
    expect(res.body).toContain('Sisa tagihan</td><td class="n">Rp 1.250.000');
    const en = await html(tokenOf(url), '?lang=en');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Rent: Rp 1.250.000 a month');
    const script = /<script src="([^"]+)"/.exec(res.body)?.[1] as string;
    const js = await get(script);
    expect(js.statusCode).toBe(200);
    expect(js.body.length).toBeLessThan(3_000);
    expect(js.headers['cache-control']).toContain('immutable');
  });

  it('is rate limited per address, and a page of a deleted stay does not open', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const stay = await bookStay(t, '106', { checkInDate: '2027-01-01', rentAmount: 1_000_000 });
    const { url } = ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId: stay }, t.adminToken));
    await t.db.execute(sql`update bookings set status = 2 where booking_id = ${stay}`);
    const gone = await page(tokenOf(url));
    expect([gone.statusCode, (gone.body as { message?: string }).message]).toEqual([
      404,
      english('tenantPage.linkNotWorking'),
    ]);
    // 30 a minute from one address, then 429 in words.
    const { url: other } = ok(
      await t.call(
        tenantLinkCalls.getTenantLink,
        { bookingId: await bookStay(t, '107', { checkInDate: '2027-01-01' }) },
        t.adminToken,
      ),
    );
    const one = { 'x-forwarded-for': '192.0.2.88' };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await page(tokenOf(other), undefined, one)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const last = await page(tokenOf(other), undefined, one);
    expect([last.statusCode, last.body.message]).toEqual([429, english('tenantPage.tooMany')]);
  });
});

describe('messages that carry the page', () => {
  it("carry the stay's page instead of the document when the business chooses so, and the document's link otherwise", async () => {
    t.clock.set(noonOn('2027-01-20'));
    const stay = await bookStay(t, '201', { checkInDate: '2027-01-01', rentAmount: 1_000_000 });
    const paid = await pay(t, stay, 300_000);
    const bills = await t.db.execute<{ id: number }>(sql`select bill_id as id from bills where booking_id = ${stay}`);
    const billId = bills.rows[0]?.id as number;
    const textOf = (url: string | null | undefined) => decodeURIComponent((url ?? '').split('text=')[1] ?? '');

    const before = ok(await t.call(documentCalls.billShareLink, { billId }, t.adminToken));
    expect(textOf(before.whatsappUrl)).toContain('/s/');
    expect(textOf(before.whatsappUrl)).not.toContain('/t/');

    ok(await t.call(settingCalls.updateBusinessSettings, { MESSAGE_LINK: 'tenantPage' }, t.adminToken));
    const { url: pageUrl } = ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId: stay }, t.adminToken));
    const reminder = ok(await t.call(documentCalls.billShareLink, { billId }, t.adminToken));
    expect(textOf(reminder.whatsappUrl)).toContain(pageUrl);
    expect(textOf(reminder.whatsappUrl)).not.toContain('/s/');
    const receipt = ok(await t.call(documentCalls.paymentShareLink, { paymentId: paid.paymentId }, t.adminToken));
    expect(textOf(receipt.whatsappUrl)).toContain(pageUrl);
    // The dashboard's reminders too: the same page, no new link.
    const dashboard = ok(await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken));
    const row = dashboard.unpaidTenant.find((r) => r.bookingId === stay);
    expect(textOf(row?.whatsappUrl)).toContain(pageUrl);
    const links = await t.db.execute(sql`select 1 from tenant_links where booking_id = ${stay} and revoked_at is null`);
    expect(links.rows).toHaveLength(1);
    ok(await t.call(settingCalls.updateBusinessSettings, { MESSAGE_LINK: 'document' }, t.adminToken));
  });
});

describe('the way to pay the page shows', () => {
  it("is the stay's property's QRIS image and accounts where it has its own, else the profile's", async () => {
    t.clock.set(noonOn('2027-01-05'));
    const stay = await bookStay(t, '202', { checkInDate: '2027-01-01', rentAmount: 1_000_000 });
    const { url } = ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId: stay }, t.adminToken));
    const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    const upload = async (path: string) => {
      const { payload, contentType } = await encodeMultipart({
        qris: { content: png, filename: 'qris.png', type: 'image/png' },
      });
      const res = await t.raw(path, payload as unknown as string, t.adminToken, { 'content-type': contentType });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { qrisURL: string; qrisId?: number };
    };
    const profile = await upload(businessProfileCalls.updateBusinessQris.path);
    expect(ok(await page(tokenOf(url))).business.qrisURL).toMatch(new RegExp(`${profile.qrisURL}$`));

    const own = await upload(propertyCalls.uploadQris.path);
    const property = ok(await t.call(propertyCalls.getById, { propertyId: 1 }, t.adminToken));
    ok(await t.call(propertyCalls.update, { ...property, qrisId: own.qrisId }, t.adminToken));
    const shown = ok(await page(tokenOf(url)));
    expect(shown.business.qrisURL).toMatch(new RegExp(`${own.qrisURL}$`));
    expect(shown.business.qrisURL).not.toMatch(new RegExp(`${profile.qrisURL}$`));
    const image = await get(shown.business.qrisURL);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    // Its own removed: the profile's again.
    const now = ok(await t.call(propertyCalls.getById, { propertyId: 1 }, t.adminToken));
    expect(now.qrisURL).toBe(own.qrisURL);
    ok(await t.call(propertyCalls.update, { ...now, qrisId: null }, t.adminToken));
    expect(ok(await page(tokenOf(url))).business.qrisURL).toMatch(new RegExp(`${profile.qrisURL}$`));
  });
});

describe('"Report a problem" on the page', () => {
  const repairForm = async (
    token: string,
    fields: Record<string, string | { content: Buffer; filename: string; type: string }>,
  ) => {
    const { payload, contentType } = await encodeMultipart(fields);
    return t.app.inject({
      method: 'POST',
      url: `/t/${token}/repair`,
      headers: { 'content-type': contentType, ...from() },
      payload,
    });
  };

  it("takes the tenant's report with no script, lists it with its status, word for word in both languages", async () => {
    t.clock.set(noonOn('2027-01-05'));
    const stay = await bookStay(t, '206', { checkInDate: '2027-01-01' });
    const token = tokenOf(ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId: stay }, t.adminToken)).url);
    const before = await html(token);
    for (const words of [
      '<h2>Lapor kerusakan</h2>',
      'Ada yang rusak atau tidak berfungsi di kamar? Ceritakan di sini; pengelola akan memperbaikinya.',
      '<label for="repair-description">Apa yang rusak?</label>',
      '<label for="repair-photo">Foto (boleh kosong)</label>',
      '<button type="submit">Kirim laporan</button>',
    ])
      expect(before.body).toContain(words);
    expect(before.body).not.toContain('Laporan kerusakan Anda');

    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#ffcc00' } })
      .png()
      .toBuffer();
    const sent = await repairForm(token, {
      language: 'id',
      description: 'Lampu kamar mati',
      photo: { content: png, filename: 'lampu.png', type: 'image/png' },
    });
    expect([sent.statusCode, sent.headers.location]).toEqual([303, `/t/${token}?lang=id&repair=sent#repair`]);
    // Rows take the database's clock; the page's dates are read against the test's day.
    await t.db.execute(
      sql`update maintenance_requests set create_date = '2027-01-05T05:00:00Z' where booking_id = ${stay}`,
    );
    const after = await html(token, '?lang=id&repair=sent');
    for (const words of [
      'Terima kasih! Laporan Anda sudah diterima pengelola.',
      '<h2>Laporan kerusakan Anda</h2>',
      'Lampu kamar mati<br><span class="muted">Dilaporkan 05 Januari 2027</span>',
      '<span class="status r1">Baru</span>',
    ])
      expect(after.body).toContain(words);

    // The owner sees it, reported by the tenant for the stay's room, with its photo; and closes it.
    const [row] = (
      await t.db.execute<{ id: number; reportedBy: number; bookingId: number; photos: number }>(sql`
        select maintenance_request_id as id, reported_by::int as "reportedBy", booking_id as "bookingId",
               (select count(*)::int from maintenance_request_photos f where f.maintenance_request_id = m.maintenance_request_id) as photos
        from maintenance_requests m where booking_id = ${stay}`)
    ).rows;
    expect(row).toMatchObject({ reportedBy: 2, bookingId: stay, photos: 1 });
    t.clock.set(noonOn('2027-01-07'));
    await t.db.execute(sql`update maintenance_requests set request_status = 3, closed_date = '2027-01-07T05:00:00Z'
      where maintenance_request_id = ${row?.id}`);
    const en = await html(token, '?lang=en');
    for (const words of [
      '<h2>Report a problem</h2>',
      'Something broken or not working in your room? Tell us here and the management will fix it.',
      '<label for="repair-description">What is wrong?</label>',
      '<label for="repair-photo">Photo (optional)</label>',
      '<button type="submit">Send report</button>',
      '<h2>Problems you reported</h2>',
      'Lampu kamar mati<br><span class="muted">Reported 05 January 2027 · closed 07 January 2027</span>',
      '<span class="status r3">Done</span>',
    ])
      expect(en.body).toContain(words);
    const id = await html(token, '?lang=id');
    expect(id.body).toContain('Dilaporkan 05 Januari 2027 · ditutup 07 Januari 2027</span>');
    expect(id.body).toContain('<span class="status r3">Selesai</span>');
  });

  it('refuses what is not a photo in words, through the form and the call, and takes none after the stay ended', async () => {
    t.clock.set(noonOn('2027-01-05'));
    const stay = await bookStay(t, '207', { checkInDate: '2027-01-01' });
    const token = tokenOf(ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId: stay }, t.adminToken)).url);
    const count = async () =>
      (
        await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from maintenance_requests where booking_id = ${stay}`,
        )
      ).rows[0]?.n;
    const text = { content: Buffer.from('hello'), filename: 'lampu.jpg', type: 'image/jpeg' };
    const form = await repairForm(token, { language: 'en', description: 'Broken lamp', photo: text });
    expect(form.headers.location).toBe(`/t/${token}?lang=en&repair=tenant.photoType#repair`);
    const shown = await html(token, '?lang=en&repair=tenant.photoType');
    expect(shown.body).toContain('Your report was not sent: Photo must be a JPG, PNG or GIF image');
    const { payload, contentType } = await encodeMultipart({ token, description: 'Broken lamp', photo: text });
    const call = await t.raw(tenantPageCalls.submitMaintenanceRequest.path, payload as unknown as string, null, {
      'content-type': contentType,
      ...from(),
    });
    expect([call.statusCode, call.body.message]).toEqual([400, english('tenant.photoType')]);
    expect(await count()).toBe(0);

    // Through the call with no photo: Open.
    const plain = await encodeMultipart({ token, description: 'Keran bocor' });
    const made = await t.raw(tenantPageCalls.submitMaintenanceRequest.path, plain.payload as unknown as string, null, {
      'content-type': plain.contentType,
      ...from(),
    });
    expect([made.statusCode, (made.body.data as { requestStatus: number }).requestStatus]).toEqual([200, 1]);

    await t.db.execute(
      sql`update bookings set booking_status = 2, check_out_date = '2027-01-05' where booking_id = ${stay}`,
    );
    const late = await encodeMultipart({ token, description: 'Kunci hilang' });
    const refused = await t.raw(
      tenantPageCalls.submitMaintenanceRequest.path,
      late.payload as unknown as string,
      null,
      {
        'content-type': late.contentType,
        ...from(),
      },
    );
    expect([refused.statusCode, refused.body.message]).toEqual([409, english('maintenanceRequest.stayEnded')]);
    expect(await count()).toBe(1);
    const ended = await html(token, '?lang=en');
    expect(ended.body).not.toContain('<h2>Report a problem</h2>');
    expect(ended.body).toContain('<h2>Problems you reported</h2>');
  });
});
