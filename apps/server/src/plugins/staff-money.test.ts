import {
  allCalls,
  billCalls,
  type CallDef,
  dashboardCalls,
  depositCalls,
  expenseCalls,
  exportCalls,
  namesOneTenant,
  paymentCalls,
  withheldPaths,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { exportFile, readCsv } from '../../test/exports.js';
import { bookStay, noonOn, pay } from '../../test/factories/bills.js';

/**
 * Which money a staff user may see (contract staff-money.ts): every call a staff user may make
 * that carries money the rule withholds is walked as staff (nothing withheld appears) and as an
 * administrator (it is there), and the exports follow the same rule.
 */
let t: TestApp;
let staff: string;
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
  [billCalls.getList.path]: [page, { tenantId, ...page }],
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
        { expenseDate: '2026-06-01', expenseCategory: 1, amount: 250_000, remark: 'paint' },
        t.adminToken,
      )
    ).statusCode,
  ).toBe(200);
  staff = (await t.createUser()).token;
}, 60_000);
afterAll(() => t.close());

describe('which money a staff user may see', () => {
  const carrying = () =>
    (allCalls as CallDef[]).filter((c) => c.access !== 'admin' && withheldPaths(c.response).length > 0);

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
        expect(asStaff.statusCode, call.path).toBe(200);
        expect(asAdmin.statusCode, call.path).toBe(200);
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
    for (const def of [exportCalls.payment, exportCalls.deposit, exportCalls.expense]) {
      expect((await exportFile(t, def.path, { format: 'csv' }, staff)).statusCode, def.path).toBe(403);
    }
    const everyone = readCsv((await exportFile(t, exportCalls.bill.path, { format: 'csv' }, staff)).rawPayload);
    expect(everyone.rows.length).toBeGreaterThan(0);
    expect(everyone.total).toBeNull();
    const oneTenant = readCsv(
      (await exportFile(t, exportCalls.bill.path, { format: 'csv', tenantId }, staff)).rawPayload,
    );
    expect(oneTenant.total).not.toBeNull();
    const asAdmin = readCsv((await exportFile(t, exportCalls.bill.path, { format: 'csv' }, t.adminToken)).rawPayload);
    expect(asAdmin.total).not.toBeNull();
  });
});
