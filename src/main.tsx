// Start-up: read and validate the configuration, create the browser ports, render the app. A
// configuration error renders a full-page explanation instead of a blank page.
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createBrowserAdapters } from './adapters/browser/index.ts';
import { ConfigError, loadConfig, type Config } from './app/config.ts';
import { startAppRoot } from './app/app-actor.tsx';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/routes.tsx';
import { system } from './app/theme/system.ts';
import { ConfigErrorScreen } from './views/shell/ConfigErrorScreen.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element.');
const root = createRoot(container);

function readConfig(): Config | ConfigError {
  try {
    return loadConfig(import.meta.env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}

const config = readConfig();
if (config instanceof ConfigError) {
  document.title = 'Configuration needed';
  root.render(
    <ChakraProvider value={system}>
      <ConfigErrorScreen message={config.message} />
    </ChakraProvider>,
  );
} else {
  document.title = `Checkout | ${config.brand.name}`;
  const browser = createBrowserAdapters(config);
  const appRoot = startAppRoot(config, browser);
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <AppProviders value={{ config, browser }} root={appRoot}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // Telemetry waits until the page is idle: it must never compete with the first paint.
  const startTelemetry = () => browser.telemetry.start();
  if ('requestIdleCallback' in window) window.requestIdleCallback(startTelemetry, { timeout: 5000 });
  else setTimeout(startTelemetry, 2000);
}
