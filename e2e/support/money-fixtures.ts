import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { E2E_PORT } from './constants';

/**
 * Set-up for the money flows: a tenant with an active booking, written straight into the test
 * server's database (start-server.mjs puts it in the temp folder). The tenant and booking calls
 * belong to other modules; the money screens are what these tests exercise.
 */
function databaseUrl(): string {
  const dataDir = path.join(os.tmpdir(), `kamar-e2e-data-${E2E_PORT}`);
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const pid = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return `postgres://kamar:${encodeURIComponent(password)}@127.0.0.1:${pid[3]?.trim()}/kamar`;
}

export interface Stay {
  bookingId: number;
  tenantName: string;
  roomNumber: string;
  /** The room type's monthly price: the rent the payment form prefills for a monthly booking. */
  monthlyPrice: number;
}

/** A monthly booking of a random room on a random free day far ahead (both viewports share one database). */
export async function createStay(tenantName: string): Promise<Stay> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const tenant = await client.query(
      `insert into tenants (tenant_name, update_by) values ($1, 'e2e') returning tenant_id`,
      [tenantName],
    );
    for (let attempt = 0; ; attempt++) {
      const room = await client.query(
        `select r.room_id, r.room_number, rt.price_monthly from rooms r
         join room_types rt on rt.room_type_id = r.room_type_id order by random() limit 1`,
      );
      const day = new Date(Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 20_000) * 86_400_000);
      const checkIn = day.toISOString().slice(0, 10);
      try {
        const booking = await client.query(
          `insert into bookings (tenant_id, room_id, booking_date, check_in_date, check_out_date, booking_type, update_by)
           values ($1, $2, $3, $3, $3::date + 1, 3, 'e2e') returning booking_id`,
          [tenant.rows[0].tenant_id, room.rows[0].room_id, checkIn],
        );
        return {
          bookingId: booking.rows[0].booking_id,
          tenantName,
          roomNumber: room.rows[0].room_number,
          monthlyPrice: Number(room.rows[0].price_monthly),
        };
      } catch (error) {
        // The no-double-booking constraint: try another day.
        if (attempt > 5) throw error;
      }
    }
  } finally {
    await client.end();
  }
}
