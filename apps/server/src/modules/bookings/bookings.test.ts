import { bookingCalls, EMPTY_API_DATE, Role } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { book, bookingInput, insertTenant, setRoom } from '../../../test/factories/bookings.js';

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

describe('Booking/Create and GetById', () => {
  it('books a room for a tenant; the booking reads back Active with API dates', async () => {
    const tenant = await insertTenant(t.db, { tenantName: 'SITI AMINAH' });
    const input = await bookingInput(
      t,
      '101',
      { checkInDate: '2027-03-12', checkOutDate: '2027-04-12' },
      {
        tenantId: tenant.tenantId,
        remark: '  near the stairs ',
      },
    );
    const res = await t.call(bookingCalls.create, input, t.adminToken);
    expect(res.statusCode).toBe(200);
    const got = await t.call(bookingCalls.getById, { bookingId: res.body.data.bookingId }, t.adminToken);
    expect(got.body.data).toMatchObject({
      tenantId: tenant.tenantId,
      tenantName: 'SITI AMINAH',
      bookingDate: '2027-03-01T00:00:00',
      checkInDate: '2027-03-12T00:00:00',
      checkOutDate: '2027-04-12T00:00:00',
      roomNumber: '101',
      roomNumberId: input.roomNumberId,
      bookingType: 3,
      bookingStatus: 1,
      remark: 'near the stairs',
      checkedInAt: '',
      checkedOutAt: '',
      status: 1,
      updateBy: 'admin',
    });
  });

  it.each([
    ['', '106'],
    [null, '107'],
    ['0001-01-01T00:00:00', '211'],
  ])('an empty check-out date (%j) is an open-ended stay, returned as the sentinel', async (checkOutDate, room) => {
    const input = await bookingInput(t, room, { checkInDate: '2030-01-01' }, { checkOutDate });
    const res = await t.call(bookingCalls.create, input, t.adminToken);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const got = await t.call(bookingCalls.getById, { bookingId: res.body.data.bookingId }, t.adminToken);
    expect(got.body.data.checkOutDate).toBe(EMPTY_API_DATE);
  });

  it.each([
    [{ tenantId: undefined }, 'Tenant is required!'],
    [{ tenantId: 'x' }, 'Tenant must be a whole number'],
    [{ roomNumberId: undefined }, 'Room is required!'],
    [{ checkInDate: '' }, 'Check In Date must be a date (YYYY-MM-DD)'],
    [{ checkInDate: '2027-02-30' }, 'Check In Date must be a date (YYYY-MM-DD)'],
    [{ bookingDate: 'tomorrow' }, 'Booking Date must be a date (YYYY-MM-DD)'],
    [{ checkOutDate: '2027-13-01' }, 'Check Out Date must be a date (YYYY-MM-DD)'],
    [{ checkOutDate: '2027-03-12' }, english('booking.checkOutBeforeCheckIn')],
    [{ checkOutDate: '2027-03-11' }, english('booking.checkOutBeforeCheckIn')],
    [{ bookingType: 5 }, 'Rental Period is not a valid choice'],
    [{ remark: 'x'.repeat(501) }, 'Remark must be at most 500 characters'],
  ])('refuses %j with 400 "%s" and books nothing', async (change, message) => {
    const input = { ...(await bookingInput(t, '103', { checkInDate: '2027-03-12' })), ...change };
    const before = await bookingCount();
    const res = await t.call(bookingCalls.create, input, t.adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await bookingCount()).toBe(before);
  });

  it('needs an active tenant', async () => {
    const deleted = await insertTenant(t.db, { status: 2 });
    const input = await bookingInput(t, '104', { checkInDate: '2027-03-12' }, { tenantId: deleted.tenantId });
    const res = await t.call(bookingCalls.create, input, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(english('booking.tenantNotActive'));
    const missing = await t.call(bookingCalls.create, { ...input, tenantId: 999999 }, t.adminToken);
    expect(missing.statusCode).toBe(409);
  });

  it('needs a Ready, active room', async () => {
    await setRoom(t.db, '105', { roomStatus: 2 });
    const res = await t.call(
      bookingCalls.create,
      await bookingInput(t, '105', { checkInDate: '2027-03-12' }),
      t.adminToken,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Room 105 cannot be booked: it is not ready or not active');
    await setRoom(t.db, '105', { roomStatus: 1, status: 2 });
    const deleted = await t.call(
      bookingCalls.create,
      await bookingInput(t, '105', { checkInDate: '2027-03-12' }),
      t.adminToken,
    );
    expect(deleted.statusCode).toBe(409);
    await setRoom(t.db, '105', { status: 1 });
    const input = await bookingInput(t, '105', { checkInDate: '2027-03-12' });
    const missing = await t.call(bookingCalls.create, { ...input, roomNumberId: 999999 }, t.adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(english('booking.roomNotFound'));
  });
});

describe('Booking/Update', () => {
  it('changes the stay, tenant and room; the booking does not block itself', async () => {
    const input = await bookingInput(t, '206', { checkInDate: '2027-04-01', checkOutDate: '2027-05-01' });
    const { bookingId } = (await t.call(bookingCalls.create, input, t.adminToken)).body.data;
    const other = await insertTenant(t.db, { tenantName: 'BUDI' });
    const res = await t.call(
      bookingCalls.update,
      { ...input, bookingId, tenantId: other.tenantId, checkOutDate: '2027-05-15', remark: 'longer' },
      t.adminToken,
    );
    expect(res.statusCode).toBe(200);
    const got = (await t.call(bookingCalls.getById, { bookingId }, t.adminToken)).body.data;
    expect(got).toMatchObject({ tenantName: 'BUDI', checkOutDate: '2027-05-15T00:00:00', remark: 'longer' });
  });

  it('refuses a stay that clashes with another booking, naming it', async () => {
    await book(t, '207', { checkInDate: '2027-06-01', checkOutDate: '2027-07-01' });
    const input = await bookingInput(t, '207', { checkInDate: '2027-04-01', checkOutDate: '2027-05-01' });
    const { bookingId } = (await t.call(bookingCalls.create, input, t.adminToken)).body.data;
    const res = await t.call(bookingCalls.update, { ...input, bookingId, checkOutDate: '2027-06-02' }, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('Room 207 is already booked from 01 Jun 2027 to 01 Jul 2027');
    const got = (await t.call(bookingCalls.getById, { bookingId }, t.adminToken)).body.data;
    expect(got.checkOutDate).toBe('2027-05-01T00:00:00');
  });

  it('edits only an active, not-deleted booking; 404 for an unknown one', async () => {
    const input = await bookingInput(t, '208', { checkInDate: '2027-04-01', checkOutDate: '2027-05-01' });
    const { bookingId } = (await t.call(bookingCalls.create, input, t.adminToken)).body.data;
    await t.call(bookingCalls.cancelBooking, { bookingId }, t.adminToken);
    const cancelled = await t.call(bookingCalls.update, { ...input, bookingId }, t.adminToken);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.body.message).toBe(english('booking.editNotActive'));
    const missing = await t.call(bookingCalls.update, { ...input, bookingId: 999999 }, t.adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(english('booking.notFound'));
  });
});

describe('Booking/Delete (delete and undelete)', () => {
  it('toggles with the stale check, and undelete onto a taken room is 409', async () => {
    const first = await book(t, '209', { checkInDate: '2027-04-01', checkOutDate: '2027-05-01' });
    const deleted = await t.call(bookingCalls.delete, { bookingId: first, status: 1 }, t.adminToken);
    expect(deleted.statusCode, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data.status).toBe(2);
    const stale = await t.call(bookingCalls.delete, { bookingId: first, status: 1 }, t.adminToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(english('record.stale'));
    await book(t, '209', { checkInDate: '2027-04-20', checkOutDate: '2027-04-25' });
    const undelete = await t.call(bookingCalls.delete, { bookingId: first, status: 2 }, t.adminToken);
    expect(undelete.statusCode).toBe(409);
    expect(undelete.body.message).toBe('Room 209 is already booked from 20 Apr 2027 to 25 Apr 2027');
    expect((await t.call(bookingCalls.getById, { bookingId: first }, t.adminToken)).body.data.status).toBe(2);
    const missing = await t.call(bookingCalls.delete, { bookingId: 999999, status: 1 }, t.adminToken);
    expect(missing.statusCode).toBe(404);
  });

  it('undeletes when the room is still free', async () => {
    const id = await book(t, '210', { checkInDate: '2027-04-01', checkOutDate: '2027-05-01' });
    await t.call(bookingCalls.delete, { bookingId: id, status: 1 }, t.adminToken);
    const res = await t.call(bookingCalls.delete, { bookingId: id, status: 2 }, t.adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.status).toBe(1);
  });
});

describe('Booking/GetList', () => {
  it('filters by tenant name and room, pages with rowNumber and total across pages', async () => {
    const tenant = await insertTenant(t.db, { tenantName: 'LIST PAGER TENANT' });
    for (const [checkInDate, checkOutDate] of [
      ['2028-01-01', '2028-02-01'],
      ['2028-02-01', '2028-03-01'],
      ['2028-03-01', '2028-04-01'],
    ] as const) {
      const input = await bookingInput(t, '311', { checkInDate, checkOutDate }, { tenantId: tenant.tenantId });
      expect((await t.call(bookingCalls.create, input, t.adminToken)).statusCode).toBe(200);
    }
    const page = await t.call(
      bookingCalls.getList,
      { tenantName: 'list pager', roomNumber: '311', pageSize: 2, pageIndex: 1 },
      t.adminToken,
    );
    expect(page.body.data.totalData).toBe(3);
    expect(page.body.data.listData).toEqual([
      expect.objectContaining({ rowNumber: 3, checkInDate: '2028-01-01T00:00:00', tenantName: 'LIST PAGER TENANT' }),
    ]);
    const big = await t.call(bookingCalls.getList, { pageSize: 100000 }, t.adminToken);
    expect(big.statusCode).toBe(200);
    const tooBig = await t.call(bookingCalls.getList, { pageSize: 100001 }, t.adminToken);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body.message).toBe('Page Size must be between 1 and 100000');
  });
});

describe('Booking/GetTenantList', () => {
  it('lists active tenants only, filtered by name or phone, paged', async () => {
    const active = await insertTenant(t.db, { tenantName: 'LOOKUP ACTIVE', phone: '0899111222' });
    await insertTenant(t.db, { tenantName: 'LOOKUP DELETED', phone: '0899111333', status: 2 });
    const byName = await t.call(bookingCalls.getTenantList, { tenantName: 'lookup', status: 2 }, t.adminToken);
    expect(byName.body.data).toEqual({
      listData: [{ rowNumber: 1, tenantId: active.tenantId, tenantName: 'LOOKUP ACTIVE', phone: '0899111222' }],
      totalData: 1,
    });
    const byPhone = await t.call(bookingCalls.getTenantList, { phone: '111222' }, t.adminToken);
    expect(byPhone.body.data.listData.map((r) => r.tenantId)).toEqual([active.tenantId]);
  });
});

it('lets a Front desk user book', async () => {
  const staff = await t.createUser({ role: Role.FrontDesk });
  const input = await bookingInput(t, '312', { checkInDate: '2027-03-12' });
  const res = await t.call(bookingCalls.create, input, staff.token);
  expect(res.statusCode).toBe(200);
  const got = await t.call(bookingCalls.getById, { bookingId: res.body.data.bookingId }, staff.token);
  expect(got.body.data.updateBy).toBe(staff.username);
});

describe("a Front desk user's rent", () => {
  /** Room 301's type price per month, as the database sets a booking's rent from it. */
  async function monthlyPrice(room: string): Promise<number> {
    const result = await t.db.execute<{ price: number }>(sql`
      select rt.price_monthly as price from rooms r join room_types rt on rt.room_type_id = r.room_type_id
      where r.room_number = ${room}`);
    return Number(result.rows[0]?.price);
  }
  const rentOf = async (bookingId: number) =>
    (await t.call(bookingCalls.getById, { bookingId }, t.adminToken)).body.data.rentAmount;

  it("refuses a rent other than the room type's price with words, in both languages, and saves nothing", async () => {
    const desk = await t.createUser({ role: Role.FrontDesk });
    const price = await monthlyPrice('301');
    expect(price).toBe(1_500_000);
    const input = await bookingInput(t, '301', { checkInDate: '2027-08-01' }, { bookingType: 3, rentAmount: 500_000 });
    const before = await bookingCount();
    const res = await t.call(bookingCalls.create, input, desk.token);
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({
      status: 403,
      code: 'booking.rentNotTypePrice',
      params: { price: 1_500_000 },
      message:
        "The rent must be the room type's price, Rp 1.500.000. Only a manager or the owner may agree another rent.",
      data: { errors: [{ field: 'rentAmount', code: 'booking.rentNotTypePrice' }] },
    });
    const inIndonesian = await t.raw(bookingCalls.create.path, JSON.stringify(input), desk.token, {
      'accept-language': 'id',
    });
    expect(inIndonesian.body.message).toBe(
      'Sewa harus sama dengan harga tipe kamar, Rp 1.500.000. Hanya manajer atau pemilik yang boleh menyepakati sewa lain.',
    );
    expect(await bookingCount()).toBe(before);
    // At the type's price, or with the rent left out, the desk books.
    const atPrice = await t.call(bookingCalls.create, { ...input, rentAmount: price }, desk.token);
    expect(atPrice.statusCode).toBe(200);
    expect(await rentOf(atPrice.body.data.bookingId)).toBe(price);
  });

  it("accepts a Manager's and the Owner's agreed rent; the desk may edit such a booking but not its rent", async () => {
    const desk = await t.createUser({ role: Role.FrontDesk });
    const manager = await t.createUser({ role: Role.Manager });
    const input = await bookingInput(
      t,
      '302',
      { checkInDate: '2027-08-01', checkOutDate: '2027-10-01' },
      {
        bookingType: 3,
        rentAmount: 1_200_000,
      },
    );
    const byManager = await t.call(bookingCalls.create, input, manager.token);
    expect(byManager.statusCode).toBe(200);
    const { bookingId } = byManager.body.data;
    expect(await rentOf(bookingId)).toBe(1_200_000);
    const byOwner = await t.call(
      bookingCalls.create,
      { ...input, roomNumberId: (await bookingInput(t, '303', { checkInDate: '2027-08-01' })).roomNumberId },
      t.adminToken,
    );
    expect(byOwner.statusCode).toBe(200);
    expect(await rentOf(byOwner.body.data.bookingId)).toBe(1_200_000);

    const edit = { ...input, bookingId, remark: 'corner room' };
    expect((await t.call(bookingCalls.update, edit, desk.token)).statusCode).toBe(200);
    const lower = await t.call(bookingCalls.update, { ...edit, rentAmount: 1_000_000 }, desk.token);
    expect(lower.statusCode).toBe(403);
    expect(lower.body.message).toBe(
      "The rent must be the room type's price, Rp 1.500.000. Only a manager or the owner may agree another rent.",
    );
    // Another period keeps no agreed rent: the desk must take the type's price for it.
    const weekly = await t.call(bookingCalls.update, { ...edit, bookingType: 2 }, desk.token);
    expect(weekly.statusCode).toBe(403);
    expect(await rentOf(bookingId)).toBe(1_200_000);
    expect((await t.call(bookingCalls.update, { ...edit, rentAmount: 900_000 }, manager.token)).statusCode).toBe(200);
    expect(await rentOf(bookingId)).toBe(900_000);
  });
});
