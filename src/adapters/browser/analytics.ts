// Analytics events pushed to the tag manager's `window.dataLayer` (rules SUMMARY-6,
// ERR-CHECKOUT-6). In sandbox mode the array simply stays local: no tag script is loaded.

/** Events the spec names; `data` carries any extra fields a caller wants recorded. */
export type AnalyticsEventName = 'returnToPricingPage' | 'checkoutSubmissionUnsuccessful' | (string & {});

export interface AnalyticsEvent {
  event: AnalyticsEventName;
  [field: string]: unknown;
}

export interface Analytics {
  push(event: AnalyticsEvent): void;
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

export function createAnalytics(target: DataLayerWindow | undefined = typeof window === 'undefined' ? undefined : (window as DataLayerWindow)): Analytics {
  return {
    push(event) {
      if (!target) return;
      try {
        target.dataLayer ??= [];
        target.dataLayer.push({ ...event });
      } catch {
        // Analytics must never break a checkout.
      }
    },
  };
}
