import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type KeptCounter, keptCounterRoutines } from './db/routines/kept-counter.js';
import { type Routine, routinesOfSql } from './db/routines/routine.js';
import { billCounters } from './modules/bills/bills.counters.js';
import { bookingCounters } from './modules/bookings/bookings.counters.js';
import { expenseCounters } from './modules/expenses/expenses.counters.js';
import { paymentCounters } from './modules/payments/payments.counters.js';
import { tenantCounters } from './modules/tenants/tenants.counters.js';

/** Every module's kept counters, by the module that declares them (its `<module>.counters.ts`). */
export const keptCounters: Record<string, KeptCounter[]> = {
  bills: billCounters,
  bookings: bookingCounters,
  expenses: expenseCounters,
  payments: paymentCounters,
  tenants: tenantCounters,
};

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
 * Every database routine, each stated once: the modules' routine files, then the triggers their
 * kept counters are generated into. Applied at start after the numbered migrations and after a
 * restore (db/routines/apply-routines.ts).
 */
export function databaseRoutines(): Routine[] {
  const written = routineFiles().flatMap(({ source, file }) => routinesOfSql(source, fs.readFileSync(file, 'utf8')));
  const generated = Object.entries(keptCounters).flatMap(([module, counters]) =>
    counters.flatMap((c) => keptCounterRoutines(c, `modules/${module}/${module}.counters.ts`)),
  );
  return [...written, ...generated];
}
