// The steps of index.html's start-up after the entry (src/main.tsx lists them), each a task of its
// own that waits while the visitor is typing or tapping.
import { StrictMode, startTransition } from 'react';
import { createBrowserAdapters } from '../adapters/browser/index.ts';
import type { Config } from './config.ts';
import { AppProviders } from './providers.tsx';
import { openPage, startTelemetryWhenIdle, type PageRoot } from './start-up.tsx';
import { mayAdopt, pageZeroSettles } from './adopt-page-zero.ts';
import { AdoptedSignal } from './AdoptedSignal.tsx';
import { followTypedCoupon, keepCouponTypedSince, keepTypedCoupon, replayEarlyPresses, takeEarlyPresses, typedCoupon } from './early-presses.ts';
import { matchPage } from './route-match.ts';
import { appSystem } from './theme/system.ts';
import { nextQuietTask as step } from '../lib/visitor-pause.ts';

/** Runs the steps of src/main.tsx's list; the entry has loaded this file once the visitor paused. */
export function startCheckout(): void {
  openPage((root, config) => void start(root, config));
}

async function start(root: PageRoot, config: Config): Promise<void> {
  await step();
  const browser = createBrowserAdapters(config);
  const { prepareCheckoutRoot } = await import('./checkout-root.ts');
  await step();
  const prepared = prepareCheckoutRoot(config, browser);
  await step();
  // The root actor starts before the styles are computed: page 0's calls leave first.
  const appRoot = prepared.start();
  await step();
  appSystem();
  await step();
  // The views and the router: evaluating them is a step of its own too (preloaded with the entry, ADR 0021).
  const { AppRouter, createAppRouter } = await import('./routes.tsx');
  const router = createAppRouter();
  await step();
  const adopt = mayAdopt(root.prerendered, matchPage(window.location.pathname));
  const system = appRoot.actor.system;
  let onAdopted = () => replayEarlyPresses(system, takeEarlyPresses(window));
  if (adopt) {
    // Waited for at most 10 s; then the app renders whatever the checkout shows.
    await pageZeroSettles(system, 10_000);
    const kept = typedCoupon(document);
    keepTypedCoupon(system, kept);
    const typing = followTypedCoupon(document);
    onAdopted = () => {
      typing.stop();
      keepCouponTypedSince(system, kept, typing.latest());
      replayEarlyPresses(system, takeEarlyPresses(window));
    };
  } else {
    // A page 0 this address does not adopt: its presses are the app's own from now on.
    takeEarlyPresses(window);
  }
  startTransition(() => {
    root.show(
      <StrictMode>
        <AppProviders value={{ config, browser }} root={appRoot}>
          <AppRouter router={router} />
        </AppProviders>
        {adopt && <AdoptedSignal onAdopted={onAdopted} />}
      </StrictMode>,
      adopt,
    );
  });
  startTelemetryWhenIdle(browser);
}
