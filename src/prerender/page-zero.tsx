// Page 0 of one product as HTML, rendered at build time by the app's own views from the checkout
// machine's own snapshot (scripts/build/page-zero-html-plugin.ts): the root actor runs with the
// build-time ports until the product is shown, then the router's page for /{price id} is rendered
// to a string. The app adopts that markup (hydration, src/main.tsx), so there is no second template.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { pageZeroSettles } from '../app/adopt-page-zero.ts';
import type { AppRoot } from '../app/app-actor.tsx';
import { checkoutPageLogic } from '../app/checkout-root.ts';
import type { Config } from '../app/config.ts';
import { AppProviders } from '../app/providers.tsx';
import { APP_ROUTES } from '../app/routes.tsx';
import { createInspectionStore } from '../statechart-view/inspection-store.ts';
import { buildTimePorts, UNKNOWN_VISITOR } from './build-time-ports.ts';

const READY_WITHIN_MS = 5_000;


export interface RenderedPageZero {
  /** The #root's markup, with Emotion's style tags still in it. */
  html: string;
}

/** Page 0 of `priceId` for a visitor; `apiOrigin` answers its calls (build-time-ports.ts). */
export async function renderPageZero(config: Config, priceId: string, apiOrigin: string, origin: string): Promise<RenderedPageZero> {
  const ports = buildTimePorts(config, apiOrigin, origin);
  const logic = checkoutPageLogic(ports, UNKNOWN_VISITOR);
  const input = { page: 'checkout' as const, priceId, orgId: null, directToPaymentInfo: false, nomaEmail: null, widgetPriceId: config.widgetPriceId };
  const actor = createActor(logic, { input });
  ports.link.attach(actor.system);
  actor.start();
  try {
    if (!(await pageZeroSettles(actor.system, READY_WITHIN_MS))) {
      throw new Error(`${priceId}: page 0 never showed the product with its price (is it one the products call knows?)`);
    }
    // Sandbox builds show the statechart view's corner button from the first paint, as the app does.
    const inspection = __STATECHART_VIEW__ ? createInspectionStore({ maxEvents: 10 }) : null;
    const root: AppRoot = { actor, cardProvider: ports.cardProvider, link: ports.link, page: 'checkout', inspection };
    const handler = createStaticHandler(APP_ROUTES);
    const context = await handler.query(new Request(new URL(`/${encodeURIComponent(priceId)}`, origin)));
    if (context instanceof Response) throw new Error(`${priceId}: the router answered a redirect`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <AppProviders value={{ config, browser: ports.browser }} root={root}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    return { html };
  } finally {
    actor.stop();
  }
}
