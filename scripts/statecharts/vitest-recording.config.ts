// The project's vitest config plus the statechart coverage recorder, for
// `npm run coverage:statecharts`: ordinary test runs do not load the recorder at all.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.ts';

const RECORDER = 'tests/unit/statecharts/record-coverage.setup.ts';
const baseSetup = base.test?.setupFiles ?? [];
const setupFiles = [...new Set([...(Array.isArray(baseSetup) ? baseSetup : [baseSetup]), RECORDER])];

export default defineConfig({
  ...base,
  // A config outside the project root would otherwise make this folder the root.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: { ...base.test, setupFiles },
});
