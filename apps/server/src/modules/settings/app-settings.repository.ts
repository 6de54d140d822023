import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { appSettings } from './app-settings.table.js';

export function createAppSettingsRepository(db: Database) {
  return {
    /** The stored value, or `generate()` stored now; two servers starting at once agree on one value. */
    async getOrCreate(key: string, generate: () => string): Promise<string> {
      await db.insert(appSettings).values({ key, value: generate() }).onConflictDoNothing();
      const value = await this.get(key);
      if (value === null) throw new Error(`Setting ${key} could not be stored.`);
      return value;
    },

    async get(key: string): Promise<string | null> {
      const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
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
