// The payment child's code (the pay and save-card flows with their calls) reaches the browser when a
// page first needs it: the checkout on the way to page 1 or 2 (docs/decisions/0035), the billing
// widget when its form is first asked for (docs/decisions/0038). The machines decide when, through
// their 'load the payment parts' (wiring/checkout-wiring.ts, wiring/billing-wiring.ts); the views
// may fetch the chunk ahead (prefetchPaymentPart) without starting anything. Apart from
// checkout-parts.ts, so the widget's pages reach no import() of checkout code.

export const fetchPaymentWiring = () => import('./wiring/payment-wiring.ts');

/**
 * Fetches the code ahead, on a hover, a focus or when the page is idle (a failure is left for the
 * machine's own load to meet and report). The browser keeps the module: the machine's later
 * import() of the same file does not fetch it again.
 */
export function prefetchPaymentPart(): void {
  void fetchPaymentWiring().catch(() => undefined);
}
