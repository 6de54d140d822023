import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction.js';

/** What the master kit does not: a category removed for good (only one no expense names). */
export const expenseCategoriesRepository = {
  /** The category, locked for update until the transaction ends (an expense saved meanwhile waits). */
  async lockForRemoval(tx: Tx, expenseCategoryId: number) {
    const found = await tx.execute<{ name: string }>(sql`
      select expense_category_name as name from expense_categories
      where expense_category_id = ${expenseCategoryId} for update`);
    return found.rows[0];
  },

  async remove(tx: Tx, expenseCategoryId: number) {
    await tx.execute(sql`delete from expense_categories where expense_category_id = ${expenseCategoryId}`);
  },
};
