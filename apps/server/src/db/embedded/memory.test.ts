import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { availableMemory, memorySettings } from './memory.js';

const GB = 1024 ** 3;

describe('the embedded PostgreSQL sized for its machine', () => {
  it('takes a quarter of the memory for its page cache, from 128 MB up to 8 GB', () => {
    expect(memorySettings(0.5 * GB)).toEqual({ shared_buffers: '128MB', effective_cache_size: '384MB' });
    expect(memorySettings(2 * GB)).toEqual({ shared_buffers: '512MB', effective_cache_size: '1536MB' });
    expect(memorySettings(24 * GB)).toEqual({ shared_buffers: '6144MB', effective_cache_size: '18432MB' });
    expect(memorySettings(64 * GB)).toEqual({ shared_buffers: '8192MB', effective_cache_size: '49152MB' });
  });

  it('counts a container limit below the machine, and ignores one that is no limit', () => {
    expect(availableMemory(24 * GB, 2 * GB)).toBe(2 * GB);
    expect(availableMemory(24 * GB, 0)).toBe(24 * GB);
    expect(availableMemory(24 * GB, 2 ** 64)).toBe(24 * GB);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('runs with those settings', async () => {
    const client = new pg.Client({ connectionString: inject('testServerUrl') });
    await client.connect();
    try {
      const shown = await client.query<{ setting: string; unit: string; name: string }>(
        `select name, setting, unit from pg_settings where name in ('shared_buffers', 'effective_cache_size') order by name`,
      );
      const mb = Object.fromEntries(shown.rows.map((r) => [r.name, `${(Number(r.setting) * 8) / 1024}MB`]));
      expect(mb).toEqual(memorySettings(availableMemory()));
    } finally {
      await client.end();
    }
  });
});
