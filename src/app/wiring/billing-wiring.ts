// The billing widget (systemId 'billing') on the real adapters: the member's subscriptions and
// payment methods, the session it follows, and the same save-card flow as the checkout's page 2
// (paymentWiring: setup intent, confirm with the card provider, PUT default).
import { fromPromise } from 'xstate';
import { billingMachine } from '../../../machines/billing/billing.machine.ts';
import { watchSessionThroughSystem } from '../../../machines/session/watch-session.ts';
import type { PaymentMethod } from '../../api/schemas/payment-method.ts';
import type { Subscription } from '../../api/schemas/subscription.ts';
import type { AppPorts } from './app-ports.ts';
import { paymentWiring } from './payment-wiring.ts';

export function billingWiring(ports: AppPorts) {
  const { api } = ports;
  return billingMachine.provide({
    actors: {
      'watch session': watchSessionThroughSystem,
      'load subscriptions': fromPromise<Subscription[]>(({ signal }) => api.loadActiveSubscriptions({ signal })),
      'load payment methods': fromPromise<PaymentMethod[]>(({ signal }) => api.loadPaymentMethods({ signal })),
      'load subscription payment method': fromPromise<PaymentMethod | null, { subscriptionId: string }>(({ input, signal }) =>
        api.loadSubscriptionPaymentMethod(input.subscriptionId, { signal }),
      ),
      payment: paymentWiring(ports),
    },
  });
}
