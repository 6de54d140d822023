import type { CurrentUser } from './auth.js';

/**
 * Whether a user sees every property (the owner) or only the properties they work in
 * (`users_properties`). The one place that decides it: the database's row-level security follows
 * the scope a call's transaction names (db/actor-scope.ts, `kamar.property_scope`).
 */
export function seesAllProperties(user: Pick<CurrentUser, 'isAdmin'>): boolean {
  return user.isAdmin;
}
