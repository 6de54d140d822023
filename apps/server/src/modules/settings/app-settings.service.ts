import type { Database } from '../../db/client.js';
import { createAppSettingsRepository } from './app-settings.repository.js';

/**
 * Values the server keeps with the data: the generated JWT secret, the date of the last daily
 * backup (so that of several servers on one database only one takes it), a failed backup's note.
 */
export function createAppSettingsService(db: Database) {
  const repo = createAppSettingsRepository(db);
  return {
    getOrCreate: repo.getOrCreate.bind(repo),
    get: repo.get.bind(repo),
    set: repo.set.bind(repo),
    remove: repo.remove.bind(repo),

    async getJson<T>(key: string): Promise<T | null> {
      const value = await repo.get(key);
      if (value === null) return null;
      try {
        return JSON.parse(value) as T;
      } catch {
        return null;
      }
    },
    setJson: (key: string, value: unknown) => repo.set(key, JSON.stringify(value)),
  };
}

export type AppSettingsService = ReturnType<typeof createAppSettingsService>;
