// The tests `npm run mutation` (Stryker) runs against the mutants of one machine: that machine's
// own tests, without the slow model-based and property suites (scripts/mutation/selection.ts).
// Measured on machines/coupon: with every machine test that reaches the coupon (most checkout
// tests start it as a child), each mutant ran about ten test files, 10 to 15 s a mutant.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';
import { MACHINE_ENV, testSelection } from './scripts/mutation/selection.ts';
import LoadFailureReporter from './scripts/mutation/load-failure-reporter.ts';

const { include, exclude } = testSelection(process.env[MACHINE_ENV]);

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include,
    exclude,
    // Machine tests need no DOM matchers: loading jest-dom in each file cost 0.2 to 0.35 s a file,
    // paid again for every mutant that runs the whole selection.
    setupFiles: ['tests/setup-sandbox-mode.ts'],
    // A mutant that makes a test wait forever (a state never reached) must fail fast: the slowest
    // machine test takes about 0.65 s on this machine under load.
    testTimeout: 2000,
    // A test file that fails to load (a mutant broke createMachine) counts as a failed test.
    reporters: ['default', new LoadFailureReporter()],
  },
});
