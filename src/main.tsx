// Start-up: read and validate the configuration, create the browser ports, render the app. A
// configuration error renders a full-page explanation instead of a blank page. The steps run as
// separate short tasks and the first render is time-sliced (a transition), so the phone's main
// thread is never blocked for long while page 0 appears (issue 8, total blocking time).
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createBrowserAdapters } from './adapters/browser/index.ts';
import { ConfigError, loadConfig, type Config } from './app/config.ts';
import { startAppRoot } from './app/app-actor.tsx';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/routes.tsx';
import { appSystem } from './app/theme/system.ts';
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
    <ChakraProvider value={appSystem()}>
      <ConfigErrorScreen message={config.message} />
    </ChakraProvider>,
  );
} else {
  document.title = `Checkout | ${config.brand.name}`;
  void start(config);
}

/** Lets the browser paint and handle input before the next start-up step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(config: Config): Promise<void> {
  await nextTask();
  const browser = createBrowserAdapters(config);
  // The root actor starts before the styles are computed: page 0's calls leave first.
  const appRoot = startAppRoot(config, browser);
  await nextTask();
  appSystem();
  await nextTask();
  const router = createAppRouter();
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders value={{ config, browser }} root={appRoot}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  // Telemetry waits until the page is idle: it must never compete with the first paint.
  const startTelemetry = () => browser.telemetry.start();
  if ('requestIdleCallback' in window) window.requestIdleCallback(startTelemetry, { timeout: 5000 });
  else setTimeout(startTelemetry, 2000);
}
