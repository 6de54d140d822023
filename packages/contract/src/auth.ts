import { z } from 'zod';
import { defineCall } from './call.js';
import { ZEmpty } from './common.js';
import { requiredText, say } from './fields.js';
import { paths } from './paths.js';

export const ZSessionUser = z.object({
  userId: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginRequest = z.object({
  username: requiredText('username', 100),
  // Passwords are not trimmed: a space is a character like any other.
  password: z
    .string({ error: say.required('password') })
    .min(1, say.required('password'))
    .max(256, say.tooLong('password', 256)),
});
export type LoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginResponse = ZSessionUser.extend({ token: z.string() });
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
    summary: 'Checks the bearer token and answers the signed-in user.',
    request: ZEmpty,
    response: ZSessionUser,
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
