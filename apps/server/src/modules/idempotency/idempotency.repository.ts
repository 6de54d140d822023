import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** How long a key's answer is kept: a retry comes within minutes, a day covers a phone left offline. */
const KEPT_FOR = sql`interval '1 day'`;

export function createIdempotencyRepository(db: Database) {
  return {
    /**
     * Claims the key for this call, or answers the call that claimed it. A claim by a transaction
     * still running waits for it (the key's primary key): its answer is read once it commits, and
     * if it rolled back this claim wins. The caller's keys older than a day go first.
     */
    async claim(userId: number, key: string, path: string, requestHash: string) {
      await db.execute(
        sql`delete from idempotent_calls where user_id = ${userId} and create_date < now() - ${KEPT_FOR}`,
      );
      const claimed = await db.execute<{ claimed: boolean }>(sql`
        insert into idempotent_calls (user_id, key, path, request_hash) values (${userId}, ${key}, ${path}, ${requestHash})
        on conflict (user_id, key) do nothing returning true as claimed`);
      if (claimed.rows.length > 0) return null;
      const earlier = await db.execute<{ path: string; requestHash: string; answer: unknown }>(sql`
        select path, request_hash as "requestHash", answer from idempotent_calls
        where user_id = ${userId} and key = ${key}`);
      return earlier.rows[0] ?? null;
    },

    async keep(userId: number, key: string, answer: unknown) {
      await db.execute(sql`
        update idempotent_calls set answer = ${JSON.stringify(answer ?? null)}::jsonb where user_id = ${userId} and key = ${key}`);
    },
  };
}
