import type { Expense } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { ofCallsProperties, ofSomeProperties } from '../../db/actor-scope.js';
import type { Database } from '../../db/client.js';
import { bucketJump, carriedTotals, type ListOrder, readPage } from '../../db/paging.js';
import { type RowQuery, rawRowQuery, withCount } from '../../db/row-query.js';
import { rowVersionOf } from '../../db/row-version.js';
import { limitOffset } from '../../db/sql-helpers.js';
import type { Executor } from '../../db/transaction.js';

export interface ExpenseFilter {
  dateFrom: string | undefined;
  dateTo: string | undefined;
  status: number | undefined;
  propertyId?: number | undefined;
  pageSize: number;
  pageIndex: number;
  cursor?: string | undefined;
}

export interface ExpenseValues {
  expenseDate: string;
  expenseCategory: number;
  employeeId: number | null;
  amount: number;
  remark: string;
  /** null: the business's as a whole; undefined (an update that names none): kept. */
  propertyId: number | null | undefined;
}

const COLUMNS = sql`
  e.expense_id as "expenseId", to_char(e.expense_date, 'YYYY-MM-DD"T"00:00:00') as "expenseDate",
         e.expense_category as "expenseCategory", c.expense_category_name as "expenseCategoryName",
         e.employee_id as "employeeId", coalesce(m.employee_name, '') as "employeeName", e.amount, e.remark,
         e.property_id as "propertyId", p.property_name as "propertyName",
         e.status::int as status, e.recurring_expense_id as "recurringExpenseId", coalesce(rr.status = 1, false) as repeating,
         to_char(e.create_date, 'YYYY-MM-DD"T"HH24:MI:SS') as "createDate",
         to_char(e.update_date, 'YYYY-MM-DD"T"HH24:MI:SS') as "updateDate", e.update_by as "updateBy",
         ${rowVersionOf(sql`e.update_date`)} as "rowVersion"`;
const FROM = sql`from expenses e join expense_categories c on c.expense_category_id = e.expense_category
  left join employees m on m.employee_id = e.employee_id
  left join properties p on p.property_id = e.property_id
  left join recurring_expenses rr on rr.recurring_expense_id = e.recurring_expense_id`;
const SELECT = sql`select ${COLUMNS} ${FROM}`;
/** The columns that carry the list's totals on each row of a page read with them. */
const CARRIED = ['__total', '__sum'] as const;

/** Newest first, for a cursor: expenses_list_order_idx is (expense_date, expense_id). */
const NEWEST_FIRST: ListOrder<Expense> = {
  name: 'expenses',
  columns: [
    { sql: sql`e.expense_date`, kind: 'date' },
    { sql: sql`e.expense_id`, kind: 'bigint' },
  ],
  descending: true,
  keyOf: (row) => [row.expenseDate.slice(0, 10), row.expenseId],
};

function whereOf(filter: ExpenseFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.dateFrom) conditions.push(sql`e.expense_date >= ${filter.dateFrom}`);
  if (filter.dateTo) conditions.push(sql`e.expense_date <= ${filter.dateTo}`);
  if (filter.status) conditions.push(sql`e.status = ${filter.status}`);
  if (filter.propertyId) conditions.push(sql`e.property_id = ${filter.propertyId}`);
  // A call of some properties names its properties as one array, read by expenses_property_idx
  // (the policy alone tested each of the business's expenses: db/actor-scope.ts).
  else conditions.push(ofCallsProperties(sql`e.property_id`));
  return sql.join(conditions, sql` and `);
}

/**
 * Where the list's count, sum and day jump are read: the kept per-day totals, which are the
 * business's; one property's expenses (or a call's of some properties) are counted from the rows
 * (expenses_property_idx).
 */
function countedFrom(filter: Pick<ExpenseFilter, 'propertyId'>) {
  return ofSomeProperties(filter)
    ? { from: sql`expenses e`, rows: sql`count(*)`, amount: sql`e.amount` }
    : { from: sql`expense_day_totals e`, rows: sql`sum(e.row_count)`, amount: sql`e.amount` };
}

