// The billing widget (systemId 'billing') on the real adapters: the member's subscriptions and
// payment methods (the account actor), the session it follows, and the same save-card flow as the
// checkout's page 2 (paymentWiring: setup intent, confirm with the card provider, PUT default),
// loaded when the form is first asked for (../payment-part.ts, docs/decisions/0038).
import { fromPromise } from 'xstate';
import { billingMachine } from '../../../machines/billing/billing.machine.ts';
import type { PaymentParts } from '../../../machines/payment/payment.machine.ts';
import { watchSessionThroughSystem } from '../../../machines/session/watch-session.ts';
import { accountWiring } from './account-wiring.ts';
import type { AppPorts } from './app-wiring.ts';
import { fetchPaymentWiring } from '../payment-part.ts';

export function billingWiring(ports: AppPorts) {
  return billingMachine.provide({
    actors: {
      'watch session': watchSessionThroughSystem,
      account: accountWiring(ports),
      // A rejected import() goes to the loading state's onError.
      'load the payment parts': fromPromise<PaymentParts>(async () => {
        const { paymentWiring } = await fetchPaymentWiring();
        return { payment: paymentWiring(ports) };
      }),
    },
  });
}
