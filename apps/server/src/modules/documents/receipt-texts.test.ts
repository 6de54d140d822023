import { type DocumentLanguage, documentCalls, paymentCalls, type ReceiptDocument } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { billsOfStay, bookStay, noonOn } from '../../../test/factories/bills.js';
import { compact, pdfText } from '../../../test/pdf-text.js';

/**
 * What a tenant reads on a receipt, word for word, in both languages: the data every client
 * draws (the print view), the shared page's data, and the PDF's text as a reader reads it.
 */
let t: TestApp;
let staff: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  // The person who takes the money: the tenant reads their name, not their login.
  staff = await t.createUser({ firstName: 'Siti', lastName: 'Rahayu' });
  t.clock.set(noonOn('2026-11-25'));
});
afterAll(() => t.close());

/** A monthly stay in `room` from 25 November 2026 at Rp 1.000.000, and its first bill (25 Nov - 24 Des). */
async function stay(room: string) {
  const bookingId = await bookStay(t, room, { checkInDate: '2026-11-25', rentAmount: 1_000_000 });
  const [first] = await billsOfStay(t.db, bookingId);
  const found = await t.call(documentCalls.getBillDocument, { billId: first?.billId as number }, t.adminToken);
  const bill = { billId: first?.billId as number, number: found.body.data.documentNumber as string };
  expect(bill.number).toMatch(/^TG\/2026\/\d{6}$/);
  return { bookingId, bill };
}

async function pay(bookingId: number, values: Record<string, unknown>) {
  const res = await t.call(
    paymentCalls.create,
    {
      bookingId,
      paymentDate: '2026-11-25',
      paymentType: 2,
      // The form prefills the period from today's month; the receipt names the bill instead.
      paymentPeriodeMonth: 12,
      paymentPeriodeYear: 2026,
      remark: '',
      ...values,
    },
    staff.token,
  );
  expect(res.statusCode).toBe(200);
  return res.body.data as { paymentId: number; receiptNumber: string };
}