export function createExpensesRepository(db: Database) {
  return {
    async findById(expenseId: number): Promise<Expense | undefined> {
      const result = await db.execute<Expense>(sql`${SELECT} where e.expense_id = ${expenseId}`);
      return result.rows[0];
    },

    /**
     * One page, and the count and sum of the whole filtered set, summed from the kept
     * per-day totals (expense_day_totals), which answer every filter this list has; a page asked
     * by its number deep in the list is read from its day's edge (bucketJump).
     */
    async list(filter: ExpenseFilter) {
      const where = whereOf(filter);
      const counted = countedFrom(filter);
      const totals = sql`
        select coalesce(${counted.rows}, 0)::int as total, coalesce(sum(${counted.amount}), 0) as sum
        from ${counted.from} where ${where}`;
      return readPage(
        filter,
        async () => {
          const result = await db.execute<{ total: number; sum: number }>(totals);
          const t = result.rows[0];
          return { total: Number(t?.total ?? 0), sum: Number(t?.sum ?? 0) };
        },
        {
          async read(page, withTotals) {
            const result = await db.execute(sql`
              -- The totals once (materialized), never again for each of the page's rows.
              with ${withTotals ? sql`t as materialized (${totals}),` : sql``} page as (
                select e.expense_id from expenses e where ${where} and ${page.seek}
                order by ${page.backwards ? sql`e.expense_date, e.expense_id` : sql`e.expense_date desc, e.expense_id desc`}
                ${limitOffset(page.limit, page.offset)})
              select ${COLUMNS}${withTotals ? sql`, t.total as "__total", t.sum as "__sum"` : sql``}
              ${FROM} join page on page.expense_id = e.expense_id
              ${withTotals ? sql`cross join t` : sql``}
              order by e.expense_date desc, e.expense_id desc`);
            const { rows, totals: carried } = carriedTotals<Expense, { total: number; sum: number }>(
              result.rows,
              CARRIED,
              (first) => ({ total: Number(first.__total), sum: Number(first.__sum) }),
            );
            return { rows: rows, totals: carried };
          },
        },
        NEWEST_FIRST,
        // A page asked by its number starts from the edge of its day, counted from the same kept
        // day totals: it skips only that day's expenses before it, not half the list.
        bucketJump(
          (query) => db.execute(query),
          sql`select e.expense_date as bucket, ${counted.rows} as n from ${counted.from} where ${where}
              group by e.expense_date having ${counted.rows} > 0`,
          (day, backwards) => (backwards ? sql`e.expense_date >= ${day}::date` : sql`e.expense_date <= ${day}::date`),
          true,
        ),
      );
    },

    /** Every filtered expense in the list's order, for a cursor (an export), counted from the kept day totals. */
    everyRow(filter: Omit<ExpenseFilter, 'pageSize' | 'pageIndex' | 'cursor'>): RowQuery {
      const where = whereOf(filter as ExpenseFilter);
      const counted = countedFrom(filter);
      return withCount(
        rawRowQuery(sql`${SELECT} where ${where} order by e.expense_date desc, e.expense_id desc`),
        sql`select coalesce(${counted.rows}, 0)::bigint as n from ${counted.from} where ${where}`,
      );
    },

    /** `recurringExpenseId`: the first entry of a monthly expense, made for its expense date's month. */
    async insert(tx: Executor, v: ExpenseValues, updateBy: string, recurringExpenseId: number | null = null) {
      const month = recurringExpenseId === null ? sql`null` : sql`date_trunc('month', ${v.expenseDate}::date)::date`;
      const result = await tx.execute<{ expenseId: number }>(sql`
        insert into expenses (expense_date, expense_category, employee_id, amount, remark, property_id, update_by,
                              recurring_expense_id, recurring_month)
        values (${v.expenseDate}, ${v.expenseCategory}, ${v.employeeId}, ${v.amount}, ${v.remark}, ${v.propertyId ?? null},
                ${updateBy}, ${recurringExpenseId}, ${month})
        returning expense_id as "expenseId"`);
      return result.rows[0] as { expenseId: number };
    },

    /** The category an expense names now (to let an expense keep a category deleted since). */
    async categoryOf(tx: Executor, expenseId: number) {
      const result = await tx.execute<{ category: number }>(
        sql`select expense_category as category from expenses where expense_id = ${expenseId}`,
      );
      return result.rows[0]?.category;
    },

    /** How many expenses (any status) name a category. */
    async countUsing(tx: Executor, expenseCategoryId: number) {
      const result = await tx.execute<{ n: number }>(sql`
        select (select count(*) from expenses where expense_category = ${expenseCategoryId})::int
             + (select count(*) from recurring_expenses where expense_category = ${expenseCategoryId})::int as n`);
      return Number(result.rows[0]?.n ?? 0);
    },

    /** `where`: the expense as the caller read it (`unchangedSince`). Answers whether it matched. */
    async update(tx: Executor, where: SQL, v: ExpenseValues, updateBy: string) {
      const result = await tx.execute(sql`
        update expenses set expense_date = ${v.expenseDate}, expense_category = ${v.expenseCategory},
               employee_id = ${v.employeeId}, amount = ${v.amount}, remark = ${v.remark},
               property_id = ${v.propertyId === undefined ? sql`property_id` : v.propertyId},
               update_by = ${updateBy}, update_date = now()
        where ${where}
        returning expense_id`);
      return result.rows.length === 1;
    },
  };
}
