import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.js';
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

describe('a machine that will not give PostgreSQL that much shared memory', () => {
  it('starts PostgreSQL with its own defaults instead, and says so', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-memory-'));
    fs.chmodSync(dataDir, 0o755);
    const lines: string[] = [];
    const embedded = await startEmbeddedPostgres({
      dataDir,
      database: 'postgres',
      memory: { shared_buffers: '100TB' },
      log: (line) => lines.push(line),
    });
    try {
      const client = new pg.Client({ connectionString: embedded.url });
      await client.connect();
      const shown = await client.query<{ shared_buffers: string }>('show shared_buffers');
      await client.end();
      expect(shown.rows[0]?.shared_buffers).toBe('128MB');
      expect(lines.some((line) => line.includes('did not start with {"shared_buffers":"100TB"}'))).toBe(true);
    } finally {
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
