// Meter readings and charges at scale (issue 42) on the benchmark database (npm run bench:generate
// first): a property of 1,000 rooms, each with a running stay and its meter read at check-in, in
// one transaction rolled back at the end (the data stays as generated). Timed:
//   - MeterReading/GetRound of the 1,000 rooms (nothing read yet, then 200 read);
//   - a reading saved (its line placed on the stay's bill), one room after another;
//   - the daily bill run a month ahead, every one of the 1,000 stays with a per-period charge and
//     a reading waiting for its next bill (and the database's other running stays besides).
// The services are called as the routes call them (the transaction standing in for the database).
// Usage: npm run bench:meters (BENCH_RUNS=30 rounds, BENCH_READINGS=200 saves).
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { businessDate } from '../apps/server/src/lib/business-time.js';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service.js';
import { createMeterReadingsService } from '../apps/server/src/modules/meter-readings/meter-readings.service.js';
import { createBusinessSettingsService } from '../apps/server/src/modules/settings/business-settings.service.js';
import { BENCH_TIMEZONE, openBenchDatabase } from './support/bench-database.js';
import { addLetProperty } from './support/bench-property.js';
import { ms, summarize } from './support/stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const READINGS = Number(process.env.BENCH_READINGS ?? 200);
const ROOMS = 1_000;
const bench = await openBenchDatabase();
const say = (line: string) => process.stdout.write(`${line}\n`);
const owner = { userId: 1, username: 'admin', isAdmin: true, role: 1 as const };

let now = new Date('2026-11-25T05:00:00Z');
const clock = { now: () => now };
const deps = { clock, businessTimezone: BENCH_TIMEZONE };

const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
};
const line = (label: string, times: number[], extra = '') => {
  const s = summarize(times);
  say(`${label.padEnd(44)} p50 ${ms(s.p50)} ms  p95 ${ms(s.p95)} ms  max ${ms(Math.max(...times))} ms${extra}`);
};

await bench.db
  .transaction(async (tx) => {
    const db = tx as unknown as Database;
    const settings = createBusinessSettingsService({ ...deps, db });
    const ledger = createLedger({ ...deps, db, settings });
    const meters = createMeterReadingsService({ ...deps, db, ledger });

    // A property of 1,000 rooms on 20 floors, each let from 1 November to one of the bench's tenants.
    const { stays, ...property } = await addLetProperty(tx, 'METER', ROOMS, '2026-11-01');
    const [types] = (
      await tx.execute<{ listrik: number; parkir: number }>(sql`
        select (select charge_type_id from charge_types where charge_type_name = 'Listrik' and property_id is null) as listrik,
               (select charge_type_id from charge_types where charge_type_name = 'Parkir Motor' and property_id is null) as parkir`)
    ).rows;
    if (!types) throw new Error('no charge types');
    const made = { ...property, ...types };
    const [setupMs] = await timed(() => ledger.syncStays(tx, stays, 'bench'));
    await tx.execute(sql`
      insert into meter_readings (property_id, room_id, charge_type_id, booking_id, reading_kind, reading_date, reading,
                                  unit_price, minimum_charge, update_by)
      select ${made.propertyId}, b.room_id, ${made.listrik}, b.booking_id, 2, '2026-11-01', 1000 + b.booking_id % 500, 1500, 0, 'bench'
      from bookings b where b.booking_id = any(${`{${stays.join(',')}}`}::integer[])`);
    await tx.execute(sql`analyze rooms; analyze bookings; analyze meter_readings; analyze bills; analyze bill_lines`);
    const counts = (
      await tx.execute<{ stays: number; bills: number }>(sql`
        select (select count(*)::int from bookings where booking_status = 1 and status = 1) as stays,
               (select count(*)::int from bills) as bills`)
    ).rows[0];
    say(
      `Meters: a property of ${ROOMS} rooms and stays (their bills made in ${ms(setupMs)} ms); ${counts?.stays} running stays, ${counts?.bills} bills in all`,
    );

    const round = { propertyId: made.propertyId, chargeTypeId: made.listrik, readingDate: '2026-11-25' };
    const roundTimes: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const [t, answer] = await timed(() => meters.round(round));
      if (answer.rooms.length !== ROOMS) throw new Error(`the round has ${answer.rooms.length} rooms`);
      if (i >= 3) roundTimes.push(t);
    }
    line(`GetRound, ${ROOMS} rooms, none read yet`, roundTimes);

    // Readings of the first rooms in floor order, as the front desk walks them.
    const rooms = (await meters.round(round)).rooms;
    const saveTimes: number[] = [];
    for (const [i, room] of rooms.slice(0, READINGS).entries()) {
      const [t, saved] = await timed(() =>
        meters.create(owner, {
          roomId: room.roomId,
          chargeTypeId: made.listrik,
          readingDate: '2026-11-25',
          reading: (room.previousReading ?? 0) + 60 + (i % 40),
          meterReplaced: false,
          remark: '',
          confirmHighUsage: false,
        }),
      );
      if (saved.usage === null) throw new Error('a reading counted nothing');
      saveTimes.push(t);
    }
    line(`MeterReading/Create (line placed), ${READINGS} rooms`, saveTimes.slice(5));
    const readTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) readTimes.push((await timed(() => meters.round(round)))[0]);
    line(`GetRound, ${ROOMS} rooms, ${READINGS} read`, readTimes);

    // The daily run a month ahead: every stay's January bill, first as it was before charges (in a
    // savepoint given back), then with its parking and, for the rooms read, the reading that
    // waited for it.
    now = new Date('2026-12-26T05:00:00Z');
    const [plainMs] = await timed(() =>
      tx
        .transaction(async () => {
          await ledger.generateDaily('bench');
          throw new Error('give back');
        })
        .catch((error: Error) => {
          if (error.message !== 'give back') throw error;
        }),
    );
    say(`${'Daily bill run a month ahead, no charges'.padEnd(44)} ${ms(plainMs)} ms`);
    now = new Date('2026-11-25T05:00:00Z');
    await tx.execute(sql`
      insert into stay_charges (booking_id, charge_type_id, charge_kind, description, unit_name, quantity, unit_price,
                                start_date, update_by)
      select booking_id, ${made.parkir}, 2, 'Parkir Motor', 'motor', 1, 50000, '2026-11-01', 'bench'
      from bookings where booking_id = any(${`{${stays.join(',')}}`}::integer[])`);
    await tx.execute(sql`analyze stay_charges`);
    now = new Date('2026-12-26T05:00:00Z');
    const [runMs, billsMade] = await timed(() => ledger.generateDaily('bench'));
    const lines = (
      await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from bill_lines l join bills x on x.bill_id = l.bill_id
        where x.booking_id = any(${`{${stays.join(',')}}`}::integer[]) and l.kind >= 3`)
    ).rows[0]?.n;
    say(
      `${'Daily bill run a month ahead, with charges'.padEnd(44)} ${ms(runMs)} ms  bills made ${billsMade}, charge lines on the ${ROOMS} stays ${lines} (day ${businessDate(now, BENCH_TIMEZONE)})`,
    );
    throw new Error('rollback');
  })
  .catch((error: Error) => {
    if (error.message !== 'rollback') throw error;
  });
await bench.close();
