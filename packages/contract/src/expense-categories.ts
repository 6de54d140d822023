import { z } from 'zod';
import { defineCall } from './call.js';
import {
  auditFields,
  pagedData,
  pageRequest,
  rowVersionField,
  statusToggle,
  ZRecordStatus,
  ZSeenRowVersion,
} from './common.js';
import { enumValues, RecordStatus } from './enums.js';
import { id, requiredUpperName } from './fields.js';
import { filterText, oneOfOrAll } from './filters.js';
import { paths } from './paths.js';

/** Column size of expense_categories. */
export const EXPENSE_CATEGORY_NAME_MAX = 50;

/**
 * What an expense is for (Listrik, Air, Gaji...): master data. Ids 1 (Household) and 2 (Human
 * Resource) are the specification's two and keep their meaning: an expense naming an employee is
 * a Human Resource one (expenses' `expenseCategory` is this id).
 */
const expenseCategoryFields = {
  expenseCategoryName: requiredUpperName('expenseCategoryName', EXPENSE_CATEGORY_NAME_MAX),
};

export const ZExpenseCategoryCreateRequest = z.object(expenseCategoryFields);
export type ExpenseCategoryCreateRequest = z.input<typeof ZExpenseCategoryCreateRequest>;

export const ZExpenseCategoryUpdateRequest = z.object({
  expenseCategoryId: id('expenseCategoryId'),
  ...expenseCategoryFields,
  rowVersion: ZSeenRowVersion,
});
export type ExpenseCategoryUpdateRequest = z.input<typeof ZExpenseCategoryUpdateRequest>;

export const ZExpenseCategoryIdRequest = z.object({ expenseCategoryId: id('expenseCategoryId') });
export const ZExpenseCategoryToggleRequest = statusToggle('expenseCategoryId', 'expenseCategoryId');

export const ZExpenseCategoryListRequest = z.object({
  expenseCategoryName: filterText('expenseCategoryName', EXPENSE_CATEGORY_NAME_MAX),
  status: oneOfOrAll('status', enumValues(RecordStatus)),
  ...pageRequest(),
});
export type ExpenseCategoryListRequest = z.input<typeof ZExpenseCategoryListRequest>;

export const ZExpenseCategoryRecord = z.object({
  expenseCategoryId: z.number().int(),
  expenseCategoryName: z.string(),
  status: ZRecordStatus,
  ...auditFields,
  ...rowVersionField,
});
export type ExpenseCategoryRecord = z.infer<typeof ZExpenseCategoryRecord>;

export const ZExpenseCategoryRow = ZExpenseCategoryRecord.extend({ rowNumber: z.number().int() });
export type ExpenseCategoryRow = z.infer<typeof ZExpenseCategoryRow>;

const ZSaved = z.object({ expenseCategoryId: z.number().int() });

export const expenseCategoryCalls = {
  create: defineCall({
    path: paths.expenseCategory.create,
    access: 'admin',
    summary: 'Creates an expense category; its name is unique (409 naming it).',
    request: ZExpenseCategoryCreateRequest,
    response: ZSaved,
  }),
  update: defineCall({
    path: paths.expenseCategory.update,
    access: 'admin',
    summary: 'Renames an expense category (its expenses follow: they name it by id).',
    request: ZExpenseCategoryUpdateRequest,
    response: ZSaved,
  }),
  delete: defineCall({
    path: paths.expenseCategory.delete,
    access: 'admin',
    summary:
      'Toggles an expense category between Active and Deleted (disabled); status is the one the client saw. A deleted category keeps its expenses and cannot be chosen for new ones.',
    request: ZExpenseCategoryToggleRequest,
    response: ZExpenseCategoryRecord,
  }),
  remove: defineCall({
    path: paths.expenseCategory.remove,
    access: 'admin',
    summary:
      'Removes an expense category no expense names (a mistaken one); one in use is refused (409 with how many expenses name it): delete (disable) it instead.',
    request: ZExpenseCategoryIdRequest,
    response: ZSaved,
  }),
  getById: defineCall({
    path: paths.expenseCategory.getById,
    access: 'admin',
    summary: 'One expense category.',
    request: ZExpenseCategoryIdRequest,
    response: ZExpenseCategoryRecord,
  }),
  getList: defineCall({
    path: paths.expenseCategory.getList,
    access: 'admin',
    summary: 'Expense categories filtered by name and status, paged; dropdowns ask pageSize 10000 and status 1.',
    request: ZExpenseCategoryListRequest,
    response: pagedData(ZExpenseCategoryRow),
  }),
};
