import { z } from 'zod';
import { defineCall } from './call.js';
import { auditFields, pagedData, pageRequest, rowVersionField, ZSeenRowVersion } from './common.js';
import { enumValues, Role, UserStatus } from './enums.js';
import { boolean, emailAddress, id, oneOf, requiredName, requiredText, say } from './fields.js';
import { filterText, oneOfOrAll, wordOrDefault } from './filters.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';

/** Spec section 5 and 9: username at most 20, first and last name at most 30. */
export const USERNAME_MAX = 20;
export const PERSON_NAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 100;
/** How many properties one user may be given. */
export const MAX_USER_PROPERTIES = 1000;

const username = requiredText('username', USERNAME_MAX).regex(
  /^[A-Za-z0-9._-]+$/,
  issueMessage(refusal('user.usernameFormat')),
);
const firstName = requiredName('firstName', PERSON_NAME_MAX);
const lastName = requiredName('lastName', PERSON_NAME_MAX);
const email = emailAddress('email', EMAIL_MAX);
const passwordTooShort = say.tooShort('password', PASSWORD_MIN);
const passwordRule = z
  .string({ error: say.required('password') })
  .max(PASSWORD_MAX, say.tooLong('password', PASSWORD_MAX));

export const ZUserStatus = oneOf('status', enumValues(UserStatus));
/** 1 Owner, 2 Manager, 3 Front desk (permissions.ts says what each may do). */
export const ZRole = oneOf('role', enumValues(Role));
/**
 * The spec's client knows only `isAdmin`: sent without a role it means Owner (true) or Front desk
 * (false). A role, when sent, decides and `isAdmin` is ignored.
 */
const roleAndAdminFlag = {
  isAdmin: boolean('admin').optional(),
  role: ZRole.optional(),
};

/**
 * The properties a user who does not see every one (a Manager or Front desk user) works in, each
 * once. Left out on Create: the default property (the oldest active one); on Update: unchanged.
 */
const propertyIds = z
  .array(id('property'), { error: say.invalidChoice('propertyIds') })
  .max(MAX_USER_PROPERTIES)
  .optional()
  .transform((v) => (v === undefined ? undefined : [...new Set(v)]));

export const ZUserCreateRequest = z.object({
  username,
  firstName,
  lastName,
  email,
  password: passwordRule.min(1, say.required('password')).min(PASSWORD_MIN, passwordTooShort),
  ...roleAndAdminFlag,
  propertyIds,
});
export type UserCreateRequest = z.input<typeof ZUserCreateRequest>;

/** DESIGN.md section 5: on edit an empty password keeps the current one. */
export const ZUserUpdateRequest = z.object({
  userId: id('user'),
  username,
  firstName,
  lastName,
  email: email.optional(),
  password: passwordRule
    .refine((p) => p === '' || p.length >= PASSWORD_MIN, passwordTooShort)
    .optional()
    .transform((p) => p ?? ''),
  ...roleAndAdminFlag,
  propertyIds,
  rowVersion: ZSeenRowVersion,
});
export type UserUpdateRequest = z.input<typeof ZUserUpdateRequest>;

export const ZUserIdRequest = z.object({ userId: id('user') });
export const ZUserToggleRequest = z.object({ userId: id('user'), status: ZUserStatus });

/** Spec section 7: the old client sends sortBy 'A.Username' and sortOrder ASC. */
export const USER_SORT_COLUMNS = ['A.Username', 'A.FirstName', 'A.LastName', 'A.CreateDate'] as const;
export const ZUserListRequest = z.object({
  username: filterText('username', USERNAME_MAX),
  name: filterText('name', PERSON_NAME_MAX * 2 + 1),
  status: oneOfOrAll('status', enumValues(UserStatus)),
  ...pageRequest(),
  /** Sent by the old client; read and ignored. */
  pageType: filterText('pageType', 50),
  sortBy: wordOrDefault('sortBy', USER_SORT_COLUMNS, 'A.Username'),
  sortOrder: wordOrDefault('sortOrder', ['ASC', 'DESC'], 'ASC'),
});
export type UserListRequest = z.input<typeof ZUserListRequest>;

export const ZUser = z.object({
  userId: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** True for an Owner, false otherwise (the spec's flag, kept for its client). */
  isAdmin: z.boolean(),
  role: ZRole,
  status: ZUserStatus,
  ...auditFields,
  ...rowVersionField,
});
export type User = z.infer<typeof ZUser>;

/** One user as GetById answers: with the properties they work in. */
export const ZUserDetail = ZUser.extend({ propertyIds: z.array(z.number().int()) });
export type UserDetail = z.infer<typeof ZUserDetail>;

export const ZUserRow = ZUser.extend({ rowNumber: z.number().int() });
export type UserRow = z.infer<typeof ZUserRow>;

export const ZUserSaved = z.object({
  userId: z.number().int(),
  /** Present when you changed your own password: your other sessions ended, this one goes on. */
  token: z.string().optional(),
});

export const userCalls = {
  create: defineCall({
    path: paths.user.create,
    access: 'admin',
    summary: 'Creates a user with a role (the Owner only). isAdmin without a role: true Owner, false Front desk.',
    request: ZUserCreateRequest,
    response: ZUserSaved,
  }),
  update: defineCall({
    path: paths.user.update,
    access: 'admin',
    summary: 'Updates a user and their role; an empty password keeps the current one (the Owner only).',
    request: ZUserUpdateRequest,
    response: ZUserSaved,
  }),
  delete: defineCall({
    path: paths.user.delete,
    access: 'admin',
    summary: 'Toggles a user between Active and Disabled; status is the one the client saw.',
    request: ZUserToggleRequest,
    response: ZUser,
  }),
  getById: defineCall({
    path: paths.user.getById,
    access: 'user',
    summary:
      'One user, with their role and the properties they work in. The Owner may read anyone; other users only themselves.',
    request: ZUserIdRequest,
    response: ZUserDetail,
  }),
  getList: defineCall({
    path: paths.user.getList,
    access: 'admin',
    summary: 'Users filtered by username, name and status, paged, with their roles (the Owner only).',
    request: ZUserListRequest,
    response: pagedData(ZUserRow),
  }),
  checkIsAdmin: defineCall({
    path: paths.user.checkIsAdmin,
    access: 'user',
    summary: 'Whether a user is an active Owner (the admin access right). Other users may ask only about themselves.',
    request: ZUserIdRequest,
    response: z.object({ isAdmin: z.boolean() }),
  }),
};
