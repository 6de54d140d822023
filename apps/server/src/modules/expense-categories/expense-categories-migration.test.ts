import { afterAll, expect, it } from 'vitest';
import { emptyDatabases } from '../../../test/empty-database.js';
import { databaseBefore } from '../../../test/migration-upgrade.js';

/**
 * Migration expense_categories on a database with expenses of the specification's two categories:
 * they keep their category by the same id (1 Household, 2 Human Resource), the kos defaults
 * follow, and a new category takes the next id.
 */
const databases = emptyDatabases();
afterAll(() => databases.dropAll());

it('keeps every expense’s category by its id and adds the kos defaults after the two', async () => {
  const { q, upgrade } = await databaseBefore(databases, '_expense_categories');
  await q(`insert into employees (employee_name, salary, update_by) values ('SARI', 0, 'test')`);
  await q(`insert into expenses (expense_date, expense_category, employee_id, amount, remark, update_by)
           select '2026-10-01'::date, 1, null, 75000, 'LISTRIK', 'test' union all
           select '2026-10-25'::date, 2, employee_id, 2500000, 'GAJI SARI', 'test' from employees`);
  await upgrade(async (db) => {
    const categories = await db.$client.query(
      'select expense_category_id as id, expense_category_name as name, status from expense_categories order by 1',
    );
    expect(categories.rows).toEqual(
      [
        'RUMAH TANGGA',
        'SDM',
        'LISTRIK',
        'AIR',
        'INTERNET',
        'KEBERSIHAN',
        'PERBAIKAN',
        'GAJI',
        'PAJAK/PBB',
        'IURAN RT',
      ].map((name, i) => ({ id: i + 1, name, status: 1 })),
    );
    const expenses = await db.$client.query(
      `select e.remark, e.expense_category as category, c.expense_category_name as name, e.employee_id is not null as paid
       from expenses e join expense_categories c on c.expense_category_id = e.expense_category order by e.expense_date`,
    );
    expect(expenses.rows).toEqual([
      { remark: 'LISTRIK', category: 1, name: 'RUMAH TANGGA', paid: false },
      { remark: 'GAJI SARI', category: 2, name: 'SDM', paid: true },
    ]);
    const next = await db.$client.query<{ id: number }>(
      `insert into expense_categories (expense_category_name, update_by) values ('PARKIR', 'test')
       returning expense_category_id as id`,
    );
    expect(next.rows[0]?.id).toBe(11);
    // Only a real category may be named.
    await expect(
      db.$client.query(
        `insert into expenses (expense_date, expense_category, amount, update_by) values ('2026-11-01', 99, 1, 'test')`,
      ),
    ).rejects.toThrow(/foreign key/);
  });
});
