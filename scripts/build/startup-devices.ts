// The start-up devices ADR 0034 kept, switchable for measurement only: the bench's `startup` part
// (scripts/bench/lighthouse.ts) builds the app once with all of them, once without each, and
// once without any, by setting BENCH_STARTUP_OFF for the build (a comma list; vite.config.ts reads
// it). A normal build sets nothing and gets every device. Two are left: paint-first
// (paint-first-plugin.ts, and the product call's wait for the first frame) and the task chain
// (src/main.tsx's short tasks; without it, main.tsx is replaced by PLAIN_MAIN).
import type { Plugin } from 'vite';

export const STARTUP_DEVICES = ['paint-first', 'task-chain'] as const;
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

/**
 * src/main.tsx without the task chain: the shape of src/widget-main.tsx (static imports, one
 * synchronous render, no transition), for the variant that measures the chain. Keep it in step
 * with main.tsx, or that variant measures something else.
 */
export const PLAIN_MAIN = `
import { StrictMode } from 'react';
import { createBrowserAdapters } from './adapters/browser/index.ts';
import { prepareCheckoutRoot } from './app/checkout-root.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, createAppRouter } from './app/routes.tsx';
import { openPage, startTelemetryWhenIdle } from './app/start-up.tsx';

openPage((root, config) => {
  const browser = createBrowserAdapters(config);
  const appRoot = prepareCheckoutRoot(config, browser).start();
  const router = createAppRouter();
  root.show(
    <StrictMode>
      <AppProviders value={{ config, browser }} root={appRoot}>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>,
  );
  startTelemetryWhenIdle(browser);
});
`;

/** Replaces src/main.tsx's source with PLAIN_MAIN (before the React plugin compiles it). */
export function plainMainPlugin(): Plugin {
  return {
    name: 'checkout:bench-plain-main',
    enforce: 'pre',
    transform(_code, id) {
      return (id.split('?')[0] ?? id).endsWith('/src/main.tsx') ? { code: PLAIN_MAIN, map: null } : null;
    },
  };
}
