// The page's one root actor (machines/app) with its side effects supplied by the real adapters
// (src/app/wiring/), its input read from the address (page-context.ts), and the card provider
// handed to the views (wiring/card-provider-context.tsx).
import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { appMachine } from '../../machines/app/app.machine.ts';
import { useBrowser, useConfig } from './app-context.tsx';
import { readPageContext } from './page-context.ts';
import { createAppWiring } from './wiring/app-wiring.ts';
import { CardProviderSetupProvider } from './wiring/card-provider-context.tsx';
import { usePageLifecycle } from './wiring/page-lifecycle.ts';
import { sisterProductNameFor } from './wiring/sister-product.ts';
import type { SystemLink } from './wiring/system-link.ts';

/** The root actor's React context; the unprovided machine is replaced by the Provider's `logic`. */
export const AppActor = createActorContext(appMachine);

/** The root actor of the page; children are reached through `useAppActorRef().system.get(id)`. */
export const useAppActorRef = AppActor.useActorRef;

function PageLifecycle({ link }: { link: SystemLink }) {
  usePageLifecycle(useAppActorRef().system, link);
  return null;
}

export function AppActorProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const browser = useBrowser();
  // One wiring (identity client, HTTP client, card provider) and one input per page load.
  const [wiring] = useState(() => createAppWiring(config, browser));
  const [input] = useState(() => {
    const sisterProductName = sisterProductNameFor(config);
    return {
      ...readPageContext(window.location, browser),
      ...(sisterProductName === undefined ? {} : { sisterProductName }),
      widgetPriceId: config.widgetPriceId,
    };
  });
  return (
    <AppActor.Provider logic={wiring.logic} options={{ input }}>
      <PageLifecycle link={wiring.link} />
      <CardProviderSetupProvider setup={wiring.cardProvider}>{children}</CardProviderSetupProvider>
    </AppActor.Provider>
  );
}
