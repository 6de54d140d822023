import {
  allCalls,
  allExports,
  authCalls,
  oneStayMoneyCalls,
  type Permission,
  paths,
  permissionOf,
  Role,
  roleMay,
  userCalls,
} from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { english } from '../../test/english.js';
import { exportFile } from '../../test/exports.js';
import { TEST_ADMIN } from '../../test/test-constants.js';
import { decodeJwt, signJwt } from '../../test/tokens.js';
import { createAppSettingsService } from '../modules/settings/app-settings.service.js';

/**
 * Who may call what (contract permissions.ts, DESIGN.md section 3): every call and every export,
 * walked as every role. A role holding the call's permission gets through (no 401, no 403); any
 * other gets 403 `auth.roleNotAllowed` naming the permission, whose English keeps the spec's
 * sentence. The contract's test keeps the table complete; the facts the issue names are checked
 * here in words too, so a change of the table shows up as a change of this file. Where (another
 * property's records, to staff) is walked over the same calls by property-walk.test.ts.
 */
/** Served to everyone, but reading or asking about another user needs users.manage. */
const OWN_USER_CALLS: string[] = [userCalls.getById.path, userCalls.checkIsAdmin.path];

/** What the roles were made for, spelled out: a change of the table must change these too. */
const namedFacts: [Role, string, boolean][] = [
  [Role.FrontDesk, paths.roomType.update, false],
  [Role.FrontDesk, paths.roomType.create, false],
  [Role.FrontDesk, paths.booking.delete, false],
  [Role.FrontDesk, paths.tenant.export, false],
  [Role.FrontDesk, paths.booking.export, false],
  [Role.FrontDesk, paths.payment.delete, false],
  [Role.FrontDesk, paths.payment.update, false],
  [Role.FrontDesk, paths.bill.void, false],
  [Role.FrontDesk, paths.depositReturned.create, false],
  [Role.FrontDesk, paths.payment.getList, false],
  [Role.FrontDesk, paths.booking.create, true],
  [Role.FrontDesk, paths.booking.checkIn, true],
  [Role.FrontDesk, paths.booking.completeBooking, true],
  [Role.FrontDesk, paths.payment.create, true],
  [Role.FrontDesk, paths.tenant.create, true],
  [Role.FrontDesk, paths.reminder.record, true],
  [Role.FrontDesk, paths.document.getPaymentReceipt, true],
  [Role.Manager, paths.roomType.update, true],
  [Role.Manager, paths.booking.delete, true],
  [Role.Manager, paths.tenant.export, true],
  [Role.Manager, paths.depositReturned.create, true],
  [Role.Manager, paths.payment.getList, true],
  [Role.Manager, paths.expense.create, true],
  [Role.Manager, paths.user.create, false],
  [Role.Manager, paths.user.getList, false],
  [Role.Manager, paths.setting.updateBusinessSettings, false],
  [Role.Manager, paths.setting.updateBusinessProfile, false],
  [Role.Manager, paths.backup.create, false],
  [Role.Manager, paths.audit.getList, false],
];

/** Every call and every export: what the server serves. */
const every = [...allCalls, ...allExports];

let t: TestApp;
const tokens: Record<'admin' | 'manager' | 'staff' | 'disabled' | 'expired' | 'tampered', string> = {
  admin: '',
  manager: '',
  staff: '',
  disabled: '',
  expired: '',
  tampered: '',
};
const ids: Record<Role, number> = { [Role.Owner]: 1, [Role.Manager]: 0, [Role.FrontDesk]: 0 };
const logins: Record<Role, { username: string; password: string }> = {
  [Role.Owner]: { username: 'admin', password: TEST_ADMIN.password },
  [Role.Manager]: { username: '', password: '' },
  [Role.FrontDesk]: { username: '', password: '' },
};
const roleToken = (role: Role) =>
  role === Role.Owner ? tokens.admin : role === Role.Manager ? tokens.manager : tokens.staff;

