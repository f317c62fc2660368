// A vitest reporter for mutation runs only (vitest.mutation.config.ts): a test file that cannot even
// load counts as one failed test. Why: Stryker's vitest runner (9.5) builds a mutant's result from the
// tests it collected and calls it Survived when none failed; a mutant in a machine's config (an
// `initial` emptied, a `type: 'parallel'` emptied) makes createMachine throw while the test file
// imports it, so the file collects no test and the mutant looked alive although every test is lost.
// Known upstream: stryker-mutator/stryker-js issues 6150 and 5492.
import type { File, Test } from '@vitest/runner';
import type { Reporter, Vitest } from 'vitest/node';

/** The failed test that stands for a file whose import threw. */
export function loadFailureTest(file: File): Test {
  const test = {
    type: 'test',
    id: `${file.id}_load`,
    name: 'the test file loads',
    mode: 'run',
    file,
    suite: file,
    meta: {},
    timeout: 0,
    annotations: [],
    artifacts: [],
    result: { state: 'fail', errors: file.result?.errors ?? [{ message: 'the test file did not load', name: 'Error' }] },
  };
  // A Test also carries a context that only vitest builds; nothing reads it once the run is over.
  return test as unknown as Test;
}

/** Adds that test to each file that failed with no task: the file's import threw. */
export function markLoadFailures(files: readonly File[]): number {
  let marked = 0;
  for (const file of files) {
    if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
    file.tasks.push(loadFailureTest(file));
    marked += 1;
  }
  return marked;
}

/** Reads the same file results Stryker reads (vitest's state), before Stryker reads them. */
export default class LoadFailureReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    markLoadFailures(this.vitest?.state.getFiles() ?? []);
  }
}
