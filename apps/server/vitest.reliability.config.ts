import { defineProject } from 'vitest/config';
import { reliabilitySuite, serverTestOptions } from './vitest.config.js';

/** The reliability suite alone (`npm run test:reliability`; README, docs/RELIABILITY.md). */
export default defineProject({
  test: {
    name: 'reliability',
    ...serverTestOptions,
    include: [reliabilitySuite],
  },
});
