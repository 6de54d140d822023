import {
  cardVendorCalls,
  employeeCalls,
  expenseCalls,
  inspectionCalls,
  meterReadingCalls,
  paths,
  paymentCalls,
} from '@kamar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { ledgerOf } from '../../test/factories/bills.js';
import { makeBooking } from '../../test/factories/money.js';
import { bookings } from '../modules/bookings/bookings.table.js';

/**
 * A screen sends a filter left at "All" as '' (or null). Every list and lookup call, as the
 * published API describes it, must answer such a request like one that leaves the filter out:
 * 200 and the same rows, not 400.
 */
let t: TestApp;
let bookingId = 0;
let tenantId = 0;
let listrik = 0;
let lookups: { path: string; required: string[]; optional: string[] }[] = [];

/** Calls named Get... that answer one document, a link or the profile: they have no filters. */
const notLookups = new Set<string>([
  ...Object.values(paths.document),
  paths.setting.getBusinessProfile,
  // A stay's page link, and the page (its token is required).
  paths.booking.getTenantLink,
  paths.tenantPage.get,
]);

type Schema = { properties?: Record<string, unknown>; required?: string[] };

beforeAll(async () => {
  t = await createTestApp();
  // Something in every list, so "the same rows" compares rows.
  ({ bookingId, tenantId } = await makeBooking(t.db));
  const money = { bookingId, paymentDate: '2030-01-01', paymentPeriodeMonth: 1, paymentPeriodeYear: 2030 };
  await t.call(paymentCalls.create, { ...money, paymentType: 1, amount: 500_000 }, t.adminToken);
  await t.call(paymentCalls.create, { ...money, paymentType: 2, amount: 1_500_000 }, t.adminToken);
  await t.call(expenseCalls.create, { expenseDate: '2030-01-02', expenseCategory: 1, amount: 75_000 }, t.adminToken);
  await t.call(employeeCalls.create, { employeeName: 'Wati', salary: 2_000_000 }, t.adminToken);
  await t.call(cardVendorCalls.create, { cardVendorName: 'Kunci Jaya' }, t.adminToken);
  // Bills owed (the bill lists and arrears list something): the stay runs on, two months billed.
  await t.db.update(bookings).set({ checkOutDate: null }).where(eq(bookings.bookingId, bookingId));
  t.clock.set('2030-02-10T05:00:00Z');
  await ledgerOf(t).generateDaily();
  // A meter read (the readings' list lists it).
  const found = await t.db.execute<{ room: number; type: number }>(sql`
    select room_id as room, (select charge_type_id from charge_types where charge_type_name = 'Listrik') as type
    from bookings where booking_id = ${bookingId}`);
  listrik = Number(found.rows[0]?.type);
  await t.call(
    meterReadingCalls.create,
    { roomId: Number(found.rows[0]?.room), chargeTypeId: listrik, readingDate: '2030-02-10', reading: 10 },
    t.adminToken,
  );
  // An online checkout paid for another amount: the checkouts' and anomalies' lists list them.
  await t.db.execute(sql`
    with c as (
      insert into gateway_checkouts (provider, external_id, provider_reference, booking_id, bill_id, amount, checkout_url,
        expires_at, checkout_status)
      select 'xendit', 'kamar-test-1', 'inv_test_1', ${bookingId}, min(bill_id), 1000, 'http://127.0.0.1/pay/x',
             now() + interval '1 day', 4 from bills where booking_id = ${bookingId}
      returning checkout_id)
    insert into gateway_anomalies (provider, provider_reference, reason, checkout_id, paid_amount, currency, payload)
    select 'xendit', 'inv_test_1', 'amountDiffers', checkout_id, 900, 'IDR', '{}'::jsonb from c`);
  // A tenant's claim (the claims' queue lists it).
  await t.db.execute(sql`
    with link as (insert into tenant_links (booking_id, create_by) values (${bookingId}, 'test') returning tenant_link_id)
    insert into payment_claims (booking_id, bill_id, tenant_link_id, amount, paid_date, photo_type, photo, photo_bytes)
    select ${bookingId}, (select min(bill_id) from bills where booking_id = ${bookingId}), tenant_link_id, 1000,
           '2030-02-10', 'image/png', '\\x89504e47'::bytea, 4 from link`);

  // The stay's check-in inspection (the inspections' list lists it).
  await t.call(inspectionCalls.create, { bookingId, inspectionKind: 1 }, t.adminToken);

  // A repair reported (the repairs' list lists it).
  await t.db.execute(sql`
    insert into maintenance_requests (property_id, room_id, description, reported_by, update_by)
    select r.property_id, r.room_id, 'Lampu kamar mati', 1, 'test' from bookings b join rooms r on r.room_id = b.room_id
    where b.booking_id = ${bookingId}`);

  // A stay's agreement (the agreements' list lists it).
  await t.db.execute(sql`
    insert into agreements (booking_id, version, language, content, landlord_name, tenant_name, total_amount, create_by, update_by)
    values (${bookingId}, 1, 'id', 'Perjanjian', 'KOS', 'TENANT', 0, 'test', 'test')`);
  // A reminder sent by hand (the message log lists it).
  await t.db.execute(sql`
    insert into reminders (booking_id, bill_id, sent_by)
    select booking_id, min(bill_id), 'test' from bills where booking_id = ${bookingId} group by booking_id`);

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, { post: { requestBody?: { content: Record<string, { schema: Schema }> } } }>;
  };
  lookups = Object.entries(doc.paths)
    .filter(([path]) => /^\/api\/\w+\/Get\w+$/.test(path) && !path.endsWith('/GetById') && !notLookups.has(path))
    .map(([path, { post }]) => {
      const schema = post.requestBody?.content['application/json']?.schema ?? {};
      const required = schema.required ?? [];
      const optional = Object.keys(schema.properties ?? {}).filter((k) => !required.includes(k));
      return { path, required, optional };
    });
});
afterAll(() => t.close());

