// Start-up of widget.html, the billing widget's own page (/updateBilling, /displayBillingInfo,
// ADR 0016): the same start-up as index.html's (app/start-up.tsx), with a root actor that runs the
// billing widget instead of the checkout, so no checkout code is loaded.
import { StrictMode } from 'react';
import { createBrowserAdapters } from './adapters/browser/index.ts';
import { startAppRoot } from './app/app-root.ts';
import { WIDGET_MATCH } from './app/route-table.ts';
import { AppProviders } from './app/providers.tsx';
import { openPage, startTelemetryWhenIdle } from './app/start-up.tsx';
import { WidgetPage } from './app/widget-page.tsx';
import { widgetPageLogic } from './app/widget-root.ts';

openPage((root, config) => {
  const browser = createBrowserAdapters(config);
  const appRoot = startAppRoot(config, browser, widgetPageLogic, WIDGET_MATCH);
  root.show(
    <StrictMode>
      <AppProviders value={{ config, browser }} root={appRoot}>
        <WidgetPage />
      </AppProviders>
    </StrictMode>,
  );
  startTelemetryWhenIdle(browser);
});
