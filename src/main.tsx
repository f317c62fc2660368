// Start-up of index.html (the checkout, the return page, unknown addresses). The way to the first
// screen, in order:
//   0. index.html already shows a prerendered frame of page 0 and has asked for the product
//      (scripts/build/, ADR 0021); this file loads after that first paint.
//   1. openPage (src/app/start-up.tsx): finds #root, reads and validates the configuration, or
//      renders a full-page explanation instead of a blank page.
//   2. createBrowserAdapters (src/adapters/browser/): storage, cookies, navigation, telemetry.
//   3. src/app/checkout-root.ts: matches the address and holds the page's logic (machines/app
//      running the session, the network dialog and the checkout).
//   4. prepared.start() (src/app/app-root.ts): the one root actor, provided by the app's assembly
//      (src/app/wiring/app-wiring.ts, one <machine>-wiring.ts a machine); page 0's calls leave now.
//   5. appSystem() (src/app/theme/system.ts): the Chakra system, the longest step (ADR 0043).
//   6. src/app/routes.tsx: react-router over the route table, then the first render, time-sliced;
//      when the HTML already holds this product's page 0 (ADR 0061), the render adopts it
//      (hydration) once the checkout shows page 0 with its price too (adopt-page-zero.ts), and
//      what the visitor typed and pressed before is done then (early-presses.ts).
// Each step is a short task of its own so a phone's main thread is never blocked long while page 0
// appears: measured against the same start-up in one task (widget-main.tsx's shape), the steps kept
// Lighthouse's TBT median lower, beyond the run-to-run spread (ADR 0034). Some cannot be cut
// shorter (evaluating a library, creating the Chakra system), so this file is added only once its
// code has arrived, and it and each step wait while the visitor is typing or tapping
// (paint-first-plugin.ts, visitor-pause.ts, ADR 0061): no step lands between two keystrokes.
import { StrictMode, startTransition } from 'react';
import { createBrowserAdapters } from './adapters/browser/index.ts';
import type { Config } from './app/config.ts';
import { AppProviders } from './app/providers.tsx';
import { openPage, startTelemetryWhenIdle, type PageRoot } from './app/start-up.tsx';
import { mayAdopt, pageZeroSettles } from './app/adopt-page-zero.ts';
import { AdoptedSignal } from './app/AdoptedSignal.tsx';
import { followTypedCoupon, keepCouponTypedSince, keepTypedCoupon, replayEarlyPresses, takeEarlyPresses, typedCoupon } from './app/early-presses.ts';
import { matchPage } from './app/route-match.ts';
import { appSystem } from './app/theme/system.ts';
import { nextQuietTask as step } from './lib/visitor-pause.ts';

openPage((root, config) => void start(root, config));

async function start(root: PageRoot, config: Config): Promise<void> {
  await step();
  const browser = createBrowserAdapters(config);
  const { prepareCheckoutRoot } = await import('./app/checkout-root.ts');
  await step();
  const prepared = prepareCheckoutRoot(config, browser);
  await step();
  // The root actor starts before the styles are computed: page 0's calls leave first.
  const appRoot = prepared.start();
  await step();
  appSystem();
  await step();
  // The views and the router: evaluating them is a step of its own too (preloaded with the entry, ADR 0021).
  const { AppRouter, createAppRouter } = await import('./app/routes.tsx');
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
