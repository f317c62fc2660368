// The start-up devices a build leaves out for the bench's variants (scripts/build/startup-devices.ts,
// ADR 0034): none unless BENCH_STARTUP_OFF names them; a misspelt name stops the build.
import { describe, expect, it } from 'vitest';
import { devicesOff } from '../../../scripts/build/startup-devices.ts';
import { startupVariants } from '../../../scripts/bench/startup-variants.ts';

describe('start-up devices', () => {
  it('are all on unless the variable names some', () => {
    expect([...devicesOff({})]).toEqual([]);
    expect([...devicesOff({ BENCH_STARTUP_OFF: '' })]).toEqual([]);
    expect([...devicesOff({ BENCH_STARTUP_OFF: ' paint-first ' })]).toEqual(['paint-first']);
  });

  it('refuses an unknown device', () => {
    expect(() => devicesOff({ BENCH_STARTUP_OFF: 'compile-hints' })).toThrow(/compile-hints/);
  });

  it('the bench measures all on and each one off, and all off when there are several', () => {
    expect(startupVariants().map((v) => [v.name, v.off])).toEqual([
      ['current', []],
      ['no paint-first', ['paint-first']],
    ]);
    expect(startupVariants(['paint-first', 'paint-first']).map((v) => v.name)).toEqual(['current', 'no paint-first', 'no paint-first', 'none']);
  });
});
