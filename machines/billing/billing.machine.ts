// Owns the billing widget (/updateBilling, /displayBillingInfo): waiting for the session, loading the
// member's subscriptions and saved method, and the 'Step 3: Update Billing Info' form it saves through.
import { assign, enqueueActions, fromCallback, sendTo, setup, type ActorRefFrom, type AnyActorRef, type EventObject } from 'xstate';
import { accountMachine } from '../account/account.machine.ts';
import type { AccountData, AccountEvent } from '../account/events.ts';
import { openTheNetworkDialog } from '../network/open-the-dialog.ts';
import { actorToProvide, notProvidedError } from '../not-provided.ts';
import type { PaymentMachine, PaymentParts } from '../payment/payment.machine.ts';
import type { SessionEvent } from '../session/events.ts';
import type { SessionMember } from '../session/rules.ts';
import type { BillingEvent } from './events.ts';
import { hasActiveOrCanceledSubscription, widgetProduct, type WidgetProduct } from './rules.ts';
import type { PaymentMethod } from '../domain/payment-method.ts';
import type { Subscription } from '../domain/subscription.ts';

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
  subscriptions: Subscription[];
  /** The saved methods, default first; at most one when a subscription was given. */
  paymentMethods: PaymentMethod[];
  /** The last save succeeded: the view confirms it until the form opens again. */
  saved: boolean;
  /** The save-card flow's code, once 'load the payment parts' has brought it (null until the form is first asked for). */
  paymentPart: PaymentMachine | null;
}

const LOADED = {
  type: 'the account data is loaded',
  params: ({ event }: { event: Extract<BillingEvent, { type: 'account.updated' }> }) => ({ account: event.account }),
} as const;
const KEEP = {
  type: 'keep the account data',
  params: ({ event }: { event: Extract<BillingEvent, { type: 'account.updated' }> }) => ({ account: event.account }),
} as const;

