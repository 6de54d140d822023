import { authCalls, exportCalls, Role, userCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { exportFile, readCsv } from '../../../test/exports.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validUser = (overrides: Record<string, unknown> = {}) => ({
  username: `user${Math.random().toString(36).slice(2, 8)}`,
  firstName: 'Budi',
  lastName: 'Santoso',
  email: 'budi@example.com',
  password: 'password-123',
  isAdmin: false,
  ...overrides,
});

async function userCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  return result.rows[0]?.n ?? 0;
}

describe('User/Create', () => {
  it('creates a user who can sign in, and never answers a password', async () => {
    const input = validUser();
    const res = await t.call(userCalls.create, input, t.adminToken);
    expect(res.statusCode).toBe(200);
    const { userId } = res.body.data;
    const got = await t.call(userCalls.getById, { userId }, t.adminToken);
    expect(got.body.data).toMatchObject({
      userId,
      username: input.username,
      firstName: 'Budi',
      lastName: 'Santoso',
      email: 'budi@example.com',
      isAdmin: false,
      role: Role.FrontDesk,
      status: 1,
      updateBy: 'admin',
    });
    expect(got.body.data.createDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(got.body)).not.toMatch(/password/i);
    expect((await t.call(authCalls.login, { username: input.username, password: input.password })).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{ username: '' }, english('field.required', { field: 'username' })],
    [{ username: undefined }, english('field.required', { field: 'username' })],
    [{ username: '   ' }, english('field.required', { field: 'username' })],
    [{ username: 'a'.repeat(21) }, 'Username must be at most 20 characters'],
    [{ username: 'has space' }, english('user.usernameFormat')],
    [{ username: 12 }, 'Username must be text'],
    [{ firstName: '' }, english('field.required', { field: 'firstName' })],
    [{ firstName: 'x'.repeat(31) }, 'First Name must be at most 30 characters'],
    [{ lastName: '' }, english('field.required', { field: 'lastName' })],
    [{ lastName: 'x'.repeat(31) }, 'Last Name must be at most 30 characters'],
    [{ password: '' }, english('field.required', { field: 'password' })],
    [{ password: undefined }, english('field.required', { field: 'password' })],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ email: 'not-an-email' }, 'Email must be an email address'],
    [{ isAdmin: 'yes' }, 'Admin must be true or false'],
    [{ role: 4 }, 'Role is not a valid choice'],
    [{ role: '1' }, 'Role is not a valid choice'],
  ])('refuses case %# with "%s" and stores nothing', async (change, message) => {
    const before = await userCount();
    const res = await t.call(userCalls.create, validUser(change), t.adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a username already taken, whatever its case', async () => {
    const first = validUser();
    await t.call(userCalls.create, first, t.adminToken);
    const res = await t.call(userCalls.create, validUser({ username: first.username.toUpperCase() }), t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(`Username ${first.username.toUpperCase()} is already taken`);
  });

  it('trims names before storing them', async () => {
    const res = await t.call(userCalls.create, validUser({ firstName: '  Ani  ', lastName: ' Wijaya ' }), t.adminToken);
    const got = await t.call(userCalls.getById, { userId: res.body.data.userId }, t.adminToken);
    expect(got.body.data).toMatchObject({ firstName: 'Ani', lastName: 'Wijaya' });
  });
});

