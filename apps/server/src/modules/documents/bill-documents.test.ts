import { billCalls, businessProfileCalls, documentCalls, reminderCalls, rupiahInWords } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMark, entriesSince } from '../../../test/audit.js';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { billsOfStay, bookStay, noonOn, pay } from '../../../test/factories/bills.js';
import { compact, pdfText } from '../../../test/pdf-text.js';
import { signShareLink } from './share-link-token.js';

/** Bills as documents (data, PDF), their share links and the reminder that carries them. */
let t: TestApp;
let staff: { token: string; username: string };
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn('2030-03-05'));
  staff = await t.createUser();
  const profile = (await t.call(businessProfileCalls.getBusinessProfile, {}, t.adminToken)).body.data;
  const bankAccounts = [{ bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'KOS MAWAR' }];
  await t.call(businessProfileCalls.updateBusinessProfile, { ...profile, bankAccounts }, t.adminToken);
});
afterAll(async () => {
  t.clock.set(null);
  await t.close();
});

/** A stay from 1 Feb 2030 of a tenant with this name, phone and country; its February bill. */
async function owedBill(room: string, tenantName: string, phone = '0812-3456-7890', country = 'INDONESIA') {
  const bookingId = await bookStay(t, room, { checkInDate: '2030-02-01' });
  await t.db.execute(sql`
    update tenants set tenant_name = ${tenantName}, phone = ${phone}, country = ${country}
    where tenant_id = (select tenant_id from bookings where booking_id = ${bookingId})`);
  const [february] = await billsOfStay(t.db, bookingId);
  if (!february) throw new Error('no bill');
  const stored = await t.db.execute<{ number: string }>(
    sql`select document_number as number from bills where bill_id = ${february.billId}`,
  );
  return { bookingId, ...february, documentNumber: stored.rows[0]?.number as string };
}

const tokenOf = (url: string) => url.split('/s/')[1] as string;
const openShared = (token: string) => t.call(documentCalls.getShared, { token }, null);

