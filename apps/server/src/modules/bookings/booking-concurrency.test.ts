import { bookingCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { insertTenant, roomId } from '../../../test/factories/bookings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('50 simultaneous bookings of one room for overlapping stays end with exactly one booking and 49 409s', async () => {
  const room = await roomId(t.db, '107');
  const tenants = await Promise.all(Array.from({ length: 50 }, () => insertTenant(t.db)));
  // Every stay overlaps every other: all start within one week and last a month.
  const results = await Promise.all(
    tenants.map((tenant, i) =>
      t.call(
        bookingCalls.create,
        {
          tenantId: tenant.tenantId,
          bookingDate: '2027-03-01',
          checkInDate: `2027-04-0${(i % 7) + 1}`,
          checkOutDate: '2027-05-15',
          roomNumberId: room,
          bookingType: 3,
          remark: `racer ${i}`,
        },
        t.adminToken,
      ),
    ),
  );
  const codes = results.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(49);
  for (const refused of results.filter((r) => r.statusCode === 409)) {
    expect(refused.body.message).toMatch(/^Room 107 is already booked from \d\d Apr 2027 to 15 May 2027$/);
  }
  const stored = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from bookings where room_id = ${room} and status = 1 and booking_status = 1`,
  );
  expect(stored.rows[0]?.n).toBe(1);
});
