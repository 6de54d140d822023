import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedRead } from '../../db/prepared-read.js';
import { appSettings } from './app-settings.table.js';

export function createAppSettingsRepository(db: Database) {
  /** Read on every call that makes share links (the links' key): prepared once (db/prepared-read.ts). */
  const query = (key: unknown) =>
    db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, key as string));
  const setting = preparedRead(query(sql.placeholder('key')).prepare('kamar_app_setting'), (values: { key: string }) =>
    query(values.key),
  );

  return {
    /** The stored value, or `generate()` stored now; two servers starting at once agree on one value. */
    async getOrCreate(key: string, generate: () => string): Promise<string> {
      await db.insert(appSettings).values({ key, value: generate() }).onConflictDoNothing();
      const value = await this.get(key);
      if (value === null) throw new Error(`Setting ${key} could not be stored.`);
      return value;
    },

    async get(key: string): Promise<string | null> {
      const [row] = await setting({ key });
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
