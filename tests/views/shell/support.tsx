// Shared by the shell's view tests: a sandbox config, recording browser ports, a viewport-width
// stub for matchMedia, and a render helper with the app's providers (minus the actor system).
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { BrowserAdapters } from '../../../src/adapters/browser/index.ts';
import { AppContextProvider } from '../../../src/app/app-context.tsx';
import { loadConfig, type Config } from '../../../src/app/config.ts';
import { appSystem } from '../../../src/app/theme/system.ts';

// jsdom has no ResizeObserver; Chakra's positioned components (Menu) observe their anchors.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

export const testConfig = (): Config => loadConfig({ MODE: 'sandbox' });

export function fakeBrowser(): BrowserAdapters {
  const store = () => ({ get: vi.fn(() => null), set: vi.fn(), remove: vi.fn() });
  return {
    analytics: { push: vi.fn() },
    chat: { kind: 'sandbox', started: false, start: vi.fn() },
    navigation: { assign: vi.fn(), replace: vi.fn(), reload: vi.fn(), openInNewTab: vi.fn(), scrollToTop: vi.fn() },
    cookies: store(),
    tokenCookie: { get: vi.fn(() => null), set: vi.fn(), remove: vi.fn() },
    sessionStore: store(),
    localStore: store(),
    telemetry: { enabled: false, settings: null, start: vi.fn(), reportError: vi.fn() },
    locks: undefined,
    purchaseNews: { tell: vi.fn(), hear: vi.fn(() => () => undefined) },
  };
}

/** Makes `window.matchMedia` answer min-width / max-width queries for a given width. */
export function setViewportWidth(width: number): void {
  const matches = (query: string): boolean =>
    query.split(/\s+and\s+/).every((part) => {
      const m = /\((min|max)-width:\s*([\d.]+)px\)/.exec(part);
      if (!m) return true;
      const px = Number(m[2]);
      return m[1] === 'min' ? width >= px : width <= px;
    });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      media: query,
      matches: matches(query),
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

export function renderWithApp(ui: ReactNode, options: { config?: Config; browser?: BrowserAdapters } = {}) {
  const config = options.config ?? testConfig();
  const browser = options.browser ?? fakeBrowser();
  const result = render(
    <ChakraProvider value={appSystem()}>
      <AppContextProvider value={{ config, browser }}>{ui}</AppContextProvider>
    </ChakraProvider>,
  );
  return { ...result, config, browser };
}
