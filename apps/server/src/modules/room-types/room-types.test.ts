import { Role, roomCalls, roomTypeCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueName = (prefix = 'SUITE') => `${prefix} ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
const validRoomType = (overrides: Record<string, unknown> = {}) => ({
  roomTypeName: uniqueName(),
  priceDaily: 175_000,
  priceWeekly: 1_000_000,
  priceMonthly: 1_750_000,
  priceYearly: 19_000_000,
  ...overrides,
});

async function roomTypeCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from room_types`);
  return result.rows[0]?.n ?? 0;
}

async function createRoomType(overrides: Record<string, unknown> = {}) {
  const input = validRoomType(overrides);
  const res = await t.call(roomTypeCalls.create, input, t.adminToken);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { ...input, roomTypeId: res.body.data.roomTypeId };
}

describe('the default building', () => {
  it('holds the STANDARD and DELUXE room types', async () => {
    const res = await t.call(roomTypeCalls.getList, { pageSize: 10000, status: 1 }, t.adminToken);
    expect(res.body.data.listData.map((r) => r.roomTypeName)).toEqual(expect.arrayContaining(['DELUXE', 'STANDARD']));
  });
});

describe('RoomType/Create', () => {
  it('stores the name upper-cased and trimmed, with whole-rupiah prices, for a Manager too', async () => {
    const staff = await t.createUser({ role: Role.Manager });
    const name = uniqueName('family');
    const res = await t.call(
      roomTypeCalls.create,
      validRoomType({ roomTypeName: `  ${name.toLowerCase()} ` }),
      staff.token,
    );
    expect(res.statusCode).toBe(200);
    const got = await t.call(roomTypeCalls.getById, { roomTypeId: res.body.data.roomTypeId }, t.adminToken);
    expect(got.body.data).toMatchObject({
      roomTypeName: name.toUpperCase(),
      priceDaily: 175_000,
      priceWeekly: 1_000_000,
      priceMonthly: 1_750_000,
      priceYearly: 19_000_000,
      status: 1,
      updateBy: staff.username,
    });
    expect(got.body.data.createDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('accepts zero prices', async () => {
    const res = await t.call(
      roomTypeCalls.create,
      validRoomType({ priceDaily: 0, priceWeekly: 0, priceMonthly: 0, priceYearly: 0 }),
      t.adminToken,
    );
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ roomTypeName: '' }, 'Room Type Name is required!'],
    [{ roomTypeName: '   ' }, 'Room Type Name is required!'],
    [{ roomTypeName: undefined }, 'Room Type Name is required!'],
    [{ roomTypeName: 'x'.repeat(51) }, 'Room Type Name must be at most 50 characters'],
    [{ roomTypeName: 5 }, 'Room Type Name must be text'],
    [{ priceDaily: undefined }, 'Daily Price is required!'],
    [{ priceWeekly: null }, 'Weekly Price is required!'],
    [{ priceMonthly: -1 }, 'Monthly Price must be between Rp 0 and Rp 100.000.000.000'],
    [{ priceYearly: 1.5 }, 'Yearly Price must be a whole number'],
    [{ priceDaily: '150,000' }, 'Daily Price must be a whole number'],
    [{ priceDaily: 1e13 }, 'Daily Price must be between Rp 0 and Rp 100.000.000.000'],
  ])('refuses case %# with "%s" and stores nothing', async (change, message) => {
    const before = await roomTypeCount();
    const res = await t.call(roomTypeCalls.create, validRoomType(change), t.adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await roomTypeCount()).toBe(before);
  });

  it('refuses a duplicate name, whatever its case, naming it', async () => {
    const first = await createRoomType();
    const before = await roomTypeCount();
    const res = await t.call(
      roomTypeCalls.create,
      validRoomType({ roomTypeName: first.roomTypeName.toLowerCase() }),
      t.adminToken,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(`Room Type ${first.roomTypeName} already exists`);
    expect(await roomTypeCount()).toBe(before);
  });

  it('lets one of several simultaneous creates of a name through and refuses the others in words', async () => {
    const input = validRoomType();
    const before = await roomTypeCount();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call(roomTypeCalls.create, input, t.adminToken)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.body.message).toBe(`Room Type ${input.roomTypeName} already exists`);
    expect(await roomTypeCount()).toBe(before + 1);
  });

  it('says so when the name belongs to a deleted room type', async () => {
    const rt = await createRoomType();
    await t.call(roomTypeCalls.delete, { roomTypeId: rt.roomTypeId, status: 1 }, t.adminToken);
    const res = await t.call(roomTypeCalls.create, validRoomType({ roomTypeName: rt.roomTypeName }), t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(
      `Room Type ${rt.roomTypeName} already exists as a deleted room type; undelete it instead`,
    );
  });

  it('stores a name with inner runs of spaces as one, so spacing cannot make a second one', async () => {
    const [word, tag] = uniqueName('VIP').split(' ');
    const first = await createRoomType({ roomTypeName: `${word?.toLowerCase()}   ${tag}` });
    const got = await t.call(roomTypeCalls.getById, { roomTypeId: first.roomTypeId }, t.adminToken);
    expect(got.body.data.roomTypeName).toBe(`${word} ${tag}`);
    const found = await t.call(roomTypeCalls.getList, { roomTypeName: `${word}  ${tag}` }, t.adminToken);
    expect(found.body.data.listData.map((r) => r.roomTypeId)).toEqual([first.roomTypeId]);
    const again = await t.call(roomTypeCalls.create, validRoomType({ roomTypeName: `${word} ${tag}` }), t.adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(`Room Type ${word} ${tag} already exists`);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.raw(roomTypeCalls.create.path, '{"roomTypeName":', t.adminToken);
    expect(res.statusCode).toBe(400);
  });
});

describe('RoomType/Update', () => {
  it('changes the name and prices', async () => {
    const rt = await createRoomType();
    const name = uniqueName('RENAMED');
    const res = await t.call(
      roomTypeCalls.update,
      { ...validRoomType({ roomTypeName: name, priceMonthly: 2_500_000 }), roomTypeId: rt.roomTypeId },
      t.adminToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ roomTypeId: rt.roomTypeId });
    const got = await t.call(roomTypeCalls.getById, { roomTypeId: rt.roomTypeId }, t.adminToken);
    expect(got.body.data).toMatchObject({ roomTypeName: name, priceMonthly: 2_500_000 });
  });

  it('refuses the name of another room type, and keeps its own', async () => {
    const rt = await createRoomType();
    const res = await t.call(
      roomTypeCalls.update,
      { ...validRoomType({ roomTypeName: 'deluxe' }), roomTypeId: rt.roomTypeId },
      t.adminToken,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Room Type DELUXE already exists');
    const same = await t.call(roomTypeCalls.update, { ...rt, priceDaily: 1 }, t.adminToken);
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for an unknown room type', async () => {
    const res = await t.call(roomTypeCalls.update, { ...validRoomType(), roomTypeId: 987654 }, t.adminToken);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(english('roomType.notFound'));
  });

  it('needs a valid roomTypeId', async () => {
    const res = await t.call(roomTypeCalls.update, validRoomType(), t.adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('Room Type must be a whole number');
  });
});

describe('RoomType/Delete', () => {
  it('deletes and undeletes an unused room type, recording who did it', async () => {
    const rt = await createRoomType();
    const staff = await t.createUser({ role: Role.Manager });
    const deleted = await t.call(roomTypeCalls.delete, { roomTypeId: rt.roomTypeId, status: 1 }, staff.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body.data).toMatchObject({ status: 2, updateBy: staff.username });
    const restored = await t.call(roomTypeCalls.delete, { roomTypeId: rt.roomTypeId, status: 2 }, t.adminToken);
    expect(restored.body.data).toMatchObject({ status: 1, updateBy: 'admin' });
  });

  it('refuses a toggle based on a status that is no longer current', async () => {
    const rt = await createRoomType();
    const res = await t.call(roomTypeCalls.delete, { roomTypeId: rt.roomTypeId, status: 2 }, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(english('record.stale'));
    expect((await t.call(roomTypeCalls.getById, { roomTypeId: rt.roomTypeId }, t.adminToken)).body.data.status).toBe(1);
  });

  it('keeps a room type that active rooms use, naming the rooms', async () => {
    const list = await t.call(roomTypeCalls.getList, { roomTypeName: 'STANDARD', status: 1 }, t.adminToken);
    const standard = list.body.data.listData.find((r) => r.roomTypeName === 'STANDARD');
    const res = await t.call(roomTypeCalls.delete, { roomTypeId: standard?.roomTypeId ?? 0, status: 1 }, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toMatch(/^Room Type STANDARD is still used by room 101, 102, 103, 104, 105 and \d+ more$/);
  });

  it('lets a room type go once its rooms are deleted', async () => {
    const rt = await createRoomType();
    const number = `T${Math.floor(Math.random() * 1e6)}`;
    const room = await t.call(roomCalls.create, { roomNumber: number, roomTypeId: rt.roomTypeId }, t.adminToken);
    const blocked = await t.call(roomTypeCalls.delete, { roomTypeId: rt.roomTypeId, status: 1 }, t.adminToken);
    expect(blocked.body.message).toBe(`Room Type ${rt.roomTypeName} is still used by room ${number}`);
    await t.call(roomCalls.delete, { roomId: room.body.data.roomId, status: 1 }, t.adminToken);
    const res = await t.call(roomTypeCalls.delete, { roomTypeId: rt.roomTypeId, status: 1 }, t.adminToken);
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an unknown room type and 400 for a bad status', async () => {
    expect((await t.call(roomTypeCalls.delete, { roomTypeId: 987654, status: 1 }, t.adminToken)).statusCode).toBe(404);
    const bad = await t.call(roomTypeCalls.delete, { roomTypeId: 1, status: 3 }, t.adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('Status is not a valid choice');
  });
});

describe('RoomType/GetList and GetById', () => {
  it('filters by name and status and numbers rows across pages', async () => {
    const tag = uniqueName('PAGE');
    for (const n of [1, 2, 3]) await createRoomType({ roomTypeName: `${tag} ${n}` });
    const deleted = await createRoomType({ roomTypeName: `${tag} 4` });
    await t.call(roomTypeCalls.delete, { roomTypeId: deleted.roomTypeId, status: 1 }, t.adminToken);

    const page2 = await t.call(
      roomTypeCalls.getList,
      { roomTypeName: tag.toLowerCase(), pageSize: 2, pageIndex: 1 },
      t.adminToken,
    );
    expect(page2.body.data.totalData).toBe(4);
    expect(page2.body.data.listData.map((r) => [r.rowNumber, r.roomTypeName])).toEqual([
      [3, `${tag} 3`],
      [4, `${tag} 4`],
    ]);
    const active = await t.call(roomTypeCalls.getList, { roomTypeName: tag, status: 1 }, t.adminToken);
    expect(active.body.data.totalData).toBe(3);
    const gone = await t.call(roomTypeCalls.getList, { roomTypeName: tag, status: 2 }, t.adminToken);
    expect(gone.body.data.listData.map((r) => r.roomTypeName)).toEqual([`${tag} 4`]);
  });

  it('takes % and _ in the filter literally', async () => {
    const res = await t.call(roomTypeCalls.getList, { roomTypeName: '%' }, t.adminToken);
    expect(res.body.data.totalData).toBe(0);
  });

  it('refuses a page size above 10000 and an unknown status', async () => {
    const big = await t.call(roomTypeCalls.getList, { pageSize: 10001 }, t.adminToken);
    expect(big.body.message).toBe('Page Size must be between 1 and 10000');
    const status = await t.call(roomTypeCalls.getList, { status: 9 }, t.adminToken);
    expect(status.body.message).toBe('Status is not a valid choice');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.call(roomTypeCalls.getById, { roomTypeId: 987654 }, t.adminToken);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(english('roomType.notFound'));
  });
});
