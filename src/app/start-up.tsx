// What both pages' entries do at start-up (src/main.tsx for index.html, src/widget-main.tsx for
// widget.html, ADR 0016): find #root, read and validate the configuration (an error renders a
// full-page explanation instead of a blank page), and start telemetry once the page is idle.
import { ChakraProvider } from '@chakra-ui/react';
import { createRoot, type Root } from 'react-dom/client';
import type { BrowserAdapters } from '../adapters/browser/index.ts';
import { whenPageIsIdle } from '../lib/page-ready.ts';
import { ConfigErrorScreen } from '../views/shell/ConfigErrorScreen.tsx';
import { configOfThisBuild } from './build-config.ts';
import { ConfigError, type Config } from './config.ts';
import { appSystem } from './theme/system.ts';

/** The React root in the page's #root element (both HTML files have one). */
export function createPageRoot(doc: Document = document): Root {
  const container = doc.getElementById('root');
  if (!container) throw new Error('The page lacks the #root element.');
  return createRoot(container);
}

export function showConfigError(root: Root, error: ConfigError): void {
  document.title = 'Configuration needed';
  root.render(
    <ChakraProvider value={appSystem()}>
      <ConfigErrorScreen message={error.message} />
    </ChakraProvider>,
  );
}

/**
 * What both entries do first: find #root, read the configuration (an error shows its page and
 * stops there), name the tab, then hand over to the page's own start.
 */
export function openPage(start: (root: Root, config: Config) => void): void {
  const root = createPageRoot();
  const config = configOfThisBuild();
  if (config instanceof ConfigError) {
    showConfigError(root, config);
    return;
  }
  document.title = `Checkout | ${config.brand.name}`;
  start(root, config);
}

/** Telemetry waits until the page is ready and idle: it must never compete with the first screen. */
export function startTelemetryWhenIdle(browser: BrowserAdapters): void {
  whenPageIsIdle(() => browser.telemetry.start(), 5000);
}
