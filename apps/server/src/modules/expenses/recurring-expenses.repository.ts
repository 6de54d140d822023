import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import type { ExpenseValues } from './expenses.repository.js';

/** A lock no other work takes: one server makes the month's entries at a time (the unique key would refuse a second anyway). */
const MONTHLY_EXPENSES_LOCK = 7_302_114_511;

export function createRecurringExpensesRepository() {
  return {
    /** A monthly expense copying `v`, on its expense date's day of the month, from that month. */
    async insert(tx: Executor, v: ExpenseValues, updateBy: string) {
      const result = await tx.execute<{ id: number }>(sql`
        insert into recurring_expenses (expense_category, employee_id, amount, remark, property_id, day_of_month,
                                        start_month, update_by)
        values (${v.expenseCategory}, ${v.employeeId}, ${v.amount}, ${v.remark}, ${v.propertyId ?? null},
                extract(day from ${v.expenseDate}::date), date_trunc('month', ${v.expenseDate}::date)::date, ${updateBy})
        returning recurring_expense_id as id`);
      return Number(result.rows[0]?.id);
    },

    /** Stops one; answers whether it exists. Stopping a stopped one changes nothing. */
    async stop(tx: Executor, recurringExpenseId: number, updateBy: string) {
      await tx.execute(sql`
        update recurring_expenses set status = 2, update_by = ${updateBy}, update_date = now()
        where recurring_expense_id = ${recurringExpenseId} and status = 1`);
      const found = await tx.execute(
        sql`select 1 from recurring_expenses where recurring_expense_id = ${recurringExpenseId}`,
      );
      return found.rows.length === 1;
    },

    /**
     * Every entry due by \`today\` and not yet made, for every month since each monthly expense
     * began (a server that was off for a month catches up): one statement, so a run stopped
     * half-way made nothing, and the unique key (recurring expense, month) means a month's entry
     * is made once whatever runs it again or at the same time. Answers how many were made, or
     * null when another server holds the run.
     */
    async makeDue(tx: Executor, today: string): Promise<number | null> {
      const lock = await tx.execute<{ ok: boolean }>(
        sql`select pg_try_advisory_xact_lock(${MONTHLY_EXPENSES_LOCK}::bigint) as ok`,
      );
      if (!lock.rows[0]?.ok) return null;
      const made = await tx.execute(sql`
        with due as (
          select r.*, m.month::date as month,
                 least(m.month::date + (r.day_of_month - 1), (m.month + interval '1 month')::date - 1) as day
          from recurring_expenses r
          cross join lateral generate_series(r.start_month, date_trunc('month', ${today}::date), interval '1 month') m(month)
          where r.status = 1)
        insert into expenses (expense_date, expense_category, employee_id, amount, remark, property_id, update_by,
                              recurring_expense_id, recurring_month)
        select d.day, d.expense_category, d.employee_id, d.amount, d.remark, d.property_id, 'system',
               d.recurring_expense_id, d.month
        from due d where d.day <= ${today}::date
        order by d.recurring_expense_id, d.month
        on conflict (recurring_expense_id, recurring_month) do nothing
        returning expense_id`);
      return made.rows.length;
    },
  };
}