describe('Bill/GetDocument and GET api/Bill/Document/{billId}', () => {
  it('answers what is due: lines, what was paid, the due date, the bank accounts and the amount in words', async () => {
    const bill = await owedBill('301', 'SITI AMINAH');
    await pay(t, bill.bookingId, 500_000, { paymentDate: '2030-02-03', month: 2, year: 2030 });
    const res = await t.call(documentCalls.getBillDocument, { billId: bill.billId, language: 'en' }, staff.token);
    expect(res.statusCode).toBe(200);
    // Its own number from the TG counter of the year it was issued in (the clock says 2030).
    expect(bill.documentNumber).toMatch(/^TG\/2030\/\d{6}$/);
    const due = bill.amount - 500_000;
    expect(res.body.data).toMatchObject({
      documentKind: 3,
      documentNumber: bill.documentNumber,
      dueDate: '2030-02-01',
      tenantName: 'SITI AMINAH',
      roomNumber: '301',
      period: 'February 2030',
      lines: [
        { description: 'Rent of room 301, February 2030', amount: bill.amount },
        { description: 'Already paid', amount: -500_000 },
      ],
      total: due,
      amountInWords: rupiahInWords(due, 'en'),
      isVoid: false,
      business: { bankAccounts: [{ bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'KOS MAWAR' }] },
      labels: { title: 'BILL', total: 'Amount due', dueDate: 'Due date', dueDateText: '1 February 2030' },
    });
    // The tenant's language unless asked: Indonesian for a tenant from Indonesia.
    const id = await t.call(documentCalls.getBillDocument, { billId: bill.billId }, staff.token);
    expect(id.body.data).toMatchObject({ language: 'id', period: 'Februari 2030', labels: { title: 'TAGIHAN' } });
  });

  it('is a PDF holding the tenant, what is due in figures and words, the due date and the bank', async () => {
    const bill = await owedBill('302', 'YUDI PRATAMA');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/Bill/Document/${bill.billId}?lang=id`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { compact: text } = await pdfText(pdf.rawPayload);
    for (const phrase of [
      'YUDI PRATAMA',
      bill.documentNumber,
      'TAGIHAN',
      'Jatuh tempo',
      '1 Februari 2030',
      'BCA 1234567890',
      new Intl.NumberFormat('id-ID').format(bill.amount),
      rupiahInWords(bill.amount, 'id'),
    ])
      expect(text, phrase).toContain(compact(phrase));
  });

  it('refuses the signed-out, an unknown bill and bad input', async () => {
    const bill = await owedBill('303', 'ANTON');
    expect((await t.call(documentCalls.getBillDocument, { billId: bill.billId }, null)).statusCode).toBe(401);
    const unknown = await t.call(documentCalls.getBillDocument, { billId: 99_999_999 }, staff.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(english('bill.notFound'));
    expect((await t.call(documentCalls.getBillDocument, { billId: 'x' }, staff.token)).statusCode).toBe(400);
    const lang = await t.call(documentCalls.getBillDocument, { billId: bill.billId, language: 'fr' }, staff.token);
    expect(lang.statusCode).toBe(400);
    const get = (url: string, token: string | null) =>
      t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await get(`/api/Bill/Document/${bill.billId}`, null)).statusCode).toBe(401);
    expect((await get('/api/Bill/Document/99999999', staff.token)).statusCode).toBe(404);
    expect((await get('/api/Bill/Document/abc', staff.token)).statusCode).toBe(404);
  });
});

describe('Bill/GetShareLink', () => {
  it('makes a signed link that shows this bill signed out, with the reminder carrying it; audited as its maker', async () => {
    const bill = await owedBill('304', 'RINA WATI', '+62 813-1111-2222');
    const mark = await auditMark(t);
    const res = await t.call(documentCalls.billShareLink, { billId: bill.billId }, staff.token);
    expect(res.statusCode).toBe(200);
    const { url, whatsappUrl } = res.body.data;
    expect(url).toMatch(/\/s\/\d+\.[A-Za-z0-9_-]{43}$/);
    const wa = new URL(whatsappUrl as string);
    expect(wa.pathname).toBe('/6281311112222');
    expect(wa.searchParams.get('text')).toBe(
      `Halo Kak Rina, semoga sehat selalu. Kami ingin mengingatkan tagihan sewa kamar 304 sebesar Rp ${new Intl.NumberFormat('id-ID').format(bill.amount)} untuk:\n- Februari 2030 (jatuh tempo 1 Februari 2030, sudah lewat 32 hari)\n\nPembayaran dapat ditransfer ke BCA 1234567890 a.n. KOS MAWAR.\nRincian tagihan: ${url}\n\nTerima kasih.`,
    );
    const made = (await entriesSince(t, mark)).filter((e) => e.entity === 'shareLink');
    expect(made).toEqual([expect.objectContaining({ username: staff.username, action: 'create' })]);

    const shared = await openShared(tokenOf(url));
    expect(shared.statusCode).toBe(200);
    expect(shared.body.data).toMatchObject({ documentKind: 3, tenantName: 'RINA WATI', total: bill.amount });
    expect(JSON.stringify(shared.body.data)).not.toMatch(/billId|bookingId|0813|phone":"\+/);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/Share/Pdf/${tokenOf(url)}` });
    expect((await pdfText(pdf.rawPayload)).compact).toContain(compact('RINA WATI'));
  });

  it('fails when revoked, expired or altered, and refuses bad input and the signed-out', async () => {
    const bill = await owedBill('305', 'JOKO');
    const make = async () =>
      tokenOf((await t.call(documentCalls.billShareLink, { billId: bill.billId }, t.adminToken)).body.data.url);
    const revoked = await make();
    const revokedId = Number(revoked.split('.')[0]);
    await t.call(documentCalls.revokeShareLink, { shareLinkId: revokedId }, t.adminToken);
    expect((await openShared(revoked)).statusCode).toBe(404);

    // A link whose time has passed, signed as the server signs it: refused for its age alone.
    const expired = await make();
    const expiredId = Number(expired.split('.')[0]);
    expect((await openShared(expired)).statusCode).toBe(200);
    const before = await t.db.execute<{ expiresAtMs: string }>(sql`
      select (extract(epoch from expires_at) * 1000)::bigint as "expiresAtMs" from share_links where share_link_id = ${expiredId}`);
    const moved = await t.db.execute<{ expiresAtMs: string }>(sql`
      update share_links set expires_at = date_trunc('second', now()) - interval '1 day' where share_link_id = ${expiredId}
      returning (extract(epoch from expires_at) * 1000)::bigint as "expiresAtMs"`);
    const secret = (
      await t.db.execute<{ value: string }>(sql`select value from app_settings where key = 'share_link_secret'`)
    ).rows[0]?.value as string;
    const facts = { shareLinkId: expiredId, documentKind: 3, documentId: bill.billId, language: 'id' };
    // Signed here exactly as the server signed the live link...
    expect(signShareLink(secret, { ...facts, expiresAtMs: Number(before.rows[0]?.expiresAtMs) })).toBe(expired);
    const resigned = signShareLink(secret, { ...facts, expiresAtMs: Number(moved.rows[0]?.expiresAtMs) });
    const res = await openShared(resigned);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(english('shareLink.notFound'));

    // Another bill's id under this link's signature.
    const [id, mac] = (await make()).split('.') as [string, string];
    expect((await openShared(`${Number(id) + 1}.${mac}`)).statusCode).toBe(404);

    expect((await t.call(documentCalls.billShareLink, { billId: bill.billId }, null)).statusCode).toBe(401);
    expect((await t.call(documentCalls.billShareLink, { billId: 99_999_999 }, staff.token)).statusCode).toBe(404);
    expect((await t.call(documentCalls.billShareLink, { billId: -1 }, staff.token)).statusCode).toBe(400);
    const links = await t.call(documentCalls.getShareLinks, { documentKind: 3, documentId: bill.billId }, staff.token);
    expect(links.statusCode).toBe(403);
  });
});

describe('bill lists', () => {
  it('carry a reminder with the bill’s link on each owed bill, none on a paid one', async () => {
    const bill = await owedBill('306', 'LINA MARLINA');
    await pay(t, bill.bookingId, bill.amount, { paymentDate: '2030-02-02', month: 2, year: 2030 });
    const list = await t.call(
      billCalls.getList,
      { tenantName: 'LINA MARLINA', pageSize: 10, pageIndex: 0 },
      staff.token,
    );
    const rows = list.body.data.listData;
    const paid = rows.find((r) => r.billId === bill.billId);
    const owed = rows.find((r) => r.outstanding > 0);
    expect(paid?.whatsappUrl).toBeNull();
    const text = new URL(owed?.whatsappUrl as string).searchParams.get('text') ?? '';
    const link = /(http\S+\/s\/\S+)/.exec(text)?.[1] ?? '';
    const shared = await openShared(tokenOf(link));
    expect(shared.body.data).toMatchObject({ documentKind: 3, tenantName: 'LINA MARLINA', total: owed?.outstanding });
    const one = await t.call(billCalls.getById, { billId: owed?.billId }, staff.token);
    expect(one.body.data.whatsappUrl).toBe(owed?.whatsappUrl);
    const sent = await t.call(reminderCalls.record, { billId: owed?.billId }, staff.token);
    expect(sent.body.data.whatsappUrl).toBe(owed?.whatsappUrl);
  });
});