beforeAll(async () => {
  t = await createTestApp();
  const secret = await createAppSettingsService(t.db).jwtSecret();
  const staff = await t.createUser({ role: Role.FrontDesk });
  const manager = await t.createUser({ role: Role.Manager });
  const disabled = await t.createUser();
  await t.call(userCalls.delete, { userId: disabled.userId, status: 1 }, t.adminToken);
  const now = Math.floor(Date.now() / 1000);
  const [head, , signature] = t.adminToken.split('.');
  tokens.admin = t.adminToken;
  tokens.staff = staff.token;
  tokens.manager = manager.token;
  tokens.disabled = disabled.token;
  tokens.expired = signJwt(secret, { sub: '1', ver: 0, iat: now - 100_000, exp: now - 10 });
  tokens.tampered = `${head}.${Buffer.from(JSON.stringify({ ...decodeJwt(t.adminToken), sub: String(staff.userId) })).toString('base64url')}.${signature}`;
  ids[Role.FrontDesk] = staff.userId;
  ids[Role.Manager] = manager.userId;
  logins[Role.FrontDesk] = { username: staff.username, password: staff.password };
  logins[Role.Manager] = { username: manager.username, password: manager.password };
});
afterAll(() => t.close());

const post = (path: string, body: object, token?: string) => t.raw(path, JSON.stringify(body), token);

const ROLE_NAMES: [string, Role][] = [
  ['Owner', Role.Owner],
  ['Manager', Role.Manager],
  ['Front desk', Role.FrontDesk],
];

describe('the permission table', () => {
  it('serves no API route that is not a contract call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const served = Object.keys(doc.paths).filter((p) => p.startsWith('/api/'));
    expect(served.sort()).toEqual(every.map((c) => c.path).sort());
  });

  it.each(namedFacts)('role %i on %s: allowed %s', (role, path, allowed) => {
    const permission = permissionOf(path);
    expect(permission !== undefined && permission !== 'public' && roleMay(role, permission)).toBe(allowed);
  });

  describe.each(every.map((c) => [c.path, c] as const))('%s', (path, call) => {
    const permission = permissionOf(path);
    // Logout ends the token it is sent with: it gets a token of its own each time.
    const ends = path === authCalls.logout.path;
    const tokenOf = async (role: Role) =>
      ends ? t.login(logins[role].username, logins[role].password) : roleToken(role);

    it('refuses anonymous, disabled, expired and tampered callers with 401', async () => {
      if (permission === 'public') return;
      for (const who of [undefined, tokens.disabled, tokens.expired, tokens.tampered]) {
        const res = await post(path, {}, who);
        expect(res.statusCode, `${path} as ${who ? 'bad token' : 'anonymous'}`).toBe(401);
        expect([english('auth.unauthorized'), english('auth.tokenExpired')]).toContain(res.body.message);
      }
      expect((await post(path, {}, tokens.expired)).body.message).toBe(english('auth.tokenExpired'));
    });

    it.each(ROLE_NAMES)('treats the %s as the table says', async (_, role) => {
      if (permission === 'public' || permission === undefined) return;
      if (OWN_USER_CALLS.includes(path)) {
        const other = role === Role.Owner ? ids[Role.FrontDesk] : 1;
        const own = await post(path, { userId: ids[role] }, roleToken(role));
        expect(own.statusCode).toBe(200);
        const res = await post(path, { userId: other }, roleToken(role));
        if (roleMay(role, 'users.manage')) expect(res.statusCode).toBe(200);
        else expectRefused(res, role, 'users.manage');
        return;
      }
      const res = await post(path, {}, await tokenOf(role));
      if (!roleMay(role, permission)) {
        expectRefused(res, role, permission);
        return;
      }
      if (oneStayMoneyCalls.includes(path) && res.statusCode === 403) {
        // Front desk's money of one stay in hand (staff-money.test.ts walks it with real stays).
        expect((res.body as { code?: string }).code, path).toBe('payment.pastStay');
        return;
      }
      expect([401, 403], `${path} as role ${role}: ${res.body.message}`).not.toContain(res.statusCode);
      // An export answers the file to whoever may read the list.
      if (path.endsWith('/Export')) {
        const file = await exportFile(t, path, { format: 'csv' }, roleToken(role));
        expect(file.statusCode).toBe(200);
      }
    });

    it('answers public calls whoever asks', async () => {
      if (permission !== 'public') return;
      for (const who of [undefined, tokens.staff, tokens.manager, tokens.expired, tokens.tampered]) {
        expect([401, 403]).not.toContain((await post(path, {}, who)).statusCode);
      }
      expect(call.access).toBe('public');
    });
  });
});

