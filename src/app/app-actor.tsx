// The page's one root actor (machines/app) with its side effects supplied by the real adapters
// (src/app/wiring/), its input read from the address (page-context.ts), and the card provider
// handed to the views (wiring/card-provider-context.tsx).
import { createContext, useContext, type ReactNode } from 'react';
import { createActor, type AnyActorRef } from 'xstate';
import type { BrowserAdapters } from '../adapters/browser/index.ts';
import type { CardProviderSetup } from '../adapters/card-provider/index.ts';
import { createInspectionStore, type InspectionStore } from '../statechart-view/inspection-store.ts';
import { StatechartViewLauncher } from '../statechart-view/StatechartViewLauncher.tsx';
import type { AppPage } from '../../machines/app/app.machine.ts';
import type { Config } from './config.ts';
import { readPageContext } from './page-context.ts';
import { createAppWiring, type PageLogic } from './wiring/app-wiring.ts';
import { CardProviderSetupProvider } from './wiring/card-provider-context.tsx';
import { usePageLifecycle } from './wiring/page-lifecycle.ts';
import { sisterProductNameFor } from './wiring/sister-product.ts';
import type { SystemLink } from './wiring/system-link.ts';

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

/**
 * One root actor per page load, created and started before React renders and never stopped by
 * it: a component-owned actor is stopped and restored by StrictMode's effect replay, which aborts
 * the calls in flight ('load product' then fails and the network dialog opens on `npm start`).
 * `pageLogic` is the entry's: which child the page runs besides the session and the network dialog.
 */
export function startAppRoot(config: Config, browser: BrowserAdapters, pageLogic: PageLogic): AppRoot {
  return prepareAppRoot(config, browser, pageLogic).start();
}

/**
 * The root's logic with every side effect supplied, ready to start: building it (every machine's
 * `.provide()`) and starting it are each about half of the work, so index.html runs them as two
 * short tasks instead of one long one (ADR 0021).
 */
export function prepareAppRoot(config: Config, browser: BrowserAdapters, pageLogic: PageLogic): { start(): AppRoot } {
  const wiring = createAppWiring(config, browser, pageLogic);
  const sisterProductName = sisterProductNameFor(config);
  const input = {
    ...readPageContext(window.location, browser),
    ...(sisterProductName === undefined ? {} : { sisterProductName }),
    // CONST-29: the billing widget's default price id.
    widgetPriceId: config.widgetPriceId,
  };
  return {
    start() {
      // __STATECHART_VIEW__ is a build constant: live builds drop the view's code and its imports.
      const inspection = __STATECHART_VIEW__ ? createInspectionStore({ maxEvents: 10 }) : null;
      const actor = createActor(wiring.logic, inspection === null ? { input } : { input, inspect: inspection.inspect });
      // The link must know the system before the first actor sends through it.
      wiring.link.attach(actor.system);
      actor.start();
      return { actor, cardProvider: wiring.cardProvider, link: wiring.link, page: input.page, inspection };
    },
  };
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
