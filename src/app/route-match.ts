// Which page an address of index.html shows, as react-router matches it in the route table
// (route-table.ts): the same match the router renders (routes.tsx), handed to the root actor as
// its input (page-context.ts). widget.html needs no match: it is served only on the widget's
// addresses (ADR 0016), so it starts with WIDGET_MATCH and loads no router.
import { matchRoutes } from 'react-router';
import { PRICE_ID_PARAM, ROUTE_TABLE, type RouteMatch } from './route-table.ts';

/** Rules ROUTE-1..9: the route's page and its `priceId` param (trimmed; empty is none); no match is 'other' (404). */
export function matchPage(pathname: string): RouteMatch {
  const match = matchRoutes([...ROUTE_TABLE], pathname)?.at(-1);
  if (match === undefined) return { page: 'other', priceId: null };
  const rule = ROUTE_TABLE.find((r) => r.id === match.route.id);
  const priceId = match.params[PRICE_ID_PARAM]?.trim() ?? '';
  return { page: rule?.page ?? 'other', priceId: priceId === '' ? null : priceId };
}