/** The report's files are GETs (a browser saves them), with the access of Report/GetMonthly. */
describe.each([paths.report.monthlyFile, paths.report.journal])('GET %s', (path) => {
  const get = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${path}?year=2026&month=11`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('refuses anonymous, disabled, expired and tampered callers with 401', async () => {
    for (const who of [undefined, tokens.disabled, tokens.expired, tokens.tampered]) {
      expect((await get(who)).statusCode, `${path} as ${who ? 'bad token' : 'anonymous'}`).toBe(401);
    }
  });

  it.each(ROLE_NAMES)('treats the %s as Report/GetMonthly', async (_, role) => {
    const permission = permissionOf(paths.report.getMonthly) as Permission;
    const res = await get(roleToken(role));
    if (roleMay(role, permission)) expect(res.statusCode).toBe(200);
    else expectRefused({ statusCode: res.statusCode, body: res.json() }, role, permission);
  });
});

/** The resident register's file is a GET too, with the access of Report/GetResidentRegister (every staff role). */
describe('GET /api/Report/ResidentRegisterFile', () => {
  const path = paths.report.residentRegisterFile;
  const get = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${path}?propertyId=1`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('refuses anonymous, disabled, expired and tampered callers with 401', async () => {
    for (const who of [undefined, tokens.disabled, tokens.expired, tokens.tampered]) {
      expect((await get(who)).statusCode, `${path} as ${who ? 'bad token' : 'anonymous'}`).toBe(401);
    }
  });

  it.each(ROLE_NAMES)('treats the %s as Report/GetResidentRegister', async (_, role) => {
    const permission = permissionOf(paths.report.getResidentRegister) as Permission;
    const res = await get(roleToken(role));
    if (roleMay(role, permission)) expect(res.statusCode).toBe(200);
    else expectRefused({ statusCode: res.statusCode, body: res.json() }, role, permission);
  });
});

/** An agreement's PDF and signature images are GETs (a phone opens them), with the access of Agreement/GetById. */
describe.each([`${paths.agreement.file}?id=1`, `${paths.agreement.signature}/1/1`])('GET %s', (url) => {
  const get = (token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('refuses anonymous, disabled, expired and tampered callers with 401', async () => {
    for (const who of [undefined, tokens.disabled, tokens.expired, tokens.tampered]) {
      expect((await get(who)).statusCode, `${url} as ${who ? 'bad token' : 'anonymous'}`).toBe(401);
    }
  });

  it.each(ROLE_NAMES)('treats the %s as Agreement/GetById (none made: 404)', async (_, role) => {
    const permission = permissionOf(paths.agreement.getById) as Permission;
    const res = await get(roleToken(role));
    if (roleMay(role, permission)) expect(res.statusCode).toBe(404);
    else expectRefused({ statusCode: res.statusCode, body: res.json() }, role, permission);
  });
});

function expectRefused(res: { statusCode: number; body: Record<string, unknown> }, role: Role, permission: Permission) {
  expect(res.statusCode).toBe(403);
  expect(res.body).toMatchObject({ status: 403, code: 'auth.roleNotAllowed', params: { role, permission } });
  // The spec's client shows the message: it still starts with the spec's sentence.
  expect(res.body.message).toBe(english('auth.roleNotAllowed', { role, permission }));
  expect(String(res.body.message).startsWith(english('auth.noAdminAccess'))).toBe(true);
}
