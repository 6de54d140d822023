import {
  BookingStatus,
  billCalls,
  bookingCalls,
  EMPTY_API_DATE,
  propertyCalls,
  Role,
  RoomStatus,
  roomCalls,
  roomTypeCalls,
  TIMELINE_DAYS_MAX,
  type Timeline,
} from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bookStay, noonOn, pay } from '../../../test/factories/bills.js';
import { insertRoom, insertTenant, setRoom } from '../../../test/factories/bookings.js';

/**
 * Kos A (the seed's building) seen for the week of 1-7 December 2026, today being 27 December:
 * - 101: Ani from 20 November to 3 December (runs into the week from before it);
 * - 102: Budi from 7 December, open-ended (begins on the week's last day);
 * - 103: a stay that ends on 1 December (no night in the week) and one from 8 December: neither;
 * - 104: Citra from 25 November to 4 December, checked out (Complete);
 * - 105: Dodi from 5 to 9 December, cancelled;
 * - 106: a deleted stay in the week: not shown;
 * - 107: in maintenance;
 * - 201: Sari from 1 October at Rp 1.000.000 a month, open-ended, who paid Rp 400.000: owes the
 *   rest of October, November and December; January's bill, made ahead, is not yet due.
 * Kos B: room 901 with a stay in the week, which staff of A never see.
 */
let t: TestApp;
let propertyB = 0;
const ids = { ani: 0, budi: 0, before: 0, after: 0, citra: 0, dodi: 0, deleted: 0, sari: 0, eko: 0 };
const WEEK = { propertyId: 1, from: '2026-12-01', to: '2026-12-07' };

function ok<T>(res: { statusCode: number; body: { data: unknown } }): T {
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
}
const timeline = async (body: Record<string, unknown> = WEEK, token = t.adminToken) =>
  ok<Timeline>(await t.call(bookingCalls.getTimeline, body, token));
const named = async (room: string, name: string, stay: Parameters<typeof bookStay>[2]) => {
  const tenant = await insertTenant(t.db, { tenantName: name });
  const res = await t.call(
    bookingCalls.create,
    {
      tenantId: tenant.tenantId,
      bookingDate: stay.checkInDate,
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate ?? '',
      roomNumberId: await roomIdOf(room),
      bookingType: stay.bookingType ?? 3,
      ...(stay.rentAmount ? { rentAmount: stay.rentAmount } : {}),
      remark: '',
    },
    t.adminToken,
  );
  return ok<{ bookingId: number }>(res).bookingId;
};
const roomIdOf = async (room: string) => {
  const rows = (
    await t.call(roomCalls.getList, { roomNumber: room, propertyId: 1, pageSize: 10, pageIndex: 0 }, t.adminToken)
  ).body.data.listData as { roomId: number; roomNumber: string }[];
  return rows.find((r) => r.roomNumber === room)?.roomId as number;
};

beforeAll(async () => {
  t = await createTestApp();
  const a = t.adminToken;
  t.clock.set(noonOn('2026-12-27'));
  ids.ani = await named('101', 'ANI', { checkInDate: '2026-11-20', checkOutDate: '2026-12-03', bookingType: 1 });
  ok(await t.call(bookingCalls.checkIn, { bookingId: ids.ani }, a));
  ids.budi = await named('102', 'BUDI', { checkInDate: '2026-12-07' });
  ids.before = await bookStay(t, '103', { checkInDate: '2026-11-01', checkOutDate: '2026-12-01' });
  ids.after = await bookStay(t, '103', { checkInDate: '2026-12-08', checkOutDate: '2026-12-20' });
  ids.citra = await named('104', 'CITRA', { checkInDate: '2026-11-25', checkOutDate: '2026-12-04', bookingType: 2 });
  ok(await t.call(bookingCalls.checkIn, { bookingId: ids.citra }, a));
  ok(await t.call(bookingCalls.completeBooking, { bookingId: ids.citra }, a));
  ids.dodi = await named('105', 'DODI', { checkInDate: '2026-12-05', checkOutDate: '2026-12-09', bookingType: 1 });
  ok(await t.call(bookingCalls.cancelBooking, { bookingId: ids.dodi }, a));
  ids.deleted = await bookStay(t, '106', { checkInDate: '2026-12-02', checkOutDate: '2026-12-06' });
  ok(await t.call(bookingCalls.delete, { bookingId: ids.deleted, status: 1 }, a));
  await setRoom(t.db, '107', { roomStatus: RoomStatus.Maintenance });
  ids.sari = await named('201', 'SARI', { checkInDate: '2026-10-01', rentAmount: 1_000_000 });
  ok(await t.call(bookingCalls.checkIn, { bookingId: ids.sari }, a));
  await pay(t, ids.sari, 400_000, { paymentDate: '2026-10-05', month: 10, year: 2026 });

  propertyB = ok<{ propertyId: number }>(
    await t.call(propertyCalls.create, { propertyName: 'KOS MELATI' }, a),
  ).propertyId;
  const prices = { priceDaily: 100_000, priceWeekly: 700_000, priceMonthly: 3_000_000, priceYearly: 30_000_000 };
  const { roomTypeId } = ok<{ roomTypeId: number }>(
    await t.call(roomTypeCalls.create, { roomTypeName: 'MELATI', ...prices, propertyId: propertyB }, a),
  );
  const room901 = ok<{ roomId: number }>(await t.call(roomCalls.create, { roomNumber: '901', roomTypeId }, a)).roomId;
  const eko = await insertTenant(t.db, { tenantName: 'EKO DI MELATI' });
  ids.eko = ok<{ bookingId: number }>(
    await t.call(
      bookingCalls.create,
      {
        tenantId: eko.tenantId,
        bookingDate: '2026-12-01',
        checkInDate: '2026-12-01',
        checkOutDate: '2026-12-10',
        roomNumberId: room901,
        bookingType: 1,
        remark: '',
      },
      a,
    ),
  ).bookingId;
});
afterAll(() => t.close());

