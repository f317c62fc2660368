// The member's account data (systemId 'account') on the real API, for the checkout and the billing
// widget: subscriptions (API-19), saved methods (API-20) and one subscription's method (API-21).
import { fromPromise } from 'xstate';
import { accountMachine } from '../../../machines/account/account.machine.ts';
import type { AppPorts } from './app-wiring.ts';
import type { PaymentMethod } from '../../../machines/domain/payment-method.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';

export function accountWiring({ api }: Pick<AppPorts, 'api'>) {
  return accountMachine.provide({
    actors: {
      'load subscriptions': fromPromise<Subscription[]>(({ signal }) => api.loadActiveSubscriptions({ signal })),
      'load payment methods': fromPromise<PaymentMethod[]>(({ signal }) => api.loadPaymentMethods({ signal })),
      'load subscription payment method': fromPromise<PaymentMethod | null, { subscriptionId: string }>(({ input, signal }) =>
        api.loadSubscriptionPaymentMethod(input.subscriptionId, { signal }),
      ),
    },
  });
}
