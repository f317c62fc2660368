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
});
