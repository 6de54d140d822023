import {
  allCalls,
  billCalls,
  bookingCalls,
  type CallDef,
  dashboardCalls,
  depositCalls,
  documentCalls,
  expenseCalls,
  exportCalls,
  namesOneTenant,
  paths,
  paymentCalls,
  permissionOf,
  Role,
  roleMay,
  STAY_MONEY_DAYS,
  withheldPaths,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { exportFile, readCsv } from '../../test/exports.js';
import { bookStay, noonOn, pay } from '../../test/factories/bills.js';

/**
 * Which money a Front desk user may read (contract staff-money.ts): every call Front desk may
 * make that carries money the rule withholds is walked as Front desk (nothing withheld appears),
 * as a Manager and as the Owner (it is there), and the exports follow the same rule; a stay no
 * longer in hand answers none of its money to Front desk, so walking ids rebuilds no payment list.
 */
let t: TestApp;
let staff: string;
let manager: string;
/** A stay that ended (checked out) months before today, its tenant and its rent payment. */
const ended = { bookingId: 0, tenantId: 0, paymentId: 0, billId: 0 };
let bookingId = 0;
let tenantId = 0;
let depositId = 0;
let returnReceipt = '';
const page = { pageSize: 100, pageIndex: 0 };

/** What each call carrying withheld money is asked, as staff and as an administrator. */
const asked = (): Record<string, object[]> => ({
  [paymentCalls.getById.path]: [{ paymentId: depositId }],
  [paymentCalls.getPaymentByBookingId.path]: [{ bookingId, ...page }],
  [paymentCalls.getPaymentByTenantId.path]: [{ tenantId, ...page }],
  [dashboardCalls.getDashboardInfo.path]: [{}],
  // The bill list of everyone is refused to Front desk (a stay no longer in hand, below).
  [billCalls.getList.path]: [{ tenantId, ...page }],
  [billCalls.getArrears.path]: [page, { tenantId, ...page }],
});

/** Every value at a path such as `listData[].returnedAmount`. */
function valuesAt(value: unknown, path: string): unknown[] {
  const [head, ...rest] = path.split('.');
  if (head === undefined || value === null || value === undefined) return [value];
  const many = head.endsWith('[]');
  const key = many ? head.slice(0, -2) : head;
  const next = (value as Record<string, unknown>)[key];
  const items = many ? ((next as unknown[]) ?? []) : [next];
  return items.flatMap((item) => (rest.length === 0 ? [item] : valuesAt(item, rest.join('.'))));
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn('2026-06-15'));
  bookingId = await bookStay(t, '101', { checkInDate: '2026-01-01' });
  const deposit = await pay(t, bookingId, 1_000_000, {
    paymentType: 1,
    paymentDate: '2026-01-01',
    month: 1,
    year: 2026,
  });
  depositId = deposit.paymentId;
  await pay(t, bookingId, 500_000, { paymentDate: '2026-01-05', month: 1, year: 2026 });
  const returned = await t.call(
    depositCalls.create,
    { paymentId: depositId, depositStatus: 1, amount: 400_000, returnDate: '2026-06-15' },
    t.adminToken,
  );
  expect(returned.statusCode).toBe(200);
  const stored = await t.call(paymentCalls.getById, { paymentId: depositId }, t.adminToken);
  returnReceipt = stored.body.data.returnReceiptNumber as string;
  expect(returnReceipt).not.toBe('');
  tenantId = (await t.db.execute(sql`select tenant_id from bookings where booking_id = ${bookingId}`)).rows[0]
    ?.tenant_id as number;
  expect(
    (
      await t.call(
        expenseCalls.create,
        // The first property's (the Manager's): the business's own expenses are the Owner's alone.
        { expenseDate: '2026-06-01', expenseCategory: 1, amount: 250_000, remark: 'paint', propertyId: 1 },
        t.adminToken,
      )
    ).statusCode,
  ).toBe(200);
  staff = (await t.createUser({ role: Role.FrontDesk })).token;
  manager = (await t.createUser({ role: Role.Manager })).token;
  ended.bookingId = await bookStay(t, '102', { checkInDate: '2026-01-01', checkOutDate: '2026-03-01' });
  ended.paymentId = (
    await pay(t, ended.bookingId, 777_000, { paymentDate: '2026-01-03', month: 1, year: 2026 })
  ).paymentId;
  for (const call of [bookingCalls.checkIn, bookingCalls.completeBooking]) {
    expect((await t.call(call, { bookingId: ended.bookingId }, t.adminToken)).statusCode, call.path).toBe(200);
  }
  const stay = await t.db.execute<{ tenant_id: number; bill_id: number }>(
    sql`select b.tenant_id, l.bill_id from bookings b join bills l on l.booking_id = b.booking_id
        where b.booking_id = ${ended.bookingId} order by l.bill_id limit 1`,
  );
  ended.tenantId = stay.rows[0]?.tenant_id as number;
  ended.billId = stay.rows[0]?.bill_id as number;
}, 60_000);
afterAll(() => t.close());

