import { type Permission, permissionOf, type Role, roleMay } from '@kamar/contract';
import { useSyncExternalStore } from 'react';
import { session } from './session';

/** The signed-in user's role, kept current as the session changes (contract permissions.ts). */
export function useRole(): Role {
  return useSyncExternalStore(session.subscribe, () => session.role());
}

/** Whether a role may make the call at `path` (its permission in the contract's table). */
export function mayCall(role: Role, path: string): boolean {
  const permission = permissionOf(path);
  return permission === 'public' || (permission !== undefined && roleMay(role, permission));
}

/** Whether the signed-in user holds a permission: what a button or a field is offered by. */
export function useMay(permission: Permission): boolean {
  return roleMay(useRole(), permission);
}
