// `npm run mutation`: mutation testing of the machines (issue 17). See README "Mutation testing".
// @ts-check
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // Texts, event type lists and type-only modules hold nothing a test can check by behaviour.
  mutate: ['machines/**/*.ts', '!machines/**/events.ts', '!machines/**/texts.ts', '!machines/ports.ts', '!machines/registry.ts', '!machines/payment/card-provider-port.ts'],
  coverageAnalysis: 'perTest',
  // Only mutants whose code or tests changed since the last run are tested again.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['json', 'progress', 'clear-text'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  timeoutMS: 5000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignoreStatic: true,
};
