// The page's one root actor (machines/app) with its side effects supplied by the real adapters
// (src/app/wiring/), its input read from the address (page-context.ts), and the card provider
// handed to the views (wiring/card-provider-context.tsx).
import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { appMachine } from '../../machines/app/app.machine.ts';
import { createInspectionStore } from '../statechart-view/inspection-store.ts';
import { StatechartViewLauncher } from '../statechart-view/StatechartViewLauncher.tsx';
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
    return { ...readPageContext(window.location, browser), ...(sisterProductName === undefined ? {} : { sisterProductName }) };
  });
  // Sandbox builds only (issue 7): the statechart view watches every actor from the root's start.
  // __STATECHART_VIEW__ is a build constant, so live builds drop this code and its imports.
  const [inspection] = useState(() => (__STATECHART_VIEW__ ? createInspectionStore({ maxEvents: 10 }) : null));
  return (
    <AppActor.Provider logic={wiring.logic} options={inspection === null ? { input } : { input, inspect: inspection.inspect }}>
      <PageLifecycle link={wiring.link} />
      <CardProviderSetupProvider setup={wiring.cardProvider}>{children}</CardProviderSetupProvider>
      {__STATECHART_VIEW__ && inspection !== null && <StatechartViewLauncher store={inspection} />}
    </AppActor.Provider>
  );
}
