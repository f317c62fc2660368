// Owns the signed-in member's subscriptions and saved payment methods (systemId 'account'), for the
// checkout and the billing widget alike: loading, reloading, failures and the network dialog's Retry.
import { assign, enqueueActions, sendParent, setup, type ActorRefFrom } from 'xstate';
import { openTheNetworkDialog } from '../network/open-the-dialog.ts';
import { actorToProvide } from '../not-provided.ts';
import type { AccountData, AccountEvent, AccountToParentEvent } from './events.ts';
import { SUBSCRIPTION_LOAD_ERROR } from './rules.ts';
import type { PaymentMethod } from '../domain/payment-method.ts';
import type { Subscription } from '../domain/subscription.ts';

export interface AccountInput {
  /** API-21: the billing widget's `?subscription=`: only that subscription's method is read; null: all. */
  subscriptionId: string | null;
  /** The page started it with a member already signed in: read at once. */
  loadAtOnce: boolean;
}

export interface AccountContext extends AccountData {
  subscriptionId: string | null;
  loadAtOnce: boolean;
}

/** What the page is told: everything but the account's own settings. */
function accountData(context: AccountContext): AccountData {
  return {
    subscriptions: context.subscriptions,
    subscriptionsStatus: context.subscriptionsStatus,
    subscriptionsError: context.subscriptionsError,
    paymentMethods: context.paymentMethods,
    paymentMethodsStatus: context.paymentMethodsStatus,
    loaded: context.loaded,
  };
}

