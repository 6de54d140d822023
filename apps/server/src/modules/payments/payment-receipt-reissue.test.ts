import { depositCalls, documentCalls, paymentCalls } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { paymentEditOf as editOf, makeBooking } from '../../../test/factories/money.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RENT = {
  paymentDate: '2026-05-03',
  paymentType: 2,
  paymentPeriodeMonth: 5,
  paymentPeriodeYear: 2026,
  amount: 1_250_000,
  remark: 'CASH',
};

async function pay(bookingId: number, values: Partial<typeof RENT> = {}) {
  const res = await t.call(paymentCalls.create, { ...RENT, ...values, bookingId }, t.adminToken);
  expect(res.statusCode).toBe(200);
  return res.body.data.paymentId;
}
const read = async (paymentId: number) => (await t.call(paymentCalls.getById, { paymentId }, t.adminToken)).body.data;
const update = (body: Record<string, unknown>) => t.call(paymentCalls.update, body, t.adminToken);
const linkOf = async (
  paymentId: number,
  call:
    | typeof documentCalls.paymentShareLink
    | typeof documentCalls.depositReturnShareLink = documentCalls.paymentShareLink,
) => {
  const res = await t.call(call, { paymentId }, t.adminToken);
  expect(res.statusCode).toBe(200);
  return res.body.data.url.split('/s/')[1] as string;
};
/** The refusal beside the envelope's words. */
const refusalOf = (res: { body: unknown }) => res.body as { code?: string; params?: Record<string, unknown> };
const openShared = (token: string, language: 'en' | 'id') =>
  t.raw('/api/Share/GetDocument', JSON.stringify({ token }), null, { 'accept-language': language });

