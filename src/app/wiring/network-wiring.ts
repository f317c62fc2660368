// The 'Network service issue' dialog (systemId 'network') on the real adapters: Retry re-reads
// the active subscriptions (RETRY-1) or reloads the page (RETRY-3), Go Back goes to the public
// pricing page (DIALOG-NETWORK-2).
import { fromPromise } from 'xstate';
import { networkMachine } from '../../../machines/network/network.machine.ts';
import type { AppPorts } from './app-wiring.ts';
import type { Subscription } from '../../../machines/domain/subscription.ts';

export function networkWiring({ api, browser, config }: Pick<AppPorts, 'api' | 'browser' | 'config'>) {
  return networkMachine.provide({
    actors: {
      'reload subscriptions': fromPromise<Subscription[]>(({ signal }) => api.loadActiveSubscriptions({ signal })),
    },
    actions: {
      'reload page': () => browser.navigation.reload(),
      'go to pricing page': () => browser.navigation.assign(config.urls.pricingIndividual),
    },
  });
}
