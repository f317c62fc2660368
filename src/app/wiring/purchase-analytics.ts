// PAY-12: the analytics pushed when a purchase completes, as one GA4-style 'purchase' event on
// window.dataLayer (amounts in dollars there, as tag managers expect; cents everywhere else), and
// the event of page 0's 'Update Selection' (SUMMARY-6).
import type { PurchaseAnalytics } from '../../../machines/checkout/checkout.machine.ts';
import type { AnalyticsEvent } from '../../adapters/browser/analytics.ts';

/** SUMMARY-6. */
export const RETURN_TO_PRICING_EVENT = 'returnToPricingPage';

export function purchaseEvents(purchase: PurchaseAnalytics): AnalyticsEvent[] {
  return [
    {
      event: 'purchase',
      checkoutPath: purchase.path,
      audience: purchase.audience,
      ecommerce: {
        transaction_id: purchase.invoiceId,
        currency: 'USD',
        value: purchase.total === null ? null : purchase.total / 100,
        items: purchase.priceIds.map((priceId, index) => ({ item_id: priceId, item_name: purchase.names[index] ?? null, quantity: 1 })),
      },
    },
  ];
}
