import { and, asc, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { carriedTotals } from '../../db/paging.js';
import { builtRowQuery, type RowQuery } from '../../db/row-query.js';
import { apiDateTime, contains, pageOffset, writtenLimit } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { users } from './users.table.js';

/** What the API shows of a user: never the password hash or the token version. */
const publicColumns = {
  userId: users.userId,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isAdmin: users.isAdmin,
  status: sql<1 | 2>`${users.status}`,
  createDate: apiDateTime(users.createDate),
  updateDate: apiDateTime(users.updateDate),
  updateBy: users.updateBy,
};

const sortColumns = {
  'A.Username': users.username,
  'A.FirstName': users.firstName,
  'A.LastName': users.lastName,
  'A.CreateDate': users.createDate,
} as const;

export interface UserListFilter {
  pageSize: number;
  pageIndex: number;
  username: string;
  name: string;
  status: 1 | 2 | undefined;
  sortBy: keyof typeof sortColumns;
  sortOrder: 'ASC' | 'DESC';
}

export interface NewUser {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
  updateBy: string;
}

function whereOf(filter: Omit<UserListFilter, 'pageSize' | 'pageIndex'>) {
  const conditions: SQL[] = [];
  if (filter.username) conditions.push(contains(users.username, filter.username));
  if (filter.name) {
    conditions.push(contains(sql`(${users.firstName} || ' ' || ${users.lastName})`, filter.name));
  }
  if (filter.status) conditions.push(eq(users.status, filter.status));
  return conditions.length ? and(...conditions) : undefined;
}

const orderOf = (filter: Pick<UserListFilter, 'sortBy' | 'sortOrder'>) =>
  filter.sortOrder === 'DESC' ? desc(sortColumns[filter.sortBy]) : asc(sortColumns[filter.sortBy]);

export function createUsersRepository(db: Database) {
  return {
    /** The fields the auth check needs on every request (primary-key lookup). */
    async findSessionUser(userId: number) {
      const [row] = await db
        .select({
          userId: users.userId,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          isAdmin: users.isAdmin,
          status: users.status,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(eq(users.userId, userId));
      return row;
    },

    async findForLogin(username: string) {
      const [row] = await db
        .select({
          userId: users.userId,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          isAdmin: users.isAdmin,
          status: users.status,
          tokenVersion: users.tokenVersion,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async findById(userId: number, executor: Executor = db) {
      const [row] = await executor.select(publicColumns).from(users).where(eq(users.userId, userId));
      return row;
    },

    /** One page and the filtered count: the count rides on the page's rows (one statement) unless it is empty. */
    async list(filter: UserListFilter) {
      const where = whereOf(filter);
      const order = orderOf(filter);
      const counted = db.select({ value: count() }).from(users).where(where);
      const carried = await db
        .select({ ...publicColumns, __total: sql<number>`${counted}` })
        .from(users)
        .where(where)
        .orderBy(order, asc(users.userId))
        .limit(writtenLimit(filter.pageSize))
        .offset(pageOffset(filter));
      const { rows, totals } = carriedTotals<Omit<(typeof carried)[number], '__total'>, number>(
        carried,
        ['__total'],
        (first) => Number(first.__total),
      );
      return { rows, total: totals ?? (await counted)[0]?.value ?? 0 };
    },

    /** Every filtered user in the list's order, for a cursor (an export). */
    everyRow(filter: Omit<UserListFilter, 'pageSize' | 'pageIndex'>): RowQuery {
      const query = db
        .select(publicColumns)
        .from(users)
        .where(whereOf(filter))
        .orderBy(orderOf(filter), asc(users.userId));
      return builtRowQuery(query, publicColumns);
    },

    async count() {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },

    async insert(user: NewUser, executor: Executor = db) {
      const [row] = await executor.insert(users).values(user).returning({ userId: users.userId });
      return row as { userId: number };
    },

    /** Locks the user's row for the rest of the transaction. */
    async lockForChange(tx: Tx, userId: number) {
      const [row] = await tx
        .select({
          userId: users.userId,
          status: users.status,
          isAdmin: users.isAdmin,
          tokenVersion: users.tokenVersion,
        })
        .from(users)
        .where(eq(users.userId, userId))
        .for('update');
      return row;
    },

    /**
     * Serialises every change that could leave no active administrator, so two admins demoting
     * each other at the same moment cannot both succeed.
     */
    async lockAdminSet(tx: Tx) {
      await tx.execute(sql`select pg_advisory_xact_lock(7284002)`);
    },

    async countOtherActiveAdmins(tx: Tx, userId: number) {
      const [row] = await tx
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.status, 1), ne(users.userId, userId)));
      return row?.value ?? 0;
    },

    async update(tx: Tx, userId: number, changes: Partial<NewUser> & { status?: 1 | 2; bumpTokenVersion?: boolean }) {
      const { bumpTokenVersion, ...columns } = changes;
      const [row] = await tx
        .update(users)
        .set({
          ...columns,
          updateDate: sql`now()`,
          ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.userId, userId))
        .returning({ tokenVersion: users.tokenVersion });
      return row as { tokenVersion: number };
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