const requiredValues: Record<string, () => unknown> = {
  checkInDate: () => '2030-06-01',
  bookingId: () => bookingId,
  tenantId: () => tenantId,
  propertyId: () => 1,
  chargeTypeId: () => listrik,
  readingDate: () => '2030-02-10',
  year: () => 2030,
  month: () => 2,
  from: () => '2030-01',
  to: () => '2030-03',
  roomTypeId: () => 1,
};
/** Where a call's required field takes another form (the timeline's days, not the trend's months). */
const requiredValuesOf: Record<string, Record<string, () => unknown>> = {
  [paths.booking.getTimeline]: { from: () => '2030-01-01', to: () => '2030-01-31' },
};

describe('a filter left at All', () => {
  it('is found on every list and lookup call', () => {
    expect(lookups.length).toBe(46);
    const filters = lookups.reduce((n, l) => n + l.optional.length, 0);
    expect(filters).toBeGreaterThan(50);
  });

  // Some hundreds of calls, one after another: 9 s at load average 10 on two cores, past the 30 s
  // default at 15-19.
  it('answers 200 and the same data as leaving the filter out, sent as "" or null', async () => {
    const differences: string[] = [];
    for (const { path, required, optional } of lookups) {
      const base = Object.fromEntries(required.map((k) => [k, (requiredValuesOf[path]?.[k] ?? requiredValues[k])?.()]));
      const expected = await t.raw(path, JSON.stringify(base), t.adminToken);
      expect(expected.statusCode, `${path} ${JSON.stringify(expected.body)}`).toBe(200);
      const rows = (expected.body.data as { listData?: unknown[] }).listData;
      if (rows) expect(rows.length, `${path} lists something`).toBeGreaterThan(0);
      for (const key of optional) {
        for (const empty of ['', null]) {
          const res = await t.raw(path, JSON.stringify({ ...base, [key]: empty }), t.adminToken);
          if (res.statusCode !== 200 || JSON.stringify(res.body) !== JSON.stringify(expected.body)) {
            differences.push(`${path} ${key}=${JSON.stringify(empty)}: ${res.statusCode} ${res.body.message}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  }, 90_000);
});
