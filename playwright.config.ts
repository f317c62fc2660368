import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/e2e/support/chromium.ts';

// End-to-end tests run the built app (vite preview) and an isolated sandbox, started by the global setup.
export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per app port, so side-by-side runs do not clean each other's results.
  outputDir: `test-results/${process.env.E2E_APP_PORT ?? 4183}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: the specs of a run share its sandbox (each resets it before it starts). Every test
  // stands alone, so scripts/e2e-shards.ts splits the suite by test, not by file, into shards that
  // each have a sandbox of their own.
  fullyParallel: true,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${process.env.E2E_APP_PORT ?? 4183}`,
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
});
