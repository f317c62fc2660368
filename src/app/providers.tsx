// Everything above the routes: the Chakra system, the start-up context (config and browser
// ports), the actor system, and the toast regions.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppActorProvider, type AppRoot } from './app-actor.tsx';
import { AppContextProvider, type AppContextValue } from './app-context.tsx';
import { appSystem } from './theme/system.ts';
import { AppToasters } from './toaster.tsx';

export function AppProviders({ value, root, children }: { value: AppContextValue; root: AppRoot; children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <AppContextProvider value={value}>
        <AppActorProvider root={root}>
          {children}
          <AppToasters />
        </AppActorProvider>
      </AppContextProvider>
    </ChakraProvider>
  );
}
