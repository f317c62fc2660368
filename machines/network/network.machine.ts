// Owns the 'Network service issue' dialog: which issue it shows, its Retry (re-reading the active
// subscriptions, then closing after 1 second), Refresh and Go Back.
import { assign, setup } from 'xstate';
import { actionToProvide, actorToProvide } from '../not-provided.ts';
import type { NetworkEvent, NetworkReason, SubscriptionsReloadedEvent } from './events.ts';
import { NETWORK_DIALOG_CLOSE_DELAY_MS, retriesInPlace } from './rules.ts';
import type { Subscription } from '../domain/subscription.ts';

export interface NetworkContext {
  /** The issue shown; null while the dialog has never been opened. */
  reason: NetworkReason | null;
  /** The last Retry of the subscription case failed too (the dialog stays open). */
  retryFailed: boolean;
}

export const networkMachine = setup({
  types: {
    context: {} as NetworkContext,
    events: {} as NetworkEvent,
  },
  actors: {
    /** RETRY-1: GET the member's active subscriptions again. */
    'reload subscriptions': actorToProvide<Subscription[]>('reload subscriptions'),
  },
  delays: {
    /** CONST-15 / RETRY-2. */
    'close delay': NETWORK_DIALOG_CLOSE_DELAY_MS,
  },
  guards: {
    'the issue is the subscription check': ({ context }) => retriesInPlace(context.reason),
  },
  actions: {
    /** RETRY-3 and Refresh: the app reloads the browser page. */
    'reload page': actionToProvide('reload page'),
    /** DIALOG-NETWORK-2: the public (individual) pricing page. */
    'go to pricing page': actionToProvide('go to pricing page'),
    'remember the issue': assign((_, params: { reason: NetworkReason }) => ({ reason: params.reason, retryFailed: false })),
    'note the retry failed': assign({ retryFailed: true }),
    /**
     * RETRY-1: the account actor (systemId 'account') takes the fresh list and tells its page. It may
     * legitimately not run (the checkout failed to load its product, or the dialog opened for another
     * reason): then nothing waits for the list, so nothing is sent (a sendTo with a missing target
     * would deliver to this dialog instead).
     */
    'tell the account the subscriptions are back': ({ system }, params: { subscriptions: Subscription[] }) => {
      const event: SubscriptionsReloadedEvent = { type: 'network.subscriptions reloaded', subscriptions: params.subscriptions };
      system.get('account')?.send(event);
    },
  },
}).createMachine({
  id: 'network',
  context: { reason: null, retryFailed: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        open: { target: 'open', actions: { type: 'remember the issue', params: ({ event }) => ({ reason: event.reason }) } },
      },
    },
    open: {
      description:
        'The open dialog: the issue it shows (a newer one replaces it), Retry, Refresh and Go Back; a Retry of the subscription check reads them again and closes after one second.',
      initial: 'showing the issue',
      on: {
        // A newer issue replaces the one shown.
        open: {
          target: '.showing the issue',
          actions: { type: 'remember the issue', params: ({ event }) => ({ reason: event.reason }) },
        },
      },
      states: {
        'showing the issue': {
          on: {
            retry: [
              { guard: 'the issue is the subscription check', target: 'retrying' },
              { actions: 'reload page' },
            ],
            refresh: { actions: 'reload page' },
            'go back': { target: 'leaving for the pricing page' },
          },
        },
        retrying: {
          invoke: {
            id: 'reload subscriptions',
            src: 'reload subscriptions',
            onDone: {
              target: 'retry succeeded',
              actions: {
                type: 'tell the account the subscriptions are back',
                params: ({ event }) => ({ subscriptions: event.output }),
              },
            },
            onError: { target: 'showing the issue', actions: 'note the retry failed' },
          },
        },
        /** RETRY-2: the dialog stays one second, then closes. */
        'retry succeeded': {
          after: { 'close delay': { target: '#network.closed' } },
        },
        'leaving for the pricing page': { entry: 'go to pricing page' },
      },
    },
  },
});

export type NetworkMachine = typeof networkMachine;
