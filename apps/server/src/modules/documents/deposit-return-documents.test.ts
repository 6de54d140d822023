import { DepositStatus, depositCalls, documentCalls, type ReceiptDocument } from '@kamar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { billsOfStay, bookStay, ledgerOf, noonOn, pay } from '../../../test/factories/bills.js';
import { compact, pdfText } from '../../../test/pdf-text.js';
import { bookings } from '../bookings/bookings.table.js';
import { tenants } from '../tenants/tenants.table.js';

/**
 * A deposit return's document, word for word in both languages, as the print view's data, the
 * shared page and the PDF give it: each deduction with its kind and note, money applied to a bill
 * named by the bill's number, the sums deducted and applied above what was handed back, and no
 * rent period (a deposit is for the stay, not for the month it was paid in).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn('2027-01-25'));
});
afterAll(() => t.close());

/** A monthly stay from Jan 26 at Rp 1,000,000, its first bills made, and a deposit paid on Jan 26 for January. */
async function stayWithDeposit(room: string, tenantName: string, deposit: number) {
  t.clock.set(noonOn('2027-01-25'));
  const bookingId = await bookStay(t, room, { checkInDate: '2027-01-26', rentAmount: 1_000_000 });
  const [stay] = await t.db
    .select({ tenantId: bookings.tenantId })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  await t.db
    .update(tenants)
    .set({ tenantName, phone: '0812-3456-7890' })
    .where(eq(tenants.tenantId, stay?.tenantId as number));
  t.clock.set(noonOn('2027-02-20'));
  await ledgerOf(t).generateDaily();
  const paid = await pay(t, bookingId, deposit, { paymentType: 1, paymentDate: '2027-01-26', month: 1, year: 2027 });
  const [bill] = await billsOfStay(t.db, bookingId);
  const number = await t.db.execute<{ n: string }>(
    sql`select document_number as n from bills where bill_id = ${bill?.billId as number}`,
  );
  return {
    bookingId,
    paymentId: paid.paymentId as number,
    billId: bill?.billId as number,
    billNumber: number.rows[0]?.n ?? '',
  };
}

async function settle(paymentId: number, amount: number, deductions: object[]) {
  const res = await t.call(
    depositCalls.create,
    { paymentId, depositStatus: DepositStatus.Returned, amount, returnDate: '2027-02-20', deductions },
    t.adminToken,
  );
  expect(res.statusCode).toBe(200);
}

