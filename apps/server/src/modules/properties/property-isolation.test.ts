import {
  bookingCalls,
  employeeCalls,
  exportCalls,
  paymentCalls,
  propertyCalls,
  roomCalls,
  roomTypeCalls,
  tenantCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { exportFile } from '../../../test/exports.js';
import { insertTenant } from '../../../test/factories/bookings.js';
import { runAs, scopedDatabase } from '../../db/actor-scope.js';

/**
 * A user of some properties sees and changes only their rows, and the database sees to it: a
 * query that forgets to filter still returns nothing of another property (row-level security,
 * migration 0044). Property B is made here with one of everything; staff of the first property
 * (A) and of B read as the calls do.
 */
let t: TestApp;
let b: {
  propertyId: number;
  roomTypeId: number;
  roomId: number;
  tenantId: number;
  bookingId: number;
  paymentId: number;
  employeeId: number;
};
let staffA: Awaited<ReturnType<TestApp['createUser']>>;
let staffB: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  const a = t.adminToken;
  const ok = <T extends { statusCode: number; body: { data: unknown } }>(res: T) => {
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Record<string, number>;
  };
  const propertyId = ok(await t.call(propertyCalls.create, { propertyName: 'KOS KEDUA' }, a)).propertyId as number;
  const prices = { priceDaily: 100_000, priceWeekly: 500_000, priceMonthly: 1_500_000, priceYearly: 15_000_000 };
  const roomTypeId = ok(await t.call(roomTypeCalls.create, { roomTypeName: 'STANDARD', ...prices, propertyId }, a))
    .roomTypeId as number;
  const roomId = ok(await t.call(roomCalls.create, { roomNumber: '101', roomTypeId }, a)).roomId as number;
  const { tenantId } = await insertTenant(t.db, { propertyId, tenantName: 'TENANT OF B' });
  const bookingId = ok(
    await t.call(
      bookingCalls.create,
      {
        tenantId,
        roomNumberId: roomId,
        bookingDate: '2026-11-01',
        checkInDate: '2026-11-01',
        checkOutDate: '',
        bookingStatus: '1',
        bookingType: 3,
        remark: '',
      },
      a,
    ),
  ).bookingId as number;
  const paymentId = ok(
    await t.call(
      paymentCalls.create,
      {
        bookingId,
        paymentDate: '2026-11-02',
        paymentType: 1,
        paymentPeriodeMonth: 11,
        paymentPeriodeYear: 2026,
        amount: 1_500_000,
        remark: '',
      },
      a,
    ),
  ).paymentId as number;
  const employeeId = ok(await t.call(employeeCalls.create, { employeeName: 'SATPAM B', salary: 0, propertyId }, a))
    .employeeId as number;
  await t.db.execute(
    sql`insert into expenses (property_id, expense_date, expense_category, amount, update_by) values (${propertyId}, '2026-11-03', 1, 1000, 'test')`,
  );
  b = { propertyId, roomTypeId, roomId, tenantId, bookingId, paymentId, employeeId };
  staffA = await t.createUser({ propertyIds: [1] });
  staffB = await t.createUser({ propertyIds: [propertyId] });
});
afterAll(() => t.close());

/** Every table whose rows a policy limits, from the database itself. */
async function policedTables(): Promise<string[]> {
  const r = await t.db.execute<{ name: string }>(sql`
    select relname as name from pg_class
    where relnamespace = 'public'::regnamespace and relkind = 'r' and relrowsecurity order by 1`);
  return r.rows.map((row) => row.name);
}

/** The rows of `table` a raw `select *` finds inside a call's transaction of this user. */
async function seenBy(user: { userId: number; username: string } | null, table: string, scope?: 'all' | 'user') {
  const db = scopedDatabase(t.db);
  const actor = {
    userId: user?.userId ?? null,
    username: user?.username ?? '',
    address: 'test',
    readOnly: true,
    propertyScope: scope ?? ('user' as const),
  };
  return runAs(t.db, actor, async () => {
    const r = await db.execute<Record<string, unknown>>(sql`select * from ${sql.identifier(table)}`);
    return r.rows.map((row) => JSON.stringify(row));
  });
}

