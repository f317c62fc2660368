// The payment child's code (the pay and save-card flows with their calls) reaches the browser when a
// page first needs it: the checkout on the way to page 1 or 2 (docs/decisions/0035), the billing
// widget when its form is first asked for (docs/decisions/0038). The machines decide when, through
// their 'load the payment parts' (wiring/checkout-wiring.ts, wiring/billing-wiring.ts); the views
// may fetch the chunk ahead (prefetchPaymentPart) without starting anything. Apart from
// checkout-parts.ts, so the widget's pages reach no import() of checkout code.

import { prefetch } from '../lib/page-ready.ts';

export const fetchPaymentWiring = () => import('./wiring/payment-wiring.ts');

/** Fetches the code ahead; the browser keeps the module, so the machine's later import() does not fetch it again. */
export function prefetchPaymentPart(): void {
  prefetch(fetchPaymentWiring);
}
