import {
  billCalls,
  bookingCalls,
  dashboardCalls,
  depositCalls,
  expenseCalls,
  exportCalls,
  paymentCalls,
  propertyCalls,
  Role,
  roomCalls,
  roomTypeCalls,
  tenantCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { exportFile } from '../../../test/exports.js';
import { insertTenant, roomId } from '../../../test/factories/bookings.js';

/**
 * A user of some properties gets the count and money totals of the rows they see, never the
 * business's kept counters (booking_counts, payment_counts, bill_totals...): the first property (A,
 * the seed's rooms) and a second (B) each hold stays, payments, deposits, bills, arrears, tenants
 * and expenses; a Manager and a Front desk user of A list them. The owner's answers still come
 * from the kept counters.
 */
let t: TestApp;
const A = 1;
let B: number;
let mover: number;
let managerA: Awaited<ReturnType<TestApp['createUser']>>;
let deskA: Awaited<ReturnType<TestApp['createUser']>>;

type Data = Record<string, unknown> & { listData: Record<string, unknown>[] };
const data = (res: { statusCode: number; body: unknown }): Data => {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: Data }).data;
};
const sum = (rows: Record<string, unknown>[], key: string) => rows.reduce((n, row) => n + Number(row[key]), 0);
const all = { pageSize: 10_000, pageIndex: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const a = t.adminToken;
  const ok = (res: { statusCode: number; body: unknown }) => data(res) as Record<string, unknown>;
  B = ok(await t.call(propertyCalls.create, { propertyName: 'KOS KEDUA' }, a)).propertyId as number;
  const prices = { priceDaily: 100_000, priceWeekly: 500_000, priceMonthly: 1_500_000, priceYearly: 15_000_000 };
  const roomsA = await Promise.all(['101', '102'].map((n) => roomId(t.db, n)));
  const roomTypeId = ok(await t.call(roomTypeCalls.create, { roomTypeName: 'STANDARD', ...prices, propertyId: B }, a))
    .roomTypeId as number;
  const roomsB: number[] = [];
  for (const roomNumber of ['101', '102', '103'])
    roomsB.push(ok(await t.call(roomCalls.create, { roomNumber, roomTypeId }, a)).roomId as number);
  mover = (await insertTenant(t.db, { propertyId: A, tenantName: 'MOVER' })).tenantId;
  const tenantsOf = async (propertyId: number, names: string[]) =>
    Promise.all(names.map(async (tenantName) => (await insertTenant(t.db, { propertyId, tenantName })).tenantId));
  const [tenantsA, tenantsB] = await Promise.all([
    tenantsOf(A, ['ANI', 'BUDI']),
    tenantsOf(B, ['CITRA', 'DEDI', 'EKA', 'FAJAR']),
  ]);
  // A: two stays and the mover's; B: three stays and the mover's next one. Each pays a deposit and
  // part of its rent; the stays began months ago, so bills are owed (arrears).
  const stays: [number, number, string, number][] = [
    [tenantsA[0] as number, roomsA[0] as number, '2026-08-01', 300_000],
    [mover, roomsA[1] as number, '2026-08-01', 200_000],
    [tenantsB[0] as number, roomsB[0] as number, '2026-07-01', 700_000],
    [tenantsB[1] as number, roomsB[1] as number, '2026-07-01', 900_000],
    [mover, roomsB[2] as number, '2026-09-01', 1_100_000],
  ];
  for (const [tenantId, roomNumberId, checkInDate, rent] of stays) {
    const bookingId = ok(
      await t.call(
        bookingCalls.create,
        {
          tenantId,
          roomNumberId,
          bookingDate: checkInDate,
          checkInDate,
          checkOutDate: '',
          bookingStatus: '1',
          bookingType: 3,
          remark: '',
        },
        a,
      ),
    ).bookingId as number;
    const paid = { bookingId, paymentDate: checkInDate, paymentPeriodeMonth: 8, paymentPeriodeYear: 2026, remark: '' };
    ok(await t.call(paymentCalls.create, { ...paid, paymentType: 1, amount: rent * 2 }, a));
    ok(await t.call(paymentCalls.create, { ...paid, paymentType: 2, amount: rent }, a));
  }
  for (const [propertyId, amount] of [
    [A, 10_000],
    [A, 20_000],
    [B, 40_000],
    [B, 80_000],
    [B, 160_000],
  ] as const) {
    ok(
      await t.call(
        expenseCalls.create,
        { expenseDate: '2026-11-02', expenseCategory: 1, remark: '', amount, propertyId },
        a,
      ),
    );
  }
  [managerA, deskA] = await Promise.all([
    t.createUser({ role: Role.Manager, propertyIds: [A] }),
    t.createUser({ role: Role.FrontDesk, propertyIds: [A] }),
  ]);
});
afterAll(() => t.close());

