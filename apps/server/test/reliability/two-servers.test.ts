import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServersOn, stopProcess } from '../server-process.js';
import { TEST_ADMIN } from '../test-constants.js';
import { createTestDatabase } from '../test-database.js';

/**
 * DESIGN.md section 1: more users means more server processes on one PostgreSQL. Two servers
 * share a database; 50 simultaneous bookings of one room, split across them, leave exactly one.
 */
const servers: { child: ChildProcess; base: string }[] = [];
let client: pg.Client;

beforeAll(async () => {
  const { url } = await createTestDatabase();
  client = new pg.Client({ connectionString: url });
  await client.connect();
  servers.push(...(await startServersOn(url, 2)));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => stopProcess(s.child)));
  await client?.end();
});

async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { statusCode: response.status, body: (await response.json()) as { message: string; data: unknown } };
}

it('lets exactly one of 50 simultaneous bookings of one room through two servers', async () => {
  const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
  const login = await post(first.base, '/api/Auth/Login', TEST_ADMIN);
  const token = (login.body.data as { token: string }).token;
  const tenant = await client.query<{ tenant_id: number }>(
    `insert into tenants (tenant_name, update_by) values ('TWO SERVERS', 'test') returning tenant_id`,
  );
  const room = await client.query<{ room_id: number }>(`select room_id from rooms where room_number = '101'`);
  const booking = {
    tenantId: tenant.rows[0]?.tenant_id,
    roomNumberId: room.rows[0]?.room_id,
    bookingDate: '2026-05-01',
    checkInDate: '2026-05-01',
    checkOutDate: '2026-06-01',
    bookingType: 3,
    bookingStatus: '1',
    remark: '',
  };
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => post((i % 2 ? first : second).base, '/api/Booking/Create', booking, token)),
  );
  const codes = answers.map((a) => a.statusCode).sort();
  expect(
    codes.filter((c) => c === 200),
    JSON.stringify(codes),
  ).toHaveLength(1);
  expect(
    codes.filter((c) => c === 409),
    JSON.stringify(answers.filter((a) => a.statusCode !== 409)),
  ).toHaveLength(49);
  expect(answers.find((a) => a.statusCode === 409)?.body.message).toMatch(/^Room 101 is already booked/);
  const stored = await client.query(`select count(*)::int as n from bookings where room_id = $1`, [
    booking.roomNumberId,
  ]);
  expect(stored.rows[0]?.n).toBe(1);
}, 60_000);
