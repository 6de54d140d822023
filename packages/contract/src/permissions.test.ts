import { describe, expect, it } from 'vitest';
import { allCalls } from './calls.js';
import { Role } from './enums.js';
import { allExports } from './exports.js';
import { enumLabelsEn } from './i18n/enum-labels.en.js';
import { enumLabelsId } from './i18n/enum-labels.id.js';
import { callPermissions, PERMISSIONS, permissionOf, permissionRoles, roleMay } from './permissions.js';
import { oneStayMoneyCalls } from './staff-money.js';

const served = [...allCalls, ...allExports];

describe('the permission table', () => {
  it('names the permission of every call and every export, and of nothing else', () => {
    expect(Object.keys(callPermissions).sort()).toEqual(served.map((c) => c.path).sort());
    for (const call of served) expect(permissionOf(call.path), call.path).toBeDefined();
  });

  it('agrees with each call’s access: public calls need no sign-in, the spec’s admin-only calls stay closed to Front desk', () => {
    for (const call of served) {
      const permission = permissionOf(call.path);
      expect(permission === 'public', call.path).toBe(call.access === 'public');
      if (call.access === 'admin' && permission !== 'public' && permission !== undefined) {
        expect(roleMay(Role.FrontDesk, permission), call.path).toBe(false);
      }
    }
  });

  it('gives the Owner every permission and Front desk nothing a Manager lacks', () => {
    for (const permission of PERMISSIONS) {
      expect(roleMay(Role.Owner, permission), permission).toBe(true);
      if (roleMay(Role.FrontDesk, permission)) expect(roleMay(Role.Manager, permission), permission).toBe(true);
    }
    expect(roleMay(Role.Manager, 'users.manage')).toBe(false);
    expect(roleMay(Role.FrontDesk, 'rents.set')).toBe(false);
    expect(roleMay(null, 'signedIn')).toBe(false);
  });

  it('has words for every permission and role in both languages', () => {
    for (const labels of [enumLabelsEn, enumLabelsId]) {
      expect(Object.keys(labels.permission).sort()).toEqual(Object.keys(permissionRoles).sort());
      expect(Object.keys(labels.role).map(Number).sort()).toEqual(Object.values(Role).sort());
    }
  });

  it('lets Front desk make the calls whose money the one-stay rule limits (else the rule would be dead)', () => {
    for (const path of oneStayMoneyCalls) {
      const permission = permissionOf(path);
      expect(permission, path).toBeDefined();
      expect(permission !== 'public' && permission !== undefined && roleMay(Role.FrontDesk, permission), path).toBe(
        true,
      );
    }
  });
});
