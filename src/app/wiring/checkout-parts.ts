// The checkout's children that page 0 does not run (the sign-up dialog, payment, the company and
// NOMA dialogs, the seat count) reach the browser when the flow first needs them: each loader
// import()s the part's wiring, so its machine, its calls and what they pull in (about 30 kB gzip for
// payment) stay off page 0's critical path (docs/decisions/0035). The machine decides when; the
// views may fetch a chunk ahead (prefetchCheckoutPart) without starting anything.
import { fromPromise } from 'xstate';
import type { OrganisationParts, SignUpParts } from '../../../machines/checkout/checkout.machine.ts';
import type { AppPorts } from './app-ports.ts';
import { paymentPartLoader, prefetchPaymentPart } from './payment-part.ts';

const fetchSignUpParts = () => import('./auth-wiring.ts');
const fetchOrganisationParts = () => import('./organisation-wiring.ts');

export type CheckoutPart = 'sign-up' | 'payment' | 'organisation';

/**
 * Fetches a part's code ahead, on a hover, a focus or when the page is idle (a failure is left
 * for the machine's own load to meet and report). The browser keeps the module: the machine's
 * later import() of the same file does not fetch it again.
 */
export function prefetchCheckoutPart(part: CheckoutPart): void {
  if (part === 'payment') return prefetchPaymentPart();
  const fetchPart = part === 'sign-up' ? fetchSignUpParts : fetchOrganisationParts;
  void fetchPart().catch(() => undefined);
}

/** The checkout's loaders on the page's ports. A rejected import() goes to the loading state's onError. */
export function checkoutPartLoaders(ports: AppPorts) {
  return {
    'load the sign-up parts': fromPromise<SignUpParts>(async () => {
      const { authWiring } = await fetchSignUpParts();
      return { auth: authWiring(ports) };
    }),
    'load the payment parts': paymentPartLoader(ports),
    'load the organisation parts': fromPromise<OrganisationParts>(async () => {
      const { companyWiring, nomaWiring, waitlistWiring } = await fetchOrganisationParts();
      return { company: companyWiring(ports), noma: nomaWiring(ports), waitlist: waitlistWiring(ports) };
    }),
  };
}
