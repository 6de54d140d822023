import { DepositStatus, depositCalls, documentCalls, paymentCalls, type ReceiptDocument } from '@kamar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { makeBooking } from '../../../test/factories/money.js';
import { pdfRules } from '../../../test/pdf-rules.js';
import { compact, pdfText } from '../../../test/pdf-text.js';
import { tenants } from '../tenants/tenants.table.js';

let t: TestApp;
let staff: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser();
});
afterAll(() => t.close());

async function pay(amount: number, paymentType: 1 | 2 = 2, tenantName?: string) {
  const booking = await makeBooking(t.db, tenantName ? { tenantName } : {});
  await t.db.update(tenants).set({ phone: '0812-3456-7890' }).where(eq(tenants.tenantName, booking.tenantName));
  const res = await t.call(
    paymentCalls.create,
    {
      bookingId: booking.bookingId,
      paymentDate: '2026-05-03',
      paymentType,
      paymentPeriodeMonth: 5,
      paymentPeriodeYear: 2026,
      amount,
      remark: 'transfer BCA',
    },
    t.adminToken,
  );
  expect(res.statusCode).toBe(200);
  return { ...res.body.data, tenantName: booking.tenantName };
}

async function getPdf(url: string, token: string | null = t.adminToken) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('payment receipt', () => {
  it('answers the kuitansi: number, business, tenant, room, period, line, total and the words, in the chosen language', async () => {
    const p = await pay(1_500_000, 2, 'BUDI SANTOSO');
    expect(p.receiptNumber).toMatch(/^KW\/\d{4}\/\d{6}$/);
    const res = await t.call(documentCalls.getPaymentReceipt, { paymentId: p.paymentId }, staff.token);
    expect(res.statusCode).toBe(200);
    const doc: ReceiptDocument = res.body.data;
    expect(doc).toMatchObject({
      documentKind: 1,
      documentNumber: p.receiptNumber,
      documentDate: '2026-05-03',
      language: 'id',
      tenantName: 'BUDI SANTOSO',
      roomNumber: '101',
      period: 'Mei 2026',
      total: 1_500_000,
      amountInWords: 'Satu juta lima ratus ribu rupiah',
      remark: 'transfer BCA',
      // The person's name, not their login (admin).
      receivedBy: 'Administrator Kamar',
      isVoid: false,
    });
    expect(doc.business.businessName).toBe('Kamar Guest House');
    expect(doc.lines).toEqual([{ description: 'Sewa kamar 101, Mei 2026', amount: 1_500_000 }]);
    const en = await t.call(documentCalls.getPaymentReceipt, { paymentId: p.paymentId, language: 'en' }, staff.token);
    expect(en.body.data).toMatchObject({
      period: 'May 2026',
      amountInWords: 'One million five hundred thousand rupiah',
    });
  });

  it('is a PDF that a reader parses, holding the name, the amount, the number and the amount in words', async () => {
    const p = await pay(2_750_000, 2, 'SITI AMINAH');
    const res = await getPdf(`/api/Payment/Receipt/${p.paymentId}`, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(p.receiptNumber.replaceAll('/', '-'));
    const { pages, compact: text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const phrase of [
      'KUITANSI',
      'SITI AMINAH',
      'Rp 2.750.000',
      p.receiptNumber,
      'Dua juta tujuh ratus lima puluh ribu rupiah',
      'Kamar Guest House',
    ]) {
      expect(text).toContain(compact(phrase));
    }
    const english = await pdfText((await getPdf(`/api/Payment/Receipt/${p.paymentId}?lang=en&size=A4`)).rawPayload);
    expect(english.compact).toContain(compact('Two million seven hundred fifty thousand rupiah'));
    expect(english.compact).toContain('RECEIPT');
  });

  it('rules a line under the header and a lighter one above the total, each across the page', async () => {
    const p = await pay(450_000);
    for (const [size, pageWidth] of [
      ['A5', 419.53],
      ['A4', 595.28],
    ] as const) {
      const rules = await pdfRules((await getPdf(`/api/Payment/Receipt/${p.paymentId}?size=${size}`)).rawPayload);
      expect(rules.map((r) => r.weight)).toEqual([0.8, 0.5]);
      for (const r of rules) {
        expect(r.x0).toBeCloseTo(36);
        expect(r.x1).toBeCloseTo(pageWidth - 36);
      }
      const [header, total] = rules.map((r) => r.y) as [number, number];
      expect(total - header).toBeGreaterThan(60);
    }
  });

  it('embeds its fonts, so every reader draws the same letters', async () => {
    const p = await pay(100_000);
    const bytes = (await getPdf(`/api/Payment/Receipt/${p.paymentId}`)).rawPayload.toString('latin1');
    expect(bytes).toMatch(/\/FontFile2/);
    expect(bytes).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it("marks a deleted payment's receipt void, and keeps its number", async () => {
    const p = await pay(300_000);
    await t.call(paymentCalls.delete, { paymentId: p.paymentId, status: 1 }, t.adminToken);
    const res = await t.call(documentCalls.getPaymentReceipt, { paymentId: p.paymentId }, t.adminToken);
    expect(res.body.data).toMatchObject({ isVoid: true, documentNumber: p.receiptNumber });
    expect((await pdfText((await getPdf(`/api/Payment/Receipt/${p.paymentId}`)).rawPayload)).compact).toContain(
      'BATAL',
    );
  });

  it('refuses the signed-out, an unknown payment and a malformed id', async () => {
    const p = await pay(100_000);
    expect((await getPdf(`/api/Payment/Receipt/${p.paymentId}`, null)).statusCode).toBe(401);
    const missing = await getPdf('/api/Payment/Receipt/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(english('payment.notFound'));
    expect((await getPdf('/api/Payment/Receipt/abc')).statusCode).toBe(404);
    const bad = await t.call(documentCalls.getPaymentReceipt, { paymentId: 'x' }, t.adminToken);
    expect(bad.statusCode).toBe(400);
  });
});

describe('deposit return receipt', () => {
  it('shows the deposit, what was kept and what was handed back, with its own PD number', async () => {
    const p = await pay(1_000_000, 1, 'ANI WIJAYA');
    const before = await t.call(documentCalls.getDepositReturnReceipt, { paymentId: p.paymentId }, t.adminToken);
    expect(before.statusCode).toBe(409);
    expect(before.body.message).toBe(english('deposit.notReturned'));
    const settled = await t.call(
      depositCalls.create,
      { paymentId: p.paymentId, depositStatus: DepositStatus.Returned, amount: 750_000, returnDate: '2026-06-01' },
      t.adminToken,
    );
    expect(settled.statusCode).toBe(200);
    const res = await t.call(documentCalls.getDepositReturnReceipt, { paymentId: p.paymentId }, t.adminToken);
    expect(res.body.data).toMatchObject({
      documentKind: 2,
      documentDate: '2026-06-01',
      total: 750_000,
      amountInWords: 'Tujuh ratus lima puluh ribu rupiah',
      lines: [
        { description: 'Deposit yang dibayarkan', amount: 1_000_000 },
        { description: 'Ditahan', amount: -250_000 },
      ],
    });
    expect(res.body.data.documentNumber).toMatch(/^PD\/\d{4}\/\d{6}$/);
    const pdf = await getPdf(`/api/DepositReturned/Receipt/${p.paymentId}`);
    expect((await pdfText(pdf.rawPayload)).compact).toContain(compact('ANI WIJAYA'));
    expect((await getPdf(`/api/DepositReturned/Receipt/${p.paymentId}`, staff.token)).statusCode).toBe(403);
  });

  it('gives an owned deposit no return receipt (nothing was handed back)', async () => {
    const p = await pay(1_000_000, 1);
    await t.call(
      depositCalls.create,
      { paymentId: p.paymentId, depositStatus: DepositStatus.Owned, amount: 0 },
      t.adminToken,
    );
    const res = await t.call(documentCalls.getDepositReturnReceipt, { paymentId: p.paymentId }, t.adminToken);
    expect(res.statusCode).toBe(409);
  });
});
