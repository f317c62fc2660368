// Start-up of index.html (the checkout, the return page, unknown addresses): the same as
// widget.html's (src/widget-main.tsx), with the checkout's root actor and the router. The built
// index.html already shows page 0's frame and has started the product call (ADR 0021); this
// replaces the frame with the app. One plain render: measured against a chain of short tasks, the
// chain moved no Lighthouse median beyond the run-to-run spread (ADR 0034).
import { StrictMode } from 'react';
import { createBrowserAdapters } from './adapters/browser/index.ts';
import { startAppRoot } from './app/app-root.ts';
import { AppProviders } from './app/providers.tsx';
import { matchPage } from './app/route-match.ts';
import { AppRouter, createAppRouter } from './app/routes.tsx';
import { openPage, startTelemetryWhenIdle } from './app/start-up.tsx';
import { checkoutPageLogic } from './app/wiring/checkout-page-logic.ts';

openPage((root, config) => {
  const browser = createBrowserAdapters(config);
  const appRoot = startAppRoot(config, browser, checkoutPageLogic, matchPage(window.location.pathname));
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <AppProviders value={{ config, browser }} root={appRoot}>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>,
  );
  startTelemetryWhenIdle(browser);
});
