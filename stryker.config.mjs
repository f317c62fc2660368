// `npm run mutation`: mutation testing of the machines (issue 17), one machine per Stryker run
// (scripts/mutation/run.ts sets MUTATION_MACHINE and --mutate). See docs/testing.md "For testers".
// @ts-check
import process from 'node:process';
const machine = process.env.MUTATION_MACHINE ?? 'all';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // A state's `description` and `meta` are documentation: scripts/mutation/ignore-state-docs.mjs.
  plugins: ['@stryker-mutator/*', './scripts/mutation/ignore-state-docs.mjs'],
  ignorers: ['state-documentation'],
  // Only mutants whose code or covering tests changed since the last run are tested again.
  incremental: true,
  incrementalFile: `reports/stryker-incremental/${machine}.json`,
  // The incremental file is the full JSON report too: scripts/mutation/report.ts reads it.
  reporters: ['progress', 'clear-text'],
  concurrency: 2,
  // Added to 1.5 x the covering tests' own time: a mutant that loops is given up on after this.
  // 3 s was too short on this shared 2-core machine: under load, whole-selection runs of static
  // mutants timed out and counted as killed (session: 116 "timeouts", really 80% not 88%); with
  // 15 s the runs of pricing, session, company, noma and network had no timeouts at all.
  timeoutMS: 15000,
  tempDirName: '.stryker-tmp',
  // Build and test outputs are not copied into the sandbox: the machine tests read none of them, and
  // a build or e2e run writing there meanwhile made the copy fail (a file gone between list and copy).
  ignorePatterns: ['/dist*', '/test-results', '/playwright-report', '/coverage'],
  cleanTempDir: 'always',
};