describe('which money a staff user may see', () => {
  const frontDeskMay = (c: CallDef) => {
    const permission = permissionOf(c.path);
    return permission === 'public' || (permission !== undefined && roleMay(Role.FrontDesk, permission));
  };
  const carrying = () => (allCalls as CallDef[]).filter((c) => frontDeskMay(c) && withheldPaths(c.response).length > 0);

  it('names the calls staff may make that carry withheld money, and the test asks each of them', () => {
    expect(
      carrying()
        .map((c) => c.path)
        .sort(),
    ).toEqual(Object.keys(asked()).sort());
  });

  it('answers staff null wherever the rule withholds, administrators the figures', async () => {
    for (const call of carrying()) {
      for (const body of asked()[call.path] ?? []) {
        const asStaff = await t.call(call, body, staff);
        const asAdmin = await t.call(call, body, t.adminToken);
        const asManager = await t.call(call, body, manager);
        expect(asStaff.statusCode, call.path).toBe(200);
        expect(asAdmin.statusCode, call.path).toBe(200);
        // A Manager holds money.readAll: the Owner's answer, figure for figure.
        expect(asManager.body.data, call.path).toEqual(asAdmin.body.data);
        const withheld = withheldPaths(call.response, namesOneTenant(body));
        for (const path of withheld) {
          for (const v of valuesAt(asStaff.body.data, path)) expect(v, `${call.path} ${path}`).toBeNull();
        }
        // A returned deposit leaves no trace in a staff answer: not its receipt, not its amount.
        expect(JSON.stringify(asStaff.body), call.path).not.toContain(returnReceipt);
        // What the rule leaves to staff is the same as an administrator reads.
        const shown = withheldPaths(call.response).filter((p) => !withheld.includes(p));
        for (const path of shown) expect(valuesAt(asStaff.body.data, path)).toEqual(valuesAt(asAdmin.body.data, path));
      }
    }
    const adminDeposit = await t.call(paymentCalls.getById, { paymentId: depositId }, t.adminToken);
    expect(adminDeposit.body.data).toMatchObject({ returnedAmount: 400_000, returnReceiptNumber: returnReceipt });
    const staffDeposit = await t.call(paymentCalls.getById, { paymentId: depositId }, staff);
    // The deposit itself (money in) and whether it is still held stay visible.
    expect(staffDeposit.body.data).toMatchObject({ amount: 1_000_000, depositStatus: 1, returnedAmount: null });
    const dashboard = await t.call(dashboardCalls.getDashboardInfo, {}, staff);
    expect(dashboard.body.data.allTimeIncome).toBeNull();
    const oneTenant = await t.call(billCalls.getList, { tenantId, ...page }, staff);
    expect(oneTenant.body.data.totalOutstanding).toEqual(expect.any(Number));
  });

  it('keeps the admin-only lists and the deposit return from staff, and exports follow the rule', async () => {
    for (const call of [paymentCalls.getList, depositCalls.getList, depositCalls.getById, expenseCalls.getList]) {
      const body = call === depositCalls.getById ? { paymentId: depositId } : page;
      expect((await t.call(call, body, staff)).statusCode, call.path).toBe(403);
    }
    for (const def of [exportCalls.payment, exportCalls.deposit, exportCalls.expense, exportCalls.bill]) {
      expect((await exportFile(t, def.path, { format: 'csv' }, staff)).statusCode, def.path).toBe(403);
    }
    for (const token of [manager, t.adminToken]) {
      const everyone = readCsv((await exportFile(t, exportCalls.bill.path, { format: 'csv' }, token)).rawPayload);
      expect(everyone.rows.length).toBeGreaterThan(0);
      expect(everyone.total).not.toBeNull();
    }
  });
});

