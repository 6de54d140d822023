import { bookingCalls, type Floor, floorPlanCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { book, bookingInput, insertRoom, insertTenant, setRoom } from '../../../test/factories/bookings.js';
import { floorOfRoomNumber } from './floor-plan.service.js';

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
    await t.call(bookingCalls.completeBooking, { bookingId: done }, t.adminToken);
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

describe('floorOfRoomNumber', () => {
  it.each([
    ['101', 1],
    ['212', 2],
    ['1203', 12],
    ['2A', 0],
    ['A1', 0],
  ])('%s is on floor %i', (n, floor) => expect(floorOfRoomNumber(n)).toBe(floor));
});
