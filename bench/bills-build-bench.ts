// The one-time bill build on the benchmark database (npm run bench:generate first), as migration
// 0014 runs it for stays recorded before bills (audit triggers off): the build (bills_build on an
// empty bills table) against the general path the server uses for a few stays (bills_sync, then
// bills_reallocate, for every stay). Each runs in a transaction that first sets the benchmark's
// bills aside and is rolled back afterwards, so the data stays as generated.
// Usage: npm run bench:bills-build (BENCH_BUILD=build|general|both, default both).
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { openBenchDatabase } from './support/bench-database.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const which = process.env.BENCH_BUILD ?? 'both';
const bench = await openBenchDatabase();
const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** No bill, line, allocation or deduction, as before bills: undone by the rollback (triggers off meanwhile). */
async function setBillsAside(tx: Tx) {
  await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`delete from deposit_deductions`);
  await tx.execute(sql`delete from bill_allocations`);
  await tx.execute(sql`delete from bill_lines`);
  await tx.execute(sql`update payments set allocated_amount = 0, deducted_amount = 0, bill_id = null
                       where allocated_amount <> 0 or deducted_amount <> 0 or bill_id is not null`);
  await tx.execute(sql`delete from bills`);
  await tx.execute(sql`delete from bill_totals`);
  await tx.execute(sql`set local session_replication_role = origin`);
  // The migration runs before the bill tables are audited, with the stays' and payments' audit off.
  for (const table of ['bookings', 'payments', 'bills', 'bill_lines', 'bill_allocations']) {
    for (const event of ['insert', 'update', 'delete'])
      await tx.execute(sql.raw(`alter table ${table} disable trigger ${table}_audit_${event}`));
  }
}

async function rolledBack(label: string, steps: [string, ReturnType<typeof sql>][]) {
  await bench.db
    .transaction(async (tx) => {
      const aside = performance.now();
      await setBillsAside(tx);
      say(`${label}: bills set aside in ${seconds(aside)}`);
      const all = performance.now();
      for (const [step, statement] of steps) {
        const started = performance.now();
        await tx.execute(statement);
        say(`  ${step.padEnd(40)} ${seconds(started)}`);
      }
      const [counts] = (
        await tx.execute<{ bills: number; allocations: number; paid: string }>(sql`
          select (select count(*)::int from bills) as bills, (select count(*)::int from bill_allocations) as allocations,
                 (select sum(paid_amount)::text from bills) as paid`)
      ).rows;
      say(
        `  ${'total'.padEnd(40)} ${seconds(all)}  (${counts?.bills} bills, ${counts?.allocations} allocations, paid ${counts?.paid})`,
      );
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
}

if (which !== 'general') {
  await rolledBack('one-time build (bills_build)', [
    ['bills_build(current_date, 7, true)', sql`select bills_build(current_date, 7, true, 'bench')`],
  ]);
}
if (which !== 'build') {
  await rolledBack('general path for every stay', [
    ['bills_sync(null, current_date, 7, true)', sql`select bills_sync(null, current_date, 7, true, 'bench')`],
    ['analyze bills, bill_lines', sql`analyze bills, bill_lines`],
    ['bills_reallocate(null)', sql`select bills_reallocate(null, 'bench')`],
  ]);
}
await bench.close();
