import { afterAll, expect, it } from 'vitest';
import { emptyDatabases } from '../../../test/empty-database.js';
import { databaseBefore } from '../../../test/migration-upgrade.js';

/**
 * Migration 0045_properties on a business's database: a first property named after the business
 * holds every room, room type, floor cell, employee and expense, and no row of them is rewritten
 * (no audit entry, no update date moved).
 */
const databases = emptyDatabases();
afterAll(() => databases.dropAll());

it('moves every record of the business to a first property named after it', async () => {
  const { q, upgrade } = await databaseBefore(databases, '_properties');
  await q(
    `update business_profile set business_name = '  Kos  Mawar Indah ', address = 'Jl. Mawar 1', phone = '0812-3456'`,
  );
  await q(`insert into employees (employee_name, update_by) values ('BUDI', 'test')`);
  await q(
    `insert into expenses (expense_date, expense_category, amount, update_by) values ('2026-01-02', 1, 5000, 'test')`,
  );
  const counts = async () =>
    (
      await q<{ rooms: number; types: number; cells: number; audited: number; changed: string }>(
        `select (select count(*)::int from rooms) as rooms, (select count(*)::int from room_types) as types,
                (select count(*)::int from floor_plan_cells) as cells, (select count(*)::int from audit_log) as audited,
                (select max(update_date)::text from rooms) as changed`,
      )
    )[0];
  const before = await counts();
  expect(before?.rooms).toBe(31);
  await upgrade(async (db) => {
    const properties = await db.$client.query(
      'select property_id, property_name, address, phone, status from properties order by property_id',
    );
    expect(properties.rows).toEqual([
      // The phone's digits, then (0051_property_brand) in the one stored form of every phone.
      { property_id: 1, property_name: 'KOS MAWAR INDAH', address: 'Jl. Mawar 1', phone: '628123456', status: 1 },
    ]);
    for (const table of ['rooms', 'room_types', 'floor_plan_cells', 'employees', 'expenses']) {
      const r = await db.$client.query(
        `select count(*)::int as n, count(*) filter (where property_id = 1)::int as first from ${table}`,
      );
      expect(r.rows[0].n, table).toBeGreaterThan(0);
      expect(r.rows[0].first, table).toBe(r.rows[0].n);
    }
    const after = await db.$client.query(
      'select count(*)::int as audited, max(update_date)::text as changed from rooms',
    );
    expect(after.rows[0].changed).toBe(before?.changed);
    const audited = await db.$client.query(`select count(*)::int as n from audit_log where entity <> 'property'`);
    expect(audited.rows[0].n).toBe(before?.audited);
    // Room 101 again, in a second property: numbers are unique within a property only.
    await db.$client.query(`insert into properties (property_name, update_by) values ('KOS KEDUA', 'test')`);
    await db.$client.query(
      `insert into room_types (property_id, room_type_name, update_by) values (2, 'STANDARD', 'test')`,
    );
    await db.$client.query(
      `insert into rooms (property_id, room_number, room_type_id, update_by)
       select 2, '101', room_type_id, 'test' from room_types where property_id = 2`,
    );
    await expect(
      db.$client.query(
        `insert into rooms (room_number, room_type_id, update_by) select '101', room_type_id, 'test' from room_types where property_id = 1 limit 1`,
      ),
    ).rejects.toMatchObject({ constraint: 'rooms_room_number_key' });
  });
});

it("keeps every property's phone in the one stored form, and gives none a logo or bank accounts", async () => {
  const { q, upgrade } = await databaseBefore(databases, '_property_brand');
  await q(
    `insert into properties (property_name, phone, update_by) values
       ('KOS B', '081234567890', 'test'), ('KOS C', '0062811', 'test'), ('KOS D', '6202112', 'test'),
       ('KOS E', '8123', 'test'), ('KOS F', '12345', 'test'), ('KOS G', '', 'test')`,
  );
  const audited = (await q<{ n: number }>('select count(*)::int as n from audit_log'))[0]?.n;
  await upgrade(async (db) => {
    const found = await db.$client.query(
      `select property_name, phone, logo_id, bank_accounts from properties where property_id > 1 order by property_name`,
    );
    expect(found.rows).toEqual(
      [
        ['KOS B', '6281234567890'],
        ['KOS C', '62811'],
        ['KOS D', '622112'],
        ['KOS E', '628123'],
        ['KOS F', '12345'],
        ['KOS G', ''],
      ].map(([property_name, phone]) => ({ property_name, phone, logo_id: null, bank_accounts: [] })),
    );
    // A change of form, no one's act: nothing in the audit trail.
    const after = await db.$client.query('select count(*)::int as n from audit_log');
    expect(after.rows[0].n).toBe(audited);
  });
});
