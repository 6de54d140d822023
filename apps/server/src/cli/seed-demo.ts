// npm run seed:demo: a believable kos in the product's own database (DATA_DIR's embedded
// PostgreSQL, or DATABASE_URL), whether the server runs or not. Refuses a database that already
// holds bookings, so real records are never mixed with invented ones.
import { sql } from 'drizzle-orm';
import { readConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { seedDemoBusiness } from '../demo/demo-business.js';
import { businessDate } from '../lib/business-time.js';
import { prepareDatabase } from '../startup.js';
import { openTargetDatabase } from './target-database.js';

const config = readConfig();
const target = await openTargetDatabase(config, 'restore');
const db = createDatabase({ url: target.url, timeZone: config.businessTimezone, maxConnections: 2 });
try {
  const prepared = await prepareDatabase(db, config);
  if (prepared.generatedAdminPassword) {
    process.stdout.write(
      `First administrator created: username "${config.adminUsername}", password "${prepared.generatedAdminPassword}"\n`,
    );
  }
  const [held] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from bookings`)).rows;
  if ((held?.count ?? 0) > 0) {
    process.stderr.write(
      `${target.description} already holds ${held?.count} bookings: the demo goes into an empty one.\n`,
    );
    process.exitCode = 1;
  } else {
    const made = await seedDemoBusiness(db, { today: businessDate(new Date(), config.businessTimezone) });
    process.stdout.write(
      `Demo business added to ${target.description}: ${made.tenants} tenants, ${made.stays} stays, ` +
        `${made.payments} payments, ${made.expenses} expenses.\n`,
    );
  }
} finally {
  await db.$client.end();
  await target.close();
}
