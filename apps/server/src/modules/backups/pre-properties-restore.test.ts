import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bookingCalls,
  dashboardCalls,
  expenseCalls,
  paymentCalls,
  propertyCalls,
  Role,
  roomCalls,
  tenantCalls,
  userCalls,
} from '@kamar/contract';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { emptyDatabases } from '../../../test/empty-database.js';
import { databaseBefore } from '../../../test/migration-upgrade.js';
import { TEST_ADMIN } from '../../../test/test-constants.js';
import { databaseRoutines } from '../../database-routines.js';
import { hashPassword } from '../../lib/passwords.js';
import { restoreBackup } from './backup-restore.js';
import { writeBackup } from './backup-writer.js';

/**
 * A business's backup from before there were properties (the migration level before
 * 0045_properties), restored the way `npm run restore` does it: it comes up migrated, its records
 * in one property named after the business, its staff working in it, and the server answers its
 * lists and its dashboard to the owner and to the staff alike.
 */
const databases = emptyDatabases();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-pre-properties-'));
let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
  await databases.dropAll();
  fs.rmSync(dir, { recursive: true, force: true });
});

const STAFF = { username: 'resepsionis', password: 'password-123' };
const MANAGER = { username: 'pengelola', password: 'password-456' };

it('restores a backup taken before properties into one property named after the business, staff working in it', async () => {
  const { client, q } = await databaseBefore(databases, '_properties');
  const file = path.join(dir, 'before-properties.backup.gz');
  let then: { tenantId: number; bookingId: number };
  try {
    then = await businessOfThen(q);
    await writeBackup(client, file, { kind: 'manual' });
  } finally {
    await client.end();
  }
  const { tenantId, bookingId } = then;

  const url = await databases.create();
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  try {
    const restored = await restoreBackup(target, file, databaseRoutines());
    expect(restored.laterMigrations).toBeGreaterThan(0);
  } finally {
    await target.end();
  }

  t = await createTestApp({ databaseUrl: url });
  const app = t;
  const owner = t.adminToken;
  const properties = await t.call(propertyCalls.getList, { pageSize: 100 }, owner);
  // The profile's phone, in the one stored form of every phone (0051_property_brand).
  expect(properties.body.data.listData.map((p) => [p.propertyId, p.propertyName, p.address, p.phone])).toEqual([
    [1, 'KOS MELATI JAYA', 'Jl. Melati 7', '628131111'],
  ]);
  const inFirst = (rows: { propertyId: number | null; propertyName: string | null }[]) =>
    rows.every((r) => r.propertyId === 1 && r.propertyName === 'KOS MELATI JAYA');

  const staffToken = await t.login(STAFF.username, STAFF.password);
  const managerToken = await t.login(MANAGER.username, MANAGER.password);
  for (const [token, username] of [
    [staffToken, STAFF.username],
    [managerToken, MANAGER.username],
  ] as const) {
    const userId = (await app.call(userCalls.getList, { username, pageSize: 10 }, owner)).body.data.listData[0]?.userId;
    const own = await app.call(userCalls.getById, { userId }, token);
    expect(own.statusCode).toBe(200);
    expect(own.body.data.propertyIds, username).toEqual([1]);
  }

  for (const token of [owner, managerToken, staffToken]) {
    const rooms = await app.call(roomCalls.getList, { pageSize: 100 }, token);
    expect(rooms.body.data.totalData).toBe(31);
    expect(inFirst(rooms.body.data.listData)).toBe(true);
    const bookings = await app.call(bookingCalls.getList, { pageSize: 100 }, token);
    expect(bookings.body.data.listData.map((b) => b.bookingId)).toEqual([bookingId]);
    expect(inFirst(bookings.body.data.listData)).toBe(true);
    const tenants = await app.call(tenantCalls.getList, { tenantName: 'LAMA', pageSize: 100 }, token);
    expect(tenants.body.data.listData.map((r) => r.tenantId)).toEqual([tenantId]);
    const dashboard = await app.call(dashboardCalls.getDashboardInfo, {}, token);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body.data.dashboardInfo).toMatchObject({ occupiedRoom: 1, totalRoom: 31 });
    const ofFirst = await app.call(dashboardCalls.getDashboardInfo, { propertyId: 1 }, token);
    expect(ofFirst.body.data.dashboardInfo).toEqual(dashboard.body.data.dashboardInfo);
  }
  for (const token of [owner, managerToken]) {
    const payments = await app.call(paymentCalls.getList, { pageSize: 100 }, token);
    expect(payments.body.data.listData.map((p) => p.amount).sort()).toEqual([1_000_000, 1_500_000]);
    expect(inFirst(payments.body.data.listData)).toBe(true);
    const expenses = await app.call(expenseCalls.getList, { pageSize: 100 }, token);
    expect(expenses.body.data.listData.map((e) => [e.remark, e.propertyId])).toEqual([['SAPU LAMA', 1]]);
    const dashboard = await app.call(dashboardCalls.getDashboardInfo, {}, token);
    expect(dashboard.body.data.allTimeIncome).toBe(1_500_000);
    expect(dashboard.body.data.depositOnHold).toBe(1_000_000);
    expect(dashboard.body.data.allTimeExpense).toBe(250_000);
  }
  // The staff go on working: a payment taken at the front desk lands in the first property.
  const taken = await t.call(
    paymentCalls.create,
    {
      bookingId,
      paymentDate: '2026-11-02',
      paymentType: 2,
      paymentPeriodeMonth: 11,
      paymentPeriodeYear: 2026,
      amount: 1_500_000,
      remark: '',
    },
    staffToken,
  );
  expect(taken.statusCode, JSON.stringify(taken.body)).toBe(200);
}, 120_000);

