import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest's default (one worker fewer than the cores) is a single worker on CI's two cores,
    // and a server test file spends much of its time waiting on PostgreSQL: two workers ran eight
    // server files in 68-82 s against 110-135 s for one (three: 77 s), on a shared machine.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
