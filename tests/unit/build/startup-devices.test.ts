// The start-up devices a build leaves out for the bench's variants (scripts/build/startup-devices.ts,
// ADR 0034): none unless BENCH_STARTUP_OFF names them; a misspelt name stops the build.
import { describe, expect, it } from 'vitest';
import { devicesOff, PLAIN_MAIN } from '../../../scripts/build/startup-devices.ts';
import { startupVariants } from '../../../scripts/bench/lighthouse.ts';

describe('start-up devices', () => {
  it('are all on unless the variable names some', () => {
    expect([...devicesOff({})]).toEqual([]);
    expect([...devicesOff({ BENCH_STARTUP_OFF: '' })]).toEqual([]);
    expect([...devicesOff({ BENCH_STARTUP_OFF: 'task-chain, paint-first' })]).toEqual(['task-chain', 'paint-first']);
  });

  it('refuses an unknown device', () => {
    // Compile hints and the Chakra patch were removed (ADR 0034): naming them is a mistake now.
    expect(() => devicesOff({ BENCH_STARTUP_OFF: 'compile-hints' })).toThrow(/compile-hints/);
  });

  it('the plain start-up renders without yielding', () => {
    expect(PLAIN_MAIN).not.toMatch(/setTimeout|import\(|startTransition/);
  });

  it('the bench measures all on, each one off, and all off', () => {
    expect(startupVariants('').map((v) => [v.name, v.off.length])).toEqual([
      ['current', 0],
      ['no paint-first', 1],
      ['no task-chain', 1],
      ['none', 2],
    ]);
  });

  it('the bench can measure only the variants named', () => {
    expect(startupVariants('current, no task-chain').map((v) => v.name)).toEqual(['current', 'no task-chain']);
    expect(() => startupVariants('current,no compile-hints')).toThrow(/no compile-hints/);
  });
});
