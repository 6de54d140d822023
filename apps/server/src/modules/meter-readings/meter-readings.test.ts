import {
  BillLineKind,
  billCalls,
  bookingCalls,
  chargeTypeCalls,
  MeterReadingKind,
  meterReadingCalls,
  propertyCalls,
  Role,
  roomCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { billsOfStay, bookStay, expectLedgerHonest, ledgerOf, noonOn, pay } from '../../../test/factories/bills.js';
import { roomId } from '../../../test/factories/bookings.js';

/**
 * Meter readings (README.md): a month of readings billed at the tariff and the minimum, a meter
 * replaced, the refusals, a change of tenant split at the check-out and check-in readings, a
 * usage far above usual confirmed, a reading corrected while its bill is unpaid and refused once
 * paid, two readings of one meter at once; every sum against a recomputation.
 */
let t: TestApp;
let listrik: number;
let air: number;
beforeAll(async () => {
  t = await createTestApp();
  const types = await t.db.execute<{ id: number; name: string }>(
    sql`select charge_type_id as id, charge_type_name as name from charge_types`,
  );
  const idOf = (name: string) => types.rows.find((r) => r.name === name)?.id as number;
  listrik = idOf('Listrik');
  air = idOf('Air');
});
afterAll(() => t.close());

const ok = <T>(res: { statusCode: number; body: { data: T } }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};

const read = (
  room: number,
  readingDate: string,
  reading: number,
  extra: Record<string, unknown> = {},
  token?: string,
) =>
  t.call(
    meterReadingCalls.create,
    { roomId: room, chargeTypeId: listrik, readingDate, reading, ...extra },
    token ?? t.adminToken,
  );

async function linesOf(billId: number) {
  return ok(await t.call(billCalls.getById, { billId }, t.adminToken)).lines;
}

describe('meter readings', () => {
  it('bill a month of usage at the tariff on the next bill, and the minimum when the usage is small', async () => {
    t.clock.set(noonOn('2027-01-01'));
    const room = await roomId(t.db, '101');
    const stay = await bookStay(t, '101', { checkInDate: '2027-01-01', rentAmount: 1_500_000 });
    // The meter's first reading opens it: nothing to count from, nothing billed.
    const first = ok(await read(room, '2027-01-01', 1000));
    expect(first).toMatchObject({ usage: null, amount: 0, billId: null });

    t.clock.set(noonOn('2027-01-28'));
    await ledgerOf(t).generateDaily(); // February's bill is made 7 days ahead
    const february = (await billsOfStay(t.db, stay))[1];
    expect(february?.periodStart).toBe('2027-02-01');
    const saved = ok(await read(room, '2027-01-28', 1086));
    expect(saved).toMatchObject({ usage: 86, amount: 129_000, billId: february?.billId });
    const lines = await linesOf(february?.billId as number);
    expect(lines.map((l) => [l.lineKind, l.description, l.quantity, l.unitName, l.unitPrice, l.amount])).toEqual([
      [BillLineKind.Rent, '', null, '', null, 1_500_000],
      [BillLineKind.Metered, 'Listrik', 86, 'kWh', 1500, 129_000],
    ]);
    expect(lines[1]).toMatchObject({
      previousReading: 1000,
      reading: 1086,
      usage: 86,
      meterReadingId: saved.meterReadingId,
    });
    expect((await billsOfStay(t.db, stay))[1]?.amount).toBe(1_629_000);

    // Water with a minimum charge: 1 m3 at Rp 10.000 bills the minimum, Rp 20.000.
    const type = ok(await t.call(chargeTypeCalls.getById, { chargeTypeId: air }, t.adminToken));
    ok(await t.call(chargeTypeCalls.update, { ...type, minimumCharge: 20_000 }, t.adminToken));
    ok(
      await t.call(
        meterReadingCalls.create,
        { roomId: room, chargeTypeId: air, readingDate: '2027-01-01', reading: 50 },
        t.adminToken,
      ),
    );
    const water = ok(
      await t.call(
        meterReadingCalls.create,
        { roomId: room, chargeTypeId: air, readingDate: '2027-01-28', reading: 51 },
        t.adminToken,
      ),
    );
    expect(water).toMatchObject({ usage: 1, amount: 20_000, billId: february?.billId });
    expect((await billsOfStay(t.db, stay))[1]?.amount).toBe(1_649_000);
    await expectLedgerHonest(t.db);
  });

  it('refuse a reading below the previous, before its date, twice on one date, in the future, or of another property', async () => {
    t.clock.set(noonOn('2027-01-28'));
    const room = await roomId(t.db, '101');
    const below = await read(room, '2027-01-29', 1085);
    t.clock.set(noonOn('2027-01-30'));
    const belowAgain = await read(room, '2027-01-29', 1085);
    expect(belowAgain.statusCode).toBe(400);
    expect(belowAgain.body).toMatchObject({
      code: 'meterReading.belowPrevious',
      params: { reading: 1085, previous: 1086, date: '2027-01-28' },
      message:
        'Reading 1085 is below the previous reading, 1086 on 28 Jan 2027. If the meter was replaced, tick Meter Replaced and type its start.',
    });
    expect(below.statusCode).toBe(400);
    expect((await read(room, '2027-01-20', 1200)).body).toMatchObject({ code: 'meterReading.beforePrevious' });
    expect((await read(room, '2027-01-28', 1200)).body).toMatchObject({ code: 'meterReading.sameDate', status: 409 });
    expect((await read(room, '2027-02-05', 1200)).body).toMatchObject({ code: 'meterReading.inFuture' });
    const indonesian = await t.app.inject({
      method: 'POST',
      url: meterReadingCalls.create.path,
      headers: { authorization: `Bearer ${t.adminToken}`, 'accept-language': 'id' },
      payload: { roomId: room, chargeTypeId: listrik, readingDate: '2027-01-29', reading: 1085 },
    });
    expect(indonesian.json().message).toBe(
      'Angka Meteran 1085 di bawah angka sebelumnya, 1086 pada 28 Jan 2027. Jika meteran diganti, centang Meteran Diganti dan isi angka awalnya.',
    );
    // Parking is not read from a meter.
    const parkir = await t.db.execute<{ id: number }>(
      sql`select charge_type_id as id from charge_types where charge_type_name = 'Parkir Motor'`,
    );
    const notMetered = await t.call(
      meterReadingCalls.create,
      { roomId: room, chargeTypeId: parkir.rows[0]?.id as number, readingDate: '2027-01-29', reading: 1 },
      t.adminToken,
    );
    expect(notMetered.body).toMatchObject({ code: 'meterReading.notMetered', params: { type: 'Parkir Motor' } });

    // A type of another property, and a room a manager of another property does not see.
    const other = ok(await t.call(propertyCalls.create, { propertyName: 'KOS MAWAR' }, t.adminToken))
      .propertyId as number;
    const theirs = ok(
      await t.call(
        chargeTypeCalls.create,
        { chargeTypeName: 'Listrik Token', chargeKind: 1, unitName: 'kWh', unitPrice: 1600, propertyId: other },
        t.adminToken,
      ),
    ).chargeTypeId;
    const wrongType = await t.call(
      meterReadingCalls.create,
      { roomId: room, chargeTypeId: theirs, readingDate: '2027-01-29', reading: 1100 },
      t.adminToken,
    );
    expect(wrongType.body).toMatchObject({ code: 'meterReading.typeOfAnotherProperty', params: { room: '101' } });
    const manager = await t.createUser({ role: Role.Manager, propertyIds: [other] });
    const unseen = await read(room, '2027-01-29', 1100, {}, manager.token);
    expect(unseen.statusCode).toBe(404);
    expect((unseen.body as { code?: string }).code).toBe('room.notFound');
    const round = await t.call(
      meterReadingCalls.getRound,
      { propertyId: 1, chargeTypeId: listrik, readingDate: '2027-01-29' },
      manager.token,
    );
    expect(round.statusCode).toBe(404);
    expect(await t.db.execute(sql`select 1 from meter_readings where reading_date = '2027-01-29'`)).toMatchObject({
      rows: [],
    });
  });

  it('count a replaced meter from its new start', async () => {
    t.clock.set(noonOn('2027-02-10'));
    const room = await roomId(t.db, '101');
    const missing = await read(room, '2027-02-10', 30, { meterReplaced: true });
    expect(missing.body).toMatchObject({ code: 'meterReading.startRequired' });
    const replaced = ok(await read(room, '2027-02-10', 30, { meterReplaced: true, startReading: 5 }));
    expect(replaced).toMatchObject({ usage: 25, amount: 37_500 });
    const row = ok(
      await t.call(
        meterReadingCalls.getList,
        { roomId: room, chargeTypeId: listrik, readingFrom: '2027-02-10' },
        t.adminToken,
      ),
    );
    expect(row.listData[0]).toMatchObject({
      meterReplaced: true,
      startReading: 5,
      previousReading: 1086,
      reading: 30,
      usage: 25,
    });
  });

  it('warn of a usage far above the room usual, and save it once confirmed', async () => {
    t.clock.set(noonOn('2027-03-12'));
    const room = await roomId(t.db, '101');
    // 25 kWh over 13 days was usual; 500 over 30 days is over three times that a day.
    const high = await read(room, '2027-03-12', 530);
    expect(high.statusCode).toBe(409);
    expect(high.body).toMatchObject({
      code: 'meterReading.highUsage',
      params: { usage: 500, unit: 'kWh', date: '2027-02-10', factor: 3, room: '101' },
    });
    expect(ok(await read(room, '2027-03-12', 530, { confirmHighUsage: true }))).toMatchObject({
      usage: 500,
      amount: 750_000,
    });
  });

  it('correct the latest reading while its bill is unpaid; refuse once paid, and an earlier one always', async () => {
    t.clock.set(noonOn('2027-03-26'));
    await ledgerOf(t).generateDaily(); // April's bill is made: the reading of 12 March waiting for it joins
    const room = await roomId(t.db, '101');
    const stay = (
      await t.db.execute<{ id: number }>(sql`select booking_id as id from bookings where room_id = ${room}`)
    ).rows[0]?.id as number;
    const list = ok(await t.call(meterReadingCalls.getList, { roomId: room, chargeTypeId: listrik }, t.adminToken));
    const latest = list.listData[0];
    const earlier = list.listData[1];
    expect(latest?.readingDate).toBe('2027-03-12T00:00:00');
    const fixed = ok(
      await t.call(
        meterReadingCalls.update,
        { meterReadingId: latest?.meterReadingId, reading: 60, remark: 'typo' },
        t.adminToken,
      ),
    );
    expect(fixed).toMatchObject({ usage: 30, amount: 45_000 });
    expect(
      (await linesOf(fixed.billId as number)).find((l) => l.meterReadingId === fixed.meterReadingId),
    ).toMatchObject({
      reading: 60,
      usage: 30,
      amount: 45_000,
    });
    const notLatest = await t.call(
      meterReadingCalls.update,
      { meterReadingId: earlier?.meterReadingId, reading: 31 },
      t.adminToken,
    );
    expect(notLatest.body).toMatchObject({ code: 'meterReading.notLatest', params: { date: '2027-03-12' } });
    await expectLedgerHonest(t.db);

    // Paid off: the reading's bill never changes again.
    const bill = (await billsOfStay(t.db, stay)).find((b) => b.billId === fixed.billId);
    await pay(t, stay, (bill?.amount ?? 0) - (bill?.paidAmount ?? 0), { billId: fixed.billId as number });
    const paid = await t.call(
      meterReadingCalls.update,
      { meterReadingId: fixed.meterReadingId, reading: 61 },
      t.adminToken,
    );
    expect(paid.statusCode).toBe(409);
    expect((paid.body as { code?: string }).code).toBe('meterReading.billPaid');
    const gone = await t.call(meterReadingCalls.delete, { meterReadingId: fixed.meterReadingId }, t.adminToken);
    expect((gone.body as { code?: string }).code).toBe('meterReading.billPaid');
    await expectLedgerHonest(t.db);
  });

  it('remove the latest reading and its line while the bill is unpaid (owners and managers only)', async () => {
    t.clock.set(noonOn('2027-04-02'));
    const room = await roomId(t.db, '102');
    const stay = await bookStay(t, '102', { checkInDate: '2027-03-01', rentAmount: 1_000_000 });
    ok(await read(room, '2027-03-01', 100));
    const saved = ok(await read(room, '2027-03-30', 150));
    expect(saved.billId).not.toBeNull();
    const before = (await billsOfStay(t.db, stay)).find((b) => b.billId === saved.billId);
    const desk = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });
    expect(
      (await t.call(meterReadingCalls.delete, { meterReadingId: saved.meterReadingId }, desk.token)).statusCode,
    ).toBe(403);
    ok(await t.call(meterReadingCalls.delete, { meterReadingId: saved.meterReadingId }, t.adminToken));
    const after = (await billsOfStay(t.db, stay)).find((b) => b.billId === saved.billId);
    expect(after?.amount).toBe((before?.amount ?? 0) - 75_000);
    expect((await linesOf(saved.billId as number)).map((l) => l.lineKind)).toEqual([BillLineKind.Rent]);
    await expectLedgerHonest(t.db);
  });

  it('wait for the next bill when the stay has none open yet, and join it when it is made', async () => {
    t.clock.set(noonOn('2027-05-01'));
    const room = await roomId(t.db, '103');
    const stay = await bookStay(t, '103', { checkInDate: '2027-05-01', rentAmount: 1_000_000 });
    ok(await read(room, '2027-05-01', 0));
    t.clock.set(noonOn('2027-05-20'));
    const waiting = ok(await read(room, '2027-05-20', 40));
    expect(waiting).toMatchObject({ usage: 40, amount: 60_000, billId: null });
    t.clock.set(noonOn('2027-05-25'));
    await ledgerOf(t).generateDaily();
    const june = (await billsOfStay(t.db, stay)).find((b) => b.periodStart === '2027-06-01');
    expect(june?.amount).toBe(1_060_000);
    const list = ok(await t.call(meterReadingCalls.getList, { roomId: room, readingFrom: '2027-05-20' }, t.adminToken));
    expect(list.listData[0]).toMatchObject({ billId: june?.billId, billStatus: 1, tenantName: expect.any(String) });
    await expectLedgerHonest(t.db);
  });

  it('split a change of tenant at the check-out and check-in readings', async () => {
    t.clock.set(noonOn('2027-06-01'));
    const room = await roomId(t.db, '104');
    const leaving = await bookStay(t, '104', {
      checkInDate: '2027-06-01',
      checkOutDate: '2027-06-16',
      rentAmount: 1_000_000,
    });
    ok(
      await t.call(
        bookingCalls.checkIn,
        { bookingId: leaving, meterReadings: [{ chargeTypeId: listrik, reading: 200 }] },
        t.adminToken,
      ),
    );
    const coming = await bookStay(t, '104', { checkInDate: '2027-06-16', rentAmount: 1_200_000 });
    await pay(t, leaving, 500_000); // half a month's rent: the stay ends on the 16th
    t.clock.set(noonOn('2027-06-16'));
    const out = await t.call(
      bookingCalls.completeBooking,
      { bookingId: leaving, meterReadings: [{ chargeTypeId: listrik, reading: 230 }] },
      t.adminToken,
    );
    expect(out.statusCode).toBe(200);
    // The check-out reading on the same day the next tenant arrives is theirs to start from.
    const dup = await t.call(
      bookingCalls.checkIn,
      { bookingId: coming, meterReadings: [{ chargeTypeId: listrik, reading: 230 }] },
      t.adminToken,
    );
    expect(dup.body).toMatchObject({ code: 'meterReading.sameDate' });
    ok(await t.call(bookingCalls.checkIn, { bookingId: coming }, t.adminToken));
    t.clock.set(noonOn('2027-07-10'));
    await ledgerOf(t).generateDaily(); // the new tenant's bill of 16 July is made 7 days ahead
    ok(await read(room, '2027-07-10', 330));

    // The leaving tenant's 30 kWh went on their last bill, paid before: it owes Rp 45.000 again.
    const [last] = await billsOfStay(t.db, leaving);
    expect(last).toMatchObject({ amount: 545_000, paidAmount: 500_000, billStatus: 2 });
    const leavingLines = await linesOf(last?.billId as number);
    expect(leavingLines.at(-1)).toMatchObject({
      lineKind: 3,
      previousReading: 200,
      reading: 230,
      usage: 30,
      amount: 45_000,
    });
    // The new tenant's 100 kWh since the check-out reading went on their next open bill.
    const readings = ok(
      await t.call(meterReadingCalls.getList, { roomId: room, chargeTypeId: listrik }, t.adminToken),
    ).listData;
    expect(readings.map((r) => [r.readingKind, r.bookingId, r.usage, r.amount])).toEqual([
      [MeterReadingKind.Round, coming, 100, 150_000],
      [MeterReadingKind.CheckOut, leaving, 30, 45_000],
      [MeterReadingKind.CheckIn, leaving, null, 0],
    ]);
    const comingBills = await billsOfStay(t.db, coming);
    const july = comingBills.find((b) => b.periodStart === '2027-07-16');
    expect(july?.amount).toBe(1_350_000);
    await expectLedgerHonest(t.db);
  });

  it('let one of two readings of one meter at once win; the other is refused', async () => {
    t.clock.set(noonOn('2027-07-10'));
    const room = await roomId(t.db, '105');
    await bookStay(t, '105', { checkInDate: '2027-07-01', rentAmount: 1_000_000 });
    ok(await read(room, '2027-07-01', 10));
    const both = await Promise.all([read(room, '2027-07-10', 20), read(room, '2027-07-10', 25)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409);
    expect((refused?.body as { code?: string } | undefined)?.code).toBe('meterReading.sameDate');
    const kept = await t.db.execute(
      sql`select 1 from meter_readings where room_id = ${room} and reading_date = '2027-07-10'`,
    );
    expect(kept.rows).toHaveLength(1);
    await expectLedgerHonest(t.db);
  });

  it('walk a property round in floor order, with who is in each room and what is left', async () => {
    t.clock.set(noonOn('2027-07-10'));
    const round = ok(
      await t.call(
        meterReadingCalls.getRound,
        { propertyId: 1, chargeTypeId: listrik, readingDate: '2027-07-10' },
        t.adminToken,
      ),
    );
    const rooms = ok(
      await t.call(roomCalls.getList, { propertyId: 1, status: 1, pageSize: 10000 }, t.adminToken),
    ).listData;
    expect(round.rooms.map((r) => r.roomNumber)).toEqual(rooms.map((r) => r.roomNumber));
    expect({ ...round, rooms: [] }).toMatchObject({
      chargeTypeName: 'Listrik',
      unitName: 'kWh',
      unitPrice: 1500,
      roomsRead: 2,
    });
    expect(round.rooms.find((r) => r.roomNumber === '105')).toMatchObject({
      previousReading: 10,
      previousReadingDate: '2027-07-01T00:00:00',
      reading: expect.any(Number),
      tenantName: expect.any(String),
    });
    expect(round.rooms.find((r) => r.roomNumber === '104')).toMatchObject({
      reading: 330,
      usage: 100,
      amount: 150_000,
    });
    const empty = round.rooms.find((r) => r.roomNumber === '201');
    expect(empty).toMatchObject({ bookingId: null, tenantName: null, reading: null, previousReading: null });
  });
});
