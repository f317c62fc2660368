// The start-up devices ADR 0034 kept, switchable for measurement only: the bench's `startup` part
// (scripts/bench/startup-variants.ts) builds the app with all of them and without each, by setting
// BENCH_STARTUP_OFF for the build (a comma list; vite.config.ts reads it). A normal build sets
// nothing and gets every device. Today one is left: paint-first (paint-first-plugin.ts and the
// product call's wait for the first frame, product-preload-plugin.ts).

export const STARTUP_DEVICES = ['paint-first'] as const;
export type StartupDevice = (typeof STARTUP_DEVICES)[number];

export const DEVICES_OFF_VARIABLE = 'BENCH_STARTUP_OFF';

/** The devices a build leaves out, from BENCH_STARTUP_OFF; an unknown name is refused. */
export function devicesOff(env: Readonly<Record<string, string | undefined>>): ReadonlySet<StartupDevice> {
  const names = (env[DEVICES_OFF_VARIABLE] ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  const unknown = names.filter((n) => !(STARTUP_DEVICES as readonly string[]).includes(n));
  if (unknown.length > 0) throw new Error(`${DEVICES_OFF_VARIABLE}: unknown device(s) ${unknown.join(', ')} (devices: ${STARTUP_DEVICES.join(', ')})`);
  return new Set(names as StartupDevice[]);
}
