import { type CallRequest, type Expense, type expenseCalls, messages } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { toggleRecordStatus } from '../../db/record-status.js';
import { withRowNumbers } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createExpensesRepository, type ExpenseValues } from './expenses.repository.js';
import { expenses } from './expenses.table.js';

type Req<K extends keyof typeof expenseCalls> = CallRequest<(typeof expenseCalls)[K]>;

const valuesOf = (input: Req<'create'>): ExpenseValues => ({
  expenseDate: input.expenseDate,
  expenseCategory: input.expenseCategory,
  employeeId: input.employeeId,
  amount: input.amount,
  remark: input.remark,
});

export function createExpensesService({ db }: { db: Database }) {
  const repo = createExpensesRepository(db);

  async function getById(expenseId: number): Promise<Expense> {
    const expense = await repo.findById(expenseId);
    if (!expense) throw notFound('expenseNotFound');
    return expense;
  }

  /** A named employee must exist and be active when the expense is saved. */
  async function save(values: ExpenseValues, write: (tx: Tx) => Promise<unknown>) {
    return db.transaction(async (tx) => {
      if (values.employeeId !== null && !(await repo.isActiveEmployee(tx, values.employeeId))) {
        throw badRequest(messages.employeeNotAvailable, 'employeeId');
      }
      return write(tx);
    });
  }

  return {
    getById,

    async list(filter: Req<'getList'>) {
      const { rows, total, sum } = await repo.list(filter);
      return { listData: withRowNumbers(rows, filter), totalData: total, totalExpense: sum };
    },

    async create(actor: CurrentUser, input: Req<'create'>) {
      const values = valuesOf(input);
      return (await save(values, (tx) => repo.insert(tx, values, actor.username))) as { expenseId: number };
    },

    async update(actor: CurrentUser, input: Req<'update'>) {
      const values = valuesOf(input);
      const found = await save(values, (tx) => repo.update(tx, input.expenseId, values, actor.username));
      if (!found) throw notFound('expenseNotFound');
      return { expenseId: input.expenseId };
    },

    async toggleStatus(actor: CurrentUser, input: Req<'delete'>) {
      await toggleRecordStatus(db, {
        table: expenses,
        idColumn: expenses.expenseId,
        id: input.expenseId,
        seenStatus: input.status,
        updateBy: actor.username,
        notFoundMessage: messages.expenseNotFound,
      });
      return getById(input.expenseId);
    },
  };
}