export const billingMachine = setup({
  types: {
    context: {} as BillingContext,
    events: {} as BillingEvent,
    input: {} as BillingInput,
    children: {} as { account: 'account' },
  },
  actors: {
    /** Follows the session (systemId 'session'): 'session.signed in', 'session.signed out', 'session.sign-in failed'. */
    'watch session': fromCallback<EventObject>(() => {
      throw notProvidedError('watch session');
    }),
    /** The member's subscriptions and saved methods (systemId 'account'); it tells the widget what it read. */
    account: accountMachine,
    /** The save-card flow's code: fetched when the form is first asked for, not with the widget (docs/decisions/0038). */
    'load the payment parts': actorToProvide<PaymentParts>('load the payment parts'),
  },
  guards: {
    'the payment part is missing': ({ context }) => context.paymentPart === null,
    'no active or canceled subscription': ({ context }) => !hasActiveOrCanceledSubscription(context.subscriptions),
    'the account data is loaded': (_, params: { account: AccountData }) => params.account.loaded,
  },
  actions: {
    'remember the member': assign((_, params: { member: SessionMember }) => ({ member: params.member })),
    'forget the member': assign({ member: null, subscriptions: [], paymentMethods: [], saved: false }),
    'keep the account data': assign((_, params: { account: AccountData }) => ({
      subscriptions: params.account.subscriptions,
      paymentMethods: params.account.paymentMethods,
    })),
    'ask the account to load': sendTo('account', { type: 'load the account' } satisfies AccountEvent),
    'ask the account to forget': sendTo('account', { type: 'forget the account' } satisfies AccountEvent),
    /** SAVECARD-7: the account reads the new default (docs/decisions/0012). */
    'tell the account a card was saved': sendTo('account', { type: 'card saved' } satisfies AccountEvent),
    'note the card was saved': assign({ saved: true }),
    'forget the saved note': assign({ saved: false }),
    /** PAGE1-10: the session opens the identity provider's popup (inside the click). */
    'ask the session to log in': ({ system }) => {
      const event: SessionEvent = { type: 'log in' };
      (system.get('session') as AnyActorRef | undefined)?.send(event);
    },
    /** SAVECARD-3..7: the payment child saves the card (the form is open only while signed in). */
    'save the card': sendTo('payment', { type: 'save card' as const }),
    'clear the payment message': sendTo('payment', { type: 'dismiss message' as const }),
    /**
     * The payment child runs from the first form on, until the widget stops. Its id and systemId are
     * 'payment' (sendTo above, the views); XState's types name only children listed in setup(), and
     * this one's code arrives later, so the options are typed past that, as the checkout's parts.
     */
    'start the payment part': enqueueActions(({ enqueue }, params: { parts: PaymentParts }) => {
      enqueue.assign({ paymentPart: params.parts.payment });
      enqueue.spawnChild(params.parts.payment, { id: 'payment', systemId: 'payment' } as { systemId: string });
    }),
    /** ERR-NETWORK-4, RETRY-3: the form's code did not arrive; the 'Network service issue' dialog (systemId 'network') says so. */
    'open network dialog': (args) => openTheNetworkDialog(args, { reason: 'other' }),
  },
}).createMachine({
  id: 'billing',
  context: ({ input }) => ({
    product: widgetProduct(input.widgetPriceId),
    subscriptionId: input.subscriptionId,
    member: null,
    subscriptions: [],
    paymentMethods: [],
    saved: false,
    paymentPart: null,
  }),
  invoke: [
    { id: 'watch session', src: 'watch session' },
    { id: 'account', systemId: 'account', src: 'account', input: ({ context }) => ({ subscriptionId: context.subscriptionId, loadAtOnce: false }) },
  ],
  initial: 'checking session',
  on: {
    'session.signed out': { target: '.signed out', actions: ['forget the member', 'ask the account to forget'] },
    'account.updated': { actions: { type: 'keep the account data', params: ({ event }) => ({ account: event.account }) } },
  },
  states: {
    'checking session': {
      on: {
        'session.signed in': {
          target: 'loading billing info',
          actions: [{ type: 'remember the member', params: ({ event }) => ({ member: event.member }) }, 'ask the account to load'],
        },
      },
    },
    /** PAGE1-9: only the re-enter-credentials button. */
    'signed out': {
      on: {
        'sign in': { actions: 'ask the session to log in' },
        'session.signed in': {
          target: 'loading billing info',
          actions: [{ type: 'remember the member', params: ({ event }) => ({ member: event.member }) }, 'ask the account to load'],
        },
      },
    },
    /** The account actor reads the subscriptions and the saved method (API-19..21, RETRY-1). */
    'loading billing info': {
      on: { 'account.updated': { guard: LOADED, target: 'showing billing info', actions: KEEP } },
    },
    'showing billing info': {
      description:
        'What the widget shows once the account is read: the no-subscription text, or the saved payment method with the button to the form.',
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
            'update payment method': [
              // The first time, no card was saved yet, so there is no saved note to forget.
              { guard: 'the payment part is missing', target: '#billing.loading the payment parts' },
              { target: '#billing.updating billing info', actions: ['forget the saved note', 'clear the payment message'] },
            ],
          },
        },
      },
    },
    /** The form waits for the save-card flow's code; the click that asked for it is kept. */
    'loading the payment parts': {
      invoke: {
        id: 'load the payment parts',
        src: 'load the payment parts',
        onDone: { target: 'updating billing info', actions: { type: 'start the payment part', params: ({ event }) => ({ parts: event.output }) } },
        onError: { target: '#billing.showing billing info.payment method shown', actions: 'open network dialog' },
      },
    },
    /** PAGE2-3: 'Step 3: Update Billing Info' with the card provider's fields. */
    'updating billing info': {
      on: {
        save: { actions: 'save the card' },
        cancel: { target: 'showing billing info' },
        'payment.card saved': { target: 'reloading payment methods', actions: ['note the card was saved', 'tell the account a card was saved'] },
      },
    },
    /** SAVECARD-7: the form closes and the new default is read (docs/decisions/0012). */
    'reloading payment methods': {
      on: { 'account.updated': { guard: LOADED, target: 'showing billing info', actions: KEEP } },
    },
  },
});

export type BillingMachine = typeof billingMachine;
export type BillingRef = ActorRefFrom<BillingMachine>;