/**
 * What a business had then, written as the server of then wrote it (its routines are not this
 * version's): staff, a running stay with its deposit held and a month's rent, an expense.
 */
async function businessOfThen(q: Awaited<ReturnType<typeof databaseBefore>>['q']) {
  await q(
    `update business_profile set business_name = 'Kos Melati  Jaya', address = 'Jl. Melati 7', phone = '0813-1111'`,
  );
  const user = async (username: string, password: string, role: Role) =>
    q(
      `insert into users (username, first_name, last_name, password_hash, role, update_by) values ($1, 'Ana', 'Lama', $2, $3, 'old')`,
      [username, await hashPassword(password), role],
    );
  await user(TEST_ADMIN.username, TEST_ADMIN.password, Role.Owner);
  await user(STAFF.username, STAFF.password, Role.FrontDesk);
  await user(MANAGER.username, MANAGER.password, Role.Manager);
  const [tenant] = await q<{ id: number }>(
    `insert into tenants (tenant_name, phone, update_by) values ('PENYEWA LAMA', '+6281234567', 'old') returning tenant_id as id`,
  );
  const [booking] = await q<{ id: number }>(
    `insert into bookings (tenant_id, room_id, booking_date, check_in_date, booking_status, booking_type, rent_amount, update_by)
     select $1, room_id, '2026-10-01', '2026-10-01', 1, 3, 1500000, 'old' from rooms where room_number = '101'
     returning booking_id as id`,
    [tenant?.id],
  );
  for (const [type, amount, receipt, held] of [
    [1, 1_000_000, 'KW/2026/000001', 0],
    [2, 1_500_000, 'KW/2026/000002', null],
  ]) {
    await q(
      `insert into payments (booking_id, payment_date, payment_type, payment_periode_month, payment_periode_year, amount,
         receipt_number, deposit_status, update_by)
       values ($1, '2026-10-02', $2, 10, 2026, $3, $4, $5, 'old')`,
      [booking?.id, type, amount, receipt, held],
    );
  }
  await q(`insert into document_numbers (series, year, last_number) values ('KW', 2026, 2)`);
  await q(
    `insert into expenses (expense_date, expense_category, amount, remark, update_by) values ('2026-10-03', 1, 250000, 'SAPU LAMA', 'old')`,
  );
  if (!tenant || !booking) throw new Error('the business of then was not written');
  return { tenantId: tenant.id, bookingId: booking.id };
}