describe('row-level security', () => {
  it('guards every table that names a property or hangs from one that does', async () => {
    // Tables that reference (through their foreign keys, at any depth) a table with a property_id column.
    const r = await t.db.execute<{ name: string }>(sql`
      with recursive owned(oid) as (
        select attrelid from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attname = 'property_id' and not a.attisdropped
        union
        select con.conrelid from pg_constraint con join owned o on con.confrelid = o.oid where con.contype = 'f')
      select c.relname as name from owned o join pg_class c on c.oid = o.oid order by 1`);
    const owned = r.rows.map((row) => row.name);
    const police = await policedTables();
    // users_properties is the scope itself; a photo is read through its tenant (Tenant/Photo checks
    // it); the audit trail and its counts name a property for the Owner's filter, and only the
    // Owner reads them (audit.read).
    const exempt = ['users_properties', 'audit_log', 'audit_property_counts'];
    const unpoliced = owned.filter((name) => !police.includes(name) && !exempt.includes(name));
    expect(unpoliced).toEqual([]);
    expect(police).toEqual(
      expect.arrayContaining(['bills', 'bookings', 'payments', 'properties', 'rooms', 'room_types', 'tenants']),
    );
  });

  it("shows a raw select * of each guarded table only the user's properties' rows, and nothing without a scope", async () => {
    for (const table of await policedTables()) {
      const all = await seenBy(null, table, 'all');
      const ofA = await seenBy(staffA, table);
      const ofB = await seenBy(staffB, table);
      const nobody = await seenBy(null, table);
      expect(nobody, table).toEqual([]);
      // A charge type of every property (no property) is everyone's, as the business's reminder
      // rules are; nothing else is shared.
      const everyProperty = (row: string) =>
        ['charge_types', 'reminder_rules'].includes(table) && row.includes('"property_id":null');
      expect(
        ofA.filter((row) => ofB.includes(row) && !everyProperty(row)),
        table,
      ).toEqual([]);
      for (const row of [...ofA, ...ofB]) expect(all, table).toContain(row);
    }
    const seenOfB = async (table: string) => (await seenBy(staffB, table)).length;
    for (const table of [
      'properties',
      'rooms',
      'room_types',
      'tenants',
      'bookings',
      'payments',
      'bills',
      'employees',
      'expenses',
      'money_totals',
    ]) {
      expect(await seenOfB(table), table).toBeGreaterThan(0);
    }
  });

  it('refuses a staff write into another property', async () => {
    await expect(
      runAs(t.db, { userId: staffA.userId, username: staffA.username, address: 'test', propertyScope: 'user' }, () =>
        scopedDatabase(t.db).execute(
          sql`insert into room_types (property_id, room_type_name, update_by) values (${b.propertyId}, 'SELIP', 'x')`,
        ),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
  });
});

describe("another property's records, to a staff user", () => {
  it('answer 404 as if they did not exist', async () => {
    const token = staffA.token;
    const calls = [
      t.call(propertyCalls.getById, { propertyId: b.propertyId }, token),
      t.call(roomCalls.getById, { roomId: b.roomId }, token),
      t.call(roomTypeCalls.getById, { roomTypeId: b.roomTypeId }, token),
      t.call(bookingCalls.getById, { bookingId: b.bookingId }, token),
      t.call(tenantCalls.getById, { tenantId: b.tenantId }, token),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, JSON.stringify(res.body)).toBe(404);
    // A payment, to Front desk: the one-stay rule's refusal, as for a payment that does not exist.
    const [payment, none] = await Promise.all([
      t.call(paymentCalls.getById, { paymentId: b.paymentId }, token),
      t.call(paymentCalls.getById, { paymentId: 99_999_999 }, token),
    ]);
    expect([payment.statusCode, payment.body]).toEqual([none.statusCode, none.body]);
    // The same calls by staff of B find them.
    const own = await t.call(bookingCalls.getById, { bookingId: b.bookingId }, staffB.token);
    expect(own.statusCode).toBe(200);
  });

  it('are in none of their lists, lookups and exports', async () => {
    const token = staffA.token;
    const rooms = await t.call(roomCalls.getList, { pageSize: 10000 }, token);
    expect(rooms.body.data.listData.map((r) => r.roomId)).not.toContain(b.roomId);
    const properties = await t.call(propertyCalls.getList, { pageSize: 10000 }, token);
    expect(properties.body.data.listData.map((p) => p.propertyId)).toEqual([1]);
    const bookings = await t.call(bookingCalls.getList, { pageSize: 10000 }, token);
    expect(bookings.body.data.listData.map((r) => r.bookingId)).not.toContain(b.bookingId);
    const tenants = await t.call(bookingCalls.getTenantList, { tenantName: 'TENANT OF B' }, token);
    expect(tenants.body.data.listData).toEqual([]);
    const available = await t.call(bookingCalls.getAvailableRoom, { checkInDate: '2030-01-01' }, token);
    expect(JSON.stringify(available.body.data)).not.toContain(`"roomId":${b.roomId},`);
    // Room 102 is only the first property's: B's staff export the one room of B.
    const exportOf = async (who: string) =>
      (await exportFile(t, exportCalls.room.path, { format: 'csv' }, who)).body
        .split('\n')
        .filter((l) => /\b10[12]\b/.test(l));
    const [lineOfB, ...more] = await exportOf(staffB.token);
    expect(lineOfB).toContain('101');
    expect(more).toEqual([]);
    expect((await exportOf(token)).length).toBe(2);
    const ofB = await t.call(roomCalls.getList, { pageSize: 10000 }, staffB.token);
    expect(ofB.body.data.listData.map((r) => r.roomId)).toEqual([b.roomId]);
  });

  it("keeps a tenant's photo (a KTP) to the staff who see the tenant", async () => {
    const photo = await t.db.execute<{ id: number }>(sql`
      insert into tenant_photos (content_type, content, byte_size, width, height, create_by)
      values ('image/png', '\\x89504e47'::bytea, 4, 1, 1, 'test') returning photo_id as id`);
    const photoId = photo.rows[0]?.id;
    await t.db.execute(sql`update tenants set photo_id = ${photoId} where tenant_id = ${b.tenantId}`);
    const get = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Tenant/Photo/${photoId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await get(staffA.token)).statusCode).toBe(404);
    expect((await get(staffB.token)).statusCode).toBe(200);
    expect((await get(t.adminToken)).statusCode).toBe(200);
  });
});
