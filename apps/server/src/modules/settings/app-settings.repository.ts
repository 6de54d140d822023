import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { appSettings } from './app-settings.table.js';

export function createAppSettingsRepository(db: Database) {
  /** Read on every call that makes share links (the links' key): prepared once, as the auth check's session read. */
  const setting = db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, sql.placeholder('key')))
    .prepare('kamar_app_setting');

  return {
    /** The stored value, or `generate()` stored now; two servers starting at once agree on one value. */
    async getOrCreate(key: string, generate: () => string): Promise<string> {
      await db.insert(appSettings).values({ key, value: generate() }).onConflictDoNothing();
      const value = await this.get(key);
      if (value === null) throw new Error(`Setting ${key} could not be stored.`);
      return value;
    },

    async get(key: string): Promise<string | null> {
      const [row] = await setting.execute({ key });
      return row?.value ?? null;
    },

    async set(key: string, value: string) {
      await db
        .insert(appSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    },

    async remove(key: string) {
      await db.delete(appSettings).where(eq(appSettings.key, key));
    },
  };
}
