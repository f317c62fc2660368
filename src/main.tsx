// Start-up of index.html (the checkout, the return page, unknown addresses). The way to the first
// screen, in order:
//   0. index.html already shows a prerendered frame of page 0 and has asked for the product
//      (scripts/build/, ADR 0021); this file loads after that first paint, and loads the steps
//      below (src/app/start-checkout.tsx) once their code has arrived and the visitor is not
//      typing or tapping.
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
// Each step is a short task of its own (nextTask) so a phone's main thread is never blocked long
// while page 0 appears: measured against the same start-up in one task (widget-main.tsx's shape),
// the steps kept Lighthouse's TBT median lower, beyond the run-to-run spread (ADR 0034). Some steps
// cannot be cut shorter, so each waits while the visitor is typing or tapping (visitor-pause.ts):
// a keystroke between two of them is not held (ADR 0061).
import { preloadsArrived } from './lib/preloads-arrived.ts';
import { nextQuietTask } from './lib/visitor-pause.ts';

void (async () => {
  await preloadsArrived();
  await nextQuietTask();
  const { startCheckout } = await import('./app/start-checkout.tsx');
  startCheckout();
})();