describe('User/Update', () => {
  it('keeps the password when it is sent empty', async () => {
    const u = await t.createUser();
    const res = await t.call(
      userCalls.update,
      { userId: u.userId, username: u.username, firstName: 'Dewi', lastName: 'Lestari', password: '', isAdmin: false },
      t.adminToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ userId: u.userId });
    expect((await t.call(authCalls.login, { username: u.username, password: u.password })).statusCode).toBe(200);
    // The session goes on too.
    expect((await t.call(authCalls.checkAuth, {}, u.token)).body.data).toMatchObject({ firstName: 'Dewi' });
  });

  it("changes the password and ends that user's sessions", async () => {
    const u = await t.createUser();
    await t.call(
      userCalls.update,
      {
        userId: u.userId,
        username: u.username,
        firstName: 'A',
        lastName: 'B',
        password: 'new-password-9',
        isAdmin: false,
      },
      t.adminToken,
    );
    expect((await t.call(authCalls.checkAuth, {}, u.token)).body.message).toBe(english('auth.tokenExpired'));
    expect((await t.call(authCalls.login, { username: u.username, password: u.password })).statusCode).toBe(401);
    expect((await t.call(authCalls.login, { username: u.username, password: 'new-password-9' })).statusCode).toBe(200);
  });

  it('gives a new token to an administrator who changes their own password', async () => {
    const a = await t.createUser({ isAdmin: true });
    const res = await t.call(
      userCalls.update,
      {
        userId: a.userId,
        username: a.username,
        firstName: 'A',
        lastName: 'B',
        password: 'mine-is-new-1',
        isAdmin: true,
      },
      a.token,
    );
    expect(res.statusCode).toBe(200);
    expect(typeof res.body.data.token).toBe('string');
    expect((await t.call(authCalls.checkAuth, {}, a.token)).statusCode).toBe(401);
    expect((await t.call(authCalls.checkAuth, {}, res.body.data.token ?? '')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and changes nothing', async () => {
    const res = await t.call(
      userCalls.update,
      { userId: 987654, username: 'ghost', firstName: 'A', lastName: 'B', password: '', isAdmin: false },
      t.adminToken,
    );
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(english('user.notFound'));
  });

  it('takes the admin right away at once from a demoted administrator', async () => {
    const a = await t.createUser({ isAdmin: true });
    expect((await t.call(userCalls.getList, {}, a.token)).statusCode).toBe(200);
    await t.call(
      userCalls.update,
      { userId: a.userId, username: a.username, firstName: 'A', lastName: 'B', isAdmin: false },
      t.adminToken,
    );
    const res = await t.call(userCalls.getList, {}, a.token);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(
      "User don't have admin access right! A Front desk may not manage users and their roles.",
    );
  });

  it('refuses to rename a user to a taken username', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const res = await t.call(
      userCalls.update,
      { userId: b.userId, username: a.username, firstName: 'A', lastName: 'B', isAdmin: false },
      t.adminToken,
    );
    expect(res.statusCode).toBe(409);
    expect((await t.call(userCalls.getById, { userId: b.userId }, t.adminToken)).body.data.username).toBe(b.username);
  });
});