describe('Booking/GetTimeline', () => {
  it("answers the property's active rooms in room order, with floor, type and status, and today", async () => {
    const week = await timeline();
    expect(week).toMatchObject({ propertyId: 1, from: '2026-12-01', to: '2026-12-07', today: '2026-12-27' });
    expect(week.rooms).toHaveLength(31);
    expect(week.rooms.slice(0, 3).map((r) => r.roomNumber)).toEqual(['101', '102', '103']);
    expect(week.rooms.find((r) => r.roomNumber === '107')).toMatchObject({
      floor: 1,
      roomStatus: RoomStatus.Maintenance,
    });
    expect(week.rooms.find((r) => r.roomNumber === '312')?.floor).toBe(3);
    expect(week.rooms.every((r) => r.roomTypeName.length > 0)).toBe(true);
    // A room the layout does not place: its floor from its number; deleted rooms are not rows.
    await insertRoom(t.db, { roomNumber: '401' });
    await setRoom(t.db, '312', { status: 2 });
    const later = await timeline();
    expect(later.rooms.find((r) => r.roomNumber === '401')?.floor).toBe(4);
    expect(later.rooms.some((r) => r.roomNumber === '312')).toBe(false);
    await setRoom(t.db, '312', { status: 1 });
  });

  it('shows every stay whose nights meet the range, edges included, with its status; not one outside or deleted', async () => {
    const { stays } = await timeline();
    const byId = new Map(stays.map((s) => [s.bookingId, s]));
    expect(byId.get(ids.ani)).toMatchObject({
      tenantName: 'ANI',
      checkInDate: '2026-11-20T00:00:00',
      checkOutDate: '2026-12-03T00:00:00',
      bookingStatus: BookingStatus.Active,
      checkedIn: true,
    });
    expect(byId.get(ids.budi)).toMatchObject({
      checkInDate: '2026-12-07T00:00:00',
      checkOutDate: EMPTY_API_DATE,
      checkedIn: false,
    });
    expect(byId.get(ids.citra)).toMatchObject({
      bookingStatus: BookingStatus.Complete,
      checkOutDate: '2026-12-04T00:00:00',
    });
    expect(byId.get(ids.dodi)).toMatchObject({ bookingStatus: BookingStatus.Cancelled, checkedIn: false });
    expect(byId.get(ids.sari)).toMatchObject({ checkOutDate: EMPTY_API_DATE, bookingStatus: BookingStatus.Active });
    for (const gone of [ids.before, ids.after, ids.deleted]) expect(byId.has(gone)).toBe(false);
    // Each stay in its room's row.
    const rooms = new Map((await timeline()).rooms.map((r) => [r.roomId, r.roomNumber]));
    expect(rooms.get(byId.get(ids.dodi)?.roomId as number)).toBe('105');
    // The day after the range: the stay from 8 December appears, the one ending on 3 December does not.
    const next = await timeline({ ...WEEK, from: '2026-12-03', to: '2026-12-08' });
    const shown = next.stays.map((s) => s.bookingId);
    expect(shown).toContain(ids.after);
    expect(shown).not.toContain(ids.ani);
    expect(shown).not.toContain(ids.before);
  });

  it('says what each stay owes now, as the arrears do: bills due by today, not those made ahead', async () => {
    const { stays } = await timeline();
    const arrears = ok<{ listData: { bookingId: number; outstanding: number }[] }>(
      await t.call(billCalls.getArrears, { pageSize: 100, pageIndex: 0 }, t.adminToken),
    ).listData;
    const owed = new Map(arrears.map((r) => [r.bookingId, r.outstanding]));
    // October's Rp 600.000 left, November and December in full; January's bill is made and not due.
    expect(stays.find((s) => s.bookingId === ids.sari)?.outstanding).toBe(2_600_000);
    for (const stay of stays) expect(stay.outstanding, String(stay.bookingId)).toBe(owed.get(stay.bookingId) ?? 0);
    expect(stays.filter((s) => s.outstanding > 0).length).toBeGreaterThan(1);
    // A payment lowers it at once.
    await pay(t, ids.sari, 600_000, { paymentDate: '2026-12-27', month: 10, year: 2026 });
    expect((await timeline()).stays.find((s) => s.bookingId === ids.sari)?.outstanding).toBe(2_000_000);
  });

  it("never shows another property's rooms or stays, and reads that property alone when asked", async () => {
    const week = await timeline();
    expect(week.rooms.some((r) => r.roomNumber === '901')).toBe(false);
    expect(week.stays.some((s) => s.bookingId === ids.eko)).toBe(false);
    const melati = await timeline({ ...WEEK, propertyId: propertyB });
    expect(melati.rooms.map((r) => r.roomNumber)).toEqual(['901']);
    expect(melati.stays.map((s) => [s.bookingId, s.tenantName])).toEqual([[ids.eko, 'EKO DI MELATI']]);
  });

  it('answers every role of the property; staff of A asking for B hear what a property that is not there says', async () => {
    const managerA = await t.createUser({ role: Role.Manager, propertyIds: [1] });
    const frontDeskA = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });
    const managerB = await t.createUser({ role: Role.Manager, propertyIds: [propertyB] });
    for (const user of [managerA, frontDeskA]) {
      const week = await timeline(WEEK, user.token);
      expect(week.rooms).toHaveLength(32);
      expect(week.stays.find((s) => s.bookingId === ids.sari)?.outstanding).toBe(2_000_000);
      const ofB = await t.call(bookingCalls.getTimeline, { ...WEEK, propertyId: propertyB }, user.token);
      const none = await t.call(bookingCalls.getTimeline, { ...WEEK, propertyId: 999_999 }, user.token);
      const said = (res: typeof ofB) => [res.statusCode, (res.body as unknown as { code: string }).code];
      expect(said(ofB)).toEqual([404, 'property.notFound']);
      expect(said(none)).toEqual([404, 'property.notFound']);
      expect(JSON.stringify(ofB.body)).not.toContain('MELATI');
    }
    expect((await timeline({ ...WEEK, propertyId: propertyB }, managerB.token)).rooms).toHaveLength(1);
    const unsigned = await t.call(bookingCalls.getTimeline, WEEK, null);
    expect(unsigned.statusCode).toBe(401);
  });

  it('refuses in words a range backwards, longer than the limit, or dates that are not dates; takes the limit', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const res = await t.call(bookingCalls.getTimeline, body, t.adminToken);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return res.body as unknown as { message: string; code: string; data: { errors: { field: string }[] } };
    };
    const backwards = await refused({ ...WEEK, from: '2026-12-07', to: '2026-12-01' });
    expect(backwards.message).toBe('Date To must not be before Date From');
    expect(backwards.data.errors[0]?.field).toBe('to');
    expect((await refused({ ...WEEK, to: '2027-02-01' })).message).toBe(
      `A timeline shows at most ${TIMELINE_DAYS_MAX} days`,
    );
    expect((await refused({ ...WEEK, from: '2026-02-30' })).message).toBe('Date From must be a date (YYYY-MM-DD)');
    expect((await refused({ from: WEEK.from, to: WEEK.to })).data.errors[0]?.field).toBe('propertyId');
    const indonesian = await t.raw(
      bookingCalls.getTimeline.path,
      JSON.stringify({ ...WEEK, to: '2027-03-01' }),
      t.adminToken,
      { 'accept-language': 'id' },
    );
    expect(indonesian.body.message).toBe(`Jadwal kamar paling banyak ${TIMELINE_DAYS_MAX} hari`);
    // One day, and the longest range, are fine.
    expect((await timeline({ ...WEEK, to: WEEK.from })).stays.length).toBeGreaterThan(0);
    expect((await timeline({ ...WEEK, to: '2027-01-31' })).to).toBe('2027-01-31');
  });
});
