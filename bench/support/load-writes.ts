import { inArray, like, sql } from 'drizzle-orm';
import { runAs, scopedDatabase } from '../../apps/server/src/db/actor-scope.js';
import { systemClock } from '../../apps/server/src/lib/business-time.js';
import { expenses } from '../../apps/server/src/modules/expenses/expenses.table.js';
import { createLedger } from '../../apps/server/src/modules/ledger/ledger.service.js';
import { payments } from '../../apps/server/src/modules/payments/payments.table.js';
import { createBusinessSettingsService } from '../../apps/server/src/modules/settings/business-settings.service.js';
import { BENCH_TIMEZONE, type BenchDatabase } from './bench-database.js';

/** The remark every write of the mixed load carries, so its rows can be found and taken back. */
export const LOAD_REMARK = 'LOAD %';

/** The running stays, oldest first: the mix pays into each in turn, as a front desk would. */
export async function runningStayIds(bench: BenchDatabase): Promise<number[]> {
  const result = await bench.db.execute<{ id: number }>(
    sql`select booking_id as id from bookings where booking_status = 1 and status = 1 order by 1`,
  );
  return result.rows.map((r) => Number(r.id));
}

/**
 * Takes the mixed load's payments and expenses off the benchmark database, so every run starts
 * on the data as generated (the lists and the stays' reallocation would otherwise read more with
 * every run). The payments go the way the product would take them: their stays locked, their
 * bill allocations released, the rows deleted, the stays reallocated, all in one transaction
 * audited as the admin; kept counts and totals follow by their triggers.
 */
export async function takeBackLoadWrites(bench: BenchDatabase) {
  const db = scopedDatabase(bench.db);
  const deps = { db, clock: systemClock, businessTimezone: BENCH_TIMEZONE };
  const ledger = createLedger({ ...deps, settings: createBusinessSettingsService(deps) });
  const found = await bench.db
    .select({ id: payments.paymentId, bookingId: payments.bookingId })
    .from(payments)
    .where(like(payments.remark, LOAD_REMARK));
  const ids = found.map((p) => p.id);
  const stays = [...new Set(found.map((p) => p.bookingId))];
  const [admin] = (
    await bench.db.execute<{ id: number }>(sql`select user_id as id from users where username = 'admin'`)
  ).rows;
  if (!admin) throw new Error('no admin user in the benchmark database');
  return runAs(bench.db, { userId: Number(admin.id), username: 'admin', address: '127.0.0.1' }, () =>
    db.transaction(async (tx) => {
      let deleted = 0;
      if (ids.length > 0) {
        await ledger.lockStays(tx, stays);
        for (const id of ids) await ledger.releasePayment(tx, id, 'admin');
        deleted = (
          await tx.delete(payments).where(inArray(payments.paymentId, ids)).returning({ id: payments.paymentId })
        ).length;
        await ledger.reallocate(tx, stays, 'admin');
      }
      const gone = await tx
        .delete(expenses)
        .where(like(expenses.remark, LOAD_REMARK))
        .returning({ id: expenses.expenseId });
      return { payments: deleted, stays: stays.length, expenses: gone.length };
    }),
  );
}