/** Nothing read yet (before a sign-in, after a sign-out). */
export const NO_ACCOUNT_DATA: AccountData = {
  subscriptions: [],
  subscriptionsStatus: 'idle',
  subscriptionsError: null,
  paymentMethods: [],
  paymentMethodsStatus: 'idle',
  loaded: false,
};

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as AccountInput,
  },
  actors: {
    /** API-19: active and canceled subscriptions; rejects with 'Error getting member subscription'. */
    'load subscriptions': actorToProvide<Subscription[]>('load subscriptions'),
    /** API-20: the member's saved payment methods, default first. */
    'load payment methods': actorToProvide<PaymentMethod[]>('load payment methods'),
    /** API-21: the method of one subscription; null when it has none. */
    'load subscription payment method': actorToProvide<PaymentMethod | null, { subscriptionId: string }>('load subscription payment method'),
  },
  guards: {
    'a member was signed in at the start': ({ context }) => context.loadAtOnce,
    'a subscription is given': ({ context }) => context.subscriptionId !== null,
  },
  actions: {
    /** ERR-CHECKOUT-7: the 'Network service issue' dialog (systemId 'network'), whose Retry answers here. */
    'open network dialog': (args) => openTheNetworkDialog(args, { reason: 'subscription' }),
    'tell the page': sendParent(({ context }): AccountToParentEvent => ({ type: 'account.updated', account: accountData(context) })),
    'note the data is loading': assign({ loaded: false }),
    'note the data is loaded': assign({ loaded: true }),
    /** STATE-SUBS-1: pending clears the data. */
    'forget the subscriptions': assign({ subscriptions: [], subscriptionsStatus: 'loading' as const, subscriptionsError: null }),
    'store the subscriptions': assign((_, params: { subscriptions: Subscription[] }) => ({
      subscriptions: [...params.subscriptions],
      subscriptionsStatus: 'succeeded' as const,
      subscriptionsError: null,
    })),
    'note the subscriptions failed': assign({ subscriptionsStatus: 'failed' as const, subscriptionsError: SUBSCRIPTION_LOAD_ERROR }),
    'store the payment methods': enqueueActions(({ context, enqueue }, params: { paymentMethods: PaymentMethod[] }) => {
      const stored = { paymentMethods: [...params.paymentMethods], paymentMethodsStatus: 'succeeded' as const };
      enqueue.assign(stored);
      const updated: AccountToParentEvent = { type: 'account.updated', account: { ...accountData(context), ...stored } };
      enqueue(sendParent(updated));
      // Page 1 prices at the saved method's address: a new default (SAVECARD-7) changes it (CONFIRM-3).
      enqueue(sendParent({ type: 'account.payment methods stored' } satisfies AccountToParentEvent));
    }),
    /** The API layer has shown the error; page 1 then offers to add a method, the widget says 'No credit card found.'. */
    'note the payment methods failed': assign({ paymentMethods: [], paymentMethodsStatus: 'failed' as const }),
    'forget the account data': assign({ ...NO_ACCOUNT_DATA }),
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => ({ ...NO_ACCOUNT_DATA, subscriptionId: input.subscriptionId, loadAtOnce: input.loadAtOnce }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'a member was signed in at the start', target: 'member account' }, { target: 'waiting for a member' }],
    },
    'waiting for a member': {
      on: { 'load the account': { target: 'member account' } },
    },
    /** Spec 4, STATE-SUBS-1: the data of the member signed in now. */
    'member account': {
      description:
        'The account data of the member signed in now: read at sign-in, and the payment methods read again after a saved card.',
      initial: 'loading account data',
      entry: ['note the data is loading', 'tell the page'],
      // Another member signs in only after a sign-out ('forget the account'): the session always
      // signs out first (ADR 0049), so a member account is never asked to load again.
      on: {
        'forget the account': { target: 'waiting for a member', actions: ['forget the account data', 'tell the page'] },
      },
      states: {
        'loading account data': {
          description: "Reading the member's subscriptions and saved payment methods at the same time.",
          type: 'parallel',
          onDone: { target: 'account data loaded' },
          states: {
            subscriptions: {
              description: "The member's active and canceled subscriptions; when they cannot be read, the network dialog, whose Retry reads them again.",
              initial: 'loading subscriptions',
              states: {
                'loading subscriptions': {
                  entry: ['forget the subscriptions', 'tell the page'],
                  invoke: {
                    id: 'load subscriptions',
                    src: 'load subscriptions',
                    onDone: {
                      target: 'subscriptions loaded',
                      actions: [{ type: 'store the subscriptions', params: ({ event }) => ({ subscriptions: event.output }) }, 'tell the page'],
                    },
                    onError: {
                      target: 'subscriptions unavailable',
                      actions: ['note the subscriptions failed', 'tell the page', 'open network dialog'],
                    },
                  },
                },
                /**
                 * The network dialog's Retry sends 'network.subscriptions reloaded' (RETRY-1). Only
                 * this state opens the dialog for the subscriptions, and it is left only by that
                 * answer (or a sign-out), so the answer is taken here alone.
                 */
                'subscriptions unavailable': {
                  on: {
                    'network.subscriptions reloaded': {
                      target: 'subscriptions loaded',
                      actions: [{ type: 'store the subscriptions', params: ({ event }) => ({ subscriptions: event.subscriptions }) }, 'tell the page'],
                    },
                  },
                },
                'subscriptions loaded': { type: 'final' },
              },
            },
            'payment methods': {
              description: "The member's saved payment methods, or only the method of the subscription the billing widget names.",
              initial: 'choosing what to load',
              states: {
                'choosing what to load': {
                  always: [{ guard: 'a subscription is given', target: 'loading subscription payment method' }, { target: 'loading payment methods' }],
                },
                /** API-21: the widget's `?subscription=`. */
                'loading subscription payment method': {
                  invoke: {
                    id: 'load subscription payment method',
                    src: 'load subscription payment method',
                    input: ({ context }) => ({ subscriptionId: context.subscriptionId ?? '' }),
                    onDone: {
                      target: 'payment methods loaded',
                      actions: {
                        type: 'store the payment methods',
                        params: ({ event }) => ({ paymentMethods: event.output === null ? [] : [event.output] }),
                      },
                    },
                    onError: { target: 'payment methods loaded', actions: ['note the payment methods failed', 'tell the page'] },
                  },
                },
                'loading payment methods': {
                  invoke: {
                    id: 'load payment methods',
                    src: 'load payment methods',
                    onDone: {
                      target: 'payment methods loaded',
                      actions: { type: 'store the payment methods', params: ({ event }) => ({ paymentMethods: event.output }) },
                    },
                    onError: { target: 'payment methods loaded', actions: ['note the payment methods failed', 'tell the page'] },
                  },
                },
                'payment methods loaded': { type: 'final' },
              },
            },
          },
        },
        'account data loaded': {
          entry: ['note the data is loaded', 'tell the page'],
          on: {
            'card saved': { target: 'reloading payment methods' },
            'read the subscriptions again': { target: 'reading the subscriptions again' },
          },
        },
        /** ROLE-9: a plan bought in another tab (docs/decisions/0060); the list shown stays until the answer. */
        'reading the subscriptions again': {
          invoke: {
            id: 'read the subscriptions again',
            src: 'load subscriptions',
            onDone: {
              target: 'account data loaded',
              actions: [{ type: 'store the subscriptions', params: ({ event }) => ({ subscriptions: event.output }) }, 'tell the page'],
            },
            onError: { target: 'account data loaded' },
          },
        },
        /** SAVECARD-7: the new default is read (docs/decisions/0012); a failure keeps the list shown. */
        'reloading payment methods': {
          entry: ['note the data is loading', 'tell the page'],
          invoke: {
            id: 'reload payment methods',
            src: 'load payment methods',
            onDone: {
              target: 'account data loaded',
              actions: { type: 'store the payment methods', params: ({ event }) => ({ paymentMethods: event.output }) },
            },
            onError: { target: 'account data loaded' },
          },
        },
      },
    },
  },
});

export type AccountMachine = typeof accountMachine;
export type AccountRef = ActorRefFrom<AccountMachine>;
