import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  allCalls,
  allExports,
  enumLabelsEn,
  PERMISSIONS,
  type Permission,
  permissionOf,
  Role,
  roleMay,
} from '@kamar/contract';
import { describe, expect, it } from 'vitest';

const served = [...allCalls, ...allExports];

/**
 * The README's Roles table, made from the contract's table (what each permission lets one do in
 * English, who holds it, its calls). The README must hold it as made: `WRITE_ROLES_TABLE=1` on this
 * test writes it there after a change of the table.
 */
function rolesTable(): string {
  const yes = (permission: Permission, role: Role) => (roleMay(role, permission) ? 'yes' : '');
  const callsOf = (permission: Permission) =>
    served
      .filter((c) => permissionOf(c.path) === permission)
      .map((c) => `\`${c.path.replace('/api/', '')}\``)
      .join(', ');
  const rows = PERMISSIONS.map(
    (p) =>
      `| \`${p}\` | ${enumLabelsEn.permission[p]} | ${yes(p, Role.Owner)} | ${yes(p, Role.Manager)} | ${yes(p, Role.FrontDesk)} | ${callsOf(p) || '(checked inside Booking/Create and Update)'} |`,
  );
  return [
    '| permission | lets one | Owner | Manager | Front desk | calls |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

describe("the README's Roles table", () => {
  it('is the contract’s table', () => {
    const file = fileURLToPath(new URL('../../../README.md', import.meta.url));
    const readme = fs.readFileSync(file, 'utf8');
    const start = '<!-- roles table: made by apps/server/test/roles-table.test.ts -->\n';
    const end = '\n<!-- end of roles table -->';
    const from = readme.indexOf(start);
    const to = readme.indexOf(end, from);
    expect(from, 'README has the Roles table markers').toBeGreaterThan(0);
    const table = rolesTable();
    if (process.env.WRITE_ROLES_TABLE) {
      fs.writeFileSync(file, readme.slice(0, from + start.length) + table + readme.slice(to));
      return;
    }
    expect(readme.slice(from + start.length, to)).toBe(table);
  });
});
