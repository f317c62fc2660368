// Owns the billing widget (/updateBilling, /displayBillingInfo): waiting for the session, loading the
// member's subscriptions and saved method, and the 'Step 3: Update Billing Info' form it saves through.
import { assign, fromCallback, fromPromise, sendTo, setup, type ActorRefFrom, type AnyActorRef, type EventObject } from 'xstate';
import type { PaymentMethod } from '../../src/api/schemas/payment-method.ts';
import type { Subscription } from '../../src/api/schemas/subscription.ts';
import type { NetworkEvent } from '../network/events.ts';
import { paymentMachine } from '../payment/payment.machine.ts';
import type { SessionEvent } from '../session/events.ts';
import type { SessionMember } from '../session/rules.ts';
import type { BillingEvent } from './events.ts';
import { hasActiveOrCanceledSubscription, widgetProduct, type WidgetProduct } from './rules.ts';

export interface BillingInput {
  /** CONST-29: the widget's default price id from configuration (sandbox or live). */
  widgetPriceId: string;
  /** API-21: show this subscription's payment method; null: the member's default. */
  subscriptionId: string | null;
}

export interface BillingContext {
  product: WidgetProduct;
  subscriptionId: string | null;
  member: SessionMember | null;
  /** BILLING-AUTH-1: whether the session is signed in right now (read when saving). */
  signedIn: boolean;
  subscriptions: Subscription[];
  /** The saved methods, default first; at most one when a subscription was given. */
  paymentMethods: PaymentMethod[];
  /** The last save succeeded: the view confirms it until the form opens again. */
  saved: boolean;
}

function notProvided(name: string): never {
  throw new Error(`'${name}' not provided: supply it with billingMachine.provide({ actors, actions })`);
}

