import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { migrationsFolder } from './migration-level.js';

/** Data migrations, run again on rows written the way older versions wrote them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function runMigration(name: string) {
  const text = fs.readFileSync(path.join(migrationsFolder(), `${name}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

const one = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute<T & Record<string, unknown>>(query)).rows;

describe('0010_collapse_name_spaces', () => {
  it('collapses inner runs of spaces in names, and leaves a unique name that would become a duplicate', async () => {
    const user = await t.createUser();
    await t.db.execute(sql`
      insert into tenants (tenant_name, contact_name, address, update_by)
        values ('BUDI  SANTOSO', 'IBU' || chr(9) || ' SARI', 'JL.  MELATI', 'test');
      insert into employees (employee_name, update_by) values ('AGUS   SALIM', 'test');
      insert into card_vendors (card_vendor_name, contact_name, update_by)
        values ('KUNCI  JAYA', 'PAK   JOKO', 'test'), ('KUNCI MAS', '', 'test'), ('KUNCI   MAS', '', 'test');
      insert into room_types (room_type_name, update_by)
        values ('VIP  A', 'test'), ('VIP   A', 'test'), ('SUITE' || chr(10) || 'B', 'test');`);
    await t.db.execute(sql`update users set first_name = 'SITI  NUR', last_name = 'RAHAYU' || chr(9) || chr(9) || 'PUTRI'
      where user_id = ${user.userId}`);

    await runMigration('0010_collapse_name_spaces');

    expect(
      await one(sql`select tenant_name, contact_name, address from tenants where tenant_name like 'BUDI%'`),
    ).toEqual([{ tenant_name: 'BUDI SANTOSO', contact_name: 'IBU SARI', address: 'JL.  MELATI' }]);
    expect(await one(sql`select employee_name from employees where employee_name like 'AGUS%'`)).toEqual([
      { employee_name: 'AGUS SALIM' },
    ]);
    expect(await one(sql`select first_name, last_name from users where user_id = ${user.userId}`)).toEqual([
      { first_name: 'SITI NUR', last_name: 'RAHAYU PUTRI' },
    ]);
    const vendors = await one(sql`select card_vendor_name as name, contact_name as contact from card_vendors
      where card_vendor_name like 'KUNCI%' order by card_vendor_id`);
    expect(vendors).toEqual([
      { name: 'KUNCI JAYA', contact: 'PAK JOKO' },
      { name: 'KUNCI MAS', contact: '' },
      { name: 'KUNCI   MAS', contact: '' },
    ]);
    const types = await one(sql`select room_type_name as name from room_types
      where room_type_name like 'VIP%' or room_type_name like 'SUITE%' order by room_type_id`);
    expect(types).toEqual([{ name: 'VIP A' }, { name: 'VIP   A' }, { name: 'SUITE B' }]);
  });
});
