import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { E2E_ADMIN } from './constants';
import { workerServer } from './worker-server';

/**
 * Set-up for the money flows: a tenant with an active booking. The tenant is written straight
 * into the database of this worker's server (worker-server.ts) until the tenant calls reach this
 * branch; the booking goes through Booking/Create, with its rules.
 */
export function databaseUrl(): string {
  const { dataDir } = workerServer();
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  // The running server writes where its embedded PostgreSQL listens.
  const { port } = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres-connection.json'), 'utf8')) as {
    port: number;
  };
  return `postgres://kamar:${encodeURIComponent(password)}@127.0.0.1:${port}/kamar`;
}

export interface Stay {
  bookingId: number;
  tenantId: number;
  tenantName: string;
  roomNumber: string;
  /** The room type's monthly price: the rent the payment form prefills for a monthly booking. */
  monthlyPrice: number;
}

/**
 * A monthly booking of a random free room: on the given days, or on a random day far ahead
 * (the tests of a worker share its database). `checkOutDate: null` leaves the stay open-ended.
 */
export async function createStay(
  request: APIRequestContext,
  tenantName: string,
  days?: { checkInDate: string; checkOutDate: string | null },
  details: { phone?: string } = {},
): Promise<Stay> {
  const login = await request.post('/api/Auth/Login', { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const tenant = await client.query(
      `insert into tenants (tenant_name, phone, update_by) values ($1, $2, 'e2e') returning tenant_id`,
      [tenantName, details.phone ?? ''],
    );
    // Every room in a random order (not a few random picks): on days near today the building is
    // nearly full of the worker's earlier stays, and a free room must be found when one exists.
    const rooms = await client.query(
      `select r.room_id, r.room_number, rt.price_monthly from rooms r
       join room_types rt on rt.room_type_id = r.room_type_id where r.status = 1 and r.room_status = 1
       order by random()`,
    );
    // When every room is taken on those days (near today the worker's earlier stays fill its
    // building), one more room of a seeded type is added for this stay: a test never fails for
    // want of a room, and the seeded rooms the room-map tests read stay as they were.
    const spare = async () => {
      const type = rooms.rows[0];
      return { ...(await addSpareRoom(client, type.room_id)), price_monthly: type.price_monthly };
    };
    for (let i = 0; i <= rooms.rows.length; i++) {
      const room = { rows: [i < rooms.rows.length ? rooms.rows[i] : await spare()] };
      const day = new Date(Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 20_000) * 86_400_000);
      const checkInDate = days?.checkInDate ?? day.toISOString().slice(0, 10);
      const checkOutDate = days ? days.checkOutDate : new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
      const res = await request.post('/api/Booking/Create', {
        headers,
        data: {
          tenantId: tenant.rows[0].tenant_id,
          bookingDate: checkInDate,
          checkInDate,
          checkOutDate,
          roomNumberId: room.rows[0].room_id,
          bookingType: 3,
          remark: '',
        },
      });
      // 409: the room is taken that day (an earlier test's stay); try another.
      if (res.status() === 409) continue;
      if (!res.ok()) throw new Error(`Booking/Create: ${await res.text()}`);
      return {
        bookingId: (await res.json()).data.bookingId,
        tenantId: tenant.rows[0].tenant_id,
        tenantName,
        roomNumber: room.rows[0].room_number,
        monthlyPrice: Number(room.rows[0].price_monthly),
      };
    }
    throw new Error('no free room found for the test stay');
  } finally {
    await client.end();
  }
}

/**
 * Makes sure the booking form offers a room for an open-ended stay from `checkInDate`: the far-off
 * stays the worker's fixtures book in random rooms take every seeded room for an open-ended
 * stay sooner or later, so when none is free one more room of a seeded type is added (as
 * `createStay` does), and a form test never fails for want of a room.
 */
export async function aRoomFreeFrom(request: APIRequestContext, checkInDate: string): Promise<void> {
  const login = await request.post('/api/Auth/Login', { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const res = await request.post('/api/Booking/GetAvailableRoom', { headers, data: { checkInDate } });
  if (!res.ok()) throw new Error(`Booking/GetAvailableRoom: ${await res.text()}`);
  if ((await res.json()).data.length > 0) return;
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const seeded = await client.query(
      'select room_id from rooms where status = 1 and room_status = 1 order by room_id limit 1',
    );
    await addSpareRoom(client, seeded.rows[0].room_id);
  } finally {
    await client.end();
  }
}

/** One more room, of the type of room `likeRoomId`, for a test that found none free. */
async function addSpareRoom(client: pg.Client, likeRoomId: number): Promise<{ room_id: number; room_number: string }> {
  const added = await client.query(
    `insert into rooms (room_number, room_type_id, update_by)
     select $1, room_type_id, 'e2e' from rooms where room_id = $2
     returning room_id, room_number`,
    [`E2E${Math.floor(Math.random() * 1e6)}`, likeRoomId],
  );
  return added.rows[0];
}
