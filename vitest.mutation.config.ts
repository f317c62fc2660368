// The tests `npm run mutation` (Stryker) runs against each mutant of machines/: the machine tests
// that check behaviour, without the slow model-based and property suites. Those walk every path
// of a machine (seconds per test) and, measured on machines/coupon, kill no mutant the example
// tests leave alive, so per mutant they cost time and buy nothing. README "Mutation testing".
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/machines/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/machines/**/*.graph.test.ts', 'tests/machines/**/*.properties.test.ts', 'tests/machines/fault-matrix/**'],
    // A mutant that loops (a guard flipped on an eventless transition) must fail fast, not hang.
    testTimeout: 5000,
  },
});
