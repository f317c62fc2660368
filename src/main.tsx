// Start-up of index.html (the checkout, the return page, unknown addresses): the same as
// widget.html's (src/widget-main.tsx), with the checkout's root actor and the router. The built
// index.html already shows page 0's frame and has started the product call (ADR 0021); this
// replaces the frame with the app in three short tasks: start the root actor (page 0's calls leave
// first), create the Chakra system, render as a transition (React renders it in slices). Measured
// against the same start-up in one task, the three tasks lowered page 0's Lighthouse TBT median and
// raised its score beyond the run-to-run spread (ADR 0034).
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserAdapters } from './adapters/browser/index.ts';
import { startAppRoot } from './app/app-root.ts';
import type { Config } from './app/config.ts';
import { AppProviders } from './app/providers.tsx';
import { matchPage } from './app/route-match.ts';
import { AppRouter, createAppRouter } from './app/routes.tsx';
import { openPage, startTelemetryWhenIdle } from './app/start-up.tsx';
import { appSystem } from './app/theme/system.ts';
import { checkoutPageLogic } from './app/wiring/checkout-page-logic.ts';

openPage((root, config) => void start(root, config));

/** Lets the browser paint and handle input before the next start-up step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: Root, config: Config): Promise<void> {
  const browser = createBrowserAdapters(config);
  const appRoot = startAppRoot(config, browser, checkoutPageLogic, matchPage(window.location.pathname));
  await nextTask();
  appSystem();
  await nextTask();
  const router = createAppRouter();
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders value={{ config, browser }} root={appRoot}>
          <AppRouter router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  startTelemetryWhenIdle(browser);
}
