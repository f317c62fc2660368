// The checkout's children that page 0 does not run (the sign-up dialog, payment, the company and
// NOMA dialogs, the seat count) reach the browser when the flow first needs them: the checkout's
// loaders (wiring/checkout-wiring.ts) import() the part's wiring, so its machine, its calls and what
// they pull in (about 30 kB gzip for payment) stay off page 0's critical path (docs/decisions/0035).
// The machine decides when; the views may fetch a chunk ahead (prefetchCheckoutPart) without
// starting anything.
import { prefetch } from '../lib/page-ready.ts';
import { prefetchPaymentPart } from './payment-part.ts';

export const fetchSignUpWiring = () => import('./wiring/auth-wiring.ts');
export const fetchOrganisationWiring = () => import('./organisation-parts.ts');

export type CheckoutPart = 'sign-up' | 'payment' | 'organisation';

/** Fetches a part's code ahead; the browser keeps the module, so the machine's later import() does not fetch it again. */
export function prefetchCheckoutPart(part: CheckoutPart): void {
  if (part === 'payment') return prefetchPaymentPart();
  prefetch(part === 'sign-up' ? fetchSignUpWiring : fetchOrganisationWiring);
}
