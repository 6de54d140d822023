import { bookingCalls, propertyCalls, roomCalls, roomTypeCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { book, bookingInput, setRoom } from '../../../test/factories/bookings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2027-03-10T03:00:00Z');
});
afterAll(() => t.close());

async function bookingCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from bookings`);
  return result.rows[0]?.n ?? 0;
}

describe('no double booking', () => {
  it('refuses an overlapping stay with 409 naming the room and the clashing dates', async () => {
    await book(t, '201', { checkInDate: '2027-03-12', checkOutDate: '2027-04-12' });
    const before = await bookingCount();
    const res = await t.call(
      bookingCalls.create,
      await bookingInput(t, '201', { checkInDate: '2027-04-01', checkOutDate: '2027-05-01' }),
      t.adminToken,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Room 201 is already booked from 12 Mar 2027 to 12 Apr 2027');
    expect(await bookingCount()).toBe(before);
  });

  it('names an open-ended stay as "onwards", and an open-ended request clashes with any later stay', async () => {
    await book(t, '202', { checkInDate: '2027-06-01' });
    const res = await t.call(
      bookingCalls.create,
      await bookingInput(t, '202', { checkInDate: '2027-09-01' }),
      t.adminToken,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Room 202 is already booked from 01 Jun 2027 onwards');
    await book(t, '203', { checkInDate: '2027-08-01', checkOutDate: '2027-09-01' });
    const open = await t.call(
      bookingCalls.create,
      await bookingInput(t, '203', { checkInDate: '2027-03-20' }),
      t.adminToken,
    );
    expect(open.body.message).toBe('Room 203 is already booked from 01 Aug 2027 to 01 Sep 2027');
  });

  it('allows the stay that ends on the day another begins, on both sides', async () => {
    await book(t, '204', { checkInDate: '2027-04-01', checkOutDate: '2027-05-01' });
    await book(t, '204', { checkInDate: '2027-05-01', checkOutDate: '2027-06-01' });
    await book(t, '204', { checkInDate: '2027-03-15', checkOutDate: '2027-04-01' });
    const list = await t.call(bookingCalls.getList, { roomNumber: '204' }, t.adminToken);
    expect(list.body.data.totalData).toBe(3);
  });

  it('lets a deleted or cancelled booking free its room', async () => {
    const first = await book(t, '205', { checkInDate: '2027-04-01', checkOutDate: '2027-05-01' });
    await t.call(bookingCalls.cancelBooking, { bookingId: first }, t.adminToken);
    const second = await book(t, '205', { checkInDate: '2027-04-01', checkOutDate: '2027-05-01' });
    await t.call(bookingCalls.delete, { bookingId: second, status: 1 }, t.adminToken);
    await book(t, '205', { checkInDate: '2027-04-10', checkOutDate: '2027-04-20' });
  });
});

describe('Booking/GetAvailableRoom', () => {
  const numbers = async (body: Record<string, unknown>) =>
    (await t.call(bookingCalls.getAvailableRoom, body, t.adminToken)).body.data.map((r) => r.roomNumber);

  it('lists Ready, active rooms free for the stay, and the edited booking does not block itself', async () => {
    const id = await book(t, '301', { checkInDate: '2027-04-01', checkOutDate: '2027-05-01' });
    await setRoom(t.db, '302', { roomStatus: 2 });
    await setRoom(t.db, '303', { status: 2 });
    const during = await numbers({ checkInDate: '2027-04-10', checkOutDate: '2027-04-12' });
    expect(during).not.toContain('301');
    expect(during).not.toContain('302');
    expect(during).not.toContain('303');
    expect(during).toContain('304');
    expect(await numbers({ checkInDate: '2027-05-01' })).toContain('301');
    expect(await numbers({ checkInDate: '2027-03-01', checkOutDate: '2027-04-01' })).toContain('301');
    expect(await numbers({ checkInDate: '2027-03-01' })).not.toContain('301');
    expect(await numbers({ checkInDate: '2027-04-10', bookingId: id })).toContain('301');
    await setRoom(t.db, '302', { roomStatus: 1 });
    await setRoom(t.db, '303', { status: 1 });
  });

  it('answers each free room with its type’s name and prices in room order, and none when no room is ready', async () => {
    const free = (await t.call(bookingCalls.getAvailableRoom, { checkInDate: '2027-09-01' }, t.adminToken)).body.data;
    const listed = (await t.call(roomCalls.getList, { status: 1, roomStatus: 1, pageSize: 100 }, t.adminToken)).body
      .data.listData;
    const freeNumbers = new Set(free.map((r) => r.roomNumber));
    expect(free.length).toBeGreaterThan(0);
    expect(free).toEqual(
      listed
        .filter((r) => freeNumbers.has(r.roomNumber))
        .map((r) => ({
          roomId: r.roomId,
          roomNumber: r.roomNumber,
          roomTypeName: r.roomTypeName,
          priceDaily: r.priceDaily,
          priceWeekly: r.priceWeekly,
          priceMonthly: r.priceMonthly,
          priceYearly: r.priceYearly,
          propertyId: r.propertyId,
          propertyName: r.propertyName,
        })),
    );
    const ready = await t.db.execute<{ roomId: number }>(
      sql`update rooms set room_status = 2 where room_status = 1 returning room_id as "roomId"`,
    );
    try {
      expect(await numbers({ checkInDate: '2027-09-01' })).toEqual([]);
    } finally {
      const ids = ready.rows.map((r) => r.roomId);
      await t.db.execute(sql`update rooms set room_status = 1 where room_id in ${ids}`);
    }
  });

  it('refuses a missing check-in date or a stay ending before it begins', async () => {
    const res = await t.call(bookingCalls.getAvailableRoom, {}, t.adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Check In Date must be a date (YYYY-MM-DD)');
    const backwards = await t.call(
      bookingCalls.getAvailableRoom,
      { checkInDate: '2027-04-10', checkOutDate: '2027-04-01' },
      t.adminToken,
    );
    expect(backwards.body.message).toBe(english('booking.checkOutBeforeCheckIn'));
  });
});

describe('Booking/GetAvailableRoom per property', () => {
  it("offers one property's rooms when asked, each naming its property, and never another's to its staff", async () => {
    const a = t.adminToken;
    const created = await t.call(propertyCalls.create, { propertyName: 'KOS TERSEDIA' }, a);
    const propertyId = created.body.data.propertyId;
    const prices = { priceDaily: 1, priceWeekly: 2, priceMonthly: 3, priceYearly: 4 };
    const type = await t.call(roomTypeCalls.create, { roomTypeName: 'TERSEDIA', ...prices, propertyId }, a);
    const room = await t.call(roomCalls.create, { roomNumber: '101', roomTypeId: type.body.data.roomTypeId }, a);
    const roomId = room.body.data.roomId;
    const free = async (body: Record<string, unknown>, token = a) => {
      const res = await t.call(bookingCalls.getAvailableRoom, { checkInDate: '2031-01-01', ...body }, token);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const everywhere = await free({});
    expect(everywhere.find((r) => r.roomId === roomId)).toMatchObject({ propertyId, propertyName: 'KOS TERSEDIA' });
    expect(everywhere.filter((r) => r.propertyId === 1).length).toBeGreaterThan(0);
    expect(await free({ propertyId })).toEqual([
      {
        roomId,
        roomNumber: '101',
        roomTypeName: 'TERSEDIA',
        ...prices,
        propertyId,
        propertyName: 'KOS TERSEDIA',
      },
    ]);
    const first = await free({ propertyId: 1 });
    expect(first.length).toBe(everywhere.length - 1);
    expect(first.every((r) => r.propertyId === 1)).toBe(true);
    // Staff of the first property: the other's rooms are not theirs, named or not.
    const staff = await t.createUser({ propertyIds: [1] });
    expect(await free({ propertyId }, staff.token)).toEqual([]);
    expect((await free({}, staff.token)).map((r) => r.roomId)).not.toContain(roomId);
  });
});
