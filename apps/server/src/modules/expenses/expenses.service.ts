import { type CallRequest, type Expense, type expenseCalls, RecordStatus, refusal } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { statusRecords } from '../../db/record-status.js';
import { refuseUnchanged, type UpdateTarget, unchangedSince } from '../../db/row-version.js';
import { cursorPageOf } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { badRequest } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { EmployeesService } from '../employees/employees.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import { createExpensesRepository, type ExpenseValues } from './expenses.repository.js';
import { expenses } from './expenses.table.js';

type Req<K extends keyof typeof expenseCalls> = CallRequest<(typeof expenseCalls)[K]>;

const valuesOf = (input: Req<'create'> | Req<'update'>): ExpenseValues => ({
  expenseDate: input.expenseDate,
  expenseCategory: input.expenseCategory,
  employeeId: input.employeeId,
  amount: input.amount,
  remark: input.remark,
  propertyId: input.propertyId,
});

export function createExpensesService({
  db,
  employees,
  properties,
}: {
  db: Database;
  employees: EmployeesService;
  properties: PropertiesService;
}) {
  const repo = createExpensesRepository(db);

  const records = statusRecords<Expense>(db, {
    table: expenses,
    idColumn: expenses.expenseId,
    notFound: refusal('expense.notFound'),
    find: (expenseId) => repo.findById(expenseId),
  });

  /**
   * A named employee must exist and be active; they stay share-locked until the expense is saved.
   */
  async function save<T>(values: ExpenseValues, write: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      // A property named must be active; it stays share-locked until the expense is saved.
      if (values.propertyId) await properties.chosen(tx, values.propertyId);
      if (values.employeeId !== null) {
        const employee = await employees.lockForUse(tx, values.employeeId);
        if (employee?.status !== RecordStatus.Active)
          throw badRequest(refusal('expense.employeeNotAvailable'), 'employeeId');
      }
      return write(tx);
    });
  }

  return {
    getById: records.getById,

    /** The list's whole filtered set, for an export. */
    everyRow: (filter: Omit<Req<'getList'>, 'pageSize' | 'pageIndex' | 'cursor'>) => repo.everyRow(filter),

    async list(filter: Req<'getList'>) {
      const found = await repo.list(filter);
      return { ...cursorPageOf(found, filter), totalExpense: found.sum };
    },

    async create(actor: CurrentUser, input: Req<'create'>) {
      const values = valuesOf(input);
      return save(values, (tx) => repo.insert(tx, values, actor.username));
    },

    async update(actor: CurrentUser, input: Req<'update'>) {
      const values = valuesOf(input);
      const target: UpdateTarget = {
        table: expenses,
        idColumn: expenses.expenseId,
        updateDateColumn: expenses.updateDate,
        statusColumn: expenses.status,
        id: input.expenseId,
        seen: input.rowVersion,
        notFound: refusal('expense.notFound'),
      };
      await save(values, async (tx) => {
        if (!(await repo.update(tx, unchangedSince(target), values, actor.username))) await refuseUnchanged(tx, target);
      });
      return { expenseId: input.expenseId };
    },

    toggleStatus: (actor: CurrentUser, input: Req<'delete'>) =>
      records.toggleStatus(actor.username, input.expenseId, input.status),
  };
}

export type ExpensesService = ReturnType<typeof createExpensesService>;
