import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, SERVER_FROM_SOURCE, startProcess, stopProcess } from '../server-process.js';
import { TEST_ADMIN } from '../test-constants.js';
import { createTestDatabase } from '../test-database.js';

/**
 * WEB_CONCURRENCY=2: two worker processes answer HTTP, and the primary still does the work that
 * must run once, among it the bill run at start-up (a stay already under way gets its bills) and
 * the roll-up of the audit counts' slots.
 */
let server: ChildProcess | undefined;
let base = '';
let client: pg.Client;
let bookingId = 0;

beforeAll(async () => {
  const { url } = await createTestDatabase();
  client = new pg.Client({ connectionString: url });
  await client.connect();
  // A monthly stay that began 40 days ago, written before the server starts: no bill yet.
  const stay = await client.query<{ booking_id: number }>(`
    with tenant as (insert into tenants (tenant_name, update_by) values ('WORKER PROCESSES', 'test') returning tenant_id)
    insert into bookings (tenant_id, room_id, booking_date, check_in_date, booking_type, booking_status, update_by)
    select tenant.tenant_id, (select room_id from rooms where room_number = '102'), current_date - 40, current_date - 40,
      3, 1, 'test' from tenant
    returning booking_id`);
  bookingId = stay.rows[0]?.booking_id ?? 0;
  // Entries of five days ago written through this session: its own slot of the kept counts.
  await client.query(`insert into audit_log (entity, action, username, audit_date)
    select 'tenant', 'update', 'worker-rollup', current_date - 5 + time '12:00' from generate_series(1, 3)`);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startProcess(
    SERVER_FROM_SOURCE,
    {
      DATABASE_URL: url,
      PORT: String(port),
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'error',
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
    `${base}/readyz`,
  );
}, 120_000);

afterAll(async () => {
  if (server) await stopProcess(server);
  await client?.end();
});

it('makes the bills of a stay under way at start-up when the HTTP work runs in worker processes', async () => {
  const login = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(login.status).toBe(200);
  const deadline = Date.now() + 30_000;
  let bills = 0;
  while (Date.now() < deadline) {
    const found = await client.query<{ n: number }>('select count(*)::int as n from bills where booking_id = $1', [
      bookingId,
    ]);
    bills = found.rows[0]?.n ?? 0;
    if (bills > 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  // Check-in 40 days ago, monthly: the periods that began 40 and about 10 days ago; the next one
  // begins about 20 days ahead, past BILL_DAYS_AHEAD (7). One run makes both at once.
  expect(bills).toBe(2);
}, 60_000);

it('folds the audit counts of past days into one row per key when the HTTP work runs in worker processes', async () => {
  const deadline = Date.now() + 40_000;
  let rows: { slot: number; entries: number }[] = [];
  while (Date.now() < deadline) {
    const found = await client.query<{ slot: number; entries: number }>(
      `select slot, entries::int as entries from audit_counts where username = 'worker-rollup'`,
    );
    rows = found.rows;
    if (rows.every((row) => row.slot === 0)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(rows).toEqual([{ slot: 0, entries: 3 }]);
}, 60_000);