describe('an issued receipt never changes', () => {
  it('a change of what it states issues a new number; the old link says so in words and shows nothing of the payment', async () => {
    const a = await makeBooking(t.db, { tenantName: 'ANI WIDODO' });
    const b = await makeBooking(t.db, { tenantName: 'BUDI SANTOSO' });
    const paymentId = await pay(a.bookingId);
    const before = await read(paymentId);
    const oldLink = await linkOf(paymentId);

    const res = await update({ ...editOf(before), bookingId: b.bookingId, amount: 2_750_000 });
    expect(res.statusCode).toBe(200);
    const after = await read(paymentId);
    expect(after.receiptNumber).toMatch(/^KW\/\d{4}\/\d{6}$/);
    expect(after.receiptNumber).not.toBe(before.receiptNumber);
    expect(Number(after.receiptNumber.slice(-6))).toBe(Number(before.receiptNumber.slice(-6)) + 1);

    const en = await openShared(oldLink, 'en');
    expect(en.statusCode).toBe(410);
    expect(en.body).toMatchObject({ status: 410, code: 'shareLink.replaced', data: null });
    expect(en.body.message).toBe(
      `Receipt ${before.receiptNumber} was cancelled and replaced by a new receipt because the payment was corrected. Ask the business for the new receipt.`,
    );
    const id = await openShared(oldLink, 'id');
    expect(id.statusCode).toBe(410);
    expect(id.body.message).toBe(
      `Kuitansi ${before.receiptNumber} dibatalkan dan diganti dengan kuitansi baru karena pembayarannya dikoreksi. Silakan minta kuitansi yang baru.`,
    );
    for (const answer of [en, id]) {
      const text = JSON.stringify(answer.body);
      for (const secret of ['BUDI', 'ANI', '2750000', '2.750.000', after.receiptNumber])
        expect(text).not.toContain(secret);
    }
    const pdf = await t.app.inject({ method: 'GET', url: `/api/Share/Pdf/${oldLink}` });
    expect(pdf.statusCode).toBe(410);
    expect(pdf.body).not.toContain('BUDI');

    // A new link shows the new receipt.
    const fresh = await openShared(await linkOf(paymentId), 'en');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body.data).toMatchObject({
      documentNumber: after.receiptNumber,
      tenantName: 'BUDI SANTOSO',
      total: 2_750_000,
    });
  });

  it('keeps the number when nothing the receipt states changes', async () => {
    const booking = await makeBooking(t.db);
    const paymentId = await pay(booking.bookingId);
    const before = await read(paymentId);
    const link = await linkOf(paymentId);
    expect((await update(editOf(before))).statusCode).toBe(200);
    const after = await read(paymentId);
    expect(after.receiptNumber).toBe(before.receiptNumber);
    expect(after.rowVersion).not.toBe(before.rowVersion);
    expect((await openShared(link, 'en')).statusCode).toBe(200);
  });

  it('issues a new number when only how it was paid changes: the receipt states it', async () => {
    const booking = await makeBooking(t.db);
    const paymentId = await pay(booking.bookingId, { paymentMethod: 1 } as Partial<typeof RENT>);
    const before = await read(paymentId);
    const link = await linkOf(paymentId);
    const res = await update({ ...editOf(before), paymentMethod: 2, paymentAccount: 'BCA 1234567890' });
    expect(res.statusCode).toBe(200);
    const after = await read(paymentId);
    expect(after).toMatchObject({ paymentMethod: 2, paymentAccount: 'BCA 1234567890' });
    expect(after.receiptNumber).not.toBe(before.receiptNumber);
    const old = await openShared(link, 'en');
    expect(old.statusCode).toBe(410);
    expect(refusalOf(old).code).toBe('shareLink.replaced');
  });

  it("a returned deposit's change replaces both its receipts", async () => {
    const booking = await makeBooking(t.db);
    const paymentId = await pay(booking.bookingId, { paymentType: 1, amount: 1_000_000 });
    const settled = await t.call(depositCalls.create, { paymentId, depositStatus: 1, amount: 1_000_000 }, t.adminToken);
    expect(settled.statusCode).toBe(200);
    const before = await read(paymentId);
    expect(before.returnReceiptNumber).toMatch(/^PD\//);
    const returnLink = await linkOf(paymentId, documentCalls.depositReturnShareLink);

    expect((await update({ ...editOf(before), remark: 'CORRECTED' })).statusCode).toBe(200);
    const after = await read(paymentId);
    expect(after.receiptNumber).not.toBe(before.receiptNumber);
    expect(after.returnReceiptNumber).toMatch(/^PD\//);
    expect(after.returnReceiptNumber).not.toBe(before.returnReceiptNumber);
    const old = await openShared(returnLink, 'en');
    expect(old.statusCode).toBe(410);
    expect(refusalOf(old).params).toEqual({ number: before.returnReceiptNumber });
  });
});

describe('Payment/Update against what the caller read', () => {
  it('refuses a deleted payment and changes nothing', async () => {
    const booking = await makeBooking(t.db);
    const paymentId = await pay(booking.bookingId);
    expect((await t.call(paymentCalls.delete, { paymentId, status: 1 }, t.adminToken)).statusCode).toBe(200);
    const deleted = await read(paymentId);
    for (const body of [
      { ...editOf(deleted), amount: 1 },
      { ...editOf(deleted), amount: 1, rowVersion: undefined },
    ]) {
      const res = await update(body);
      expect(res.statusCode).toBe(409);
      expect(refusalOf(res).code).toBe('record.deleted');
      expect(res.body.message).toBe('This record is deleted. Undelete it before changing it.');
    }
    expect(await read(paymentId)).toEqual(deleted);
  });

  it('two saves from the same read: exactly one wins, the other is refused and overwrites nothing', async () => {
    const booking = await makeBooking(t.db);
    const paymentId = await pay(booking.bookingId);
    const seen = await read(paymentId);
    const results = await Promise.all([
      update({ ...editOf(seen), amount: 1_111_111 }),
      update({ ...editOf(seen), amount: 2_222_222 }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser && refusalOf(loser).code).toBe('record.stale');
    const winner = results.findIndex((r) => r.statusCode === 200);
    expect((await read(paymentId)).amount).toBe(winner === 0 ? 1_111_111 : 2_222_222);
  });
});
