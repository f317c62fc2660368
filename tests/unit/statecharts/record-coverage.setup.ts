// Vitest setup file: when STATECHART_COVERAGE=1 (set by `npm run coverage:statecharts`), records
// the states and transitions of every machine actor the test file runs, and writes them to
// coverage/statecharts/last-run/ when the file is done. Otherwise it does nothing.
import { relative } from 'node:path';
import { afterAll, expect } from 'vitest';

if (process.env.STATECHART_COVERAGE === '1') {
  // Loaded only when recording, so a normal test run pays nothing.
  const { createCoverageRecorder, installCoverageHook } = await import('../../../scripts/statecharts/coverage-recorder.ts');
  const { writeRun } = await import('../../../scripts/statecharts/coverage-files.ts');
  const recorder = createCoverageRecorder();
  // Before the test file imports any machine: only machines created afterwards are seen.
  installCoverageHook(recorder);
  // The test file names the layer the recording counts in (tests/machines, tests/views, ...).
  const source = relative(process.cwd(), expect.getState().testPath ?? '').replace(/\\/g, '/');
  afterAll(() => writeRun({ source, ...recorder.result() }));
}
