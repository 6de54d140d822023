import { bookingCalls, type Floor, floorPlanCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { book, bookingInput, insertRoom, insertTenant, setRoom } from '../../../test/factories/bookings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2027-03-10T03:00:00Z');
});
afterAll(() => t.close());

const plan = async () => (await t.call(floorPlanCalls.getFloorPlan, {}, t.adminToken)).body.data;
const roomCell = (floors: Floor[], roomNumber: string) =>
  floors.flatMap((f) => f.cells).find((c) => c.roomNumber === roomNumber)?.room;

describe('Room/GetFloorPlan', () => {
  it('draws the default building from the stored layout: three floors, 31 rooms, facilities', async () => {
    const { floors, today } = await plan();
    expect(today).toBe('2027-03-10T10:00:00');
    expect(floors.map((f) => [f.floor, f.occupied, f.total])).toEqual([
      [1, 0, 7],
      [2, 0, 12],
      [3, 0, 12],
    ]);
    const kinds = new Set(floors.flatMap((f) => f.cells.map((c) => c.kind)));
    expect([...kinds].sort()).toEqual(['balcony', 'bathroom', 'kitchen', 'livingArea', 'room', 'sharedRoom', 'stairs']);
    expect(floors[1]?.cells.find((c) => c.kind === 'sharedRoom')).toMatchObject({
      gridRow: 2,
      gridColumn: 1,
      columnSpan: 6,
    });
  });

  it('shows a room Occupied by the stay that covers today, tenant upper case, and the next booking', async () => {
    const tenant = await insertTenant(t.db, { tenantName: 'Dewi Lestari' });
    const input = await bookingInput(
      t,
      '102',
      { checkInDate: '2027-03-01', checkOutDate: '2027-03-11' },
      {
        tenantId: tenant.tenantId,
      },
    );
    const current = (await t.call(bookingCalls.create, input, t.adminToken)).body.data.bookingId;
    const next = await book(t, '102', { checkInDate: '2027-04-01' });
    await book(t, '103', { checkInDate: '2027-02-01', checkOutDate: '2027-03-10' }); // ended this morning
    const { floors } = await plan();
    expect(roomCell(floors, '102')).toMatchObject({
      occupied: true,
      tenantName: 'DEWI LESTARI',
      bookingId: current,
      nextBooking: { bookingId: next, checkInDate: '2027-04-01T00:00:00' },
    });
    expect(roomCell(floors, '103')).toMatchObject({ occupied: false, tenantName: '', nextBooking: null });
    expect(floors[0]).toMatchObject({ occupied: 1, total: 7 });
  });

  it('counts only active bookings: a completed, cancelled or deleted stay leaves the room Available', async () => {
    const done = await book(t, '104', { checkInDate: '2027-03-01' });
    await t.call(bookingCalls.checkIn, { bookingId: done }, t.adminToken);
    expect((await t.call(bookingCalls.completeBooking, { bookingId: done }, t.adminToken)).statusCode).toBe(200);
    const cancelled = await book(t, '105', { checkInDate: '2027-03-10' });
    await t.call(bookingCalls.cancelBooking, { bookingId: cancelled }, t.adminToken);
    const deleted = await book(t, '106', { checkInDate: '2027-03-01' });
    await t.call(bookingCalls.delete, { bookingId: deleted, status: 1 }, t.adminToken);
    const { floors } = await plan();
    for (const n of ['104', '105', '106']) expect(roomCell(floors, n)?.occupied, n).toBe(false);
  });

  it('puts an active room missing from the layout in its floor’s unplaced row, and leaves deleted rooms out', async () => {
    await insertRoom(t.db, { roomNumber: '213' });
    await insertRoom(t.db, { roomNumber: '401' });
    await setRoom(t.db, '312', { status: 2 });
    const { floors } = await plan();
    expect(floors.find((f) => f.floor === 2)?.unplaced.map((r) => r.roomNumber)).toEqual(['213']);
    expect(floors.find((f) => f.floor === 2)?.total).toBe(13);
    expect(floors.find((f) => f.floor === 4)).toMatchObject({ cells: [], total: 1 });
    expect(roomCell(floors, '312')).toBeNull();
    expect(floors.find((f) => f.floor === 3)?.total).toBe(11);
    await setRoom(t.db, '312', { status: 1 });
  });
});

