import { cardVendorCalls, Role, roomCalls, roomTypeCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';

let t: TestApp;
let standardId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const list = await t.call(roomTypeCalls.getList, { roomTypeName: 'STANDARD', status: 1 }, t.adminToken);
  standardId = list.body.data.listData.find((r) => r.roomTypeName === 'STANDARD')?.roomTypeId ?? 0;
});
afterAll(() => t.close());

const newNumber = () => `9${Math.floor(Math.random() * 1e6)}`;
const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function roomCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from rooms`);
  return result.rows[0]?.n ?? 0;
}

async function createRoomType(
  prices = { priceDaily: 100, priceWeekly: 600, priceMonthly: 2_000, priceYearly: 20_000 },
) {
  const roomTypeName = `TYPE ${tag()}`;
  const res = await t.call(roomTypeCalls.create, { roomTypeName, ...prices }, t.adminToken);
  return { roomTypeName, roomTypeId: res.body.data.roomTypeId };
}

async function createVendor() {
  const cardVendorName = `VENDOR ${tag()}`;
  const res = await t.call(cardVendorCalls.create, { cardVendorName }, t.adminToken);
  return { cardVendorName, cardVendorId: res.body.data.cardVendorId };
}

async function createRoom(overrides: Record<string, unknown> = {}) {
  const input = { roomNumber: newNumber(), roomTypeId: standardId, roomStatus: 1, ...overrides };
  const res = await t.call(roomCalls.create, input, t.adminToken);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { ...input, roomId: res.body.data.roomId };
}

describe('the default building', () => {
  it('holds the 31 rooms 101-107, 201-212 and 301-312 in room order', async () => {
    const res = await t.call(roomCalls.getList, { status: 1, pageSize: 100 }, t.adminToken);
    const numbers = res.body.data.listData.map((r) => r.roomNumber);
    const floor = (f: number, n: number) => Array.from({ length: n }, (_, i) => String(f * 100 + i + 1));
    expect(numbers).toEqual([...floor(1, 7), ...floor(2, 12), ...floor(3, 12)]);
    expect(res.body.data.totalData).toBe(31);
  });
});

describe('Room/Create', () => {
  it('creates a room showing its type name and prices, for a Manager too', async () => {
    const staff = await t.createUser({ role: Role.Manager });
    const rt = await createRoomType();
    const vendor = await createVendor();
    const res = await t.call(
      roomCalls.create,
      { roomNumber: ' 4a ', roomTypeId: rt.roomTypeId, roomStatus: 2, cardVendorId: vendor.cardVendorId },
      staff.token,
    );
    expect(res.statusCode).toBe(200);
    const got = await t.call(roomCalls.getById, { roomId: res.body.data.roomId }, staff.token);
    expect(got.body.data).toMatchObject({
      roomNumber: '4A',
      roomTypeId: rt.roomTypeId,
      roomTypeName: rt.roomTypeName,
      roomStatus: 2,
      cardVendorId: vendor.cardVendorId,
      cardVendorName: vendor.cardVendorName,
      priceDaily: 100,
      priceWeekly: 600,
      priceMonthly: 2_000,
      priceYearly: 20_000,
      status: 1,
      updateBy: staff.username,
    });
  });

  it('makes a room Ready without a card vendor unless told otherwise', async () => {
    const room = await createRoom({ roomStatus: undefined, cardVendorId: 0 });
    const got = await t.call(roomCalls.getById, { roomId: room.roomId }, t.adminToken);
    expect(got.body.data).toMatchObject({ roomStatus: 1, cardVendorId: null, cardVendorName: null });
  });

  it.each([
    [{ roomNumber: '' }, 'Room Number is required!'],
    [{ roomNumber: undefined }, 'Room Number is required!'],
    [{ roomNumber: 'x'.repeat(11) }, 'Room Number must be at most 10 characters'],
    [{ roomNumber: '1 01' }, english('room.numberFormat')],
    [{ roomNumber: '101/' }, english('room.numberFormat')],
    [{ roomTypeId: undefined }, 'Room Type is required!'],
    [{ roomTypeId: 0 }, 'Room Type is required!'],
    [{ roomTypeId: 'STANDARD' }, 'Room Type must be a whole number'],
    [{ roomTypeId: -4 }, 'Room Type must be between 1 and 2147483647'],
    [{ roomStatus: 3 }, 'Room Status is not a valid choice'],
    [{ cardVendorId: 'x' }, 'Card Vendor is not a valid choice'],
    [{ roomTypeId: 987654 }, english('field.invalidChoice', { field: 'roomType' })],
    [{ cardVendorId: 987654 }, english('field.invalidChoice', { field: 'cardVendor' })],
  ])('refuses case %# with "%s" and stores nothing', async (change, message) => {
    const before = await roomCount();
    const res = await t.call(
      roomCalls.create,
      { roomNumber: newNumber(), roomTypeId: standardId, roomStatus: 1, ...change },
      t.adminToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await roomCount()).toBe(before);
  });

  it('refuses a room number that exists, naming it', async () => {
    const before = await roomCount();
    const res = await t.call(roomCalls.create, { roomNumber: '101', roomTypeId: standardId }, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Room 101 already exists');
    expect(await roomCount()).toBe(before);
  });

  it('refuses a deleted room type or card vendor, naming it', async () => {
    const rt = await createRoomType();
    await t.call(roomTypeCalls.delete, { roomTypeId: rt.roomTypeId, status: 1 }, t.adminToken);
    const res = await t.call(roomCalls.create, { roomNumber: newNumber(), roomTypeId: rt.roomTypeId }, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(`Room Type ${rt.roomTypeName} is deleted; undelete it or choose another`);

    const vendor = await createVendor();
    await t.call(cardVendorCalls.delete, { cardVendorId: vendor.cardVendorId, status: 1 }, t.adminToken);
    const byVendor = await t.call(
      roomCalls.create,
      { roomNumber: newNumber(), roomTypeId: standardId, cardVendorId: vendor.cardVendorId },
      t.adminToken,
    );
    expect(byVendor.statusCode).toBe(409);
    expect(byVendor.body.message).toBe(
      `Card Vendor ${vendor.cardVendorName} is deleted; undelete it or choose another`,
    );
  });

  it('gives a number to only one of two rooms created at the same moment', async () => {
    const roomNumber = newNumber();
    const results = await Promise.all(
      [1, 2].map(() => t.call(roomCalls.create, { roomNumber, roomTypeId: standardId }, t.adminToken)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
  it('never leaves an active room on a deleted type when both happen at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const rt = await createRoomType();
      const [created, deleted] = await Promise.all([
        t.call(roomCalls.create, { roomNumber: newNumber(), roomTypeId: rt.roomTypeId }, t.adminToken),
        t.call(roomTypeCalls.delete, { roomTypeId: rt.roomTypeId, status: 1 }, t.adminToken),
      ]);
      // Exactly one wins: the room (and the type stays), or the deletion (and no room is made).
      expect([created.statusCode, deleted.statusCode].sort()).toEqual([200, 409]);
      const rooms = await t.call(roomCalls.getList, { roomTypeId: rt.roomTypeId, status: 1 }, t.adminToken);
      const type = await t.call(roomTypeCalls.getById, { roomTypeId: rt.roomTypeId }, t.adminToken);
      expect(rooms.body.data.totalData === 1).toBe(type.body.data.status === 1);
    }
  });
});

describe('Room/Update', () => {
  it('changes the type, the room status and the card vendor; the number stays', async () => {
    const room = await createRoom();
    const rt = await createRoomType();
    const vendor = await createVendor();
    const res = await t.call(
      roomCalls.update,
      {
        roomId: room.roomId,
        roomNumber: room.roomNumber,
        roomTypeId: rt.roomTypeId,
        roomStatus: 2,
        cardVendorId: vendor.cardVendorId,
      },
      t.adminToken,
    );
    expect(res.statusCode).toBe(200);
    const got = await t.call(roomCalls.getById, { roomId: room.roomId }, t.adminToken);
    expect(got.body.data).toMatchObject({
      roomNumber: room.roomNumber,
      roomTypeName: rt.roomTypeName,
      roomStatus: 2,
      cardVendorName: vendor.cardVendorName,
    });
    const cleared = await t.call(
      roomCalls.update,
      { roomId: room.roomId, roomTypeId: rt.roomTypeId, roomStatus: 1, cardVendorId: null },
      t.adminToken,
    );
    expect(cleared.statusCode).toBe(200);
    expect((await t.call(roomCalls.getById, { roomId: room.roomId }, t.adminToken)).body.data.cardVendorId).toBeNull();
  });

  it('keeps the room status and card vendor when an update leaves them out', async () => {
    const vendor = await createVendor();
    const room = await createRoom({ roomStatus: 2, cardVendorId: vendor.cardVendorId });
    const res = await t.call(
      roomCalls.update,
      { roomId: room.roomId, roomNumber: room.roomNumber, roomTypeId: standardId },
      t.adminToken,
    );
    expect(res.statusCode).toBe(200);
    const got = await t.call(roomCalls.getById, { roomId: room.roomId }, t.adminToken);
    expect(got.body.data).toMatchObject({ roomStatus: 2, cardVendorId: vendor.cardVendorId });
  });

  it('refuses to change the room number', async () => {
    const room = await createRoom();
    const res = await t.call(
      roomCalls.update,
      { roomId: room.roomId, roomNumber: newNumber(), roomTypeId: standardId, roomStatus: 1 },
      t.adminToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(english('room.numberFixed'));
  });

  it('answers 404 for an unknown room and 400 for an unknown room type', async () => {
    const missing = await t.call(
      roomCalls.update,
      { roomId: 987654, roomTypeId: standardId, roomStatus: 1 },
      t.adminToken,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(english('room.notFound'));
    const room = await createRoom();
    const badType = await t.call(
      roomCalls.update,
      { roomId: room.roomId, roomTypeId: 987654, roomStatus: 1 },
      t.adminToken,
    );
    expect(badType.statusCode).toBe(400);
    expect(badType.body.message).toBe(english('field.invalidChoice', { field: 'roomType' }));
  });
});

describe('Room/Delete', () => {
  it('deletes and undeletes a room, with the stale check', async () => {
    const room = await createRoom();
    const deleted = await t.call(roomCalls.delete, { roomId: room.roomId, status: 1 }, t.adminToken);
    expect(deleted.body.data).toMatchObject({ status: 2, roomNumber: room.roomNumber });
    const stale = await t.call(roomCalls.delete, { roomId: room.roomId, status: 1 }, t.adminToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(english('record.stale'));
    const restored = await t.call(roomCalls.delete, { roomId: room.roomId, status: 2 }, t.adminToken);
    expect(restored.body.data.status).toBe(1);
  });

  it('keeps a deleted room number taken (undelete it instead)', async () => {
    const room = await createRoom();
    await t.call(roomCalls.delete, { roomId: room.roomId, status: 1 }, t.adminToken);
    const res = await t.call(roomCalls.create, { roomNumber: room.roomNumber, roomTypeId: standardId }, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(`Room ${room.roomNumber} already exists as a deleted room; undelete it instead`);
  });

  it('does not undelete a room whose room type is deleted', async () => {
    const rt = await createRoomType();
    const room = await createRoom({ roomTypeId: rt.roomTypeId });
    await t.call(roomCalls.delete, { roomId: room.roomId, status: 1 }, t.adminToken);
    await t.call(roomTypeCalls.delete, { roomTypeId: rt.roomTypeId, status: 1 }, t.adminToken);
    const res = await t.call(roomCalls.delete, { roomId: room.roomId, status: 2 }, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(`Room Type ${rt.roomTypeName} is deleted; undelete it or choose another`);
    expect((await t.call(roomCalls.getById, { roomId: room.roomId }, t.adminToken)).body.data.status).toBe(2);
  });

  it('answers 404 for an unknown room', async () => {
    const res = await t.call(roomCalls.delete, { roomId: 987654, status: 1 }, t.adminToken);
    expect(res.statusCode).toBe(404);
  });
});

describe('Room/GetList', () => {
  it('filters by number, type, room status and status, numbering rows across pages', async () => {
    const rt = await createRoomType();
    const prefix = `8${Math.floor(Math.random() * 1e4)}`;
    for (const n of ['1', '2', '3']) await createRoom({ roomNumber: `${prefix}${n}`, roomTypeId: rt.roomTypeId });
    const maintenance = await createRoom({ roomNumber: `${prefix}4`, roomTypeId: rt.roomTypeId, roomStatus: 2 });
    await t.call(roomCalls.delete, { roomId: maintenance.roomId, status: 1 }, t.adminToken);

    const page = await t.call(
      roomCalls.getList,
      { roomTypeId: rt.roomTypeId, pageSize: 3, pageIndex: 1 },
      t.adminToken,
    );
    expect(page.body.data.totalData).toBe(4);
    expect(page.body.data.listData.map((r) => [r.rowNumber, r.roomNumber])).toEqual([[4, `${prefix}4`]]);
    const first = await t.call(roomCalls.getList, { roomTypeId: rt.roomTypeId, pageSize: 3 }, t.adminToken);
    expect(first.body.data.listData.map((r) => [r.rowNumber, r.roomNumber, r.roomTypeName])).toEqual(
      ['1', '2', '3'].map((n, i) => [i + 1, `${prefix}${n}`, rt.roomTypeName]),
    );
    // A page past the end carries no count on its rows: the count is read alone.
    const past = await t.call(
      roomCalls.getList,
      { roomTypeId: rt.roomTypeId, pageSize: 3, pageIndex: 5 },
      t.adminToken,
    );
    expect(past.body.data).toMatchObject({ listData: [], totalData: 4 });
    const byNumber = await t.call(roomCalls.getList, { roomNumber: prefix, status: 1 }, t.adminToken);
    expect(byNumber.body.data.totalData).toBe(3);
    const byRoomStatus = await t.call(roomCalls.getList, { roomTypeId: rt.roomTypeId, roomStatus: 2 }, t.adminToken);
    expect(byRoomStatus.body.data.listData.map((r) => r.roomNumber)).toEqual([`${prefix}4`]);
    const deleted = await t.call(roomCalls.getList, { roomTypeId: rt.roomTypeId, status: 2 }, t.adminToken);
    expect(deleted.body.data.totalData).toBe(1);
  });

  it('refuses bad filters', async () => {
    expect((await t.call(roomCalls.getList, { roomStatus: 5 }, t.adminToken)).body.message).toBe(
      'Room Status is not a valid choice',
    );
    expect((await t.call(roomCalls.getList, { roomTypeId: 'x' }, t.adminToken)).body.message).toBe(
      'Room Type is not a valid choice',
    );
    expect((await t.call(roomCalls.getList, { pageIndex: -1 }, t.adminToken)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown room id', async () => {
    const res = await t.call(roomCalls.getById, { roomId: 987654 }, t.adminToken);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(english('room.notFound'));
  });
});