/** The whole business's count in a kept table (the owner's lists answer from these). */
async function kept(table: string, where = sql`true`) {
  const r = await t.db.execute<{ n: number }>(
    sql`select coalesce(sum(row_count), 0)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return Number(r.rows[0]?.n);
}

/**
 * Each list with a kept count, as a user of A sees it (`token`), against the owner's list of A
 * alone (counted from its rows) and the owner's list of every property (from the kept counters).
 */
const lists = [
  { name: 'Booking/GetList', call: bookingCalls.getList, body: {}, staff: () => deskA, money: [] as string[][] },
  { name: 'Tenant/GetList', call: tenantCalls.getList, body: {}, staff: () => deskA, money: [], tenants: true },
  {
    name: 'Payment/GetList',
    call: paymentCalls.getList,
    body: {},
    staff: () => managerA,
    money: [['totalPayment', 'amount']],
  },
  {
    name: 'Deposit/GetList',
    call: depositCalls.getList,
    body: {},
    staff: () => managerA,
    money: [
      ['totalAmount', 'amount'],
      ['totalReturnedAmount', 'returnAmount'],
    ],
  },
  {
    name: 'Bill/GetList',
    call: billCalls.getList,
    body: {},
    staff: () => managerA,
    money: [
      ['totalAmount', 'amount'],
      ['totalPaid', 'paidAmount'],
      ['totalOutstanding', 'outstanding'],
    ],
  },
  {
    name: 'Bill/GetArrears',
    call: billCalls.getArrears,
    body: {},
    staff: () => managerA,
    money: [['totalOutstanding', 'outstanding']],
  },
  {
    name: 'Expense/GetList',
    call: expenseCalls.getList,
    body: {},
    staff: () => managerA,
    money: [['totalExpense', 'amount']],
  },
] as const;

describe('the count and totals of a user of some properties', () => {
  for (const list of lists) {
    it(`${list.name}: totalData and the footer's money are those of the rows the user sees`, async () => {
      const call = list.call as typeof bookingCalls.getList;
      const body = { ...list.body, ...all };
      const [mine, ofA, owners] = await Promise.all([
        t.call(call, body, list.staff().token),
        'tenants' in list ? null : t.call(call, { ...body, propertyId: A }, t.adminToken),
        t.call(call, body, t.adminToken),
      ]);
      const seen = data(mine);
      expect(seen.listData.length).toBeGreaterThan(0);
      // Every row is counted, and no other: the whole list fits on this page.
      expect(seen.totalData).toBe(seen.listData.length);
      if (ofA) {
        const a = data(ofA);
        expect(seen.totalData).toBe(a.totalData);
        expect(seen.listData.every((row) => row.propertyId === A)).toBe(true);
      }
      for (const [total, column] of list.money) {
        expect(seen[total], total).toBe(sum(seen.listData, column));
        if (ofA) expect(seen[total], total).toBe(data(ofA)[total]);
      }
      // The owner's list of every property: more rows than A's.
      expect(Number(data(owners).totalData)).toBeGreaterThan(Number(seen.totalData));
    });
  }

  it('the pager of a user of A ends at their last row', async () => {
    const [seen, ofA] = await Promise.all([
      t.call(bookingCalls.getList, all, deskA.token),
      t.call(bookingCalls.getList, { ...all, propertyId: A }, t.adminToken),
    ]);
    const rows = data(ofA).listData;
    expect(data(seen).totalData).toBe(rows.length);
    const last = Math.ceil(rows.length / 2) - 1;
    const page = data(await t.call(bookingCalls.getList, { pageSize: 2, pageIndex: last }, deskA.token));
    expect(page.listData.at(-1)?.bookingId).toBe(rows.at(-1)?.bookingId);
    expect(page.totalData).toBe(rows.length);
  });

  it("the owner's counts still come from the kept counters", async () => {
    const [bookings, payments, tenants] = await Promise.all([
      t.call(bookingCalls.getList, { pageSize: 1 }, t.adminToken),
      t.call(paymentCalls.getList, { pageSize: 1 }, t.adminToken),
      t.call(tenantCalls.getList, { pageSize: 1 }, t.adminToken),
    ]);
    expect(data(bookings).totalData).toBe(await kept('booking_counts'));
    expect(data(payments).totalData).toBe(await kept('payment_counts'));
    expect(data(tenants).totalData).toBe(await kept('tenant_counts'));
  });

  it("a tenant who moved: a user of A gets A's payments of theirs and their sum only", async () => {
    const body = { tenantId: mover, ...all };
    const [mine, owners] = await Promise.all([
      t.call(paymentCalls.getPaymentByTenantId, body, managerA.token),
      t.call(paymentCalls.getPaymentByTenantId, body, t.adminToken),
    ]);
    const seen = data(mine);
    expect(seen.listData).toHaveLength(2);
    expect(seen.totalData).toBe(2);
    expect(seen.totalPayment).toBe(sum(seen.listData, 'amount'));
    expect(data(owners).totalData).toBe(4);
  });

  it("the booking form's tenant lookup counts the tenants the user sees", async () => {
    const seen = data(await t.call(bookingCalls.getTenantList, all, deskA.token));
    expect(seen.totalData).toBe(seen.listData.length);
    expect(seen.listData.map((row) => row.tenantName)).not.toContain('CITRA');
  });

  it("the dashboard's arrears buckets add up the user's owing stays", async () => {
    const [dashboard, arrears] = await Promise.all([
      t.call(dashboardCalls.getDashboardInfo, {}, managerA.token),
      t.call(billCalls.getArrears, { ...all, propertyId: A }, t.adminToken),
    ]);
    const buckets = data(dashboard).arrears as { bookings: number; outstanding: number }[];
    const owing = data(arrears);
    expect(buckets.reduce((n, b) => n + b.bookings, 0)).toBe(owing.totalData);
    expect(buckets.reduce((n, b) => n + b.outstanding, 0)).toBe(owing.totalOutstanding);
  });

  it("an export's row count is the rows the user sees", async () => {
    const exports = [
      [exportCalls.booking.path, bookingCalls.getList],
      [exportCalls.payment.path, paymentCalls.getList],
      [exportCalls.deposit.path, depositCalls.getList],
      [exportCalls.bill.path, billCalls.getList],
      [exportCalls.arrears.path, billCalls.getArrears],
      [exportCalls.tenant.path, tenantCalls.getList],
      [exportCalls.expense.path, expenseCalls.getList],
    ] as const;
    // One at a time: a server makes two exports at once.
    for (const [path, list] of exports) {
      const [file, seen] = await Promise.all([
        exportFile(t, path, { format: 'csv' }, managerA.token),
        t.call(list as typeof bookingCalls.getList, all, managerA.token),
      ]);
      expect(file.statusCode, `${path} ${file.body}`).toBe(200);
      expect(file.headers['x-export-rows'], path).toBe(String(data(seen).totalData));
    }
  });
});
