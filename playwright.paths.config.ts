import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// `npm run test:paths`: the paths generated from the statecharts (tests/paths), on the same
// sandbox build, sandbox and shards as the end-to-end suite.
export default defineConfig({
  ...base,
  testDir: 'tests/paths',
  testMatch: 'paths.spec.ts',
  outputDir: `test-results/paths-${process.env.E2E_APP_PORT ?? 4183}`,
  timeout: 300_000,
  // A mutant's run stops at the first failing walk (scripts/paths/mutants/).
  maxFailures: Number(process.env.PATHS_MAX_FAILURES ?? 0),
  use: {
    ...base.use,
    // A failing path reports its screen, its shortest failing walk and the command that replays
    // it; the replay records a trace. Recording one for every walk took half of a run's time.
    trace: process.env.PATHS_REPLAY === undefined ? 'off' : 'retain-on-failure',
  },
});