describe('a stay no longer in hand', () => {
  const refusedToFrontDesk = async (call: CallDef, body: object) => {
    const res = await t.call(call, body, staff);
    expect(res.statusCode, call.path).toBe(403);
    expect(res.body as object, call.path).toMatchObject({
      code: 'payment.pastStay',
      params: { days: STAY_MONEY_DAYS },
    });
    const asManager = await t.call(call, body, manager);
    expect(asManager.statusCode, call.path).toBe(200);
  };

  it(`answers Front desk none of the money of a stay that ended more than ${STAY_MONEY_DAYS} days ago`, async () => {
    await refusedToFrontDesk(paymentCalls.getById, { paymentId: ended.paymentId });
    await refusedToFrontDesk(paymentCalls.getPaymentByBookingId, { bookingId: ended.bookingId, ...page });
    await refusedToFrontDesk(paymentCalls.getPaymentByTenantId, { tenantId: ended.tenantId, ...page });
    await refusedToFrontDesk(documentCalls.getPaymentReceipt, { paymentId: ended.paymentId });
    await refusedToFrontDesk(documentCalls.paymentShareLink, { paymentId: ended.paymentId });
    await refusedToFrontDesk(billCalls.getById, { billId: ended.billId });
    await refusedToFrontDesk(billCalls.getByBookingId, { bookingId: ended.bookingId });
    await refusedToFrontDesk(billCalls.getList, { tenantId: ended.tenantId, ...page });
    await refusedToFrontDesk(documentCalls.getBillDocument, { billId: ended.billId });
    // The PDFs (GETs) follow the same rule.
    const pdf = (path: string, id: number, token: string) =>
      t.app.inject({ method: 'GET', url: `${path}/${id}`, headers: { authorization: `Bearer ${token}` } });
    expect((await pdf(paths.document.paymentReceipt, ended.paymentId, staff)).statusCode).toBe(403);
    expect((await pdf(paths.document.paymentReceipt, ended.paymentId, manager)).statusCode).toBe(200);
    expect((await pdf(paths.document.billDocument, ended.billId, staff)).statusCode).toBe(403);
    expect((await pdf(paths.document.paymentReceipt, depositId, staff)).statusCode).toBe(200);
  });

  it('answers Front desk the bill list only for one tenant or one stay', async () => {
    await refusedToFrontDesk(billCalls.getList, page);
    expect((await t.call(billCalls.getList, { tenantId, ...page }, staff)).statusCode).toBe(200);
  });

  it('lets no walk over tenant, stay or payment ids rebuild the payment list', async () => {
    const seen = new Set<number>();
    const top = (await t.db.execute<{ n: number }>(sql`select max(tenant_id) as n from tenants`)).rows[0]?.n ?? 0;
    for (let id = 1; id <= Number(top) + 1; id++) {
      const res = await t.call(paymentCalls.getPaymentByTenantId, { tenantId: id, ...page }, staff);
      expect([200, 403], `tenant ${id}`).toContain(res.statusCode);
      for (const row of res.body.data?.listData ?? []) seen.add(row.paymentId as number);
    }
    for (let id = 1; id <= ended.paymentId + 1; id++) {
      const res = await t.call(paymentCalls.getById, { paymentId: id }, staff);
      if (res.statusCode === 200) seen.add(res.body.data.paymentId as number);
    }
    const all = await t.call(paymentCalls.getList, page, t.adminToken);
    const everyId = (all.body.data.listData as { paymentId: number }[]).map((p) => p.paymentId);
    expect(everyId).toContain(ended.paymentId);
    expect(seen.has(ended.paymentId)).toBe(false);
    expect([...seen].sort()).toEqual(everyId.filter((id) => id !== ended.paymentId).sort());
  });
});