describe('Room/GetFloorPlan with no active room', () => {
  it('still draws the layout, every room cell empty', async () => {
    const active = await t.db.execute<{ roomId: number }>(
      sql`update rooms set status = 2 where status = 1 returning room_id as "roomId"`,
    );
    try {
      const { floors } = await plan();
      expect(floors.map((f) => [f.floor, f.occupied, f.total, f.unplaced.length])).toEqual([
        [1, 0, 0, 0],
        [2, 0, 0, 0],
        [3, 0, 0, 0],
      ]);
      expect(floors.flatMap((f) => f.cells).every((c) => c.room === null)).toBe(true);
    } finally {
      const ids = active.rows.map((r) => r.roomId);
      await t.db.execute(sql`update rooms set status = 1 where room_id in ${ids}`);
    }
  });
});

describe('Room/GetFloorPlan in parts', () => {
  // The default building only: floors of 7, 12 and 12 rooms.
  beforeAll(() => t.db.execute(sql`update rooms set status = 2 where room_number in ('213', '401')`));
  const part = async (body: { fromFloor?: number; roomLimit?: number }) =>
    (await t.call(floorPlanCalls.getFloorPlan, body, t.adminToken)).body.data;

  it('answers whole floors within the room limit (at least one), every floor’s summary and the next floor', async () => {
    const whole = await plan();
    const summary = whole.floors.map((f) => ({ floor: f.floor, occupied: f.occupied, total: f.total }));
    expect(whole.summary).toEqual(summary);
    expect(whole.nextFloor).toBeNull();
    // Floors of 7, 12 and 12 rooms: 20 takes the first two, 5 still the first.
    const first = await part({ roomLimit: 20 });
    expect([first.floors.map((f) => f.floor), first.nextFloor]).toEqual([[1, 2], 3]);
    const rest = await part({ fromFloor: first.nextFloor ?? 0, roomLimit: 20 });
    expect([rest.floors.map((f) => f.floor), rest.nextFloor]).toEqual([[3], null]);
    expect((await part({ roomLimit: 5 })).floors.map((f) => f.floor)).toEqual([1]);
    expect((await part({ fromFloor: 2 })).floors.map((f) => f.floor)).toEqual([2, 3]);
    for (const p of [first, rest]) expect(p.summary).toEqual(summary);
    // The parts put together are the whole map.
    expect([...first.floors, ...rest.floors]).toEqual(whole.floors);
    expect((await part({ fromFloor: 4, roomLimit: 20 })).floors).toEqual([]);
  });

  it('draws a room drawn on two floors in both, counted once on the lower', async () => {
    await t.db.execute(sql`
      insert into floor_plan_cells (floor, kind, room_number, grid_row, grid_column) values (3, 'room', '101', 9, 1)`);
    try {
      const whole = await plan();
      expect(whole.summary.map((f) => f.total)).toEqual([7, 12, 12]);
      const upper = await part({ fromFloor: 3, roomLimit: 1 });
      expect(upper.floors.map((f) => [f.floor, f.total])).toEqual([[3, 12]]);
      expect(roomCell(upper.floors, '101')).toMatchObject({ roomNumber: '101' });
      expect(upper.floors[0]?.unplaced).toEqual([]);
    } finally {
      await t.db.execute(sql`delete from floor_plan_cells where floor = 3 and room_number = '101'`);
    }
  });

  it('puts a room the layout does not draw on the floor of its number’s leading digits, or "Other rooms" (0)', async () => {
    for (const roomNumber of ['1203', '2A', 'A1', '0012', '9999999999']) await insertRoom(t.db, { roomNumber });
    const { floors, summary } = await plan();
    const floorOf = (n: string) => floors.find((f) => f.unplaced.some((r) => r.roomNumber === n))?.floor;
    expect(['1203', '2A', 'A1', '0012', '9999999999'].map(floorOf)).toEqual([12, 0, 0, 0, 99_999_999]);
    expect(summary.find((f) => f.floor === 0)?.total).toBe(3);
    const top = await t.call(floorPlanCalls.getFloorPlan, { fromFloor: 99_999_999, roomLimit: 1 }, t.adminToken);
    expect(top.body.data.floors.map((f) => f.unplaced.map((r) => r.roomNumber))).toEqual([['9999999999']]);
    await t.db.execute(
      sql`update rooms set status = 2 where room_number in ('1203', '2A', 'A1', '0012', '9999999999')`,
    );
  });

  it('refuses a room limit or floor it cannot read, naming the field', async () => {
    for (const body of [{ roomLimit: 0 }, { roomLimit: 1.5 }, { roomLimit: 'all' }, { fromFloor: 'x' }]) {
      const res = await t.call(floorPlanCalls.getFloorPlan, body as never, t.adminToken);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const refusal = res.body as unknown as { data: { errors: { field: string }[] } };
      expect(refusal.data.errors[0]?.field, JSON.stringify(body)).toBe(Object.keys(body)[0]);
    }
  });
});
