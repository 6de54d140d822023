import {
  billCalls,
  businessProfileCalls,
  type DocumentLanguage,
  documentCalls,
  meterReadingCalls,
  type ReceiptDocument,
  reminderCalls,
  rupiahInWords,
  STAY_MONEY_DAYS,
  stayChargeCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMark, entriesSince } from '../../../test/audit.js';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { billsOfStay, bookStay, ledgerOf, noonOn, pay, setBusinessSettings } from '../../../test/factories/bills.js';
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
      labels: { title: 'BILL', total: 'Amount due', dueDate: 'Due date', dueDateText: '01 February 2030' },
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
      '01 Februari 2030',
      'BCA 1234567890',
      new Intl.NumberFormat('id-ID').format(bill.amount),
      rupiahInWords(bill.amount, 'id'),
    ])
      expect(text, phrase).toContain(compact(phrase));
  });

  it('refuses the signed-out, an unknown bill and bad input', async () => {
    const bill = await owedBill('303', 'ANTON');
    expect((await t.call(documentCalls.getBillDocument, { billId: bill.billId }, null)).statusCode).toBe(401);
    const unknown = await t.call(documentCalls.getBillDocument, { billId: 99_999_999 }, t.adminToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(english('bill.notFound'));
    // To Front desk an unknown bill is one no stay in hand has (staff-money.ts): the same 403 as an old one.
    const unknownToDesk = await t.call(documentCalls.getBillDocument, { billId: 99_999_999 }, staff.token);
    expect(unknownToDesk.statusCode).toBe(403);
    expect(unknownToDesk.body.message).toBe(english('payment.pastStay', { days: STAY_MONEY_DAYS }));
    expect((await t.call(documentCalls.getBillDocument, { billId: 'x' }, staff.token)).statusCode).toBe(400);
    const lang = await t.call(documentCalls.getBillDocument, { billId: bill.billId, language: 'fr' }, staff.token);
    expect(lang.statusCode).toBe(400);
    const get = (url: string, token: string | null) =>
      t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await get(`/api/Bill/Document/${bill.billId}`, null)).statusCode).toBe(401);
    expect((await get('/api/Bill/Document/99999999', t.adminToken)).statusCode).toBe(404);
    expect((await get('/api/Bill/Document/abc', t.adminToken)).statusCode).toBe(404);
    expect((await get('/api/Bill/Document/99999999', staff.token)).statusCode).toBe(403);
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
      `Halo Kak Rina, semoga sehat selalu. Kami ingin mengingatkan tagihan sewa kamar 304 sebesar Rp ${new Intl.NumberFormat('id-ID').format(bill.amount)} untuk:\n- Februari 2030 (jatuh tempo 01 Februari 2030, sudah lewat 32 hari)\n\nPembayaran dapat ditransfer ke BCA 1234567890 a.n. KOS MAWAR.\nRincian tagihan: ${url}\n\nTerima kasih.`,
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

  it('hands on the live link when the bill is shared again', async () => {
    const bill = await owedBill('312', 'SULASTRI');
    const share = async () =>
      (await t.call(documentCalls.billShareLink, { billId: bill.billId }, t.adminToken)).body.data.url;
    const first = await share();
    expect(await share()).toBe(first);
    const links = await t.call(documentCalls.getShareLinks, { documentKind: 3, documentId: bill.billId }, t.adminToken);
    expect(links.body.data.listData).toHaveLength(1);
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
    expect((await t.call(documentCalls.billShareLink, { billId: 99_999_999 }, t.adminToken)).statusCode).toBe(404);
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
      t.adminToken,
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

/** What the bill says, word for word: on the print view and the share page (data) and in its PDF. */
describe('what a bill says', () => {
  /** A stay from 1 Feb 2030 at Rp 1.500.000 a month of a tenant with this name; its February bill. */
  async function februaryBill(room: string, tenantName: string) {
    const bookingId = await bookStay(t, room, { checkInDate: '2030-02-01', rentAmount: 1_500_000 });
    await t.db.execute(sql`
      update tenants set tenant_name = ${tenantName}, country = 'INDONESIA'
      where tenant_id = (select tenant_id from bookings where booking_id = ${bookingId})`);
    const [february] = await billsOfStay(t.db, bookingId);
    if (!february) throw new Error('no bill');
    return { bookingId, billId: february.billId };
  }
  const documentOf = async (billId: number, language: DocumentLanguage): Promise<ReceiptDocument> =>
    (await t.call(documentCalls.getBillDocument, { billId, language }, staff.token)).body.data;
  /** The bill's PDF read back, whitespace dropped (pdf.js splits runs anywhere). */
  async function pdfOf(billId: number, language: DocumentLanguage) {
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/Bill/Document/${billId}?lang=${language}`,
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    return (await pdfText(pdf.rawPayload)).compact;
  }
  /** The share page shows the very document the print view does. */
  async function sharedOf(billId: number, language: DocumentLanguage) {
    const link = await t.call(documentCalls.billShareLink, { billId, language }, staff.token);
    return (await openShared(tokenOf(link.body.data.url))).body.data as ReceiptDocument;
  }
  const bank = [{ bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'KOS MAWAR' }];

  it('an unpaid bill is billed to the tenant ("Kepada" / "Billed to"), with the bank and the amount in words', async () => {
    const bill = await februaryBill('307', 'SARI GUNAWAN');
    const id = await documentOf(bill.billId, 'id');
    expect(id).toMatchObject({
      tenantName: 'SARI GUNAWAN',
      lines: [{ description: 'Sewa kamar 307, Februari 2030', amount: 1_500_000 }],
      total: 1_500_000,
      amountInWords: 'Satu juta lima ratus ribu rupiah',
      business: { bankAccounts: bank },
      isVoid: false,
      labels: { party: 'Kepada', total: 'Sisa tagihan', inWords: 'Terbilang', bankAccounts: 'Rekening pembayaran' },
      settlement: { paidStamp: '', title: 'Pembayaran', payments: [] },
    });
    expect(await sharedOf(bill.billId, 'id')).toEqual(id);
    const en = await documentOf(bill.billId, 'en');
    expect(en).toMatchObject({
      lines: [{ description: 'Rent of room 307, February 2030', amount: 1_500_000 }],
      amountInWords: 'One million five hundred thousand rupiah',
      labels: { party: 'Billed to', total: 'Amount due' },
      settlement: { paidStamp: '', payments: [] },
    });
    const pdfId = await pdfOf(bill.billId, 'id');
    for (const phrase of [
      'Kepada SARI GUNAWAN',
      'Sisa tagihan Rp 1.500.000',
      'Terbilang:',
      'Satu juta lima ratus ribu rupiah',
    ])
      expect(pdfId, phrase).toContain(compact(phrase));
    expect(pdfId).toContain(compact('Rekening pembayaran: BCA 1234567890 a.n. KOS MAWAR'));
    expect(pdfId).not.toContain(compact('Telah terima dari'));
    expect(pdfId).not.toContain('LUNAS');
    const pdfEn = await pdfOf(bill.billId, 'en');
    expect(pdfEn).toContain(compact('Billed to SARI GUNAWAN'));
    expect(pdfEn).not.toContain(compact('Received from'));
  });

  it('a half-paid bill shows what was paid so far, the payment, and what is left with the bank and its words', async () => {
    const bill = await februaryBill('308', 'DEWI LESTARI');
    const paid = await pay(t, bill.bookingId, 750_000, { paymentDate: '2030-02-03', month: 2, year: 2030 });
    const receipt = paid.receiptNumber as string;
    const id = await documentOf(bill.billId, 'id');
    expect(id).toMatchObject({
      lines: [
        { description: 'Sewa kamar 308, Februari 2030', amount: 1_500_000 },
        { description: 'Sudah dibayar', amount: -750_000 },
      ],
      total: 750_000,
      amountInWords: 'Tujuh ratus lima puluh ribu rupiah',
      business: { bankAccounts: bank },
      labels: { party: 'Kepada', total: 'Sisa tagihan' },
      settlement: {
        paidStamp: '',
        title: 'Pembayaran',
        payments: [
          { paymentDate: '2030-02-03', dateText: '03 Februari 2030', receiptNumber: receipt, amount: 750_000 },
        ],
      },
    });
    expect(await sharedOf(bill.billId, 'id')).toEqual(id);
    expect(await documentOf(bill.billId, 'en')).toMatchObject({
      lines: [
        { description: 'Rent of room 308, February 2030', amount: 1_500_000 },
        { description: 'Already paid', amount: -750_000 },
      ],
      total: 750_000,
      amountInWords: 'Seven hundred fifty thousand rupiah',
      labels: { total: 'Amount due' },
      settlement: {
        paidStamp: '',
        title: 'Payments',
        payments: [
          { paymentDate: '2030-02-03', dateText: '03 February 2030', receiptNumber: receipt, amount: 750_000 },
        ],
      },
    });
    const pdfId = await pdfOf(bill.billId, 'id');
    for (const phrase of [
      'Sudah dibayar -Rp 750.000',
      'Sisa tagihan Rp 750.000',
      'Terbilang: Tujuh ratus lima puluh ribu rupiah',
      `Pembayaran 03 Februari 2030 ${receipt} Rp 750.000`,
      'BCA 1234567890',
    ])
      expect(pdfId, phrase).toContain(compact(phrase));
    const pdfEn = await pdfOf(bill.billId, 'en');
    for (const phrase of [
      'Amount due Rp 750.000',
      `Payments 03 February 2030 ${receipt} Rp 750.000`,
      'Pay by transfer to',
    ])
      expect(pdfEn, phrase).toContain(compact(phrase));
  });

  it('a paid bill is stamped LUNAS / PAID and lists the payments that paid it, without bank accounts or words', async () => {
    const bill = await februaryBill('309', 'BUDI SANTOSO');
    const first = await pay(t, bill.bookingId, 1_000_000, { paymentDate: '2030-02-02', month: 2, year: 2030 });
    const second = await pay(t, bill.bookingId, 500_000, { paymentDate: '2030-02-04', month: 2, year: 2030 });
    const id = await documentOf(bill.billId, 'id');
    expect(id).toMatchObject({
      lines: [{ description: 'Sewa kamar 309, Februari 2030', amount: 1_500_000 }],
      total: 1_500_000,
      amountInWords: '',
      business: { bankAccounts: [] },
      isVoid: false,
      labels: { party: 'Kepada', total: 'Total' },
      settlement: {
        paidStamp: 'LUNAS',
        title: 'Pembayaran',
        payments: [
          {
            paymentDate: '2030-02-02',
            dateText: '02 Februari 2030',
            receiptNumber: first.receiptNumber,
            amount: 1_000_000,
          },
          {
            paymentDate: '2030-02-04',
            dateText: '04 Februari 2030',
            receiptNumber: second.receiptNumber,
            amount: 500_000,
          },
        ],
      },
    });
    expect(id.lines).toHaveLength(1);
    expect(await sharedOf(bill.billId, 'id')).toEqual(id);
    expect(await documentOf(bill.billId, 'en')).toMatchObject({
      total: 1_500_000,
      amountInWords: '',
      business: { bankAccounts: [] },
      labels: { party: 'Billed to', total: 'Total' },
      settlement: { paidStamp: 'PAID', title: 'Payments' },
    });
    const pdfId = await pdfOf(bill.billId, 'id');
    for (const phrase of [
      'Kepada BUDI SANTOSO',
      'Total Rp 1.500.000',
      `Pembayaran 02 Februari 2030 ${first.receiptNumber} Rp 1.000.000 04 Februari 2030 ${second.receiptNumber} Rp 500.000`,
      'LUNAS',
    ])
      expect(pdfId, phrase).toContain(compact(phrase));
    for (const gone of ['Terbilang', 'Nol rupiah', 'Rekening pembayaran', 'BCA', 'Sisa tagihan', 'Sudah dibayar'])
      expect(pdfId, gone).not.toContain(compact(gone));
    const pdfEn = await pdfOf(bill.billId, 'en');
    expect(pdfEn).toContain('PAID');
    for (const gone of ['In words', 'Zero rupiah', 'Pay by transfer to', 'Amount due'])
      expect(pdfEn, gone).not.toContain(compact(gone));
  });

  it('a bill with a meter reading and charges lists each line in words, the same on the PDF and the share page', async () => {
    t.clock.set(noonOn('2030-02-01'));
    const types = await t.db.execute<{ id: number; name: string }>(
      sql`select charge_type_id as id, charge_type_name as name from charge_types`,
    );
    const typeId = (name: string) => types.rows.find((r) => r.name === name)?.id as number;
    const room = (
      await t.db.execute<{ id: number }>(
        sql`select room_id as id from rooms where room_number = '212' and property_id = 1`,
      )
    ).rows[0]?.id as number;
    const reading = { roomId: room, chargeTypeId: typeId('Listrik') };
    await t.call(meterReadingCalls.create, { ...reading, readingDate: '2030-01-31', reading: 1_000 }, t.adminToken);
    const bill = await februaryBill('212', 'SARI GUNAWAN');
    await t.call(meterReadingCalls.create, { ...reading, readingDate: '2030-02-01', reading: 1_086 }, t.adminToken);
    const charge = { bookingId: bill.bookingId, startDate: '2030-02-01', remark: '' };
    await t.call(
      stayChargeCalls.create,
      { ...charge, chargeTypeId: typeId('Parkir Motor'), quantity: 1 },
      t.adminToken,
    );
    await t.call(stayChargeCalls.create, { ...charge, chargeTypeId: typeId('Laundry'), quantity: 3 }, t.adminToken);
    const id = await documentOf(bill.billId, 'id');
    expect(id.lines).toEqual([
      { description: 'Sewa kamar 212, Februari 2030', amount: 1_500_000 },
      { description: 'Listrik 86 kWh (meteran 1.000 – 1.086)', amount: 129_000 },
      { description: 'Parkir Motor', amount: 50_000 },
      { description: 'Laundry 3 kg × Rp 7.000', amount: 21_000 },
    ]);
    expect(id).toMatchObject({ total: 1_700_000, amountInWords: 'Satu juta tujuh ratus ribu rupiah' });
    expect(await sharedOf(bill.billId, 'id')).toEqual(id);
    const en = await documentOf(bill.billId, 'en');
    expect(en.lines.map((l) => l.description)).toEqual([
      'Rent of room 212, February 2030',
      'Listrik 86 kWh (meter 1.000 – 1.086)',
      'Parkir Motor',
      'Laundry 3 kg × Rp 7.000',
    ]);
    expect(en.amountInWords).toBe('One million seven hundred thousand rupiah');
    const pdfId = await pdfOf(bill.billId, 'id');
    for (const phrase of [
      'Listrik 86 kWh (meteran 1.000 – 1.086) Rp 129.000',
      'Parkir Motor Rp 50.000',
      'Laundry 3 kg × Rp 7.000 Rp 21.000',
      'Sisa tagihan Rp 1.700.000',
    ])
      expect(pdfId, phrase).toContain(compact(phrase));
    expect(await pdfOf(bill.billId, 'en')).toContain(compact('Listrik 86 kWh (meter 1.000 – 1.086) Rp 129.000'));
    // The reminder spells the bill out: its lines and their sum.
    const one = await t.call(billCalls.getById, { billId: bill.billId }, staff.token);
    const text = new URL(one.body.data.whatsappUrl as string).searchParams.get('text') ?? '';
    expect(text).toContain(
      '- Februari 2030: Sewa Rp 1.500.000 + Listrik 86 kWh Rp 129.000 + Parkir Motor Rp 50.000 + Laundry 3 kg Rp 21.000 = Rp 1.700.000 (jatuh tempo',
    );

    // A receipt naming the bill says what the bill was made of when it was issued, and keeps saying it.
    const paid = await pay(t, bill.bookingId, 1_000_000, { paymentDate: '2030-02-01', billId: bill.billId });
    const receipt = async (language: DocumentLanguage) =>
      (await t.call(documentCalls.getPaymentReceipt, { paymentId: paid.paymentId, language }, staff.token)).body.data
        .lines as { description: string; amount: number }[];
    const number = (await t.call(billCalls.getById, { billId: bill.billId }, staff.token)).body.data.documentNumber;
    const idLines = [
      {
        description: `Pembayaran sebagian tagihan ${number} kamar 212, Februari 2030: Sewa Rp 1.500.000 + Listrik 86 kWh Rp 129.000 + Parkir Motor Rp 50.000 + Laundry 3 kg Rp 21.000 = Rp 1.700.000`,
        amount: 1_000_000,
      },
    ];
    expect(await receipt('id')).toEqual(idLines);
    expect((await receipt('en'))[0]?.description).toBe(
      `Part payment of bill ${number} for room 212, February 2030: Rent Rp 1.500.000 + Listrik 86 kWh Rp 129.000 + Parkir Motor Rp 50.000 + Laundry 3 kg Rp 21.000 = Rp 1.700.000`,
    );
    await t.call(
      stayChargeCalls.create,
      { ...charge, chargeTypeId: typeId('Laundry'), quantity: 1, startDate: '2030-02-01' },
      t.adminToken,
    );
    expect((await billsOfStay(t.db, bill.bookingId))[0]?.amount).toBe(1_707_000);
    expect(await receipt('id')).toEqual(idLines);
  });

  it('a late fee names the days late and its maximum (a per-day fee) or no maximum (a fixed fee)', async () => {
    // Fees switched on before the bill falls due (bills due before that day never get one).
    t.clock.set(noonOn('2030-01-20'));
    await setBusinessSettings(t, {
      LATE_FEE_MODE: 'perDay',
      LATE_FEE_AMOUNT: 10_000,
      LATE_FEE_CAP: 150_000,
      LATE_FEE_GRACE_DAYS: 3,
    });
    try {
      t.clock.set(noonOn('2030-01-28'));
      const bill = await februaryBill('310', 'SARI GUNAWAN');
      // 34 days past the due date of 1 February: 31 days after the grace, at Rp 10.000 a day, capped.
      t.clock.set(noonOn('2030-03-07'));
      await ledgerOf(t).generateDaily();
      const one = await t.call(billCalls.getById, { billId: bill.billId }, staff.token);
      expect(one.body.data.lines).toEqual([
        expect.objectContaining({ kind: 1, amount: 1_500_000, daysLate: null, cap: null }),
        expect.objectContaining({ kind: 2, amount: 150_000, lateDays: 15, daysLate: 34, cap: 150_000 }),
      ]);
      const id = await documentOf(bill.billId, 'id');
      expect(id.lines).toEqual([
        { description: 'Sewa kamar 310, Februari 2030', amount: 1_500_000 },
        { description: 'Denda keterlambatan (34 hari, maksimum Rp 150.000)', amount: 150_000 },
      ]);
      expect(id).toMatchObject({ total: 1_650_000, amountInWords: 'Satu juta enam ratus lima puluh ribu rupiah' });
      expect(await sharedOf(bill.billId, 'id')).toEqual(id);
      expect((await documentOf(bill.billId, 'en')).lines[1]).toEqual({
        description: 'Late fee (34 days late, maximum Rp 150.000)',
        amount: 150_000,
      });
      expect(await pdfOf(bill.billId, 'id')).toContain(
        compact('Denda keterlambatan (34 hari, maksimum Rp 150.000) Rp 150.000'),
      );
      expect(await pdfOf(bill.billId, 'en')).toContain(
        compact('Late fee (34 days late, maximum Rp 150.000) Rp 150.000'),
      );

      // Paid on 10 March: the fee stops, and names the days late to that payment.
      await pay(t, bill.bookingId, 1_650_000, { paymentDate: '2030-03-10', month: 2, year: 2030 });
      t.clock.set(noonOn('2030-03-20'));
      expect((await documentOf(bill.billId, 'id')).lines[1]).toEqual({
        description: 'Denda keterlambatan (37 hari, maksimum Rp 150.000)',
        amount: 150_000,
      });

      // A fixed fee has no maximum: a stay from 1 March, 19 days late on 20 March.
      await setBusinessSettings(t, { LATE_FEE_MODE: 'fixed', LATE_FEE_AMOUNT: 50_000 });
      const fixedStay = await bookStay(t, '311', { checkInDate: '2030-03-01', rentAmount: 1_500_000 });
      await ledgerOf(t).generateDaily();
      const [march] = await billsOfStay(t.db, fixedStay);
      expect((await documentOf(march?.billId as number, 'id')).lines[1]).toEqual({
        description: 'Denda keterlambatan (19 hari)',
        amount: 50_000,
      });
      expect((await documentOf(march?.billId as number, 'en')).lines[1]).toEqual({
        description: 'Late fee (19 days late)',
        amount: 50_000,
      });
    } finally {
      await setBusinessSettings(t, { LATE_FEE_MODE: 'none' });
      t.clock.set(noonOn('2030-03-05'));
    }
  });
});
