import { type CallRequest, expenseCategoryCalls as calls, type expenseCategoryCalls, refusal } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createMasterDataService, defineMasterData, type InUseCheck } from '../master-data/master-data.service.js';
import { expenseCategoriesRepository as repo } from './expense-categories.repository.js';
import { expenseCategories } from './expense-categories.table.js';

const expenseCategoryData = defineMasterData({
  calls,
  table: expenseCategories,
  id: 'expenseCategoryId',
  name: 'expenseCategoryName',
  notFound: refusal('expenseCategory.notFound'),
  uniqueName: {
    index: 'expense_categories_name_key',
    taken: (name) => refusal('expenseCategory.nameTaken', { name }),
    takenDeleted: (name) => refusal('expenseCategory.nameTakenDeleted', { name }),
  },
});

/**
 * Expense categories (README.md). Deleting one is disabling it (the master toggle, always allowed:
 * its expenses keep it); Remove takes away one no expense names, and `inUse` is the expenses
 * module's answer to whether any does.
 */
export function createExpenseCategoriesService({ db, inUse }: { db: Database; inUse: InUseCheck }) {
  const master = createMasterDataService(db, expenseCategoryData);
  return {
    ...master,

    async remove(_actor: CurrentUser, input: CallRequest<(typeof expenseCategoryCalls)['remove']>) {
      const id = input.expenseCategoryId;
      await db.transaction(async (tx) => {
        const current = await repo.lockForRemoval(tx, id);
        if (!current) throw notFound(refusal('expenseCategory.notFound'));
        const used = await inUse(tx, { id, name: current.name });
        if (used) throw conflict(used);
        await repo.remove(tx, id);
      });
      return { expenseCategoryId: id };
    },
  };
}

export type ExpenseCategoriesService = ReturnType<typeof createExpenseCategoriesService>;
