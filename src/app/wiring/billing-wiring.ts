// The billing widget (systemId 'billing') on the real adapters: the member's subscriptions and
// payment methods (the account actor), the session it follows, and the same save-card flow as the
// checkout's page 2 (paymentWiring: setup intent, confirm with the card provider, PUT default),
// loaded when the form is first asked for (docs/decisions/0038).
import { billingMachine } from '../../../machines/billing/billing.machine.ts';
import { watchSessionThroughSystem } from '../../../machines/session/watch-session.ts';
import { accountWiring } from './account-wiring.ts';
import type { AppPorts } from './app-ports.ts';
import { paymentPartLoader } from './payment-part.ts';

export function billingWiring(ports: AppPorts) {
  return billingMachine.provide({
    actors: {
      'watch session': watchSessionThroughSystem,
      account: accountWiring(ports),
      'load the payment parts': paymentPartLoader(ports),
    },
  });
}
