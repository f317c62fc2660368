// When the HTML already shows page 0 of the address's product (ADR 0061), the app adopts that
// markup instead of drawing it again: its first render must then be the same page, so it waits,
// as the build did, until the checkout shows page 0 with its first price (the products call
// index.html's script sent while the page loaded, then the price asked at once). A different
// answer (a price changed since the build), another page or no answer in time: React finds the
// markup differs and renders the app's own in its place, so the visitor sees the answer, never
// the build's figures.
import { waitFor, type AnyActorRef } from 'xstate';
import { selectIsAuthenticated, selectShowsPageZero, type CheckoutSnapshot } from '../../machines/checkout/selectors.ts';
import type { RouteMatch } from './route-table.ts';
import type { SystemLike } from './wiring/app-wiring.ts';

interface PricingLike {
  context: { status: string };
}

/** Whether the HTML's page 0 is this address's: the same product, on the checkout route. */
export function mayAdopt(prerendered: string | null, route: RouteMatch): boolean {
  return prerendered !== null && route.page === 'checkout' && route.priceId === prerendered;
}

/**
 * Resolves true once the checkout shows page 0 and its first price has answered; false when the
 * checkout moved elsewhere (no product, a redirect, a member signed in while the price was asked)
 * or `timeoutMs` ran out first. The page stays the HTML until then, so a checkout that leaves
 * page 0 must be drawn at once, not after the price.
 */
export async function pageZeroSettles(system: SystemLike, timeoutMs: number): Promise<boolean> {
  const checkout = system.get('checkout');
  if (checkout === undefined) return false;
  const shown = await waitFor(checkout, (snapshot: CheckoutSnapshot) => selectShowsPageZero(snapshot) || !snapshot.hasTag('loading'), { timeout: timeoutMs })
    .then((snapshot: CheckoutSnapshot) => selectShowsPageZero(snapshot))
    .catch(() => false);
  const pricing: AnyActorRef | undefined = system.get('pricing');
  if (!shown || pricing === undefined) return false;
  const answered = (snapshot: PricingLike) => snapshot.context.status === 'succeeded' || snapshot.context.status === 'failed';
  const done = new AbortController();
  const options = { timeout: timeoutMs, signal: done.signal };
  const priced = waitFor(pricing, answered, options).then(() => true, () => false);
  // The HTML is a visitor's page 0: a member signed in, or another page, is not it.
  const left = waitFor(checkout, (snapshot: CheckoutSnapshot) => !selectShowsPageZero(snapshot) || selectIsAuthenticated(snapshot), options).then(() => false, () => false);
  const settled = await Promise.race([priced, left]);
  done.abort();
  return settled;
}
