import { expenseCalls, expenseCategoryCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueName = () => `KATEGORI ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
const expense = { expenseDate: '2026-11-24', amount: 50_000, remark: 'token listrik' };

async function createCategory(name = uniqueName()) {
  const res = await t.call(expenseCategoryCalls.create, { expenseCategoryName: name }, t.adminToken);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { expenseCategoryId: res.body.data.expenseCategoryId as number, expenseCategoryName: name };
}

async function categoryCount() {
  return (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from expense_categories`)).rows[0]?.n;
}

describe('ExpenseCategory', () => {
  it('starts with the specification’s two by their ids and the kos defaults, active', async () => {
    const list = await t.call(expenseCategoryCalls.getList, { status: 1, pageSize: 10000 }, t.adminToken);
    expect(list.statusCode).toBe(200);
    const byId = Object.fromEntries(list.body.data.listData.map((c) => [c.expenseCategoryId, c.expenseCategoryName]));
    expect(byId[1]).toBe('RUMAH TANGGA');
    expect(byId[2]).toBe('SDM');
    expect(Object.values(byId)).toEqual(
      expect.arrayContaining([
        'LISTRIK',
        'AIR',
        'INTERNET',
        'KEBERSIHAN',
        'PERBAIKAN',
        'GAJI',
        'PAJAK/PBB',
        'IURAN RT',
      ]),
    );
  });

  it('creates, reads, renames and lists a category, its name upper-cased and trimmed', async () => {
    const name = uniqueName();
    const res = await t.call(
      expenseCategoryCalls.create,
      { expenseCategoryName: `  ${name.toLowerCase()} ` },
      t.adminToken,
    );
    expect(res.statusCode).toBe(200);
    const { expenseCategoryId } = res.body.data;
    const got = await t.call(expenseCategoryCalls.getById, { expenseCategoryId }, t.adminToken);
    expect(got.body.data).toMatchObject({ expenseCategoryId, expenseCategoryName: name, status: 1, updateBy: 'admin' });
    const renamed = `${name} BARU`;
    const updated = await t.call(
      expenseCategoryCalls.update,
      { expenseCategoryId, expenseCategoryName: renamed, rowVersion: got.body.data.rowVersion },
      t.adminToken,
    );
    expect(updated.statusCode).toBe(200);
    const listed = await t.call(expenseCategoryCalls.getList, { expenseCategoryName: 'baru' }, t.adminToken);
    expect(listed.body.data.listData.map((c) => c.expenseCategoryName)).toContain(renamed);
  });

  it.each([
    [{ expenseCategoryName: '' }, 'Expense Category Name is required!'],
    [{ expenseCategoryName: 'x'.repeat(51) }, 'Expense Category Name must be at most 50 characters'],
  ])('refuses case %# and stores nothing', async (input, message) => {
    const before = await categoryCount();
    const res = await t.call(expenseCategoryCalls.create, input, t.adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await categoryCount()).toBe(before);
  });

  it('refuses a name taken, saying when its holder is deleted', async () => {
    const taken = await t.call(expenseCategoryCalls.create, { expenseCategoryName: 'listrik' }, t.adminToken);
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe(english('expenseCategory.nameTaken', { name: 'LISTRIK' }));
    const gone = await createCategory();
    await t.call(expenseCategoryCalls.delete, { expenseCategoryId: gone.expenseCategoryId, status: 1 }, t.adminToken);
    const again = await t.call(
      expenseCategoryCalls.create,
      { expenseCategoryName: gone.expenseCategoryName },
      t.adminToken,
    );
    expect(again.body.message).toBe(english('expenseCategory.nameTakenDeleted', { name: gone.expenseCategoryName }));
  });

  it('is for administrators: staff are refused every call', async () => {
    const staff = await t.createUser();
    for (const [call, body] of [
      [expenseCategoryCalls.getList, {}],
      [expenseCategoryCalls.create, { expenseCategoryName: uniqueName() }],
    ] as const) {
      const res = await t.call(call as typeof expenseCategoryCalls.getList, body as never, staff.token);
      expect(res.statusCode).toBe(403);
    }
  });

  it('names an expense by id, its rows carrying the name; a deleted category is kept by its expenses, not chosen anew', async () => {
    const category = await createCategory();
    const created = await t.call(
      expenseCalls.create,
      { ...expense, expenseCategory: category.expenseCategoryId },
      t.adminToken,
    );
    expect(created.statusCode).toBe(200);
    const { expenseId } = created.body.data;
    const read = await t.call(expenseCalls.getById, { expenseId }, t.adminToken);
    expect(read.body.data).toMatchObject({
      expenseCategory: category.expenseCategoryId,
      expenseCategoryName: category.expenseCategoryName,
    });
    const listed = await t.call(expenseCalls.getList, { dateFrom: '2026-11-24', dateTo: '2026-11-24' }, t.adminToken);
    expect(listed.body.data.listData.find((r) => r.expenseId === expenseId)?.expenseCategoryName).toBe(
      category.expenseCategoryName,
    );

    // Deleting (disabling) one in use is allowed: its expenses keep it and can still be edited.
    const disabled = await t.call(
      expenseCategoryCalls.delete,
      { expenseCategoryId: category.expenseCategoryId, status: 1 },
      t.adminToken,
    );
    expect(disabled.statusCode).toBe(200);
    expect(disabled.body.data.status).toBe(2);
    const kept = await t.call(
      expenseCalls.update,
      { ...expense, expenseId, expenseCategory: category.expenseCategoryId, amount: 60_000 },
      t.adminToken,
    );
    expect(kept.statusCode).toBe(200);
    const refused = await t.call(
      expenseCalls.create,
      { ...expense, expenseCategory: category.expenseCategoryId },
      t.adminToken,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(english('expenseCategory.notAvailable'));
    const moved = await t.call(
      expenseCalls.update,
      { ...expense, expenseId, expenseCategory: 1, amount: 60_000 },
      t.adminToken,
    );
    expect(moved.statusCode).toBe(200);
    const back = await t.call(
      expenseCalls.update,
      { ...expense, expenseId, expenseCategory: category.expenseCategoryId, amount: 60_000 },
      t.adminToken,
    );
    expect(back.statusCode).toBe(400);
  });

  it('removes only a category no expense names; one in use is refused and stays', async () => {
    const used = await createCategory();
    await t.call(expenseCalls.create, { ...expense, expenseCategory: used.expenseCategoryId }, t.adminToken);
    const refused = await t.call(
      expenseCategoryCalls.remove,
      { expenseCategoryId: used.expenseCategoryId },
      t.adminToken,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(english('expenseCategory.inUse', { name: used.expenseCategoryName, count: 1 }));
    expect(
      (await t.call(expenseCategoryCalls.getById, { expenseCategoryId: used.expenseCategoryId }, t.adminToken))
        .statusCode,
    ).toBe(200);
    // The specification's two are always in use once an expense names them.
    await t.call(expenseCalls.create, { ...expense, expenseCategory: 2 }, t.adminToken);
    expect((await t.call(expenseCategoryCalls.remove, { expenseCategoryId: 2 }, t.adminToken)).statusCode).toBe(409);

    const unused = await createCategory();
    const removed = await t.call(
      expenseCategoryCalls.remove,
      { expenseCategoryId: unused.expenseCategoryId },
      t.adminToken,
    );
    expect(removed.statusCode).toBe(200);
    const gone = await t.call(
      expenseCategoryCalls.getById,
      { expenseCategoryId: unused.expenseCategoryId },
      t.adminToken,
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.body.message).toBe(english('expenseCategory.notFound'));
  });
});
