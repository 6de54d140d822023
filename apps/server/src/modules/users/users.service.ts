import { randomBytes } from 'node:crypto';
import {
  type CallRequest,
  PASSWORD_MIN,
  Role,
  refusal,
  roleMay,
  roleOfAdminFlag,
  type SessionUser,
  UserStatus,
  type userCalls,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { refuseUnchanged, type UpdateTarget, unchangedSince } from '../../db/row-version.js';
import { pageOf } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { refuseDuplicate } from '../../db/unique-value.js';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { createUserPropertiesRepository } from './user-properties.repository.js';
import { createUsersRepository } from './users.repository.js';
import { users } from './users.table.js';

type Req<K extends keyof typeof userCalls> = CallRequest<(typeof userCalls)[K]>;

export interface UsersServiceDeps {
  db: Database;
  /** Issues a token for a user (the auth plugin's signer). */
  signToken(user: { userId: number; tokenVersion: number }): string;
}

export function createUsersService({ db, signToken }: UsersServiceDeps) {
  const repo = createUsersRepository(db);
  const userProperties = createUserPropertiesRepository();

  /** Gives the user these properties (checked: each exists and is active); undefined keeps theirs. */
  async function setProperties(tx: Tx, userId: number, propertyIds: number[] | undefined) {
    if (propertyIds === undefined) return;
    const { missing, deleted } = await userProperties.unusable(tx, propertyIds);
    if (missing.length) throw badRequest(refusal('field.invalidChoice', { field: 'propertyIds' }), 'propertyIds');
    const [name] = deleted;
    if (name !== undefined) throw conflict(refusal('property.deleted', { name }));
    await userProperties.replace(tx, userId, propertyIds);
  }

  async function getById(userId: number) {
    const user = await repo.findById(userId);
    if (!user) throw notFound(refusal('user.notFound'));
    return user;
  }

  /** Whether the actor may read or ask about `userId`: themselves, or anyone with users.manage. */
  const mayReadUser = (actor: CurrentUser, userId: number) => {
    if (actor.userId !== userId && !roleMay(actor.role, 'users.manage')) throw forbidden(actor, 'users.manage');
  };

  const guardUsername = <T>(username: string, work: () => Promise<T>) =>
    refuseDuplicate('users_username_key', () => refusal('user.usernameTaken', { username }), work);

  return {
    getById,

    /** An Owner may read anyone; other users only themselves. With the properties they work in. */
    async getByIdFor(actor: CurrentUser, userId: number) {
      mayReadUser(actor, userId);
      const user = await getById(userId);
      return { ...user, propertyIds: await userProperties.of(db, userId) };
    },

    async checkIsAdmin(actor: CurrentUser, userId: number) {
      mayReadUser(actor, userId);
      const user = await getById(userId);
      return { isAdmin: user.isAdmin && user.status === UserStatus.Active };
    },

    list: async (filter: Req<'getList'>) => pageOf(await repo.list(filter), filter),
    /** The list's whole filtered set, for an export. */
    everyRow: (filter: Omit<Req<'getList'>, 'pageSize' | 'pageIndex'>) => repo.everyRow(filter),

    async create(actor: CurrentUser, input: Req<'create'>) {
      const passwordHash = await hashPassword(input.password);
      return guardUsername(input.username, () =>
        db.transaction(async (tx) => {
          const created = await repo.insert(
            {
              username: input.username,
              firstName: input.firstName,
              lastName: input.lastName,
              email: input.email,
              // The spec's client sends only isAdmin: Owner, else Front desk.
              role: input.role ?? roleOfAdminFlag(input.isAdmin ?? false),
              passwordHash,
              updateBy: actor.username,
            },
            tx,
          );
          // Named none: the default property, so a user made by the spec's client works as before.
          const fallback = await userProperties.defaultProperty(tx);
          await setProperties(tx, created.userId, input.propertyIds ?? (fallback === null ? [] : [fallback]));
          return created;
        }),
      );
    },

    async update(actor: CurrentUser, input: Req<'update'>) {
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const tokenVersion = await guardUsername(input.username, () =>
        db.transaction(async (tx) => {
          await repo.lockAdminSet(tx);
          const current = await repo.lockForChange(tx, input.userId);
          if (!current) throw notFound(refusal('user.notFound'));
          const role = roleAfterUpdate(current.role, input);
          const losesAdmin = current.role === Role.Owner && role !== Role.Owner && current.status === UserStatus.Active;
          if (losesAdmin && (await repo.countOtherActiveAdmins(tx, input.userId)) === 0) {
            throw conflict(refusal('user.lastAdminDemote'));
          }
          // A disabled user is not a deleted one: their details may still be corrected.
          const target: UpdateTarget = {
            table: users,
            idColumn: users.userId,
            updateDateColumn: users.updateDate,
            id: input.userId,
            seen: input.rowVersion,
            notFound: refusal('user.notFound'),
          };
          const saved = await repo.update(
            tx,
            input.userId,
            {
              username: input.username,
              firstName: input.firstName,
              lastName: input.lastName,
              ...(input.email !== undefined ? { email: input.email } : {}),
              role,
              updateBy: actor.username,
              ...(passwordHash ? { passwordHash, bumpTokenVersion: true } : {}),
            },
            unchangedSince(target),
          );
          if (!saved) return refuseUnchanged(tx, target);
          await setProperties(tx, input.userId, input.propertyIds);
          return saved.tokenVersion;
        }),
      );
      // Changing a password ends that user's sessions; if it is your own, this one carries on.
      const ownNewPassword = passwordHash !== undefined && input.userId === actor.userId;
      return {
        userId: input.userId,
        ...(ownNewPassword ? { token: signToken({ userId: input.userId, tokenVersion }) } : {}),
      };
    },

    /** Active <-> Disabled; `status` is what the caller saw (stale check). Disabling ends the user's sessions. */
    async toggleStatus(actor: CurrentUser, input: Req<'delete'>) {
      await db.transaction(async (tx) => {
        await repo.lockAdminSet(tx);
        const current = await repo.lockForChange(tx, input.userId);
        if (!current) throw notFound(refusal('user.notFound'));
        if (current.status !== input.status) throw conflict(refusal('record.stale'));
        const disabling = current.status === UserStatus.Active;
        if (disabling && input.userId === actor.userId) throw conflict(refusal('user.cannotDisableSelf'));
        if (disabling && current.role === Role.Owner && (await repo.countOtherActiveAdmins(tx, input.userId)) === 0) {
          throw conflict(refusal('user.lastAdminDisable'));
        }
        await repo.update(tx, input.userId, {
          status: disabling ? UserStatus.Disabled : UserStatus.Active,
          updateBy: actor.username,
          bumpTokenVersion: disabling,
        });
      });
      return getById(input.userId);
    },

    /** Checks a username and password; answers the session user and their token version. */
    async verifyCredentials(username: string, password: string): Promise<SessionUser & { tokenVersion: number }> {
      const user = await repo.findForLogin(username);
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !valid) throw new AppError(401, refusal('auth.invalidCredentials'));
      if (user.status !== UserStatus.Active) throw new AppError(401, refusal('auth.userDisabled'));
      const { passwordHash: _, status: __, ...session } = user;
      return session;
    },

    /** The id of the user with this username (any case), or null: a failed sign-in's audit names them. */
    async userIdOf(username: string): Promise<number | null> {
      return (await repo.findForLogin(username))?.userId ?? null;
    },

    async sessionUser(userId: number): Promise<SessionUser> {
      const user = await repo.findSessionUser(userId);
      if (!user) throw unauthorized();
      const { status: _, tokenVersion: __, ...session } = user;
      return session;
    },

    /**
     * A new database gets its first administrator. Answers the generated password when none
     * was configured, so that it can be printed once.
     */
    async ensureFirstAdmin(
      username: string,
      password: string | undefined,
    ): Promise<{ generatedPassword?: string } | null> {
      return db.transaction(async (tx) => {
        await repo.lockAdminSet(tx);
        if ((await repo.count()) > 0) return null;
        const chosen = password ?? randomBytes(12).toString('base64url');
        if (chosen.length < PASSWORD_MIN)
          throw new Error(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN} characters.`);
        await repo.insert(
          {
            username,
            firstName: 'Administrator',
            lastName: 'Kamar',
            email: '',
            role: Role.Owner,
            passwordHash: await hashPassword(chosen),
            updateBy: 'system',
          },
          tx,
        );
        return password ? {} : { generatedPassword: chosen };
      });
    },
  };
}

/**
 * The role an update leaves: the one sent, else (the spec's client, which sends only isAdmin) the
 * current one while it agrees with the flag, Owner for true, Front desk for an Owner sent false.
 */
export function roleAfterUpdate(
  current: Role,
  input: { role?: Role | undefined; isAdmin?: boolean | undefined },
): Role {
  if (input.role !== undefined) return input.role;
  if (input.isAdmin === undefined || input.isAdmin === (current === Role.Owner)) return current;
  return roleOfAdminFlag(input.isAdmin);
}

export type UsersService = ReturnType<typeof createUsersService>;
