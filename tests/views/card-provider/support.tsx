// Shared by the card-provider view tests: the app's Chakra system around a component, and the
// jsdom gaps Chakra's dialog needs.
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { appSystem } from '../../../src/app/theme/system.ts';

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

export const withChakra = (ui: ReactNode) => <ChakraProvider value={appSystem()}>{ui}</ChakraProvider>;

export function renderWithChakra(ui: ReactNode) {
  const result = render(withChakra(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(withChakra(next)) };
}
