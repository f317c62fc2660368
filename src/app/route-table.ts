// The app's addresses (spec section 2), the one table everything that routes reads: index.html's
// router (routes.tsx) and the root actor's input (route-match.ts, matched by react-router), the
// inline scripts of the built index.html (scripts/build/), the security headers and the serving
// rule (scripts/security/headers.ts, scripts/serving/), and through them the nginx example
// (docs/deploy/nginx.conf, checked by scripts/security/check-nginx.ts). Plain data: Node scripts
// import it without React.
import type { AppPage } from '../../machines/app/app.machine.ts';

export interface RouteRule {
  /** The route's id in react-router. */
  id: string;
  /** A react-router path pattern. */
  path: string;
  page: Exclude<AppPage, 'other'>;
  /** Which HTML file the server answers the address with (ADR 0016). */
  document: 'index.html' | 'widget.html';
}

/** Rules ROUTE-1..9. Every other address is 'other': index.html's 404 screen. */
export const ROUTE_TABLE: readonly RouteRule[] = [
  { id: 'checkout', path: '/', page: 'checkout', document: 'index.html' },
  { id: 'checkout-product', path: '/:priceId', page: 'checkout', document: 'index.html' },
  { id: 'return', path: '/return-page', page: 'return', document: 'index.html' },
  { id: 'update-billing', path: '/updateBilling', page: 'widget', document: 'widget.html' },
  { id: 'display-billing-info', path: '/displayBillingInfo', page: 'widget', document: 'widget.html' },
];

/** The page an address shows and the price id of `/{id}`: the root actor's input from the route. */
export interface RouteMatch {
  page: AppPage;
  priceId: string | null;
}

/** widget.html's match: it is only ever served on the widget's addresses (ADR 0016). */
export const WIDGET_MATCH: RouteMatch = { page: 'widget', priceId: null };

/** The param of `/:priceId` (ROUTE-2, ROUTE-3). */
export const PRICE_ID_PARAM = 'priceId';

const isStatic = (path: string) => !path.includes(':') && !path.includes('*');

/** The widget's addresses, served with widget.html and its own frame-ancestors (ADR 0012, 0016). */
export const WIDGET_PATHS: readonly string[] = ROUTE_TABLE.filter((r) => r.document === 'widget.html').map((r) => r.path);

/**
 * The one-segment addresses that are not a product id: a fixed route outranks `/:priceId` in
 * react-router, and the inline scripts of index.html (ES5, before any module) test this list.
 */
export const NOT_PRODUCT_SEGMENTS: readonly string[] = ROUTE_TABLE.filter((r) => isStatic(r.path) && r.path !== '/').map((r) => r.path.slice(1));
