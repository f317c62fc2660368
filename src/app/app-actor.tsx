// How views reach the page's one root actor (machines/app) and the card provider of its wiring
// (card-provider-context.tsx). Creating and starting the root is app-root.ts's: it pulls
// in every machine and the wiring, which index.html loads as a step of its own (ADR 0021).
import { createContext, useContext, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import type { CardProviderSetup } from '../adapters/card-provider/index.ts';
import type { InspectionStore } from '../statechart-view/inspection-store.ts';
import { StatechartViewLauncher } from '../statechart-view/StatechartViewLauncher.tsx';
import type { AppPage } from '../../machines/app/app.machine.ts';
import { CardProviderSetupProvider } from './card-provider-context.tsx';
import { usePageLifecycle } from './page-lifecycle.ts';
import type { SystemLink } from './wiring/app-wiring.ts';

/** Views only reach the root for its system (`system.get(systemId)`). */
export type AppRootActor = AnyActorRef;

/** The running root actor of the page, with the card provider and system link of its wiring. */
export interface AppRoot {
  actor: AppRootActor;
  cardProvider: CardProviderSetup;
  link: SystemLink;
  /** The screen the address shows, as the root actor was started with it (ROUTE-1..9). */
  page: AppPage;
  /** Sandbox builds only (issue 7): what the statechart view shows, watched from the root's start. */
  inspection?: InspectionStore | null;
}

const AppActorContext = createContext<AppRootActor | null>(null);

/** The root actor of the page; children are reached through `useAppActorRef().system.get(id)`. */
export function useAppActorRef(): AppRootActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('AppActorProvider is missing above this component.');
  return actor;
}

function PageLifecycle({ root }: { root: AppRoot }) {
  usePageLifecycle(root.actor.system, root.link);
  return null;
}

export function AppActorProvider({ root, children }: { root: AppRoot; children: ReactNode }) {
  return (
    <AppActorContext.Provider value={root.actor}>
      <PageLifecycle root={root} />
      <CardProviderSetupProvider setup={root.cardProvider}>{children}</CardProviderSetupProvider>
      {__STATECHART_VIEW__ && root.inspection && <StatechartViewLauncher store={root.inspection} />}
    </AppActorContext.Provider>
  );
}
