import { configDefaults, defineProject } from 'vitest/config';
import type { ProjectConfig } from 'vitest/node';

/**
 * The reliability suite (faults under writers, kill -9, a full disk, fuzzing, several server
 * processes; test/reliability) runs apart, with `npm run test:reliability`
 * (vitest.reliability.config.ts): minutes of processes and faults that `npm test` and CI leave out.
 */
export const reliabilitySuite = 'test/reliability/**/*.test.ts';

/** What both server projects run with: one PostgreSQL per run (test/global-setup.ts). */
export const serverTestOptions: ProjectConfig = {
  environment: 'node',
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineProject({
  test: {
    name: 'server',
    ...serverTestOptions,
    exclude: [...configDefaults.exclude, reliabilitySuite],
    // A worker imports the server's modules once for all its test files, not once per file:
    // importing them was most of a file's CPU (eight files: 47.6 s user isolated, 21.4-23.7 s
    // not). Each file still has a database of its own; the modules keep no test's state (no
    // mocks, no stubbed environment).
    isolate: false,
  },
});
