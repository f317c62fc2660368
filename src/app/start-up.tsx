// What both pages' entries do at start-up (src/main.tsx for index.html, src/widget-main.tsx for
// widget.html, ADR 0016): find #root, read and validate the configuration (an error renders a
// full-page explanation instead of a blank page), and start telemetry once the page is idle.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BrowserAdapters } from '../adapters/browser/index.ts';
import { whenPageIsIdle } from '../lib/page-ready.ts';
import { ConfigErrorScreen } from '../views/shell/ConfigErrorScreen.tsx';
import { configOfThisBuild } from './build-config.ts';
import { ConfigError, type Config } from './config.ts';
import { prerenderedPriceId } from './page-zero-mark.ts';
import { appSystem } from './theme/system.ts';

/** The page's #root: shows the app there, adopting page 0's markup when the HTML holds it (ADR 0061). */
export interface PageRoot {
  /** The price id whose page 0 the HTML already shows, or null. */
  prerendered: string | null;
  /** Renders `node` into #root, or adopts the markup there (hydration) when `adopt` is true. */
  show(node: ReactNode, adopt?: boolean): void;
}

/** The page's #root element (both HTML files have one). */
export function createPageRoot(doc: Document = document): PageRoot {
  const container = doc.getElementById('root');
  if (!container) throw new Error('The page lacks the #root element.');
  return {
    prerendered: prerenderedPriceId(container),
    show(node, adopt = false) {
      // A page that differs from the HTML is rendered anew by React; the sandbox says where (tests read it).
      if (adopt) hydrateRoot(container, node, { onRecoverableError: reportMarkupDifference });
      else createRoot(container).render(node);
    },
  };
}

function reportMarkupDifference(error: unknown, info: { componentStack?: string | undefined }): void {
  if (import.meta.env.MODE !== 'sandbox') return;
  console.warn(`[page zero] the app's first render differs from the HTML: ${String(error)}${info.componentStack ?? ''}`);
}

export function showConfigError(root: PageRoot, error: ConfigError): void {
  document.title = 'Configuration needed';
  root.show(
    <ChakraProvider value={appSystem()}>
      <ConfigErrorScreen message={error.message} />
    </ChakraProvider>,
  );
}

/**
 * What both entries do first: find #root, read the configuration (an error shows its page and
 * stops there), name the tab, then hand over to the page's own start.
 */
export function openPage(start: (root: PageRoot, config: Config) => void): void {
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
