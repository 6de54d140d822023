// The planner of automatic messages at scale (issue 44) on the benchmark database (npm run
// bench:generate first): a property of 1,000 rooms with running monthly stays whose bills fall
// due today, the WhatsApp channel on, in one transaction rolled back at the end (the data stays as
// generated; nothing is sent: only the planner runs). Timed:
//   - the first look of the day: 1,000 reminders made, each with its job on the queue;
//   - the looks after it (every five minutes in service), which find nothing new.
// Usage: npm run bench:messages (BENCH_RUNS=30 looks).
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { createServices } from '../apps/server/src/services.js';
import { BENCH_TIMEZONE, openBenchDatabase } from './support/bench-database.js';
import { addLetProperty } from './support/bench-property.js';
import { ms, summarize } from './support/stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const ROOMS = 1_000;
const bench = await openBenchDatabase();
const say = (line: string) => process.stdout.write(`${line}\n`);
const now = new Date('2026-12-01T03:00:00Z');
const clock = { now: () => now };

const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
};

await bench.db
  .transaction(async (tx) => {
    const db = tx as unknown as Database;
    const services = createServices({
      db,
      clock,
      businessTimezone: BENCH_TIMEZONE,
      backup: { dir: '/nonexistent', hour: null, keepDaily: 1, keepWeekly: 0 },
      whatsappApiUrl: 'http://127.0.0.1:9/v21.0',
      signToken: () => '',
    });
    const { stays } = await addLetProperty(tx, 'PESAN', ROOMS, '2026-11-01');
    await services.ledger.syncStays(tx, stays, 'bench');
    // Their tenants reachable on WhatsApp; the channel on, quiet hours off.
    await tx.execute(sql`
      update tenants set phone = '0812' || lpad(tenant_id::text, 8, '0'), reminder_opt_out = false
      where tenant_id in (select tenant_id from bookings where booking_id = any(${`{${stays.join(',')}}`}::integer[]))`);
    await tx.execute(sql`
      update message_channels set whatsapp_enabled = true, phone_number_id = '1', access_token = 'x', app_secret = 'x',
        verify_token = 'x', due_template_id = 'tagihan_jatuh_tempo', link_origin = 'http://127.0.0.1'`);
    await tx.execute(sql`update reminder_rules set quiet_hours_on = false`);
    await tx.execute(sql`analyze bills; analyze bookings; analyze tenants`);
    const counts = (
      await tx.execute<{ stays: number; bills: number; due: number }>(sql`
        select (select count(*)::int from bookings where booking_status = 1 and status = 1) as stays,
               (select count(*)::int from bills) as bills,
               (select count(*)::int from bills where due_date between '2026-09-02' and '2026-12-31'
                  and bill_status in (1, 2) and status = 1) as due`)
    ).rows[0];
    say(
      `Messages: ${ROOMS} stays added; ${counts?.stays} running stays, ${counts?.bills} bills, ${counts?.due} open within the planner's window`,
    );
    const [firstMs, queued] = await timed(() => services.messageDispatch.plan());
    say(`${'First look: reminders made and queued'.padEnd(44)} ${ms(firstMs)} ms  (${queued} messages)`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [t, more] = await timed(() => services.messageDispatch.plan());
      if (more !== 0) throw new Error(`a later look queued ${more} more`);
      times.push(t);
    }
    const s = summarize(times);
    say(
      `${'Later looks (nothing new)'.padEnd(44)} p50 ${ms(s.p50)} ms  p95 ${ms(s.p95)} ms  max ${ms(Math.max(...times))} ms`,
    );
    throw new Error('rollback');
  })
  .catch((error: Error) => {
    if (error.message !== 'rollback') throw error;
  });
await bench.close();
