// The start-up devices a build leaves out for the bench's variants (scripts/build/startup-devices.ts,
// ADR 0034): none unless BENCH_STARTUP_OFF names them; a misspelt name stops the build.
import { describe, expect, it } from 'vitest';
import { devicesOff, PLAIN_MAIN } from '../../../scripts/build/startup-devices.ts';
import { startupVariants } from '../../../scripts/bench/startup-variants.ts';

describe('start-up devices', () => {
  it('are all on unless the variable names some', () => {
    expect([...devicesOff({})]).toEqual([]);
    expect([...devicesOff({ BENCH_STARTUP_OFF: '' })]).toEqual([]);
    expect([...devicesOff({ BENCH_STARTUP_OFF: ' paint-first , task-chain' })]).toEqual(['paint-first', 'task-chain']);
  });

  it('refuses an unknown device', () => {
    expect(() => devicesOff({ BENCH_STARTUP_OFF: 'compile-hints' })).toThrow(/compile-hints/);
  });

  it('without the task chain, index.html starts in one task, like the widget', () => {
    expect(PLAIN_MAIN).not.toMatch(/setTimeout|import\(|startTransition/);
    expect(PLAIN_MAIN).toContain('root.render(');
  });

  it('the bench measures all on and each one off, and all off when there are several', () => {
    expect(startupVariants().map((v) => [v.name, v.off])).toEqual([
      ['current', []],
      ['no paint-first', ['paint-first']],
      ['no task-chain', ['task-chain']],
      ['none', ['paint-first', 'task-chain']],
    ]);
    expect(startupVariants(['paint-first']).map((v) => v.name)).toEqual(['current', 'no paint-first']);
  });
});
