// Creates and starts the page's one root actor (machines/app) with its side effects supplied by
// the real adapters (src/app/wiring/) and its input read from the address (page-context.ts).
import { createActor, type InspectionEvent } from 'xstate';
import type { BrowserAdapters } from '../adapters/browser/index.ts';
import { createInspectionStore } from '../statechart-view/inspection-store.ts';
import { browserCoverageInspector } from '../statecharts/browser-coverage.ts';
import { browserStepsInspector } from '../statecharts/browser-steps.ts';
import type { AppRoot } from './app-actor.tsx';
import type { Config } from './config.ts';
import { readPageContext } from './page-context.ts';
import type { RouteMatch } from './route-table.ts';
import { createAppWiring, type PageLogic } from './wiring/app-wiring.ts';
import { sisterProductNameFor } from './sister-product.ts';

/**
 * One root actor per page load, created and started before React renders and never stopped by
 * it: a component-owned actor is stopped and restored by StrictMode's effect replay, which aborts
 * the calls in flight ('load product' then fails and the network dialog opens on `npm start`).
 * `pageLogic` is the entry's: which child the page runs besides the session and the network dialog;
 * `route` is the address's match (route-match.ts), the root actor's page and price id.
 */
export function startAppRoot(config: Config, browser: BrowserAdapters, pageLogic: PageLogic, route: RouteMatch): AppRoot {
  return prepareAppRoot(config, browser, pageLogic, route).start();
}

/**
 * The root's logic with every side effect supplied, ready to start: building it (every machine's
 * `.provide()`) and starting it are each about half of the work, so index.html runs them as two
 * short tasks instead of one long one (ADR 0021).
 */
export function prepareAppRoot(config: Config, browser: BrowserAdapters, pageLogic: PageLogic, route: RouteMatch): { start(): AppRoot } {
  const wiring = createAppWiring(config, browser, pageLogic);
  const sisterProductName = sisterProductNameFor(config);
  const input = {
    ...readPageContext(window.location, browser, route),
    ...(sisterProductName === undefined ? {} : { sisterProductName }),
    // CONST-29: the billing widget's default price id.
    widgetPriceId: config.widgetPriceId,
  };
  return {
    start() {
      // __STATECHART_VIEW__ is a build constant: live builds drop the view's code and its imports.
      const inspection = __STATECHART_VIEW__ ? createInspectionStore({ maxEvents: 10 }) : null;
      // Statechart coverage of the browser journeys: sandbox builds only, and only when a test asks.
      const coverage = __STATECHART_VIEW__ && import.meta.env.MODE === 'sandbox' ? browserCoverageInspector() : null;
      // The path runner's step feed (npm run test:paths): sandbox builds only, and only when it asks.
      const steps = __STATECHART_VIEW__ && import.meta.env.MODE === 'sandbox' ? browserStepsInspector() : null;
      const inspect = inspectorOf([inspection?.inspect, coverage ?? undefined, steps ?? undefined]);
      const actor = createActor(wiring.logic, inspect === undefined ? { input } : { input, inspect });
      // The link must know the system before the first actor sends through it.
      wiring.link.attach(actor.system);
      actor.start();
      return { actor, cardProvider: wiring.cardProvider, link: wiring.link, page: input.page, inspection };
    },
  };
}

/** One inspector that tells each of the given ones, or none when none is given. */
function inspectorOf(
  inspectors: ReadonlyArray<((event: InspectionEvent) => void) | undefined>,
): ((event: InspectionEvent) => void) | undefined {
  const present = inspectors.filter((inspect) => inspect !== undefined);
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  return (event) => present.forEach((inspect) => inspect(event));
}
