import {
  billCalls,
  bookingCalls,
  businessProfileCalls,
  type DocumentLanguage,
  documentCalls,
  propertyCalls,
  type ReceiptDocument,
  roomCalls,
  roomTypeCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { DEFAULT_TEMPLATE_FIELDS } from '../../../test/business-profile.js';
import { billsOfStay, noonOn, pay } from '../../../test/factories/bills.js';
import { bookingInput } from '../../../test/factories/bookings.js';
import { encodeMultipart } from '../../../test/multipart.js';
import { compact, pdfText } from '../../../test/pdf-text.js';

/**
 * What a tenant of a property with its own logo, bank account, address and phone reads, word for
 * word in both languages, against a tenant of the first property (which has none of its own and
 * shows the business profile's): the reminder, the bill's and the receipt's data, shared page
 * and PDF. The legal name is the profile's on both.
 */
let t: TestApp;
const TODAY = '2026-11-25';
const MANDIRI = { bankName: 'Mandiri', accountNumber: '1370012345678', accountHolder: 'Budi Santoso' };
let logoURL = '';
let second = { first: 0, bill: 0 };
let first = { first: 0, bill: 0 };

async function stayIn(roomId: number, tenantName: string) {
  const input = await bookingInput(
    t,
    '101',
    { checkInDate: TODAY },
    { roomNumberId: roomId, bookingType: 3, rentAmount: 1_000_000 },
  );
  const res = await t.call(bookingCalls.create, { ...input, rentAmount: 1_000_000 }, t.adminToken);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  const bookingId = res.body.data.bookingId as number;
  await t.db.execute(sql`
    update tenants set tenant_name = ${tenantName}, phone = '0812-3456-7890', country = 'INDONESIA'
    where tenant_id = (select tenant_id from bookings where booking_id = ${bookingId})`);
  const [bill] = await billsOfStay(t.db, bookingId);
  return { first: bookingId, bill: bill?.billId as number };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn(TODAY));
  const profile = await t.call(
    businessProfileCalls.updateBusinessProfile,
    {
      businessName: 'Kos Melati',
      address: 'Jl. Mawar 1, Yogyakarta',
      phone: '0274-123456',
      receiptFooter: '',
      bankAccounts: [{ bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'Sri Wahyuni' }],
      templates: DEFAULT_TEMPLATE_FIELDS,
    },
    t.adminToken,
  );
  expect(profile.statusCode).toBe(200);

  const png = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#228833' } })
    .png()
    .toBuffer();
  const { payload, contentType } = await encodeMultipart({
    logo: { content: png, filename: 'kenanga.png', type: 'image/png' },
  });
  const upload = await t.app.inject({
    method: 'POST',
    url: propertyCalls.uploadLogo.path,
    headers: { 'content-type': contentType, authorization: `Bearer ${t.adminToken}` },
    payload,
  });
  expect(upload.statusCode, upload.body).toBe(200);
  const property = await t.call(
    propertyCalls.create,
    {
      propertyName: 'KOS KENANGA',
      address: 'Jl. Kenanga 9, Sleman',
      city: 'Sleman',
      phone: '0812-9999-8888',
      logoId: upload.json().data.logoId,
      bankAccounts: [MANDIRI],
    },
    t.adminToken,
  );
  expect(property.statusCode, JSON.stringify(property.body)).toBe(200);
  const propertyId = property.body.data.propertyId as number;
  logoURL = upload.json().data.logoURL;
  const type = await t.call(
    roomTypeCalls.create,
    { roomTypeName: 'STANDARD', priceDaily: 1, priceWeekly: 2, priceMonthly: 1_000_000, priceYearly: 4, propertyId },
    t.adminToken,
  );
  const room = await t.call(
    roomCalls.create,
    { roomNumber: '101', roomTypeId: type.body.data.roomTypeId },
    t.adminToken,
  );
  expect(room.statusCode, JSON.stringify(room.body)).toBe(200);
  second = await stayIn(room.body.data.roomId, 'AGUS PRATAMA');
  const firstRoom = await t.db.execute<{ id: number }>(
    sql`select room_id as id from rooms where property_id = 1 and room_number = '205'`,
  );
  first = await stayIn(firstRoom.rows[0]?.id as number, 'DEWI LESTARI');
});
afterAll(async () => {
  t.clock.set(null);
  await t.close();
});

const textOf = (url: string | null | undefined) => new URL(url as string).searchParams.get('text') ?? '';
const linkIn = (text: string) => /(http\S+\/s\/\S+)/.exec(text)?.[1] ?? '';

const REMINDER = {
  id: (name: string, room: string, bank: string, link: string) =>
    `Halo Kak ${name}, semoga sehat selalu. Kami ingin mengingatkan tagihan sewa kamar ${room} sebesar Rp 1.000.000 untuk:\n` +
    '- 25 November 2026 – 24 Desember 2026 (jatuh tempo 25 November 2026)\n\n' +
    `Pembayaran dapat ditransfer ke ${bank}.\nRincian tagihan: ${link}\n\nTerima kasih.`,
  en: (name: string, room: string, bank: string, link: string) =>
    `Hello ${name}, we hope you are well. This is a friendly reminder that the rent for room ${room} comes to Rp 1.000.000, for:\n` +
    '- 25 November 2026 – 24 December 2026 (due 25 November 2026)\n\n' +
    `You can pay by transfer to ${bank}.\nDetails: ${link}\n\nThank you.`,
};

