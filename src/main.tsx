// Start-up of index.html (the checkout, the return page, unknown addresses): read and validate the
// configuration, create the browser ports, render the app. A configuration error renders a
// full-page explanation instead of a blank page. The billing widget is widget.html's (widget-main.tsx).
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createBrowserAdapters } from './adapters/browser/index.ts';
import { ConfigError } from './app/config.ts';
import { startAppRoot } from './app/app-actor.tsx';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/routes.tsx';
import { createPageRoot, readConfig, showConfigError, startTelemetryWhenIdle } from './app/start-up.tsx';
import { checkoutPageLogic } from './app/wiring/checkout-page-logic.ts';

const root = createPageRoot();

const config = readConfig();
if (config instanceof ConfigError) {
  showConfigError(root, config);
} else {
  document.title = `Checkout | ${config.brand.name}`;
  const browser = createBrowserAdapters(config);
  const appRoot = startAppRoot(config, browser, checkoutPageLogic);
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <AppProviders value={{ config, browser }} root={appRoot}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  startTelemetryWhenIdle(browser);
}
