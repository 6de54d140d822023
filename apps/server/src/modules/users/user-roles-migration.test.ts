import { Role } from '@kamar/contract';
import { afterAll, expect, it } from 'vitest';
import { emptyDatabases } from '../../../test/empty-database.js';
import { databaseBefore } from '../../../test/migration-upgrade.js';

/**
 * The migration that brought roles (`*_user_roles`), on a database left just before it: every
 * administrator becomes an Owner, every other user Front desk, disabled ones too; the admin flag
 * then follows the role and cannot be written apart from it; nobody is named for the change.
 */
const databases = emptyDatabases();
afterAll(() => databases.dropAll());

it('makes administrators Owners and staff Front desk, and keeps isAdmin the Owner’s', async () => {
  const { client, upgrade } = await databaseBefore(databases, '_user_roles');
  await client.query(`insert into users (username, first_name, last_name, password_hash, is_admin, status, update_by)
    values ('boss', 'B', 'B', 'x', true, 1, 'admin'), ('desk', 'D', 'D', 'x', false, 1, 'admin'),
           ('gone', 'G', 'G', 'x', true, 2, 'admin')`);
  const audited = (await client.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]?.n;
  await upgrade(async (db) => {
    const rows = (
      await db.$client.query<{ username: string; role: number; is_admin: boolean }>(
        `select username, role, is_admin from users where username in ('boss', 'desk', 'gone') order by username`,
      )
    ).rows;
    expect(rows).toEqual([
      { username: 'boss', role: Role.Owner, is_admin: true },
      { username: 'desk', role: Role.FrontDesk, is_admin: false },
      { username: 'gone', role: Role.Owner, is_admin: true },
    ]);
    expect((await db.$client.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]?.n).toBe(
      audited,
    );
    await db.$client.query(`update users set role = ${Role.Manager} where username = 'boss'`);
    const boss = (await db.$client.query(`select is_admin from users where username = 'boss'`)).rows[0];
    expect(boss).toEqual({ is_admin: false });
    await expect(db.$client.query(`update users set is_admin = true where username = 'desk'`)).rejects.toThrow();
    await expect(db.$client.query(`update users set role = 4 where username = 'desk'`)).rejects.toThrow();
  });
});
