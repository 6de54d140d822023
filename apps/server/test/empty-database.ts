import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup.js';

/** New, empty databases on the test server (no migrations), dropped again by `dropAll`. */
export function emptyDatabases() {
  const names: string[] = [];
  const admin = () => new pg.Client({ connectionString: inject('testServerUrl') });
  return {
    async create(): Promise<string> {
      const name = `kamar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const client = admin();
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      names.push(name);
      return withDatabase(inject('testServerUrl'), name);
    },
    async dropAll() {
      const client = admin();
      await client.connect();
      for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
