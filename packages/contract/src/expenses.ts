import { z } from 'zod';
import { defineCall } from './call.js';
import {
  auditFields,
  cursorPagedData,
  cursorPageRequest,
  rowVersionField,
  statusToggle,
  ZRecordStatus,
  ZSeenRowVersion,
} from './common.js';
import { ExpenseCategory, enumValues, RecordStatus } from './enums.js';
import { boolean, id, isoDate, money, optionalText, say } from './fields.js';
import { dateOrAll, oneOfOrAll } from './filters.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { optionalChoiceId } from './master-data-fields.js';
import { paths } from './paths.js';
import { REMARK_MAX } from './payments.js';
import { propertyFilter } from './properties.js';

/**
 * An expense category's id (ExpenseCategory/GetList): 1 Household and 2 Human Resource are the
 * specification's two and keep their meaning; the others are the business's own.
 */
export const ZExpenseCategory = id('expenseCategory');

const expenseFields = {
  expenseDate: isoDate('expenseDate'),
  expenseCategory: ZExpenseCategory,
  /** Human Resource only: the employee paid (salary); optional. */
  employeeId: id('employee')
    .nullish()
    .transform((v) => v ?? null),
  amount: money('amount', 1),
  /** Spec section 5: the remark is upper-cased. */
  remark: optionalText('remark', REMARK_MAX).transform((v) => v.toUpperCase()),
};

const employeeOnlyForHumanResource = (value: { expenseCategory: number; employeeId: number | null }) =>
  value.employeeId === null || value.expenseCategory === ExpenseCategory.HumanResource;
const employeeRule = { path: ['employeeId'], message: issueMessage(refusal('expense.employeeOnlyForHumanResource')) };

/** The property an expense is of; none (null, 0 or missing): the business's as a whole. */
export const ZExpenseCreateRequest = z
  .object({
    ...expenseFields,
    propertyId: optionalChoiceId('property'),
    /**
     * Made again every month (the business's daily work makes each month's entry on the same day,
     * the month's last day when it is shorter), each entry an expense of its own; left out: once.
     */
    repeatMonthly: boolean('repeatMonthly')
      .optional()
      .transform((v) => v ?? false),
  })
  .refine(employeeOnlyForHumanResource, employeeRule);
export type ExpenseCreateRequest = z.input<typeof ZExpenseCreateRequest>;

export const ZExpenseUpdateRequest = z
  .object({
    expenseId: id('expense'),
    ...expenseFields,
    // Left out (the spec's client), the expense keeps its property; null or 0: the business's.
    propertyId: z
      .union([id('property'), z.literal(0), z.null()], { error: say.invalidChoice('property') })
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    rowVersion: ZSeenRowVersion,
  })
  .refine(employeeOnlyForHumanResource, employeeRule);
export type ExpenseUpdateRequest = z.input<typeof ZExpenseUpdateRequest>;

export const ZExpenseIdRequest = z.object({ expenseId: id('expense') });
export const ZExpenseToggleRequest = statusToggle('expenseId', 'expense');

export const ZExpenseListRequest = z
  .object({
    dateFrom: dateOrAll('dateFrom'),
    dateTo: dateOrAll('dateTo'),
    status: oneOfOrAll('status', enumValues(RecordStatus)),
    propertyId: propertyFilter(),
    ...cursorPageRequest(),
  })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    path: ['dateTo'],
    message: issueMessage(refusal('expense.dateRangeReversed')),
  });
export type ExpenseListRequest = z.input<typeof ZExpenseListRequest>;

export const ZExpense = z.object({
  expenseId: z.number().int(),
  expenseDate: z.string(),
  expenseCategory: z.number().int(),
  expenseCategoryName: z.string(),
  employeeId: z.number().int().nullable(),
  employeeName: z.string(),
  /** The monthly repetition this expense belongs to (made by it, or the one it started); null: a one-off. */
  recurringExpenseId: z.number().int().nullable(),
  /** Whether that repetition still makes an entry every month. */
  repeating: z.boolean(),
  amount: z.number().int(),
  remark: z.string(),
  /** null: the business's as a whole, not one property's. */
  propertyId: z.number().int().nullable(),
  propertyName: z.string().nullable(),
  status: ZRecordStatus,
  ...auditFields,
  ...rowVersionField,
});
export type Expense = z.infer<typeof ZExpense>;

export const ZExpenseRow = ZExpense.extend({ rowNumber: z.number().int() });
export type ExpenseRow = z.infer<typeof ZExpenseRow>;

export const ZExpenseList = cursorPagedData(ZExpenseRow).extend({ totalExpense: z.number().int() });
export const ZStopRepeatingRequest = z.object({ recurringExpenseId: id('recurringExpenseId') });
export type StopRepeatingRequest = z.input<typeof ZStopRepeatingRequest>;
export const ZExpenseSaved = z.object({ expenseId: z.number().int() });

export const expenseCalls = {
  create: defineCall({
    path: paths.expense.create,
    access: 'admin',
    summary: 'Records an expense; a Human Resource expense may name the active employee paid.',
    request: ZExpenseCreateRequest,
    response: ZExpenseSaved,
  }),
  update: defineCall({
    path: paths.expense.update,
    access: 'admin',
    summary: 'Changes an expense.',
    request: ZExpenseUpdateRequest,
    response: ZExpenseSaved,
  }),
  delete: defineCall({
    path: paths.expense.delete,
    access: 'admin',
    summary: 'Toggles an expense between Active and Deleted; status is the one the client saw.',
    request: ZExpenseToggleRequest,
    response: ZExpense,
  }),
  getById: defineCall({
    path: paths.expense.getById,
    access: 'admin',
    summary: 'One expense.',
    request: ZExpenseIdRequest,
    response: ZExpense,
  }),
  stopRepeating: defineCall({
    path: paths.expense.stopRepeating,
    access: 'admin',
    summary:
      'Stops a monthly expense: no more entries are made; those made stay as they are (each editable on its own). Stopping one already stopped changes nothing.',
    request: ZStopRepeatingRequest,
    response: z.object({ recurringExpenseId: z.number().int() }),
  }),
  getList: defineCall({
    path: paths.expense.getList,
    access: 'admin',
    summary: 'Expenses between two dates, by status, paged, with the total of the filtered set.',
    request: ZExpenseListRequest,
    response: ZExpenseList,
  }),
};