export const billingMachine = setup({
  types: {
    context: {} as BillingContext,
    events: {} as BillingEvent,
    input: {} as BillingInput,
    children: {} as { payment: 'payment' },
  },
  actors: {
    /** Follows the session (systemId 'session'): 'signed in', 'signed out', 'sign-in failed'. */
    'watch session': fromCallback<EventObject>(() => notProvided('watch session')),
    /** API-19: active and canceled subscriptions. */
    'load subscriptions': fromPromise<Subscription[]>(async () => notProvided('load subscriptions')),
    /** API-20: the member's saved methods, default first. */
    'load payment methods': fromPromise<PaymentMethod[]>(async () => notProvided('load payment methods')),
    /** API-21: the method of one subscription; null when it has none. */
    'load subscription payment method': fromPromise<PaymentMethod | null, { subscriptionId: string }>(async () =>
      notProvided('load subscription payment method'),
    ),
    payment: paymentMachine,
  },
  guards: {
    'a subscription is given': ({ context }) => context.subscriptionId !== null,
    'no active or canceled subscription': ({ context }) => !hasActiveOrCanceledSubscription(context.subscriptions),
  },
  actions: {
    'remember the member': assign((_, params: { member: SessionMember }) => ({ member: params.member, signedIn: true })),
    'note signed out': assign({ signedIn: false }),
    'forget the account': assign({ member: null, signedIn: false, subscriptions: [], paymentMethods: [], saved: false }),
    'store the subscriptions': assign((_, params: { subscriptions: Subscription[] }) => ({ subscriptions: [...params.subscriptions] })),
    'store the payment methods': assign((_, params: { paymentMethods: PaymentMethod[] }) => ({ paymentMethods: [...params.paymentMethods] })),
    'forget the payment methods': assign({ paymentMethods: [] }),
    'note the card was saved': assign({ saved: true }),
    'forget the saved note': assign({ saved: false }),
    /** PAGE1-10: the session opens the identity provider's popup (inside the click). */
    'ask the session to log in': ({ system }) => {
      const event: SessionEvent = { type: 'log in' };
      (system.get('session') as AnyActorRef | undefined)?.send(event);
    },
    /** ERR-CHECKOUT-7: the 'Network service issue' dialog for the subscription case; its Retry answers. */
    'open network dialog': ({ system }) => {
      const event: NetworkEvent = { type: 'open', reason: 'subscription' };
      (system.get('network') as AnyActorRef | undefined)?.send(event);
    },
    /** SAVECARD-3..7, BILLING-AUTH-1: the payment child saves the card, or reloads the page when signed out. */
    'save the card': sendTo('payment', ({ context }) => ({ type: 'save card' as const, authenticated: context.signedIn })),
    'clear the payment message': sendTo('payment', { type: 'dismiss message' as const }),
  },
}).createMachine({
  id: 'billing',
  context: ({ input }) => ({
    product: widgetProduct(input.widgetPriceId),
    subscriptionId: input.subscriptionId,
    member: null,
    signedIn: false,
    subscriptions: [],
    paymentMethods: [],
    saved: false,
  }),
  invoke: [
    { id: 'watch session', src: 'watch session' },
    { id: 'payment', systemId: 'payment', src: 'payment' },
  ],
  initial: 'checking session',
  on: {
    'signed out': { target: '.signed out', actions: 'forget the account' },
  },
  states: {
    'checking session': {
      on: {
        'signed in': {
          target: 'loading billing info',
          actions: { type: 'remember the member', params: ({ event }) => ({ member: event.member }) },
        },
      },
    },
    /** PAGE1-9: only the re-enter-credentials button. */
    'signed out': {
      on: {
        'sign in': { actions: 'ask the session to log in' },
        'signed in': {
          target: 'loading billing info',
          actions: { type: 'remember the member', params: ({ event }) => ({ member: event.member }) },
        },
      },
    },
    'loading billing info': {
      type: 'parallel',
      onDone: { target: 'showing billing info' },
      states: {
        subscriptions: {
          initial: 'loading subscriptions',
          states: {
            'loading subscriptions': {
              invoke: {
                id: 'load subscriptions',
                src: 'load subscriptions',
                onDone: {
                  target: 'subscriptions loaded',
                  actions: { type: 'store the subscriptions', params: ({ event }) => ({ subscriptions: event.output }) },
                },
                onError: { target: 'subscriptions unavailable', actions: 'open network dialog' },
              },
            },
            /** RETRY-1: the network dialog's Retry reads them again and sends 'subscriptions reloaded'. */
            'subscriptions unavailable': {
              on: {
                'subscriptions reloaded': {
                  target: 'subscriptions loaded',
                  actions: { type: 'store the subscriptions', params: ({ event }) => ({ subscriptions: event.subscriptions }) },
                },
              },
            },
            'subscriptions loaded': { type: 'final' },
          },
        },
        'payment method': {
          initial: 'choosing what to load',
          states: {
            'choosing what to load': {
              always: [{ guard: 'a subscription is given', target: 'loading subscription payment method' }, { target: 'loading payment methods' }],
            },
            'loading subscription payment method': {
              invoke: {
                id: 'load subscription payment method',
                src: 'load subscription payment method',
                input: ({ context }) => ({ subscriptionId: context.subscriptionId ?? '' }),
                onDone: {
                  target: 'payment method loaded',
                  actions: {
                    type: 'store the payment methods',
                    params: ({ event }) => ({ paymentMethods: event.output === null ? [] : [event.output] }),
                  },
                },
                // The error catalogue has toasted it; the widget shows 'No credit card found.'.
                onError: { target: 'payment method loaded', actions: 'forget the payment methods' },
              },
            },
            'loading payment methods': {
              invoke: {
                id: 'load payment methods',
                src: 'load payment methods',
                onDone: {
                  target: 'payment method loaded',
                  actions: { type: 'store the payment methods', params: ({ event }) => ({ paymentMethods: event.output }) },
                },
                onError: { target: 'payment method loaded', actions: 'forget the payment methods' },
              },
            },
            'payment method loaded': { type: 'final' },
          },
        },
      },
    },
    'showing billing info': {
      initial: 'checking subscriptions',
      states: {
        'checking subscriptions': {
          always: [{ guard: 'no active or canceled subscription', target: 'no subscription' }, { target: 'payment method shown' }],
        },
        /** PAGE1-13/14: the text, and no form. */
        'no subscription': {},
        /** PAGE1-2..6, PAGE1-11/12: the saved card or bank account and the button to the form. */
        'payment method shown': {
          on: {
            'update payment method': { target: '#billing.updating billing info', actions: ['forget the saved note', 'clear the payment message'] },
          },
        },
      },
    },
    /** PAGE2-3: 'Step 3: Update Billing Info' with the card provider's fields. */
    'updating billing info': {
      on: {
        save: { actions: 'save the card' },
        cancel: { target: 'showing billing info' },
        // BILLING-AUTH-1: the form stays; saving while signed out reloads the page.
        'signed out': { actions: 'note signed out' },
        'signed in': { actions: { type: 'remember the member', params: ({ event }) => ({ member: event.member }) } },
        'card saved': { target: 'reloading payment methods', actions: 'note the card was saved' },
      },
    },
    /** SAVECARD-7: the form closes and the new default is read (docs/decisions/0012). */
    'reloading payment methods': {
      invoke: {
        id: 'reload payment methods',
        src: 'load payment methods',
        onDone: {
          target: 'showing billing info',
          actions: { type: 'store the payment methods', params: ({ event }) => ({ paymentMethods: event.output }) },
        },
        onError: { target: 'showing billing info' },
      },
    },
  },
});

export type BillingMachine = typeof billingMachine;
export type BillingRef = ActorRefFrom<BillingMachine>;
