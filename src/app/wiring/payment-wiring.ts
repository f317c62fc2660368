// Taking the money (systemId 'payment') on the real adapters: the API, the card provider's registry
// (the mounted form, or a saved method), the same-origin return page and fresh idempotency keys.
import { paymentImplementations } from './payment-actors.ts';
import { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import { newIdempotencyKey } from '../../api/create-api.ts';
import { RETURN_PAGE_PATH } from '../constants.ts';
import type { AppPorts } from './app-ports.ts';

/** ROUTE-8/9, API-42/43: where the card provider sends the browser back (same origin). */
export const returnUrlFor = (origin: string): string => `${origin.replace(/\/+$/, '')}${RETURN_PAGE_PATH}`;

export function paymentWiring({ api, browser, cardProvider, page }: Pick<AppPorts, 'api' | 'browser' | 'cardProvider' | 'page'>) {
  return paymentMachine.provide(
    paymentImplementations({
      api,
      cardProvider: cardProvider.registry,
      returnUrl: returnUrlFor(page.origin),
      newIdempotencyKey,
      // CONFIRM-6, PAY-8: the provider's view of the member's subscriptions is read again.
      reloadSubscriptions: () => api.loadActiveSubscriptions(),
      pushAnalytics: (event) => browser.analytics.push(event),
      reloadPage: () => browser.navigation.reload(),
    }),
  );
}
