import { z } from 'zod';
import { defineCall } from './call.js';
import { ZEmpty } from './common.js';
import { enumValues, Role } from './enums.js';
import { oneOf, requiredText, say } from './fields.js';
import { paths } from './paths.js';

export const ZSessionUser = z.object({
  userId: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** What the user may do (permissions.ts): 1 Owner, 2 Manager, 3 Front desk. */
  role: oneOf('role', enumValues(Role)),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

/**
 * The session as Login and CheckAuth answer it: the user, and the business's today (YYYY-MM-DD
 * in BUSINESS_TIMEZONE, by the server's clock), the day the web counts "today" by (DESIGN.md
 * section 3), whatever the device's clock and time zone say.
 */
export const ZSession = ZSessionUser.extend({ businessToday: z.string() });
export type Session = z.infer<typeof ZSession>;

export const ZLoginRequest = z.object({
  username: requiredText('username', 100),
  // Passwords are not trimmed: a space is a character like any other.
  password: z
    .string({ error: say.required('password') })
    .min(1, say.required('password'))
    .max(256, say.tooLong('password', 256)),
});
export type LoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginResponse = ZSession.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof ZLoginResponse>;

export const authCalls = {
  login: defineCall({
    path: paths.auth.login,
    access: 'public',
    summary: 'Sign in with username and password; answers the session and a bearer token.',
    request: ZLoginRequest,
    response: ZLoginResponse,
  }),
  checkAuth: defineCall({
    path: paths.auth.checkAuth,
    access: 'user',
    summary: "Checks the bearer token and answers the signed-in user and the business's today (YYYY-MM-DD).",
    request: ZEmpty,
    response: ZSession,
  }),
  logout: defineCall({
    path: paths.auth.logout,
    access: 'user',
    summary:
      'Signs out: ends this bearer token on the server (it gets 401 from then on). The same user on other devices stays signed in.',
    request: ZEmpty,
    response: z.null(),
  }),
};
