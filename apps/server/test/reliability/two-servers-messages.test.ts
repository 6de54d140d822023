import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeWhatsapp, startFakeWhatsapp } from '../fakes/whatsapp-cloud.js';
import { startServersOn, stopProcess } from '../server-process.js';
import { TEST_ADMIN } from '../test-constants.js';
import { createTestDatabase } from '../test-database.js';

/**
 * Automatic messages with two real server processes on one database (modules/messaging): both
 * run the message queue's workers, both are asked to look for due reminders at once, and the
 * local fake of the WhatsApp Cloud API receives each reminder once.
 */
const servers: { child: ChildProcess; base: string }[] = [];
let client: pg.Client;
let fake: FakeWhatsapp;
const STAYS = 12;

beforeAll(async () => {
  const { url } = await createTestDatabase();
  client = new pg.Client({ connectionString: url });
  await client.connect();
  fake = await startFakeWhatsapp();
  servers.push(...(await startServersOn(url, 2, { BACKUP_HOUR: 'off', WHATSAPP_API_URL: fake.url })));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => stopProcess(s.child)));
  await client?.end();
  await fake?.close();
});

async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { message: string; data: unknown };
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

it('sends each due reminder once when two servers look for them at once', async () => {
  const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
  const { token } = (await post(first.base, '/api/Auth/Login', TEST_ADMIN)) as { token: string };
  await post(
    first.base,
    '/api/MessageChannel/UpdateWhatsapp',
    {
      enabled: true,
      phoneNumberId: fake.phoneNumberId,
      dueTemplateId: 'tagihan_jatuh_tempo',
      overdueTemplateId: 'tagihan_terlambat',
      accessToken: fake.accessToken,
      appSecret: fake.appSecret,
      verifyToken: fake.verifyToken,
    },
    token,
  );
  await post(
    first.base,
    '/api/Reminder/UpdateRules',
    {
      beforeDueOn: false,
      beforeDueDays: 3,
      onDueOn: true,
      afterDueOn: true,
      afterDueDays: 3,
      afterDueAgainOn: true,
      afterDueAgainDays: 7,
      receiptOn: false,
      quietHoursOn: false,
      quietStart: '20:00',
      quietEnd: '08:00',
    },
    token,
  );
  // Running monthly stays whose first bill fell due today (their tenants on WhatsApp).
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
  const rooms = await client.query<{ room_id: number }>(
    `select room_id from rooms where status = 1 order by room_number limit ${STAYS}`,
  );
  for (const [i, room] of rooms.rows.entries()) {
    const tenant = await client.query<{ tenant_id: number }>(
      `insert into tenants (tenant_name, phone, update_by) values ($1, $2, 'test') returning tenant_id`,
      [`TENANT ${i}`, `0812555500${String(i).padStart(2, '0')}`],
    );
    await post(
      first.base,
      '/api/Booking/Create',
      {
        tenantId: tenant.rows[0]?.tenant_id,
        roomNumberId: room.room_id,
        bookingDate: today,
        checkInDate: today,
        checkOutDate: '',
        bookingType: 3,
        bookingStatus: '1',
        remark: '',
      },
      token,
    );
  }
  const due = await client.query<{ n: number }>(
    `select count(*)::int as n from bills where due_date = $1 and bill_status = 1`,
    [today],
  );
  expect(due.rows[0]?.n).toBe(STAYS);
  // Both servers look at once; each one's queue workers take what they find.
  await Promise.all([
    post(first.base, '/api/Reminder/SendDueNow', {}, token),
    post(second.base, '/api/Reminder/SendDueNow', {}, token),
  ]);
  const deadline = Date.now() + 30_000;
  while (fake.sent.length < STAYS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  // A little longer: a second send of any of them would come now.
  await new Promise((r) => setTimeout(r, 3_000));
  const numbers = fake.sent.map((s) => s.to).sort();
  expect(numbers).toHaveLength(STAYS);
  expect(new Set(numbers).size).toBe(STAYS);
  const rows = await client.query<{ status: number; n: number }>(
    `select delivery_status as status, count(*)::int as n from outgoing_messages group by 1`,
  );
  expect(rows.rows).toEqual([{ status: 2, n: STAYS }]);
}, 90_000);