describe('User/Delete (status toggle)', () => {
  it('disables and enables again, recording who did it', async () => {
    const u = await t.createUser();
    const off = await t.call(userCalls.delete, { userId: u.userId, status: 1 }, t.adminToken);
    expect(off.statusCode).toBe(200);
    expect(off.body.data).toMatchObject({ userId: u.userId, status: 2, updateBy: 'admin' });
    const on = await t.call(userCalls.delete, { userId: u.userId, status: 2 }, t.adminToken);
    expect(on.body.data.status).toBe(1);
  });

  it('refuses a toggle based on a status that is no longer current', async () => {
    const u = await t.createUser();
    const res = await t.call(userCalls.delete, { userId: u.userId, status: 2 }, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(english('record.stale'));
    expect((await t.call(userCalls.getById, { userId: u.userId }, t.adminToken)).body.data.status).toBe(1);
  });

  it('does not let you disable yourself', async () => {
    const res = await t.call(userCalls.delete, { userId: 1, status: 1 }, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(english('user.cannotDisableSelf'));
  });
});

describe('the last active administrator', () => {
  // Its own database: these tests depend on exactly who holds the admin right.
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(() => own.close());

  it('refuses to take the admin right from the last active administrator', async () => {
    const res = await own.call(
      userCalls.update,
      { userId: 1, username: 'admin', firstName: 'Administrator', lastName: 'Kamar', password: '', isAdmin: false },
      own.adminToken,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(english('user.lastAdminDemote'));
    expect((await own.call(userCalls.checkIsAdmin, { userId: 1 }, own.adminToken)).body.data.isAdmin).toBe(true);
  });

  it('leaves one active administrator when two disable each other at the same moment', async () => {
    const a = await own.createUser({ isAdmin: true });
    const b = await own.createUser({ isAdmin: true });
    // Leave a and b as the only administrators.
    await own.call(
      userCalls.update,
      { userId: 1, username: 'admin', firstName: 'Administrator', lastName: 'Kamar', isAdmin: false },
      a.token,
    );
    const results = await Promise.all([
      own.call(userCalls.delete, { userId: b.userId, status: 1 }, a.token),
      own.call(userCalls.delete, { userId: a.userId, status: 1 }, b.token),
    ]);
    // The loser is refused by the rule (409) or, when its request is checked only after the
    // winner disabled it, as a disabled user (401); either way one administrator is left.
    const codes = results.map((r) => r.statusCode).sort();
    expect([
      [200, 401],
      [200, 409],
    ]).toContainEqual(codes);
    const refused = results.find((r) => r.statusCode === 409);
    if (refused) expect(refused.body.message).toBe(english('user.lastAdminDisable'));
    const active = await own.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where is_admin and status = 1`,
    );
    expect(active.rows[0]?.n).toBe(1);
  });
});

describe('User/GetList', () => {
  it('stores first and last names with inner runs of spaces as one, and finds the full name so', async () => {
    const tag = `Nur${Math.random().toString(36).slice(2, 6)}`;
    const res = await t.call(
      userCalls.create,
      validUser({ firstName: ' Siti   Aisyah ', lastName: `${tag} \t Putri` }),
      t.adminToken,
    );
    const { userId } = res.body.data;
    const got = await t.call(userCalls.getById, { userId }, t.adminToken);
    expect(got.body.data).toMatchObject({ firstName: 'Siti Aisyah', lastName: `${tag} Putri` });
    const found = await t.call(userCalls.getList, { name: `aisyah  ${tag}   putri` }, t.adminToken);
    expect(found.body.data.listData.map((r) => r.userId)).toEqual([userId]);
  });

  it('filters by username, name and status and pages with rowNumber across pages', async () => {
    const tag = `zq${Math.random().toString(36).slice(2, 6)}`;
    for (let i = 1; i <= 5; i++) {
      await t.call(
        userCalls.create,
        validUser({ username: `${tag}${i}`, firstName: 'Rina', lastName: `Kusuma${tag}` }),
        t.adminToken,
      );
    }
    const page = await t.call(userCalls.getList, { username: tag, pageSize: 2, pageIndex: 1 }, t.adminToken);
    expect(page.statusCode).toBe(200);
    expect(page.body.data.totalData).toBe(5);
    expect(page.body.data.listData.map((r) => [r.rowNumber, r.username])).toEqual([
      [3, `${tag}3`],
      [4, `${tag}4`],
    ]);
    const last = await t.call(userCalls.getList, { username: tag, pageSize: 2, pageIndex: 2 }, t.adminToken);
    expect(last.body.data.listData).toHaveLength(1);

    const byName = await t.call(userCalls.getList, { name: `rina kusuma${tag}` }, t.adminToken);
    expect(byName.body.data.totalData).toBe(5);

    const target = page.body.data.listData[0];
    await t.call(userCalls.delete, { userId: target?.userId, status: 1 }, t.adminToken);
    const disabled = await t.call(userCalls.getList, { username: tag, status: 2 }, t.adminToken);
    expect(disabled.body.data.listData.map((r) => r.username)).toEqual([`${tag}3`]);
    const all = await t.call(userCalls.getList, { username: tag, status: 0 }, t.adminToken);
    expect(all.body.data.totalData).toBe(5);

    const desc = await t.call(
      userCalls.getList,
      { username: tag, sortBy: 'A.Username', sortOrder: 'DESC' },
      t.adminToken,
    );
    expect(desc.body.data.listData[0]?.username).toBe(`${tag}5`);
  });

  it('takes % and _ in a filter literally', async () => {
    const res = await t.call(userCalls.getList, { username: '%' }, t.adminToken);
    expect(res.body.data.totalData).toBe(0);
  });

  it.each([
    [{ pageSize: 0 }, 'Page Size must be between 1 and 10000'],
    [{ pageSize: 10001 }, 'Page Size must be between 1 and 10000'],
    [{ pageIndex: -1 }, 'Page Index must be between 0 and 100000000'],
    [{ pageSize: 2.5 }, 'Page Size must be a whole number'],
    [{ status: 7 }, 'Status is not a valid choice'],
    [{ sortBy: 'password_hash' }, 'Sort By is not a valid choice'],
    [{ username: 'x'.repeat(5000) }, 'Username must be at most 20 characters'],
  ])('refuses %#: %s', async (body, message) => {
    const res = await t.call(userCalls.getList, body, t.adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('who may call what', () => {
  it('turns staff away from the administrators-only user calls', async () => {
    const staff = await t.createUser();
    const before = await userCount();
    const attempts = [
      t.call(userCalls.create, validUser(), staff.token),
      t.call(
        userCalls.update,
        { userId: staff.userId, username: staff.username, firstName: 'A', lastName: 'B', isAdmin: true },
        staff.token,
      ),
      t.call(userCalls.delete, { userId: 1, status: 1 }, staff.token),
      t.call(userCalls.getList, {}, staff.token),
      t.call(userCalls.getById, { userId: 1 }, staff.token),
      t.call(userCalls.checkIsAdmin, { userId: 1 }, staff.token),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      const params = { role: Role.FrontDesk, permission: 'users.manage' } as const;
      expect(res.body).toEqual({
        status: 403,
        message: english('auth.roleNotAllowed', params),
        code: 'auth.roleNotAllowed',
        params,
        data: null,
      });
    }
    expect(await userCount()).toBe(before);
    expect((await t.call(userCalls.checkIsAdmin, { userId: staff.userId }, t.adminToken)).body.data.isAdmin).toBe(
      false,
    );
  });

  it('lets staff read only themselves', async () => {
    const staff = await t.createUser();
    const own = await t.call(userCalls.getById, { userId: staff.userId }, staff.token);
    expect(own.statusCode).toBe(200);
    expect(own.body.data.username).toBe(staff.username);
    const check = await t.call(userCalls.checkIsAdmin, { userId: staff.userId }, staff.token);
    expect(check.body.data).toEqual({ isAdmin: false });
  });

  it('answers 401 to anonymous callers of every user call, before reading the body', async () => {
    for (const call of Object.values(userCalls)) {
      const res = await t.raw(call.path, '{not json');
      expect(res.statusCode, call.path).toBe(401);
    }
  });

  it('answers 404 for an unknown user id', async () => {
    for (const call of [userCalls.getById, userCalls.checkIsAdmin]) {
      const res = await t.call(call, { userId: 424242 }, t.adminToken);
      expect(res.statusCode).toBe(404);
    }
    expect((await t.call(userCalls.delete, { userId: 424242, status: 1 }, t.adminToken)).statusCode).toBe(404);
  });
});

describe('bad input across the user calls', () => {
  // Unknown fields are dropped, not refused: each call gets junk in the fields it reads.
  const anyCall = ['[]', 'null', '"text"', '42', '{"__proto__":{"isAdmin":true}}'];
  const byId = [
    '{}',
    '{"userId":"1"}',
    '{"userId":-1}',
    '{"userId":1e30}',
    '{"userId":{"$gt":0}}',
    '{"userId":1.5}',
    '{"userId":null}',
  ];
  const junk: Record<keyof typeof userCalls, string[]> = {
    create: ['{}', '{"username":["a"],"firstName":"A","lastName":"B","password":"password-1","isAdmin":false}'],
    update: [...byId, '{"userId":1,"username":"admin","firstName":"A","lastName":"B","isAdmin":"true"}'],
    delete: [...byId, '{"userId":2,"status":"1"}', '{"userId":2,"status":3}'],
    getById: byId,
    getList: ['{"pageSize":"10"}', '{"status":"1"}', '{"username":["a"]}', '{"pageIndex":1e400}'],
    checkIsAdmin: byId,
  };
  it.each(Object.entries(userCalls))('%s answers 4xx to junk and changes nothing', async (name, call) => {
    const before = await t.db.execute(sql`select * from users order by user_id`);
    const bodies = [...anyCall, ...junk[name as keyof typeof userCalls]];
    for (const body of bodies) {
      const res = await t.raw(call.path, body, t.adminToken);
      expect(res.statusCode, `${call.path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${call.path} ${body}`).toBeLessThan(500);
      expect(res.body.status).toBe(res.statusCode);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    const after = await t.db.execute(sql`select * from users order by user_id`);
    expect(after.rows).toEqual(before.rows);
  });
});

describe('roles', () => {
  const roleOf = async (userId: number) => (await t.call(userCalls.getById, { userId }, t.adminToken)).body.data;

  it('creates a user with a role; isAdmin follows it (true for an Owner only)', async () => {
    for (const [role, isAdmin] of [
      [Role.Owner, true],
      [Role.Manager, false],
      [Role.FrontDesk, false],
    ] as const) {
      const res = await t.call(userCalls.create, validUser({ role }), t.adminToken);
      expect(res.statusCode).toBe(200);
      expect(await roleOf(res.body.data.userId)).toMatchObject({ role, isAdmin });
    }
    // A role sent with a flag that disagrees: the role decides.
    const both = await t.call(userCalls.create, validUser({ role: Role.Manager, isAdmin: true }), t.adminToken);
    expect(await roleOf(both.body.data.userId)).toMatchObject({ role: Role.Manager, isAdmin: false });
  });

  it("reads the spec's isAdmin without a role: true an Owner, false (or nothing) Front desk", async () => {
    const owner = await t.call(userCalls.create, validUser({ isAdmin: true }), t.adminToken);
    expect(await roleOf(owner.body.data.userId)).toMatchObject({ role: Role.Owner, isAdmin: true });
    const desk = await t.call(userCalls.create, validUser({ isAdmin: false }), t.adminToken);
    expect(await roleOf(desk.body.data.userId)).toMatchObject({ role: Role.FrontDesk, isAdmin: false });
    const { isAdmin: _, ...neither } = validUser();
    const none = await t.call(userCalls.create, neither, t.adminToken);
    expect(await roleOf(none.body.data.userId)).toMatchObject({ role: Role.FrontDesk });
  });

  it('changes a role; a flag-only update keeps a Manager a Manager and makes an Owner of true', async () => {
    const m = await t.createUser({ role: Role.Manager });
    const base = { userId: m.userId, username: m.username, firstName: 'A', lastName: 'B' };
    const seen = async () => (await roleOf(m.userId)).rowVersion;
    await t.call(userCalls.update, { ...base, isAdmin: false, rowVersion: await seen() }, t.adminToken);
    expect(await roleOf(m.userId)).toMatchObject({ role: Role.Manager });
    await t.call(userCalls.update, { ...base, isAdmin: true, rowVersion: await seen() }, t.adminToken);
    expect(await roleOf(m.userId)).toMatchObject({ role: Role.Owner, isAdmin: true });
    await t.call(userCalls.update, { ...base, role: Role.FrontDesk, rowVersion: await seen() }, t.adminToken);
    expect(await roleOf(m.userId)).toMatchObject({ role: Role.FrontDesk, isAdmin: false });
    // The new role applies to the user's next call at once.
    expect((await t.call(userCalls.getList, {}, m.token)).statusCode).toBe(403);
  });

  it('lists and exports every user with their role', async () => {
    const m = await t.createUser({ role: Role.Manager });
    const list = await t.call(userCalls.getList, { username: m.username }, t.adminToken);
    expect(list.body.data.listData).toEqual([expect.objectContaining({ userId: m.userId, role: Role.Manager })]);
    const file = readCsv(
      (await exportFile(t, exportCalls.user.path, { format: 'csv', username: m.username }, t.adminToken)).rawPayload,
    );
    expect(file.header).toContain('Role');
    expect(file.rows[0]).toContain('Manager');
  });

  it('lets a Manager read only their own user, as Front desk', async () => {
    const m = await t.createUser({ role: Role.Manager });
    expect((await t.call(userCalls.getById, { userId: m.userId }, m.token)).body.data.role).toBe(Role.Manager);
    const other = await t.call(userCalls.getById, { userId: 1 }, m.token);
    expect(other.statusCode).toBe(403);
    expect(other.body.message).toBe(
      "User don't have admin access right! A Manager may not manage users and their roles.",
    );
  });
});
