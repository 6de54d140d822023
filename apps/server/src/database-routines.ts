import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type KeptCounter, keptCountersRoutines } from './db/routines/kept-counter.js';
import { type Routine, routinesOfSql } from './db/routines/routine.js';
import { bookingCounters } from './modules/bookings/bookings.counters.js';
import { expenseCounters } from './modules/expenses/expenses.counters.js';
import { ledgerCounters } from './modules/ledger/ledger.counters.js';
import { paymentCounters } from './modules/payments/payments.counters.js';
import { tenantCounters } from './modules/tenants/tenants.counters.js';

const declaredBy = (module: string, counters: KeptCounter[]) => counters.map((c) => ({ ...c, module }));

/**
 * Every kept counter (`<module>.counters.ts`), in lock order: a write that changes rows of several
 * kept tables takes them in this order (db/routines/kept-counter.ts), so a payment (its tenant's
 * payment totals, then through its reallocation the bills' totals) and a stay changing tenant (both
 * moved) never wait for each other crosswise.
 */
export const keptCounters: KeptCounter[] = [
  ...declaredBy('payments', paymentCounters),
  ...declaredBy('expenses', expenseCounters),
  ...declaredBy('bookings', bookingCounters),
  ...declaredBy('tenants', tenantCounters),
  ...declaredBy('ledger', ledgerCounters),
];

/** `apps/server/src/modules`, found from the source tree or the bundle (dist/), as the migrations are. */
export function modulesFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    for (const candidate of [path.join(dir, 'modules'), path.join(dir, 'src', 'modules')]) {
      if (fs.existsSync(path.join(candidate, 'audit', 'sql'))) return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new Error('The modules folder (apps/server/src/modules) was not found.');
}

/** The routine files of every module (`modules/<name>/sql/*.sql`), by module then file name. */
export function routineFiles(): { source: string; file: string }[] {
  const modules = modulesFolder();
  return fs
    .readdirSync(modules)
    .sort()
    .flatMap((module) => {
      const folder = path.join(modules, module, 'sql');
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => ({ source: `modules/${module}/sql/${f}`, file: path.join(folder, f) }));
    });
}

/**
 * Every database routine, each stated once: the modules' routine files, then the triggers the
 * kept counters are generated into. Applied at start after the numbered migrations and after a
 * restore (db/routines/apply-routines.ts).
 */
export function databaseRoutines(): Routine[] {
  const written = routineFiles().flatMap(({ source, file }) => routinesOfSql(source, fs.readFileSync(file, 'utf8')));
  return [...written, ...keptCountersRoutines(keptCounters)];
}