describe("a property's own bank account, logo, address and phone on what its tenants read", () => {
  it("the reminder asks to pay into the stay's property's account, in Indonesian and English; the first property's into the profile's", async () => {
    const arrears = await t.call(billCalls.getArrears, { pageSize: 100, pageIndex: 0 }, t.adminToken);
    const row = (bookingId: number) => arrears.body.data.listData.find((r) => r.bookingId === bookingId);
    const mine = textOf(row(second.first)?.whatsappUrl);
    expect(mine).toBe(REMINDER.id('Agus', '101', 'Mandiri 1370012345678 a.n. Budi Santoso', linkIn(mine)));
    const theirs = textOf(row(first.first)?.whatsappUrl);
    expect(theirs).toBe(REMINDER.id('Dewi', '205', 'BCA 1234567890 a.n. Sri Wahyuni', linkIn(theirs)));

    for (const language of ['id', 'en'] as const) {
      const link = await t.call(documentCalls.billShareLink, { billId: second.bill, language }, t.adminToken);
      expect(link.statusCode).toBe(200);
      const bank =
        language === 'id'
          ? 'Mandiri 1370012345678 a.n. Budi Santoso'
          : 'Mandiri 1370012345678, account name Budi Santoso';
      expect(textOf(link.body.data.whatsappUrl)).toBe(REMINDER[language]('Agus', '101', bank, link.body.data.url));
      const other = await t.call(documentCalls.billShareLink, { billId: first.bill, language }, t.adminToken);
      const profileBank =
        language === 'id' ? 'BCA 1234567890 a.n. Sri Wahyuni' : 'BCA 1234567890, account name Sri Wahyuni';
      expect(textOf(other.body.data.whatsappUrl)).toBe(
        REMINDER[language]('Dewi', '205', profileBank, other.body.data.url),
      );
    }
  });

  /** The receipt as data, as the shared page shows it, and its PDF's text and whether it draws an image. */
  async function readReceipt(paymentId: number, language: DocumentLanguage) {
    const data: ReceiptDocument = (await t.call(documentCalls.getPaymentReceipt, { paymentId, language }, t.adminToken))
      .body.data;
    const link = await t.call(documentCalls.paymentShareLink, { paymentId, language }, t.adminToken);
    const token = (link.body.data.url as string).split('/s/')[1] as string;
    const shared: ReceiptDocument = (await t.call(documentCalls.getShared, { token }, null)).body.data;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/Share/Pdf/${token}` });
    expect(pdf.statusCode).toBe(200);
    return {
      data,
      shared,
      pdf: (await pdfText(pdf.rawPayload)).compact,
      image: pdf.rawPayload.toString('latin1').includes('/Subtype /Image'),
    };
  }

  it("the receipt prints the property's logo, address, phone and bank account under the business's legal name", async () => {
    const mine = await pay(t, second.first, 1_000_000, { paymentDate: TODAY, billId: second.bill });
    const theirs = await pay(t, first.first, 1_000_000, { paymentDate: TODAY, billId: first.bill });
    const words = { id: { accounts: 'Rekening pembayaran:' }, en: { accounts: 'Pay by transfer to:' } };
    for (const language of ['id', 'en'] as const) {
      const own = await readReceipt(mine.paymentId, language);
      expect(own.shared).toEqual(own.data);
      expect(own.data.business).toEqual({
        businessName: 'Kos Melati',
        address: 'Jl. Kenanga 9, Sleman',
        phone: '0812-9999-8888',
        receiptFooter: '',
        logoURL,
        bankAccounts: [MANDIRI],
      });
      expect(own.pdf).toContain(compact('Kos Melati Jl. Kenanga 9, Sleman 0812-9999-8888'));
      expect(own.pdf).toContain(compact(`${words[language].accounts} Mandiri 1370012345678 a.n. Budi Santoso`));
      expect(own.pdf).not.toContain('BCA');
      expect(own.pdf).not.toContain('Mawar');
      expect(own.image).toBe(true);

      const profile = await readReceipt(theirs.paymentId, language);
      expect(profile.data.business).toEqual({
        businessName: 'Kos Melati',
        address: 'Jl. Mawar 1, Yogyakarta',
        phone: '0274-123456',
        receiptFooter: '',
        logoURL: '',
        bankAccounts: [{ bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'Sri Wahyuni' }],
      });
      expect(profile.pdf).toContain(compact('Kos Melati Jl. Mawar 1, Yogyakarta 0274-123456'));
      expect(profile.pdf).toContain(compact(`${words[language].accounts} BCA 1234567890 a.n. Sri Wahyuni`));
      expect(profile.pdf).not.toContain('Mandiri');
      expect(profile.image).toBe(false);
    }
  });

  it("the bill a reminder links to shows the property's account", async () => {
    const doc = await t.call(documentCalls.getBillDocument, { billId: second.bill, language: 'en' }, t.adminToken);
    expect(doc.body.data.business).toMatchObject({ address: 'Jl. Kenanga 9, Sleman', logoURL });
  });
});
