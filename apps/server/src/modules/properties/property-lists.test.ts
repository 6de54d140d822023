import {
  billCalls,
  bookingCalls,
  dashboardCalls,
  depositCalls,
  employeeCalls,
  expenseCalls,
  exportCalls,
  floorPlanCalls,
  paymentCalls,
  propertyCalls,
  roomCalls,
  roomTypeCalls,
} from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { exportFile } from '../../../test/exports.js';
import { book, bookingInput, insertTenant } from '../../../test/factories/bookings.js';

/**
 * The lists, exports and the room map per property: a `propertyId` names one, none adds up every
 * property; each row says which property it is of. The seed's 31 rooms are the first property's.
 */
let t: TestApp;
let first: { propertyId: number; propertyName: string };
let second: { propertyId: number; propertyName: string };
let roomTypeId: number;
let roomId: number;
let employeeId: number;
let mawarBooking: number;

beforeAll(async () => {
  t = await createTestApp();
  const list = await t.call(propertyCalls.getList, { status: 1, pageSize: 10000 }, t.adminToken);
  const { propertyId, propertyName } = list.body.data.listData[0] as { propertyId: number; propertyName: string };
  first = { propertyId, propertyName };
  const created = await t.call(
    propertyCalls.create,
    { propertyName: 'KOS MAWAR', address: 'Jl. Mawar 1', city: 'Sleman', phone: '0812' },
    t.adminToken,
  );
  second = { propertyId: created.body.data.propertyId, propertyName: 'KOS MAWAR' };
  const type = await t.call(
    roomTypeCalls.create,
    {
      roomTypeName: 'MAWAR',
      priceDaily: 1,
      priceWeekly: 2,
      priceMonthly: 3,
      priceYearly: 4,
      propertyId: second.propertyId,
    },
    t.adminToken,
  );
  roomTypeId = type.body.data.roomTypeId;
  // Room 101 exists in the first property too: numbers are unique per property.
  roomId = (await t.call(roomCalls.create, { roomNumber: '101', roomTypeId }, t.adminToken)).body.data.roomId;
  const employee = await t.call(
    employeeCalls.create,
    { employeeName: 'SITI', salary: 1_000_000, propertyId: second.propertyId },
    t.adminToken,
  );
  employeeId = employee.body.data.employeeId;
});
afterAll(() => t.close());

const ids = (rows: Record<string, unknown>[], key: string) => rows.map((row) => row[key]);

