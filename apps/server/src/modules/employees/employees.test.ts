import { employeeCalls, Role } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueName = () => `AGUS ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
const validEmployee = (overrides: Record<string, unknown> = {}) => ({
  employeeName: uniqueName(),
  gender: 1,
  idNumber: '3174012345670001',
  phone: '081234567890',
  address: 'Jl. Melati 5, Jakarta',
  position: 'Housekeeping',
  joinDate: '2025-03-01',
  salary: 3_500_000,
  ...overrides,
});

async function employeeCount(): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from employees`);
  return result.rows[0]?.n ?? 0;
}

async function createEmployee(overrides: Record<string, unknown> = {}) {
  const input = validEmployee(overrides);
  const res = await t.call(employeeCalls.create, input, t.adminToken);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { ...input, employeeId: res.body.data.employeeId };
}

describe('Employee/Create', () => {
  it('stores an employee, the name upper-cased', async () => {
    const name = uniqueName();
    const res = await t.call(
      employeeCalls.create,
      validEmployee({ employeeName: ` ${name.toLowerCase()} ` }),
      t.adminToken,
    );
    expect(res.statusCode).toBe(200);
    const got = await t.call(employeeCalls.getById, { employeeId: res.body.data.employeeId }, t.adminToken);
    expect(got.body.data).toMatchObject({
      employeeName: name,
      gender: 1,
      idNumber: '3174012345670001',
      phone: '6281234567890',
      address: 'Jl. Melati 5, Jakarta',
      position: 'Housekeeping',
      joinDate: '2025-03-01T00:00:00',
      salary: 3_500_000,
      status: 1,
      updateBy: 'admin',
    });
  });

  it('needs only the name and the salary', async () => {
    const res = await t.call(employeeCalls.create, { employeeName: uniqueName(), salary: 0 }, t.adminToken);
    expect(res.statusCode).toBe(200);
    const got = await t.call(employeeCalls.getById, { employeeId: res.body.data.employeeId }, t.adminToken);
    expect(got.body.data).toMatchObject({ gender: null, joinDate: null, idNumber: '', phone: '', salary: 0 });
    const empty = await t.call(employeeCalls.create, validEmployee({ gender: 0, joinDate: '' }), t.adminToken);
    expect(empty.statusCode).toBe(200);
  });

  it.each([
    [{ employeeName: '' }, 'Employee Name is required!'],
    [{ employeeName: undefined }, 'Employee Name is required!'],
    [{ employeeName: 'x'.repeat(101) }, 'Employee Name must be at most 100 characters'],
    [{ gender: 3 }, 'Gender is not a valid choice'],
    [{ idNumber: '3174-01' }, 'Id Number may contain digits only'],
    [{ idNumber: '1'.repeat(31) }, 'Id Number must be at most 30 characters'],
    [{ phone: '+62 812 ext 5' }, 'Phone is not a phone number: use digits, spaces, dashes and a leading +'],
    [{ address: 'x'.repeat(201) }, 'Address must be at most 200 characters'],
    [{ position: 'x'.repeat(51) }, 'Position must be at most 50 characters'],
    [{ joinDate: '2025-02-30' }, 'Join Date must be a date (YYYY-MM-DD)'],
    [{ joinDate: '01/03/2025' }, 'Join Date must be a date (YYYY-MM-DD)'],
    [{ salary: undefined }, 'Salary is required!'],
    [{ salary: -1 }, 'Salary must be between Rp 0 and Rp 100.000.000.000'],
    [{ salary: 100.5 }, 'Salary must be a whole number'],
  ])('refuses case %# with "%s" and stores nothing', async (change, message) => {
    const before = await employeeCount();
    const res = await t.call(employeeCalls.create, validEmployee(change), t.adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await employeeCount()).toBe(before);
  });
});