/** The receipt three ways: the data, the shared page's data, and the PDF's text (whitespace dropped). */
async function readReceipt(paymentId: number, language: DocumentLanguage) {
  const data: ReceiptDocument = (await t.call(documentCalls.getPaymentReceipt, { paymentId, language }, t.adminToken))
    .body.data;
  const link = await t.call(documentCalls.paymentShareLink, { paymentId, language }, t.adminToken);
  const token = (link.body.data.url as string).split('/s/')[1] as string;
  const shared: ReceiptDocument = (await t.raw('/api/Share/GetDocument', JSON.stringify({ token }), null)).body.data;
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/api/Payment/Receipt/${paymentId}?lang=${language}`,
    headers: { authorization: `Bearer ${t.adminToken}` },
  });
  return { data, shared, pdf: (await pdfText(pdf.rawPayload)).compact };
}

/** The PDF's whole text, in the order it is drawn, as a reader reads it. */
const pdfOf = (doc: ReceiptDocument, rows: [string, string][], line: string, amount: string) =>
  compact(
    [
      doc.business.businessName,
      doc.business.address,
      doc.business.phone,
      doc.labels.title,
      `${doc.labels.number} ${doc.documentNumber}`,
      `${doc.labels.date}: ${doc.labels.dateText}`,
      ...rows.flat(),
      doc.labels.description,
      doc.labels.amount,
      line,
      amount,
      doc.labels.total,
      amount,
      `${doc.labels.inWords}:`,
      doc.amountInWords,
      ...(doc.business.bankAccounts.length
        ? [
            `${doc.labels.bankAccounts}:`,
            ...doc.business.bankAccounts.map((a) => `${a.bankName} ${a.accountNumber} a.n. ${a.accountHolder}`),
          ]
        : []),
      doc.labels.tenantSignature,
      doc.labels.staff,
      doc.tenantName,
      doc.receivedBy,
      doc.business.receiptFooter,
    ].join(''),
  );

const PERIOD = { id: '25 November 2026 – 24 Desember 2026', en: '25 November 2026 – 24 December 2026' };

describe('the receipt of a bill payment', () => {
  it('names the bill (number and period dates), how it was paid, and who received it, in Indonesian and English', async () => {
    const { bookingId, bill } = await stay('212');
    const p = await pay(bookingId, {
      amount: 1_000_000,
      billId: bill.billId,
      paymentMethod: 2,
      paymentAccount: 'BCA 1234567890',
    });
    const words = {
      id: {
        line: `Pembayaran tagihan ${bill.number} kamar 212, ${PERIOD.id}`,
        method: 'Transfer bank ke BCA 1234567890',
        rows: ['Telah terima dari', 'Kamar', 'Periode', 'Cara bayar'],
        amount: 'Rp 1.000.000',
        staff: 'Diterima oleh',
      },
      en: {
        line: `Payment of bill ${bill.number} for room 212, ${PERIOD.en}`,
        method: 'Bank transfer to BCA 1234567890',
        rows: ['Received from', 'Room', 'Period', 'Paid by'],
        amount: 'Rp 1.000.000',
        staff: 'Received by',
      },
    };
    for (const language of ['id', 'en'] as const) {
      const w = words[language];
      const { data, shared, pdf } = await readReceipt(p.paymentId, language);
      expect(shared).toEqual(data);
      expect(data).toMatchObject({
        documentNumber: p.receiptNumber,
        period: PERIOD[language],
        lines: [{ description: w.line, amount: 1_000_000 }],
        paymentMethod: w.method,
        billLeft: null,
        receivedBy: 'Siti Rahayu',
      });
      expect(data.labels.staff).toBe(w.staff);
      const [party, room, period, paidBy] = w.rows as [string, string, string, string];
      expect(pdf).toBe(
        pdfOf(
          data,
          [
            [party, data.tenantName],
            [room, '212'],
            [period, PERIOD[language]],
            [paidBy, w.method],
          ],
          w.line,
          w.amount,
        ),
      );
      expect(pdf).not.toContain(compact(language === 'id' ? 'Desember 2026 Sewa' : 'Rent of room'));
    }
  });
});

describe('the receipt of a part payment', () => {
  it('says it was a part payment and what was left on the bill, and keeps saying so after the bill is paid off', async () => {
    const { bookingId, bill } = await stay('211');
    const part = await pay(bookingId, { amount: 400_000, billId: bill.billId, paymentMethod: 1 });
    const words = {
      id: {
        line: `Pembayaran sebagian tagihan ${bill.number} kamar 211, ${PERIOD.id}`,
        rows: [
          ['Telah terima dari', ''],
          ['Kamar', '211'],
          ['Periode', PERIOD.id],
          ['Cara bayar', 'Tunai'],
          ['Sisa tagihan', 'Rp 600.000'],
        ],
        rest: `Pembayaran tagihan ${bill.number} kamar 211, ${PERIOD.id}`,
      },
      en: {
        line: `Part payment of bill ${bill.number} for room 211, ${PERIOD.en}`,
        rows: [
          ['Received from', ''],
          ['Room', '211'],
          ['Period', PERIOD.en],
          ['Paid by', 'Cash'],
          ['Left on the bill', 'Rp 600.000'],
        ],
        rest: `Payment of bill ${bill.number} for room 211, ${PERIOD.en}`,
      },
    };
    const read = async () => ({
      id: await readReceipt(part.paymentId, 'id'),
      en: await readReceipt(part.paymentId, 'en'),
    });
    const issued = await read();
    for (const language of ['id', 'en'] as const) {
      const { data, shared, pdf } = issued[language];
      const w = words[language];
      expect(shared).toEqual(data);
      expect(data).toMatchObject({
        lines: [{ description: w.line, amount: 400_000 }],
        total: 400_000,
        paymentMethod: w.rows[3]?.[1],
        billLeft: 600_000,
        receivedBy: 'Siti Rahayu',
      });
      expect(data.labels.billLeft).toBe(w.rows[4]?.[0]);
      const rows = w.rows.map(([label, value]) => [label, value || data.tenantName]) as [string, string][];
      expect(pdf).toBe(pdfOf(data, rows, w.line, 'Rp 400.000'));
    }
    // The rest pays the bill off: that receipt is a full payment; the first one still says what
    // was left when it was issued (an issued receipt never changes).
    const rest = await pay(bookingId, { amount: 600_000, billId: bill.billId, paymentMethod: 3 });
    for (const language of ['id', 'en'] as const) {
      const { data } = await readReceipt(rest.paymentId, language);
      expect(data).toMatchObject({
        lines: [{ description: words[language].rest, amount: 600_000 }],
        paymentMethod: 'QRIS',
        billLeft: null,
      });
    }
    const again = await read();
    for (const language of ['id', 'en'] as const) {
      expect(again[language].data).toEqual(issued[language].data);
      expect(again[language].pdf).toBe(issued[language].pdf);
    }
  });
});

describe('the receipt of a deposit', () => {
  it('says Deposit, with no rent month', async () => {
    const { bookingId } = await stay('210');
    const p = await pay(bookingId, { amount: 500_000, paymentType: 1, paymentMethod: 1 });
    const words = {
      id: {
        line: 'Deposit kamar 210',
        rows: [
          ['Telah terima dari', ''],
          ['Kamar', '210'],
          ['Cara bayar', 'Tunai'],
        ],
      },
      en: {
        line: 'Deposit for room 210',
        rows: [
          ['Received from', ''],
          ['Room', '210'],
          ['Paid by', 'Cash'],
        ],
      },
    };
    for (const language of ['id', 'en'] as const) {
      const { data, shared, pdf } = await readReceipt(p.paymentId, language);
      const w = words[language];
      expect(shared).toEqual(data);
      expect(data).toMatchObject({
        period: '',
        lines: [{ description: w.line, amount: 500_000 }],
        billLeft: null,
        receivedBy: 'Siti Rahayu',
      });
      const rows = w.rows.map(([label, value]) => [label, value || data.tenantName]) as [string, string][];
      expect(pdf).toBe(pdfOf(data, rows, w.line, 'Rp 500.000'));
      expect(pdf).not.toContain(compact(language === 'id' ? 'Desember' : 'December'));
    }
  });
});

describe('received by', () => {
  it('names the login when no user has it any more', async () => {
    const gone = await t.createUser({ firstName: 'Budi', lastName: 'Hartono' });
    const { bookingId } = await stay('209');
    const res = await t.call(
      paymentCalls.create,
      {
        bookingId,
        paymentDate: '2026-11-25',
        paymentType: 1,
        paymentPeriodeMonth: 11,
        paymentPeriodeYear: 2026,
        amount: 1,
      },
      gone.token,
    );
    const paymentId = res.body.data.paymentId;
    expect((await readReceipt(paymentId, 'id')).data.receivedBy).toBe('Budi Hartono');
    await t.db.execute(sql`update users set username = 'renamed-login' where username = ${gone.username}`);
    expect((await readReceipt(paymentId, 'en')).data.receivedBy).toBe(gone.username);
  });
});
