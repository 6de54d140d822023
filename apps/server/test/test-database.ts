import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup.js';

/** A database of its own for a test file, cloned from the migrated template; its name and URL. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const serverUrl = inject('testServerUrl');
  const name = `kamar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  } finally {
    await admin.end();
  }
  return { name, url: withDatabase(serverUrl, name) };
}
