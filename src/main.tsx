// Start-up of index.html (the checkout, the return page, unknown addresses): read and validate the
// configuration, create the browser ports, render the app. A configuration error renders a
// full-page explanation instead of a blank page. The steps run as separate short tasks and the
// first render is time-sliced (a transition), so the phone's main thread is never blocked for long
// while page 0 appears (issue 8, total blocking time): measured against the same start-up in one
// task (src/widget-main.tsx's shape), the steps kept Lighthouse's TBT median lower, beyond the
// run-to-run spread (ADR 0034). The billing widget is widget.html's (widget-main.tsx).
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserAdapters } from './adapters/browser/index.ts';
import type { Config } from './app/config.ts';
import { AppProviders } from './app/providers.tsx';
import { openPage, startTelemetryWhenIdle } from './app/start-up.tsx';
import { appSystem } from './app/theme/system.ts';
import { nextTask } from './lib/page-ready.ts';

openPage((root, config) => void start(root, config));

async function start(root: Root, config: Config): Promise<void> {
  await nextTask();
  const browser = createBrowserAdapters(config);
  const { prepareCheckoutRoot } = await import('./app/checkout-root.ts');
  await nextTask();
  const prepared = prepareCheckoutRoot(config, browser);
  await nextTask();
  // The root actor starts before the styles are computed: page 0's calls leave first.
  const appRoot = prepared.start();
  await nextTask();
  appSystem();
  await nextTask();
  // The views and the router: evaluating them is a step of its own too (preloaded with the entry, ADR 0021).
  const { AppRouter, createAppRouter } = await import('./app/routes.tsx');
  const router = createAppRouter();
  await nextTask();
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