/** The document as data, as the shared page shows it, and the PDF's words, in one language. */
async function readAll(paymentId: number, language: 'id' | 'en') {
  const data = await t.call(documentCalls.getDepositReturnReceipt, { paymentId, language }, t.adminToken);
  expect(data.statusCode).toBe(200);
  const link = await t.call(documentCalls.depositReturnShareLink, { paymentId, language }, t.adminToken);
  expect(link.statusCode).toBe(200);
  const token = (link.body.data.url as string).split('/s/')[1] as string;
  const shared = await t.call(documentCalls.getShared, { token });
  expect(shared.statusCode).toBe(200);
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/api/DepositReturned/Receipt/${paymentId}?lang=${language}`,
    headers: { authorization: `Bearer ${t.adminToken}` },
  });
  expect(pdf.statusCode).toBe(200);
  return {
    doc: data.body.data as ReceiptDocument,
    shared: shared.body.data as ReceiptDocument,
    pdf: (await pdfText(pdf.rawPayload)).compact,
    whatsappUrl: link.body.data.whatsappUrl as string,
  };
}

/** The parts of the document a tenant reads about the money. */
const money = (doc: ReceiptDocument) => ({
  title: doc.labels.title,
  period: doc.period,
  lines: doc.lines,
  summary: doc.summary,
  totalLabel: doc.labels.total,
  total: doc.total,
  amountInWords: doc.amountInWords,
});

describe('a deposit return with a damage deduction', () => {
  let deposit: Awaited<ReturnType<typeof stayWithDeposit>>;
  beforeAll(async () => {
    deposit = await stayWithDeposit('101', 'ANI WIJAYA', 1_000_000);
    await settle(deposit.paymentId, 650_000, [{ kind: 2, amount: 350_000, note: 'kaca jendela pecah' }]);
  });

  it('reads, in Indonesian, the damage with its note, what was deducted and returned, and no rent period', async () => {
    const { doc, shared, pdf } = await readAll(deposit.paymentId, 'id');
    expect(money(doc)).toEqual({
      title: 'BUKTI PENGEMBALIAN DEPOSIT',
      period: '',
      lines: [
        { description: 'Deposit yang dibayarkan', amount: 1_000_000 },
        { description: 'Kerusakan: kaca jendela pecah', amount: -350_000 },
      ],
      summary: [{ description: 'Total potongan', amount: 350_000 }],
      totalLabel: 'Total dikembalikan',
      total: 650_000,
      amountInWords: 'Enam ratus lima puluh ribu rupiah',
    });
    expect(shared).toEqual(doc);
    expect(pdf).toBe(
      compact(
        'Kamar Guest House BUKTI PENGEMBALIAN DEPOSIT No. PD/2027/000001 Tanggal: 20 Februari 2027 ' +
          'Dibayarkan kepada ANI WIJAYA Kamar 101 Uraian Jumlah Deposit yang dibayarkan Rp 1.000.000 ' +
          'Kerusakan: kaca jendela pecah -Rp 350.000 Total potongan Rp 350.000 Total dikembalikan Rp 650.000 ' +
          'Terbilang: Enam ratus lima puluh ribu rupiah Penyewa Diserahkan oleh ANI WIJAYA Administrator Kamar',
      ),
    );
  });

  it('reads the same in English', async () => {
    const { doc, shared, pdf } = await readAll(deposit.paymentId, 'en');
    expect(money(doc)).toEqual({
      title: 'DEPOSIT RETURN RECEIPT',
      period: '',
      lines: [
        { description: 'Deposit paid', amount: 1_000_000 },
        { description: 'Damage: kaca jendela pecah', amount: -350_000 },
      ],
      summary: [{ description: 'Total deducted', amount: 350_000 }],
      totalLabel: 'Total returned',
      total: 650_000,
      amountInWords: 'Six hundred fifty thousand rupiah',
    });
    expect(shared).toEqual(doc);
    expect(pdf).toBe(
      compact(
        'Kamar Guest House DEPOSIT RETURN RECEIPT No. PD/2027/000001 Date: 20 February 2027 ' +
          'Paid to ANI WIJAYA Room 101 Description Amount Deposit paid Rp 1.000.000 ' +
          'Damage: kaca jendela pecah -Rp 350.000 Total deducted Rp 350.000 Total returned Rp 650.000 ' +
          'In words: Six hundred fifty thousand rupiah Tenant Handed over by ANI WIJAYA Administrator Kamar',
      ),
    );
  });
});

describe('a deposit applied to an unpaid bill', () => {
  let deposit: Awaited<ReturnType<typeof stayWithDeposit>>;
  beforeAll(async () => {
    deposit = await stayWithDeposit('102', 'BUDI SANTOSO', 1_000_000);
    await settle(deposit.paymentId, 0, [{ kind: 1, amount: 1_000_000, billId: deposit.billId }]);
  });

  it('names the bill it paid by its number, and says the money went to the bill, in Indonesian', async () => {
    expect(deposit.billNumber).toMatch(/^TG\/2027\/\d{6}$/);
    const { doc, shared, pdf } = await readAll(deposit.paymentId, 'id');
    expect(money(doc)).toEqual({
      title: 'BUKTI PENGEMBALIAN DEPOSIT',
      period: '',
      lines: [
        { description: 'Deposit yang dibayarkan', amount: 1_000_000 },
        { description: `Dipakai untuk tagihan ${deposit.billNumber}`, amount: -1_000_000 },
      ],
      summary: [{ description: 'Total dipakai untuk tagihan', amount: 1_000_000 }],
      totalLabel: 'Total dikembalikan',
      total: 0,
      amountInWords: 'Nol rupiah',
    });
    expect(shared).toEqual(doc);
    expect(pdf).toBe(
      compact(
        'Kamar Guest House BUKTI PENGEMBALIAN DEPOSIT No. PD/2027/000002 Tanggal: 20 Februari 2027 ' +
          'Dibayarkan kepada BUDI SANTOSO Kamar 102 Uraian Jumlah Deposit yang dibayarkan Rp 1.000.000 ' +
          `Dipakai untuk tagihan ${deposit.billNumber} -Rp 1.000.000 Total dipakai untuk tagihan Rp 1.000.000 ` +
          'Total dikembalikan Rp 0 Terbilang: Nol rupiah Penyewa Diserahkan oleh BUDI SANTOSO Administrator Kamar',
      ),
    );
  });

  it('reads the same in English', async () => {
    const { doc, shared, pdf } = await readAll(deposit.paymentId, 'en');
    expect(money(doc)).toEqual({
      title: 'DEPOSIT RETURN RECEIPT',
      period: '',
      lines: [
        { description: 'Deposit paid', amount: 1_000_000 },
        { description: `Applied to bill ${deposit.billNumber}`, amount: -1_000_000 },
      ],
      summary: [{ description: 'Total applied to bills', amount: 1_000_000 }],
      totalLabel: 'Total returned',
      total: 0,
      amountInWords: 'Zero rupiah',
    });
    expect(shared).toEqual(doc);
    expect(pdf).toBe(
      compact(
        'Kamar Guest House DEPOSIT RETURN RECEIPT No. PD/2027/000002 Date: 20 February 2027 ' +
          'Paid to BUDI SANTOSO Room 102 Description Amount Deposit paid Rp 1.000.000 ' +
          `Applied to bill ${deposit.billNumber} -Rp 1.000.000 Total applied to bills Rp 1.000.000 ` +
          'Total returned Rp 0 In words: Zero rupiah Tenant Handed over by BUDI SANTOSO Administrator Kamar',
      ),
    );
  });
});

describe('a return with a bill paid, cleaning and another deduction', () => {
  it('lists each, and sums what was deducted apart from what paid the bill', async () => {
    const deposit = await stayWithDeposit('103', 'CITRA DEWI', 2_000_000);
    await settle(deposit.paymentId, 900_000, [
      { kind: 1, amount: 600_000, billId: deposit.billId, note: 'sewa Januari' },
      { kind: 3, amount: 150_000, note: '' },
      { kind: 4, amount: 350_000, note: 'kunci hilang' },
    ]);
    const { doc } = await readAll(deposit.paymentId, 'id');
    expect(money(doc)).toMatchObject({
      lines: [
        { description: 'Deposit yang dibayarkan', amount: 2_000_000 },
        { description: `Dipakai untuk tagihan ${deposit.billNumber}: sewa Januari`, amount: -600_000 },
        { description: 'Kebersihan', amount: -150_000 },
        { description: 'Lainnya: kunci hilang', amount: -350_000 },
      ],
      summary: [
        { description: 'Total potongan', amount: 500_000 },
        { description: 'Total dipakai untuk tagihan', amount: 600_000 },
      ],
      total: 900_000,
    });
  });
});
