import { Role } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { buildBenchApp } from './bench-app.js';
import { BENCH_ADMIN, BENCH_FRONT_DESK, BENCH_MANAGER, type BenchDatabase } from './bench-database.js';

/**
 * The rooms of each property of the generated chain, in order: 50 kos at BENCH_SCALE=1 (500 at
 * 10), the n-th of 20 + 20 u^3 rooms where u runs over 0..1 in a fixed shuffle, so most kos have
 * near 20 rooms and a few near 40 (1,256 rooms at scale 1). Deterministic: no random numbers.
 */
export function benchPropertySizes(scale: number): number[] {
  const count = Math.max(1, Math.round(50 * scale));
  return Array.from({ length: count }, (_, i) => {
    const u = count === 1 ? 0 : ((i * 37) % count) / (count - 1);
    return 20 + Math.round(20 * u ** 3);
  });
}

/** The property the benchmark's staff users work in: the one with the most rooms (the most rows). */
export async function benchStaffProperty(db: Database): Promise<number> {
  const [row] = (
    await db.execute<{ id: number }>(
      sql`select property_id as id from rooms group by property_id order by count(*) desc, property_id limit 1`,
    )
  ).rows;
  if (!row) throw new Error('no rooms: run npm run bench:generate first');
  return Number(row.id);
}

/**
 * Makes the Manager and the Front desk user of the largest property (BENCH_MANAGER,
 * BENCH_FRONT_DESK) through User/Create as the Owner, when they are not there yet.
 */
export async function ensureBenchStaff(bench: BenchDatabase, say: (line: string) => void) {
  const propertyId = await benchStaffProperty(bench.db);
  const app = await buildBenchApp(bench);
  try {
    const login = await app.inject({ method: 'POST', url: '/api/Auth/Login', payload: BENCH_ADMIN });
    const token = String(login.json().data.token);
    for (const [user, role, name] of [
      [BENCH_MANAGER, Role.Manager, 'MANAGER'],
      [BENCH_FRONT_DESK, Role.FrontDesk, 'FRONT DESK'],
    ] as const) {
      const [found] = (
        await bench.db.execute<{ id: number }>(sql`select user_id as id from users where username = ${user.username}`)
      ).rows;
      if (!found) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/User/Create',
          headers: { authorization: `Bearer ${token}` },
          payload: { ...user, firstName: 'BENCH', lastName: name, email: '', role, propertyIds: [propertyId] },
        });
        if (answer.statusCode !== 200) throw new Error(`User/Create ${user.username}: ${answer.body}`);
      }
      say(`${name.toLowerCase()} of property ${propertyId}: ${user.username} / ${user.password}`);
    }
    say(`owner: ${BENCH_ADMIN.username} / ${BENCH_ADMIN.password}`);
  } finally {
    await app.close();
  }
}