describe('Employee/Update and Delete', () => {
  it('updates an employee, and answers 404 for an unknown one', async () => {
    const e = await createEmployee();
    const res = await t.call(
      employeeCalls.update,
      {
        ...validEmployee({ employeeName: e.employeeName, position: 'Security', salary: 4_000_000 }),
        employeeId: e.employeeId,
      },
      t.adminToken,
    );
    expect(res.body.data).toEqual({ employeeId: e.employeeId });
    const got = await t.call(employeeCalls.getById, { employeeId: e.employeeId }, t.adminToken);
    expect(got.body.data).toMatchObject({ position: 'Security', salary: 4_000_000 });
    const missing = await t.call(employeeCalls.update, { ...validEmployee(), employeeId: 987654 }, t.adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(english('employee.notFound'));
  });

  it('deletes and undeletes, with the stale check', async () => {
    const e = await createEmployee();
    const del = await t.call(employeeCalls.delete, { employeeId: e.employeeId, status: 1 }, t.adminToken);
    expect(del.body.data.status).toBe(2);
    const stale = await t.call(employeeCalls.delete, { employeeId: e.employeeId, status: 1 }, t.adminToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(english('record.stale'));
    expect(
      (await t.call(employeeCalls.delete, { employeeId: e.employeeId, status: 2 }, t.adminToken)).body.data.status,
    ).toBe(1);
    expect((await t.call(employeeCalls.delete, { employeeId: 987654, status: 1 }, t.adminToken)).statusCode).toBe(404);
  });
});

describe('Employee/GetList', () => {
  it('filters by name and status and numbers rows across pages', async () => {
    const prefix = uniqueName();
    for (const n of [1, 2, 3]) await createEmployee({ employeeName: `${prefix} ${n}` });
    const gone = await createEmployee({ employeeName: `${prefix} 4` });
    await t.call(employeeCalls.delete, { employeeId: gone.employeeId, status: 1 }, t.adminToken);
    const page = await t.call(
      employeeCalls.getList,
      { employeeName: prefix.toLowerCase(), pageSize: 3, pageIndex: 1 },
      t.adminToken,
    );
    expect(page.body.data.totalData).toBe(4);
    expect(page.body.data.listData.map((r) => [r.rowNumber, r.employeeName])).toEqual([[4, `${prefix} 4`]]);
    const deleted = await t.call(employeeCalls.getList, { employeeName: prefix, status: 2 }, t.adminToken);
    expect(deleted.body.data.listData.map((r) => r.employeeName)).toEqual([`${prefix} 4`]);
  });
});

describe('employee names', () => {
  it('are stored with inner runs of spaces as one and found however many spaces are typed', async () => {
    const name = uniqueName();
    const [first, last] = name.split(' ');
    const { employeeId } = await createEmployee({ employeeName: `${first}   ${last?.toLowerCase()}` });
    expect((await t.call(employeeCalls.getById, { employeeId }, t.adminToken)).body.data.employeeName).toBe(name);
    const found = await t.call(employeeCalls.getList, { employeeName: `${first}  ${last}` }, t.adminToken);
    expect(found.body.data.listData.map((r) => r.employeeId)).toEqual([employeeId]);
  });
});

describe('who may call Employee', () => {
  it('turns staff away from every employee call with 403, changing nothing', async () => {
    const staff = await t.createUser();
    const e = await createEmployee();
    const before = await employeeCount();
    const attempts = [
      t.call(employeeCalls.create, validEmployee(), staff.token),
      t.call(employeeCalls.update, { ...validEmployee(), employeeId: e.employeeId }, staff.token),
      t.call(employeeCalls.delete, { employeeId: e.employeeId, status: 1 }, staff.token),
      t.call(employeeCalls.getById, { employeeId: e.employeeId }, staff.token),
      t.call(employeeCalls.getList, {}, staff.token),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toBe(
        english('auth.roleNotAllowed', { role: Role.FrontDesk, permission: 'employees.manage' }),
      );
    }
    expect(await employeeCount()).toBe(before);
    expect((await t.call(employeeCalls.getById, { employeeId: e.employeeId }, t.adminToken)).body.data.status).toBe(1);
  });
});
