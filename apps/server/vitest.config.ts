import { configDefaults, defineProject } from 'vitest/config';

/**
 * Tests that run servers on a PostgreSQL of their own (a DATA_DIR, a throwaway cluster): the
 * second CI run, on the machine's PostgreSQL through TEST_DATABASE_URL, would only repeat them.
 */
const ownDatabase = ['test/reliability/{crash,db-faults,external-restart,disk-full,startup-errors}.test.ts'];
/**
 * The fuzzer tests what the server does with hostile requests (answers and refusals), not what
 * the database does: once, on the embedded PostgreSQL, is enough in CI's time (about 90 s).
 */
const onceOnly = ['test/reliability/fuzz.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [...ownDatabase, ...onceOnly] : [])],
  },
});
