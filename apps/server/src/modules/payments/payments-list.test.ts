import { paymentCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { makeBooking } from '../../../test/factories/money.js';

/**
 * Lists over a known set: SARI has 5 payments (4 rent Jan-Apr 2026 at 1.000.000 + 100 * month,
 * one deposit of 2.000.000), one of them deleted; BAYU has 1 rent payment in March 2026.
 */
let t: TestApp;
let staffToken = '';
let sari = { bookingId: 0, tenantName: '' };
let bayu = { bookingId: 0, tenantName: '' };
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await t.createUser()).token;
  sari = await makeBooking(t.db, { tenantName: 'SARI LESTARI', roomNumber: '201', bookingType: 3 });
  bayu = await makeBooking(t.db, { tenantName: 'BAYU AJI', roomNumber: '305', bookingType: 4 });
  const pay = async (bookingId: number, month: number, amount: number, paymentType = 2) => {
    const res = await t.call(
      paymentCalls.create,
      {
        paymentDate: `2026-0${month}-03`,
        paymentType,
        bookingId,
        paymentPeriodeMonth: month,
        paymentPeriodeYear: 2026,
        amount,
        remark: '',
      },
      t.adminToken,
    );
    ids.push(res.body.data.paymentId);
  };
  for (const month of [1, 2, 3, 4]) await pay(sari.bookingId, month, 1_000_000 + 100 * month);
  await pay(sari.bookingId, 1, 2_000_000, 1);
  await pay(bayu.bookingId, 3, 9_000_000);
  // Sari's April payment is deleted.
  await t.call(paymentCalls.delete, { paymentId: ids[3] as number, status: 1 }, t.adminToken);
});
afterAll(() => t.close());

const list = (filter: Record<string, unknown>) => t.call(paymentCalls.getList, filter, t.adminToken);

describe('Payment/GetList', () => {
  it('totals the whole filtered set on every page, and numbers rows across pages', async () => {
    const first = await list({ tenantName: 'sari', pageSize: 2, pageIndex: 0 });
    const last = await list({ tenantName: 'sari', pageSize: 2, pageIndex: 2 });
    const total = 1_000_100 + 1_000_200 + 1_000_300 + 1_000_400 + 2_000_000;
    for (const page of [first, last]) {
      expect(page.body.data.totalData).toBe(5);
      expect(page.body.data.totalPayment).toBe(total);
    }
    expect(first.body.data.listData.map((r) => r.rowNumber)).toEqual([1, 2]);
    expect(last.body.data.listData.map((r) => r.rowNumber)).toEqual([5]);
    // Newest payment date first.
    expect(first.body.data.listData[0]?.paymentDate).toBe('2026-04-03T00:00:00');
  });

  it.each([
    [{ paymentPeriodeMonth: 3 }, 2, 1_000_300 + 9_000_000],
    [{ paymentPeriodeMonth: 3, paymentPeriodeYear: 2026, tenantName: 'BAYU' }, 1, 9_000_000],
    [{ paymentPeriodeYear: 2025 }, 0, 0],
    [{ paymentType: 1 }, 1, 2_000_000],
    [{ paymentType: 2, tenantName: 'SARI' }, 4, 1_000_100 + 1_000_200 + 1_000_300 + 1_000_400],
    [{ status: 2 }, 1, 1_000_400],
    [{ status: 1, tenantName: 'SARI' }, 4, 1_000_100 + 1_000_200 + 1_000_300 + 2_000_000],
    // Status (and type) alone: answered from the kept money totals.
    [{ status: 1 }, 5, 1_000_100 + 1_000_200 + 1_000_300 + 2_000_000 + 9_000_000],
    [{ status: 1, paymentType: 1 }, 1, 2_000_000],
    [{ status: 1, paymentType: 2 }, 4, 1_000_100 + 1_000_200 + 1_000_300 + 9_000_000],
    [{ paymentPeriodeMonth: 0, paymentType: 0, status: 0, tenantName: '' }, 6, 15_000_000 + 1_000],
  ])('filters %o: %i rows totalling %i', async (filter, count, sum) => {
    const res = await list(filter);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.totalData).toBe(count);
    expect(res.body.data.totalPayment).toBe(sum);
  });

  it('refuses a bad filter with its message', async () => {
    expect((await list({ paymentPeriodeMonth: 13 })).body.message).toBe(
      'Payment Period Month must be between 1 and 12',
    );
    expect((await list({ pageSize: 10_001 })).body.message).toBe('Page Size must be between 1 and 10000');
  });
});

