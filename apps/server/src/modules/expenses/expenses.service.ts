import { type CallRequest, type Expense, type expenseCalls, RecordStatus, refusal } from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { statusRecords } from '../../db/record-status.js';
import { refuseUnchanged, type UpdateTarget, unchangedSince } from '../../db/row-version.js';
import { cursorPageOf } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { EmployeesService } from '../employees/employees.service.js';
import type { ExpenseCategoriesService } from '../expense-categories/expense-categories.service.js';
import type { InUseCheck } from '../master-data/master-data.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import { createExpensesRepository, type ExpenseValues } from './expenses.repository.js';
import { expenses } from './expenses.table.js';
import { createRecurringExpensesRepository } from './recurring-expenses.repository.js';

type Req<K extends keyof typeof expenseCalls> = CallRequest<(typeof expenseCalls)[K]>;

const valuesOf = (input: Omit<Req<'create'>, 'repeatMonthly'> | Req<'update'>): ExpenseValues => ({
  expenseDate: input.expenseDate,
  expenseCategory: input.expenseCategory,
  employeeId: input.employeeId,
  amount: input.amount,
  remark: input.remark,
  propertyId: input.propertyId,
});

export interface ExpensesDeps {
  db: Database;
  employees: EmployeesService;
  categories: Pick<ExpenseCategoriesService, 'lockForUse'>;
  clock: Clock;
  businessTimezone: string;
  properties: Pick<PropertiesService, 'chosen'>;
}

/** Whether expenses name an expense category (asked before it is removed): expense categories get it from services.ts. */
export function expenseCategoryUsage(db: Database): InUseCheck {
  const repo = createExpensesRepository(db);
  return async (tx, { id, name }) => {
    const count = await repo.countUsing(tx, id);
    return count === 0 ? null : refusal('expenseCategory.inUse', { name, count });
  };
}

export function createExpensesService({
  db,
  employees,
  categories,
  clock,
  businessTimezone,
  properties,
}: ExpensesDeps) {
  const repo = createExpensesRepository(db);
  const recurring = createRecurringExpensesRepository();

  const records = statusRecords<Expense>(db, {
    table: expenses,
    idColumn: expenses.expenseId,
    notFound: refusal('expense.notFound'),
    find: (expenseId) => repo.findById(expenseId),
  });

  /**
   * The category must exist and be active (an expense may keep one deleted since: `kept`), and a
   * named employee must exist and be active; both stay share-locked until the expense is saved.
   */
  async function save<T>(
    values: ExpenseValues,
    write: (tx: Tx) => Promise<T>,
    kept?: (tx: Tx) => Promise<number | undefined>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const category = await categories.lockForUse(tx, values.expenseCategory);
      if (category?.status !== RecordStatus.Active && (!category || (await kept?.(tx)) !== values.expenseCategory))
        throw badRequest(refusal('expenseCategory.notAvailable'), 'expenseCategory');
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

    /** `repeatMonthly`: a monthly expense starts, this expense its first month's entry. */
    async create(actor: CurrentUser, input: Req<'create'>) {
      const values = valuesOf(input);
      return save(values, async (tx) => {
        const recurringId = input.repeatMonthly ? await recurring.insert(tx, values, actor.username) : null;
        return repo.insert(tx, values, actor.username, recurringId);
      });
    },

    async stopRepeating(actor: CurrentUser, input: Req<'stopRepeating'>) {
      const found = await db.transaction((tx) => recurring.stop(tx, input.recurringExpenseId, actor.username));
      if (!found) throw notFound(refusal('expense.notFound'));
      return { recurringExpenseId: input.recurringExpenseId };
    },

    /** The monthly expenses' entries due by today not yet made (the daily work); null when another server makes them. */
    makeMonthlyEntries: () =>
      db.transaction((tx) => recurring.makeDue(tx, businessDate(clock.now(), businessTimezone))),

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
      await save(
        values,
        async (tx) => {
          if (!(await repo.update(tx, unchangedSince(target), values, actor.username)))
            await refuseUnchanged(tx, target);
        },
        (tx) => repo.categoryOf(tx, input.expenseId),
      );
      return { expenseId: input.expenseId };
    },

    toggleStatus: (actor: CurrentUser, input: Req<'delete'>) =>
      records.toggleStatus(actor.username, input.expenseId, input.status),
  };
}

export type ExpensesService = ReturnType<typeof createExpensesService>;
