import type { Role, User } from '@kamar/contract';
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { carriedTotals } from '../../db/paging.js';
import { preparedRead } from '../../db/prepared-read.js';
import { type RowQuery, rawRowQuery } from '../../db/row-query.js';
import { rowVersionOf } from '../../db/row-version.js';
import { apiDateTime, contains, limitOffset, pageOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { users } from './users.table.js';

/** Who a user is: what every read of a user starts from. */
const identityColumns = {
  userId: users.userId,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isAdmin: users.isAdmin,
  role: sql<Role>`${users.role}`,
};

/** What the API shows of a user: never the password hash or the token version. */
const publicColumns = {
  ...identityColumns,
  status: sql<1 | 2>`${users.status}`,
  createDate: apiDateTime(users.createDate),
  updateDate: apiDateTime(users.updateDate),
  updateBy: users.updateBy,
  rowVersion: rowVersionOf(users.updateDate),
};

/** The list's sort columns (the spec's names) as the list's SQL text names them. */
const SORT_SQL = {
  'A.Username': sql`username`,
  'A.FirstName': sql`first_name`,
  'A.LastName': sql`last_name`,
  'A.CreateDate': sql`create_date`,
} as const satisfies Record<string, SQL>;

/**
 * publicColumns as SQL text for the list and its export: drizzle's select builder spent about a
 * fifth of the list call's server time building its statement.
 */
const LIST_SELECT = sql`select user_id as "userId", username, first_name as "firstName", last_name as "lastName",
  email, is_admin as "isAdmin", role, status, ${apiDateTime(sql`create_date`)} as "createDate",
  ${apiDateTime(sql`update_date`)} as "updateDate", update_by as "updateBy", ${rowVersionOf(sql`update_date`)} as "rowVersion"`;

export interface UserListFilter {
  pageSize: number;
  pageIndex: number;
  username: string;
  name: string;
  status: 1 | 2 | undefined;
  sortBy: keyof typeof SORT_SQL;
  sortOrder: 'ASC' | 'DESC';
}

export interface NewUser {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  role: Role;
  updateBy: string;
}

function whereOf(filter: Omit<UserListFilter, 'pageSize' | 'pageIndex'>): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.username) conditions.push(contains(sql`username`, filter.username));
  if (filter.name) conditions.push(contains(sql`(first_name || ' ' || last_name)`, filter.name));
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  return sql.join(conditions, sql` and `);
}

/** The list's order: the asked column, then the id (a stable order for equal values). */
const orderOf = (filter: Pick<UserListFilter, 'sortBy' | 'sortOrder'>) =>
  sql`${SORT_SQL[filter.sortBy]} ${sql.raw(filter.sortOrder === 'DESC' ? 'desc' : 'asc')}, user_id`;

/** What the auth check and Auth/CheckAuth read of a signed-in user (Login adds the password hash). */
const sessionColumns = {
  ...identityColumns,
  status: users.status,
  tokenVersion: users.tokenVersion,
};

export function createUsersRepository(db: Database) {
  /** The session's user, read by every page the web app opens (db/prepared-read.ts). */
  const sessionQuery = (userId: unknown) =>
    db
      .select(sessionColumns)
      .from(users)
      .where(eq(users.userId, userId as number));
  const sessionUser = preparedRead(
    sessionQuery(sql.placeholder('userId')).prepare('kamar_session_user'),
    (values: { userId: number }) => sessionQuery(values.userId),
  );

  return {
    /** The signed-in user as Auth/CheckAuth answers it (primary-key lookup, prepared once). */
    async findSessionUser(userId: number) {
      const [row] = await sessionUser({ userId });
      return row;
    },

    async findForLogin(username: string) {
      const [row] = await db
        .select({ ...sessionColumns, passwordHash: users.passwordHash })
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
      const counted = sql`select count(*)::int from users where ${where}`;
      const carried = await db.execute<User & { __total?: number }>(sql`
        ${LIST_SELECT}, (${counted}) as "__total" from users where ${where}
        order by ${orderOf(filter)} ${limitOffset(filter.pageSize, pageOffset(filter))}`);
      const { rows, totals } = carriedTotals<User, number>(carried.rows, ['__total'], (first) => Number(first.__total));
      if (totals !== undefined) return { rows, total: totals };
      const [row] = (await db.execute<{ total: number }>(sql`select (${counted}) as total`)).rows;
      return { rows, total: Number(row?.total ?? 0) };
    },

    /** Every filtered user in the list's order, for a cursor (an export). */
    everyRow(filter: Omit<UserListFilter, 'pageSize' | 'pageIndex'>): RowQuery {
      return rawRowQuery(sql`${LIST_SELECT} from users where ${whereOf(filter)} order by ${orderOf(filter)}`);
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
          role: sql<Role>`${users.role}`,
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

    /** `where`: the user as the caller read it (`unchangedSince`), else just this user; undefined when none matched. */
    async update(
      tx: Tx,
      userId: number,
      changes: Partial<NewUser> & { status?: 1 | 2; bumpTokenVersion?: boolean },
      where: SQL = eq(users.userId, userId),
    ) {
      const { bumpTokenVersion, ...columns } = changes;
      const [row] = await tx
        .update(users)
        .set({
          ...columns,
          updateDate: sql`now()`,
          ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(where)
        .returning({ tokenVersion: users.tokenVersion });
      return row as { tokenVersion: number } | undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