describe('Payment/GetPaymentByBookingId', () => {
  it('shows a booking its whole history, oldest first, totalling its active payments', async () => {
    const res = await t.call(
      paymentCalls.getPaymentByBookingId,
      { bookingId: sari.bookingId, pageSize: 10_000, pageIndex: 0 },
      staffToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data.totalData).toBe(5);
    expect(res.body.data.listData[0]).toMatchObject({ paymentDate: '2026-01-03T00:00:00', rowNumber: 1 });
    expect(res.body.data.listData.find((r) => r.paymentId === ids[3])?.status).toBe(2);
    expect(res.body.data.totalPayment).toBe(1_000_100 + 1_000_200 + 1_000_300 + 2_000_000);
  });
});

describe('Payment/GetPaymentByTenantId', () => {
  it("shows a tenant's payments over all their stays, newest first, totalling the active ones", async () => {
    const [tenant] = (
      await t.db.execute<{ tenant_id: number }>(
        sql`select tenant_id from bookings where booking_id = ${sari.bookingId}`,
      )
    ).rows;
    // A second, earlier stay of the same tenant.
    const earlier = await makeBooking(t.db, { tenantId: tenant?.tenant_id, roomNumber: '202' });
    await t.call(
      paymentCalls.create,
      {
        paymentDate: '2025-12-03',
        paymentType: 2,
        bookingId: earlier.bookingId,
        paymentPeriodeMonth: 12,
        paymentPeriodeYear: 2025,
        amount: 500_000,
        remark: '',
      },
      t.adminToken,
    );
    await t.db.execute(sql`update bookings set booking_status = 2 where booking_id = ${earlier.bookingId}`);
    const res = await t.call(
      paymentCalls.getPaymentByTenantId,
      { tenantId: tenant?.tenant_id as number, pageSize: 100, pageIndex: 0 },
      staffToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data.totalData).toBe(6);
    expect(res.body.data.listData.map((r) => r.paymentDate.slice(0, 10))).toEqual([
      '2026-04-03',
      '2026-03-03',
      '2026-02-03',
      '2026-01-03',
      '2026-01-03',
      '2025-12-03',
    ]);
    expect(new Set(res.body.data.listData.map((r) => r.roomNumber))).toEqual(new Set(['201', '202']));
    expect(res.body.data.totalPayment).toBe(1_000_100 + 1_000_200 + 1_000_300 + 2_000_000 + 500_000);
    // Bayu's payment is not Sari's.
    expect(res.body.data.listData.some((r) => r.tenantName !== 'SARI LESTARI')).toBe(false);
    const refused = await t.call(paymentCalls.getPaymentByTenantId, { tenantId: 0 }, staffToken);
    expect(refused.statusCode).toBe(400);
  });
});

describe('Payment/GetBookingOptions', () => {
  it('offers active, not-deleted bookings with the rent of their rental period', async () => {
    await makeBooking(t.db, { tenantName: 'SARI CANCELLED', bookingStatus: 3 });
    await makeBooking(t.db, { tenantName: 'SARI DELETED', status: 2 });
    const res = await t.call(paymentCalls.getBookingOptions, { tenantName: 'sari' }, staffToken);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.listData).toEqual([
      expect.objectContaining({
        bookingId: sari.bookingId,
        tenantName: 'SARI LESTARI',
        roomNumber: '201',
        bookingType: 3,
      }),
    ]);
    const prices = await t.db.execute<{ monthly: string; yearly: string }>(
      sql`select rt.price_monthly as monthly, rt2.price_yearly as yearly
        from rooms r join room_types rt on rt.room_type_id = r.room_type_id,
             rooms r2 join room_types rt2 on rt2.room_type_id = r2.room_type_id
        where r.room_number = '201' and r2.room_number = '305'`,
    );
    const price = prices.rows[0];
    expect(res.body.data.listData[0]?.rentPrice).toBe(Number(price?.monthly));
    const yearly = await t.call(paymentCalls.getBookingOptions, { tenantName: 'BAYU' }, staffToken);
    expect(yearly.body.data.listData[0]?.rentPrice).toBe(Number(price?.yearly));
    expect(Number(price?.yearly)).toBeGreaterThan(0);
  });
});