describe('Room/GetList, RoomType/GetList, Employee/GetList by property', () => {
  it("lists one property's rooms with its name, and every property's without a filter", async () => {
    const one = await t.call(roomCalls.getList, { propertyId: second.propertyId, pageSize: 100 }, t.adminToken);
    expect(one.statusCode).toBe(200);
    expect(one.body.data.totalData).toBe(1);
    expect(one.body.data.listData[0]).toMatchObject({ roomId, roomNumber: '101', ...second });
    const all = await t.call(roomCalls.getList, { roomNumber: '101', pageSize: 100 }, t.adminToken);
    expect(all.body.data.listData.map((r: { propertyName: string }) => r.propertyName).sort()).toEqual(
      [first.propertyName, second.propertyName].sort(),
    );
    const firsts = await t.call(roomCalls.getList, { propertyId: first.propertyId, pageSize: 100 }, t.adminToken);
    expect(firsts.body.data.totalData).toBe(31);
    expect(ids(firsts.body.data.listData, 'roomId')).not.toContain(roomId);
    const byId = await t.call(roomCalls.getById, { roomId }, t.adminToken);
    expect(byId.body.data).toMatchObject(second);
  });

  it('filters room types and employees, each naming its property; 0 and null mean every property', async () => {
    const types = await t.call(roomTypeCalls.getList, { propertyId: second.propertyId, pageSize: 100 }, t.adminToken);
    expect(types.body.data.listData).toEqual([expect.objectContaining({ roomTypeId, ...second })]);
    const staff = await t.call(employeeCalls.getList, { propertyId: second.propertyId, pageSize: 100 }, t.adminToken);
    expect(staff.body.data.listData).toEqual([expect.objectContaining({ employeeId, ...second })]);
    for (const propertyId of [0, null, undefined]) {
      const all = await t.call(roomTypeCalls.getList, { propertyId, pageSize: 100 }, t.adminToken);
      expect(all.body.data.totalData).toBeGreaterThan(1);
      expect(ids(all.body.data.listData, 'propertyName')).toContain(first.propertyName);
    }
    const firsts = await t.call(employeeCalls.getList, { propertyId: first.propertyId, pageSize: 100 }, t.adminToken);
    expect(ids(firsts.body.data.listData, 'employeeId')).not.toContain(employeeId);
  });

  it('refuses a property filter that is not an id, naming the field', async () => {
    const res = await t.call(roomCalls.getList, { propertyId: 'x', pageSize: 10 } as never, t.adminToken);
    expect(res.statusCode).toBe(400);
  });

  it("exports one property's rooms, as many as its list", async () => {
    const res = await exportFile(t, exportCalls.room.path, { propertyId: second.propertyId, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-export-rows']).toBe('1');
    const all = await exportFile(t, exportCalls.room.path, { format: 'csv' });
    expect(all.headers['x-export-rows']).toBe('32');
  });
});

describe('Expense/Create and Expense/GetList by property', () => {
  it("keeps an expense's property (none: the business's), filters by it, and sums only its expenses", async () => {
    const base = { expenseDate: '2026-11-02', expenseCategory: 1, remark: '' };
    const ofSecond = await t.call(
      expenseCalls.create,
      { ...base, amount: 70_000, propertyId: second.propertyId },
      t.adminToken,
    );
    expect(ofSecond.statusCode, JSON.stringify(ofSecond.body)).toBe(200);
    const whole = await t.call(expenseCalls.create, { ...base, amount: 30_000 }, t.adminToken);
    expect(whole.statusCode).toBe(200);

    const one = await t.call(expenseCalls.getList, { propertyId: second.propertyId, pageSize: 25 }, t.adminToken);
    expect(one.body.data).toMatchObject({ totalData: 1, totalExpense: 70_000 });
    expect(one.body.data.listData[0]).toMatchObject({ expenseId: ofSecond.body.data.expenseId, ...second });
    const all = await t.call(expenseCalls.getList, { pageSize: 25 }, t.adminToken);
    expect(all.body.data).toMatchObject({ totalData: 2, totalExpense: 100_000 });
    expect(
      all.body.data.listData.find((e: { expenseId: number }) => e.expenseId === whole.body.data.expenseId),
    ).toMatchObject({ propertyId: null, propertyName: null });

    // An update that names no property (the spec's client) keeps it; null makes it the business's.
    const read = (await t.call(expenseCalls.getById, { expenseId: ofSecond.body.data.expenseId }, t.adminToken)).body
      .data;
    const kept = await t.call(
      expenseCalls.update,
      { ...base, expenseId: read.expenseId, amount: 75_000, rowVersion: read.rowVersion },
      t.adminToken,
    );
    expect(kept.statusCode, JSON.stringify(kept.body)).toBe(200);
    const after = (await t.call(expenseCalls.getById, { expenseId: read.expenseId }, t.adminToken)).body.data;
    expect(after).toMatchObject({ amount: 75_000, ...second });
    await t.call(
      expenseCalls.update,
      { ...base, expenseId: read.expenseId, amount: 75_000, propertyId: null, rowVersion: after.rowVersion },
      t.adminToken,
    );
    const moved = (await t.call(expenseCalls.getById, { expenseId: read.expenseId }, t.adminToken)).body.data;
    expect(moved).toMatchObject({ propertyId: null, propertyName: null });
  });

  it('refuses an expense of a property that does not exist and saves nothing', async () => {
    const before = (await t.call(expenseCalls.getList, { pageSize: 1 }, t.adminToken)).body.data.totalData;
    const res = await t.call(
      expenseCalls.create,
      { expenseDate: '2026-11-03', expenseCategory: 1, amount: 5_000, remark: '', propertyId: 999_999 },
      t.adminToken,
    );
    expect(res.statusCode).toBe(400);
    expect((await t.call(expenseCalls.getList, { pageSize: 1 }, t.adminToken)).body.data.totalData).toBe(before);
  });
});

describe('Booking/GetList and Payment/GetList by property, through the room', () => {
  it("lists one property's stays and payments with its name, counted and summed for it alone", async () => {
    const tenant = await insertTenant(t.db, { tenantName: 'Rina Mawar' });
    const input = await bookingInput(t, '101', { checkInDate: '2026-11-01' }, { tenantId: tenant.tenantId });
    const created = await t.call(bookingCalls.create, { ...input, roomNumberId: roomId }, t.adminToken);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const bookingId = created.body.data.bookingId;
    mawarBooking = bookingId;
    const elsewhere = await book(t, '102', { checkInDate: '2026-11-01' });

    const one = await t.call(bookingCalls.getList, { propertyId: second.propertyId, pageSize: 25 }, t.adminToken);
    expect(one.body.data.totalData).toBe(1);
    expect(one.body.data.listData[0]).toMatchObject({ bookingId, roomNumber: '101', ...second });
    const named = await t.call(
      bookingCalls.getList,
      { propertyId: first.propertyId, tenantName: 'rina', pageSize: 25 },
      t.adminToken,
    );
    expect(named.body.data.totalData).toBe(0);
    const all = await t.call(bookingCalls.getList, { pageSize: 25 }, t.adminToken);
    expect(ids(all.body.data.listData, 'bookingId')).toEqual(expect.arrayContaining([bookingId, elsewhere]));
    expect(all.body.data.listData.find((b: { bookingId: number }) => b.bookingId === elsewhere)).toMatchObject(first);

    const pay = (id: number, amount: number) =>
      t.call(
        paymentCalls.create,
        {
          paymentDate: '2026-11-02',
          paymentType: 1,
          bookingId: id,
          paymentPeriodeMonth: 11,
          paymentPeriodeYear: 2026,
          amount,
          remark: '',
        },
        t.adminToken,
      );
    expect((await pay(bookingId, 3)).statusCode).toBe(200);
    expect((await pay(elsewhere, 500_000)).statusCode).toBe(200);
    const payments = await t.call(paymentCalls.getList, { propertyId: second.propertyId, pageSize: 25 }, t.adminToken);
    expect(payments.body.data).toMatchObject({ totalData: 1, totalPayment: 3 });
    expect(payments.body.data.listData[0]).toMatchObject({ bookingId, ...second });
    const byName = await t.call(
      paymentCalls.getList,
      { propertyId: second.propertyId, tenantName: 'rina', pageSize: 25 },
      t.adminToken,
    );
    expect(byName.body.data.totalData).toBe(1);
    const everyone = await t.call(paymentCalls.getList, { pageSize: 25 }, t.adminToken);
    expect(everyone.body.data.totalData).toBe(2);
    const exported = await exportFile(t, exportCalls.payment.path, { propertyId: second.propertyId, format: 'csv' });
    expect(exported.headers['x-export-rows']).toBe('1');

    // Both payments are deposits on hold.
    const deposits = await t.call(depositCalls.getList, { propertyId: second.propertyId, pageSize: 25 }, t.adminToken);
    expect(deposits.body.data).toMatchObject({ totalData: 1, totalAmount: 3 });
    expect(deposits.body.data.listData[0]).toMatchObject({ bookingId, ...second });
    const allDeposits = await t.call(depositCalls.getList, { pageSize: 25 }, t.adminToken);
    expect(allDeposits.body.data).toMatchObject({ totalData: 2, totalAmount: 500_003 });
  });
});

describe('Dashboard/GetDashboardInfo by property', () => {
  it("adds up one property's rooms, stays and money, and every property's without one", async () => {
    t.clock.set('2026-11-15T03:00:00Z');
    const spent = await t.call(
      expenseCalls.create,
      { expenseDate: '2026-11-10', expenseCategory: 1, amount: 40_000, remark: '', propertyId: second.propertyId },
      t.adminToken,
    );
    expect(spent.statusCode).toBe(200);
    const info = async (propertyId?: number) =>
      (await t.call(dashboardCalls.getDashboardInfo, propertyId ? { propertyId } : {}, t.adminToken)).body.data;
    const mawar = await info(second.propertyId);
    expect(mawar.dashboardInfo).toEqual({
      occupiedRoom: 1,
      totalRoom: 1,
      incomeThisMonth: 0,
      expenseThisMonth: 40_000,
    });
    expect(mawar.checkInToday.map((s: { roomNumber: string }) => s.roomNumber)).toEqual(['101']);
    expect(mawar.depositOnHold).toBe(3);
    expect(mawar.allTimeExpense).toBe(40_000);

    const seed = await info(first.propertyId);
    expect(seed.dashboardInfo).toMatchObject({ occupiedRoom: 1, totalRoom: 31, expenseThisMonth: 0 });
    expect(seed.depositOnHold).toBe(500_000);

    // Every property, and the business's own expenses (30,000 and 75,000 this month).
    const all = await info();
    expect(all.dashboardInfo).toEqual({
      occupiedRoom: 2,
      totalRoom: 32,
      incomeThisMonth: 0,
      expenseThisMonth: 145_000,
    });
    expect(all.checkInToday).toHaveLength(2);
    expect(all.depositOnHold).toBe(500_003);
  });
});

describe('Bill/GetList and Bill/GetArrears by property', () => {
  it("lists one property's bills and owing stays, each naming it", async () => {
    const bills = await t.call(billCalls.getList, { propertyId: second.propertyId, pageSize: 100 }, t.adminToken);
    expect(bills.statusCode).toBe(200);
    expect(bills.body.data.totalData).toBeGreaterThan(0);
    for (const bill of bills.body.data.listData) expect(bill).toMatchObject({ bookingId: mawarBooking, ...second });
    const firsts = await t.call(billCalls.getList, { propertyId: first.propertyId, pageSize: 100 }, t.adminToken);
    expect(ids(firsts.body.data.listData, 'bookingId')).not.toContain(mawarBooking);
    const all = await t.call(billCalls.getList, { pageSize: 100 }, t.adminToken);
    expect(all.body.data.totalData).toBe(bills.body.data.totalData + firsts.body.data.totalData);

    const owing = await t.call(billCalls.getArrears, { propertyId: second.propertyId, pageSize: 100 }, t.adminToken);
    expect(owing.statusCode).toBe(200);
    expect(owing.body.data.listData).toEqual([expect.objectContaining({ bookingId: mawarBooking, ...second })]);
    const allOwing = await t.call(billCalls.getArrears, { pageSize: 100 }, t.adminToken);
    expect(ids(allOwing.body.data.listData, 'bookingId')).toContain(mawarBooking);
    expect(allOwing.body.data.totalData).toBeGreaterThan(1);
  });
});

describe('Room/GetFloorPlan by property', () => {
  it("draws one property's floors and rooms; without one, every property's rooms added up", async () => {
    const mawar = (await t.call(floorPlanCalls.getFloorPlan, { propertyId: second.propertyId }, t.adminToken)).body
      .data;
    // The new kos has no drawn layout: its room 101 is on floor 1, unplaced.
    expect(mawar.floors.map((f: { floor: number; total: number }) => [f.floor, f.total])).toEqual([[1, 1]]);
    expect(mawar.floors[0]?.unplaced.map((r: { roomId: number }) => r.roomId)).toEqual([roomId]);
    const seed = (await t.call(floorPlanCalls.getFloorPlan, { propertyId: first.propertyId }, t.adminToken)).body.data;
    expect(seed.floors.map((f: { floor: number; total: number }) => [f.floor, f.total])).toEqual([
      [1, 7],
      [2, 12],
      [3, 12],
    ]);
    const all = (await t.call(floorPlanCalls.getFloorPlan, {}, t.adminToken)).body.data;
    expect(all.floors.map((f: { floor: number; total: number }) => [f.floor, f.total])).toEqual([
      [1, 8],
      [2, 12],
      [3, 12],
    ]);
  });
});
