import { BillStatus, bookingCalls, IDEMPOTENCY_KEY_HEADER, PaymentType, type WalkInDone } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditMark, entriesSince } from '../../../test/audit.js';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { book, insertTenant, roomId } from '../../../test/factories/bookings.js';
import { encodeMultipart } from '../../../test/multipart.js';
import { type Fields, testImages, unique } from '../tenants/tenants.test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// 10:00 on 10 March 2027 in Jakarta.
beforeEach(() => t.clock.set('2027-03-10T03:00:00Z'));

/** An answer of the call: its data when done, the refused fields when not. */
interface Answer {
  statusCode: number;
  body: { message: string; code: string; data: WalkInDone & { errors: { field: string; code: string }[] } };
  response: { headers: Record<string, unknown> };
}

async function walkIn(fields: Fields, token: string = t.adminToken, headers: Record<string, string> = {}) {
  const { payload, contentType } = await encodeMultipart(fields);
  const res = await t.raw(bookingCalls.walkIn.path, payload as unknown as string, token, {
    'content-type': contentType,
    ...headers,
  });
  return res as unknown as Answer;
}

/** Rows of every table a walk-in writes, counted. */
async function counts() {
  const r = await t.db.execute<Record<string, number>>(sql`select
    (select count(*)::int from tenants) as tenants, (select count(*)::int from tenant_photos) as photos,
    (select count(*)::int from bookings) as bookings, (select count(*)::int from payments) as payments,
    (select count(*)::int from bills) as bills`);
  return r.rows[0];
}

const stay = async (room: string) => ({
  roomNumberId: await roomId(t.db, room),
  checkInDate: '2027-03-10',
  bookingType: 3,
});

describe('Booking/WalkIn', () => {
  it('makes the new tenant (with the KTP photo), the booking, the arrival and both payments at once', async () => {
    const { png } = await testImages();
    const name = `WALK ${unique()}`;
    const mark = await auditMark(t);
    const res = await walkIn({
      tenantName: name.toLowerCase(),
      phone: '081234567890',
      idNumber: '3171234567890001',
      photoID: png,
      ...(await stay('101')),
      rentAmount: '1500000',
      depositAmount: '1000000',
      rentPaid: '1500000',
      paymentMethod: '1',
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const { tenantId, bookingId, payments } = res.body.data;
    expect(payments.map((p) => [p.paymentType, p.amount])).toEqual([
      [PaymentType.Deposit, 1_000_000],
      [PaymentType.RentPayment, 1_500_000],
    ]);
    expect(payments.every((p) => p.receiptNumber !== '')).toBe(true);

    const booking = (await t.call(bookingCalls.getById, { bookingId }, t.adminToken)).body.data;
    expect(booking).toMatchObject({ tenantId, tenantName: name, rentAmount: 1_500_000, bookingStatus: 1 });
    expect(booking.checkedInAt).toBe('2027-03-10T10:00:00');
    const tenant = await t.db.execute<{ phone: string; photo: boolean }>(
      sql`select phone, photo_id is not null as photo from tenants where tenant_id = ${tenantId}`,
    );
    // Kept in the one stored form (contract phone-number.ts), whatever way it was typed.
    expect(tenant.rows[0]).toEqual({ phone: '6281234567890', photo: true });
    // The rent paid the first month's bill.
    const bill = await t.db.execute<{ status: number }>(
      sql`select bill_status as status from bills where booking_id = ${bookingId} order by period_start limit 1`,
    );
    expect(bill.rows[0]?.status).toBe(BillStatus.Paid);
    // Audited as the caller, each record as itself.
    const entries = await entriesSince(t, mark);
    expect(new Set(entries.map((e) => e.username))).toEqual(new Set(['admin']));
    expect(entries.map((e) => e.entity)).toEqual(expect.arrayContaining(['tenant', 'booking', 'payment']));
  });

  it('takes a tenant already known, with no money taken when none is typed', async () => {
    const { tenantId } = await insertTenant(t.db);
    const res = await walkIn({ tenantId: String(tenantId), ...(await stay('102')) });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ tenantId, payments: [] });
    // The room type's price for the period was taken as the rent.
    const booking = (await t.call(bookingCalls.getById, { bookingId: res.body.data.bookingId }, t.adminToken)).body
      .data;
    expect(booking.rentAmount).toBeGreaterThan(0);
  });

  it('changes nothing on bad input, with the field named', async () => {
    const before = await counts();
    const noTenant = await walkIn({ ...(await stay('103')) });
    expect(noTenant.statusCode).toBe(400);
    expect(noTenant.body.data.errors[0]).toMatchObject({ field: 'tenantName', code: 'field.required' });
    const both = await walkIn({ tenantId: '1', tenantName: 'SITI', ...(await stay('103')) });
    expect(both.statusCode).toBe(400);
    expect(both.body.message).toBe(english('booking.walkInTenantEither'));
    const badMoney = await walkIn({ tenantName: 'SITI', ...(await stay('103')), depositAmount: '-5' });
    expect(badMoney.statusCode).toBe(400);
    expect(badMoney.body.data.errors[0]?.field).toBe('depositAmount');
    expect(await counts()).toEqual(before);
  });

  it('keeps nothing when a later step is refused: a stay not begun yet, a room already taken', async () => {
    const before = await counts();
    const future = await walkIn({
      tenantName: 'SITI',
      depositAmount: '500000',
      ...(await stay('104')),
      checkInDate: '2027-03-12',
    });
    expect(future.statusCode).toBe(409);
    expect(future.body.message).toBe('This booking can be checked in from 12 Mar 2027');
    expect(await counts()).toEqual(before);

    await book(t, '105', { checkInDate: '2027-03-01', checkOutDate: '2027-05-01' });
    const taken = await counts();
    const clash = await walkIn({ tenantName: 'SITI', rentPaid: '100000', ...(await stay('105')) });
    expect(clash.statusCode).toBe(409);
    expect(clash.body.code).toBe('booking.roomTaken');
    expect(await counts()).toEqual(taken);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, and makes nothing more', async () => {
    const fields = { tenantName: `RETRY ${unique()}`, ...(await stay('106')), depositAmount: '750000' };
    const key = { [IDEMPOTENCY_KEY_HEADER]: `walk-in-${unique()}` };
    const first = await walkIn(fields, t.adminToken, key);
    expect(first.statusCode).toBe(200);
    const before = await counts();
    const again = await walkIn(fields, t.adminToken, key);
    expect(again.statusCode).toBe(200);
    expect(again.response.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(await counts()).toEqual(before);
  });

  it('is the front desk’s: a staff user takes a walk-in', async () => {
    const staff = await t.createUser();
    const res = await walkIn(
      { tenantName: `STAFF ${unique()}`, ...(await stay('107')), rentPaid: '200000' },
      staff.token,
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.payments[0]).toMatchObject({ amount: 200_000 });
  });
});
