import type { Config } from './config.js';
import { databaseRoutines } from './database-routines.js';
import type { Database } from './db/client.js';
import { type MigrationHooks, runMigrations } from './db/migrate.js';
import { ensureQueueSchema } from './modules/messaging/message-queue.js';
import { createAppSettingsService } from './modules/settings/app-settings.service.js';
import { createUsersService } from './modules/users/users.service.js';

export interface Prepared {
  jwtSecret: string;
  /** Set when this start created the first administrator with a generated password. */
  generatedAdminPassword?: string;
}

/** Everything a database needs before the server may answer: migrations, secrets, first data. */
export async function prepareDatabase(
  db: Database,
  config: Pick<Config, 'jwtSecret' | 'adminUsername' | 'adminPassword'>,
  hooks: MigrationHooks = {},
): Promise<Prepared> {
  await runMigrations(db, databaseRoutines(), hooks);
  // The job queue's own tables (pg-boss), beside ours: the messages' jobs are put in with them.
  await ensureQueueSchema(db);
  const jwtSecret = config.jwtSecret ?? (await createAppSettingsService(db).jwtSecret());
  const users = createUsersService({ db, signToken: () => '' });
  const admin = await users.ensureFirstAdmin(config.adminUsername, config.adminPassword);
  return { jwtSecret, ...(admin?.generatedPassword ? { generatedAdminPassword: admin.generatedPassword } : {}) };
}
