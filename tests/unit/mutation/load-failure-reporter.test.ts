// The mutation runs' reporter (issue 17): a test file whose import threw counts as one failed test,
// so Stryker scores the mutant that broke the import as killed instead of survived.
import { describe, expect, it } from 'vitest';
import type { File } from '@vitest/runner';
import { markLoadFailures } from '../../../scripts/mutation/load-failure-reporter.ts';

function file(name: string, state: 'pass' | 'fail', tasks: number): File {
  const loadError = { name: 'Error', message: 'No initial state specified for compound state node "#account".' };
  const made = {
    type: 'suite',
    id: name,
    name,
    filepath: `/repo/${name}`,
    mode: 'run',
    meta: {},
    tasks: Array.from({ length: tasks }, (_, index) => ({ type: 'test', id: `${name}_${index}`, name: `test ${index}`, result: { state } })),
    result: state === 'fail' ? { state, errors: [loadError] } : { state },
  };
  return made as unknown as File;
}

describe('mutation runs: a test file that does not load', () => {
  it('gets one failed test carrying the load error; files that loaded are left as they are', () => {
    const broken = file('tests/machines/account/loading.test.ts', 'fail', 0);
    const failing = file('tests/machines/account/reloads.test.ts', 'fail', 2);
    const passing = file('tests/machines/account/rules.test.ts', 'pass', 3);
    expect(markLoadFailures([broken, failing, passing])).toBe(1);

    expect(broken.tasks).toHaveLength(1);
    const [test] = broken.tasks;
    expect(test?.type).toBe('test');
    expect(test?.file).toBe(broken);
    expect(test?.suite).toBe(broken);
    expect(test?.result?.state).toBe('fail');
    expect(test?.result?.errors?.[0]?.message).toBe('No initial state specified for compound state node "#account".');
    expect(failing.tasks).toHaveLength(2);
    expect(passing.tasks).toHaveLength(3);
  });

  it('marks a file only once, however often the reporter is told the run ended', () => {
    const broken = file('tests/machines/app/app.test.ts', 'fail', 0);
    markLoadFailures([broken]);
    expect(markLoadFailures([broken])).toBe(0);
    expect(broken.tasks).toHaveLength(1);
  });
});
